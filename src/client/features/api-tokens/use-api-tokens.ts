/**
 * The studio's API tokens. The list never holds a token itself: only the answer to a creation does,
 * and the dialog that made it keeps it until it closes.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { ApiToken, ApiTokenInput, CreatedApiToken } from "../../../shared/api-tokens";

export const API_TOKENS_QUERY_KEY = ["/api/api-tokens"] as const;

export function useApiTokens() {
  return useQuery<ApiToken[]>({ queryKey: API_TOKENS_QUERY_KEY });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApiTokenInput) =>
      (await (await apiRequest("POST", "/api/api-tokens", input)).json()) as CreatedApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await (await apiRequest("DELETE", `/api/api-tokens/${id}`)).json()) as { message: string },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_TOKENS_QUERY_KEY }),
  });
}
