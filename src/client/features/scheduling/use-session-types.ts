/**
 * The studio's session types on the server: the list and its writes. Every write refreshes the list and
 * the bookings (a booking shows its type's name and colour), so nothing on the page shows an old name.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { SessionType, SessionTypeValues } from "../../../shared/session-types";
import { inputOfType } from "./session-type-form";
import { BOOKINGS_KEY } from "./use-scheduling";

export const SESSION_TYPES_KEY = ["/api/session-types"] as const;

interface SessionTypeList {
  sessionTypes: SessionType[];
}

/** The default first, then by name, so the list does not jump when a type is edited. */
const byDefaultThenName = (a: SessionType, b: SessionType) =>
  Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name);

export function useSessionTypes() {
  return useQuery<SessionTypeList, Error, SessionType[]>({
    queryKey: SESSION_TYPES_KEY,
    select: (data) => [...data.sessionTypes].sort(byDefaultThenName),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SESSION_TYPES_KEY }),
      queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
    ]);
}

/** Creates a type, or replaces the one with this id. */
export function useSaveSessionType() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: SessionTypeValues }) => {
      const res = id
        ? await apiRequest("PUT", `/api/session-types/${id}`, input)
        : await apiRequest("POST", "/api/session-types", input);
      return (await res.json()) as SessionType;
    },
    onSuccess: () => refresh(),
  });
}

/**
 * The list's enabled switch: the whole type goes back with only `enabled` changed. The switch moves at
 * once and moves back if the server refuses.
 */
export function useSetSessionTypeEnabled() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const patch = (id: string, enabled: boolean) =>
    queryClient.setQueryData<SessionTypeList>(SESSION_TYPES_KEY, (data) =>
      data ? { sessionTypes: data.sessionTypes.map((t) => (t.id === id ? { ...t, enabled } : t)) } : data,
    );
  return useMutation({
    mutationFn: async ({ type, enabled }: { type: SessionType; enabled: boolean }) =>
      (await (
        await apiRequest("PUT", `/api/session-types/${type.id}`, { ...inputOfType(type), enabled })
      ).json()) as SessionType,
    onMutate: ({ type, enabled }) => {
      patch(type.id, enabled);
    },
    onError: (_error, { type }) => {
      patch(type.id, type.enabled);
    },
    onSettled: () => refresh(),
  });
}

export function useDuplicateSessionType() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) =>
      (await (await apiRequest("POST", `/api/session-types/${id}/duplicate`)).json()) as SessionType,
    onSuccess: () => refresh(),
  });
}

export function useDeleteSessionType() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `/api/session-types/${id}`);
    },
    onSuccess: () => refresh(),
  });
}
