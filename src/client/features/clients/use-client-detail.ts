import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api";
import type { ClientDetail, HistoryItem, SendLoginLinkResult } from "../../../shared/clients";
import type { ProposalRow } from "../../../shared/proposals";

export const clientKey = (id: string) => ["/api/clients", id] as const;
export const historyKey = (id: string) => ["/api/clients", id, "history"] as const;
export const clientProposalsKey = (id: string) => ["/api/proposals/client", id] as const;
export const OUTBOX_KEY = ["/api/outbox"] as const;

export function useClientDetail(id: string) {
  return useQuery<ClientDetail>({ queryKey: clientKey(id) });
}

export function useClientHistory(id: string) {
  return useQuery<HistoryItem[]>({ queryKey: historyKey(id) });
}

export function useClientProposals(id: string) {
  return useQuery<ProposalRow[]>({ queryKey: clientProposalsKey(id) });
}

/** The extra fields of a failed send-login-link answer. */
export interface LoginLinkErrorBody {
  error?: string;
  message?: string;
  loginUrl?: string;
  warning?: string;
}

export function loginLinkErrorBody(error: unknown): LoginLinkErrorBody {
  if (!(error instanceof ApiError)) return {};
  try {
    const parsed = JSON.parse(error.body) as Record<string, unknown>;
    const text = (key: string) => (typeof parsed[key] === "string" ? (parsed[key] as string) : undefined);
    return {
      error: text("error"),
      message: text("message"),
      loginUrl: text("loginUrl"),
      warning: text("warning"),
    };
  } catch {
    return {};
  }
}

export function useSendLoginLink(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", `/api/clients/${clientId}/send-login-link`);
      return (await res.json()) as SendLoginLinkResult;
    },
    // Sent or not, the attempt is logged: history and the outbox may have something new.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKey(clientId) }),
        queryClient.invalidateQueries({ queryKey: OUTBOX_KEY }),
      ]),
  });
}
