/**
 * The client portal's server state. GET /api/client-portal answers 401 when nobody is signed in as a
 * client: that is read as `null` (a state to explain), not as an error.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AUTH_QUERY_KEY } from "@/hooks/use-auth";
import { apiRequest } from "@/lib/api";
import { getQueryFn } from "@/lib/query-client";
import type { PortalView } from "../../../shared/portal";
import { rememberStudio, studioFromAnswer, studioFromError } from "./portal-sign-in";

export const PORTAL_QUERY_KEY = ["/api/client-portal"] as const;

export function usePortal() {
  return useQuery<PortalView | null>({
    queryKey: PORTAL_QUERY_KEY,
    queryFn: getQueryFn<PortalView | null>({ on401: "returnNull" }),
  });
}

/**
 * Trades the e-mailed token for the client's session cookie. The studio the answer names (and a used or
 * expired link's refusal names) is remembered on this device, for the sign-in form another day.
 */
export function usePortalLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) => {
      const res = await apiRequest("POST", "/api/client-portal/login", { token });
      rememberStudio(studioFromAnswer(await res.json().catch(() => null)));
    },
    onError: (error) => rememberStudio(studioFromError(error)),
    onSuccess: async () => {
      // Whoever was signed in before, the session is the client's now.
      queryClient.removeQueries({ queryKey: PORTAL_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
    },
  });
}

/** Signing out always succeeds locally; a server failure is only logged. */
export function usePortalSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest("POST", "/api/auth/logout");
      } catch (error) {
        console.warn("Logout request failed; signing out locally.", error);
      }
    },
    onSettled: () => {
      queryClient.removeQueries();
      queryClient.setQueryData(AUTH_QUERY_KEY, null);
      queryClient.setQueryData(PORTAL_QUERY_KEY, null);
    },
  });
}
