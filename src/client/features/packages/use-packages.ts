/**
 * Packages' server state: the list (with items and how often each was imported) and the writes
 * (create, update, copy, delete), each of which refreshes ["/api/packages"].
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { Package, PackageInput } from "../../../shared/packages";

export const PACKAGES_QUERY_KEY = ["/api/packages"] as const;

export function usePackages() {
  return useQuery<Package[]>({ queryKey: PACKAGES_QUERY_KEY });
}

function useInvalidatePackages() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PACKAGES_QUERY_KEY });
}

export function useCreatePackage() {
  const invalidate = useInvalidatePackages();
  return useMutation({
    mutationFn: async (input: PackageInput) => {
      const res = await apiRequest("POST", "/api/packages", input);
      return (await res.json()) as Package;
    },
    onSuccess: () => invalidate(),
  });
}

export function useUpdatePackage() {
  const invalidate = useInvalidatePackages();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: PackageInput }) => {
      const res = await apiRequest("PUT", `/api/packages/${encodeURIComponent(id)}`, input);
      return (await res.json()) as Package;
    },
    onSuccess: () => invalidate(),
  });
}

export function useCopyPackage() {
  const invalidate = useInvalidatePackages();
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await apiRequest("POST", `/api/packages/${encodeURIComponent(id)}/copy`);
      return (await res.json()) as Package;
    },
    onSuccess: () => invalidate(),
  });
}

export function useDeletePackage() {
  const invalidate = useInvalidatePackages();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `/api/packages/${encodeURIComponent(id)}`);
      return id;
    },
    onSuccess: (id) => {
      queryClient.setQueryData<Package[]>(PACKAGES_QUERY_KEY, (list) => list?.filter((p) => p.id !== id));
      return invalidate();
    },
  });
}
