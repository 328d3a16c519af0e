/**
 * Settings > Security: the password and the browsers signed in as this photographer. Changing the
 * password signs the others out, so the session list is read again after either write.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { ChangePasswordInput, SessionInfo } from "../../../shared/photographer-security";

export const SESSIONS_QUERY_KEY = ["/api/auth/sessions"] as const;

/** Read afresh on each visit: another browser may have signed in since. */
export function useSessions() {
  return useQuery<SessionInfo[]>({ queryKey: SESSIONS_QUERY_KEY, refetchOnMount: "always" });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) =>
      (await (await apiRequest("POST", "/api/auth/change-password", input)).json()) as {
        message: string;
        revoked: number;
      },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (await apiRequest("POST", "/api/auth/sessions/revoke-others")).json()) as { revoked: number },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
