/** The studio's exports (polled while one is being built), asking for one, and erasing a client. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { ACTIVE_EXPORT_STATUSES, type ClientEraseResult, type DataExport } from "../../../shared/exports";

export const EXPORTS_KEY = ["/api/exports"] as const;

/** How often the list is read again while an export is queued or running. */
const POLL_MS = 2000;

export const isBuilding = (item: DataExport) => ACTIVE_EXPORT_STATUSES.includes(item.status);

export function useExports() {
  return useQuery<DataExport[]>({
    queryKey: EXPORTS_KEY,
    refetchOnMount: "always",
    refetchInterval: (query) => (query.state.data?.some(isBuilding) ? POLL_MS : false),
  });
}

export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest("POST", "/api/export")).json()) as DataExport,
    // A 409 means one is already on its way: the list shows it either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: EXPORTS_KEY }),
  });
}

export function useEraseClient(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (
        await apiRequest("POST", `/api/clients/${encodeURIComponent(clientId)}/erase`)
      ).json()) as ClientEraseResult,
    // The name changes on every list and page that shows the client: read them all again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
