import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { AUTH_QUERY_KEY } from "@/hooks/use-auth";
import { apiRequest } from "@/lib/api";

export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiRequest("POST", "/api/auth/logout");
      } catch (error) {
        console.warn("Logout request failed; signing out locally.", error);
      }
    },
    onSettled: () => {
      // Drop everything the signed-in user had loaded, then record "nobody" so /login need not ask again.
      queryClient.removeQueries();
      queryClient.setQueryData(AUTH_QUERY_KEY, null);
      navigate("/login");
    },
  });
}
