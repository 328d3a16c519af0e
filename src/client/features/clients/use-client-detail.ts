import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiError, apiRequest } from "@/lib/api";
import type {
  ClientDetail,
  CreateMessageInput,
  HistoryItem,
  Message,
  SendLoginLinkResult,
} from "../../../shared/clients";
import type { ProposalRow } from "../../../shared/proposals";

export const clientKey = (id: string) => ["/api/clients", id] as const;
export const messagesKey = (id: string) => ["/api/clients", id, "messages"] as const;
export const historyKey = (id: string) => ["/api/clients", id, "history"] as const;
export const clientProposalsKey = (id: string) => ["/api/proposals/client", id] as const;
export const OUTBOX_KEY = ["/api/outbox"] as const;

export function useClientDetail(id: string) {
  return useQuery<ClientDetail>({ queryKey: clientKey(id) });
}

export function useClientMessages(id: string) {
  return useQuery<Message[]>({ queryKey: messagesKey(id) });
}

export function useClientHistory(id: string) {
  return useQuery<HistoryItem[]>({ queryKey: historyKey(id) });
}

export function useClientProposals(id: string) {
  return useQuery<ProposalRow[]>({ queryKey: clientProposalsKey(id) });
}

/**
 * Marks the client's messages read once the photographer has the thread open, so the dashboard's
 * unread count goes down. Runs only when something is unread.
 */
export function useMarkMessagesRead(clientId: string, messages: Message[] | undefined) {
  const queryClient = useQueryClient();
  const unread = messages?.some((m) => !m.sentByPhotographer && !m.readAt) ?? false;
  const mark = useMutation({
    mutationFn: () => apiRequest("POST", `/api/clients/${clientId}/messages/read`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesKey(clientId) }),
        queryClient.invalidateQueries({ queryKey: ["/api/dashboard"] }),
      ]),
  });
  const { mutate, isPending } = mark;
  useEffect(() => {
    if (unread && !isPending) mutate();
  }, [unread, isPending, mutate]);
}

/** Sends an internal message; the new message shows at once, then messages, history and counts refresh. */
export function useSendMessage(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (content: string) => {
      const body: CreateMessageInput = { clientId, content, channel: "INTERNAL", sentByPhotographer: true };
      const res = await apiRequest("POST", "/api/messages", body);
      return (await res.json()) as Message;
    },
    onSuccess: (message) => {
      queryClient.setQueryData<Message[]>(messagesKey(clientId), (list) =>
        list && !list.some((m) => m.id === message.id) ? [...list, message] : list,
      );
      // Prefix match: the client (message count), its messages and its history.
      return queryClient.invalidateQueries({ queryKey: clientKey(clientId) });
    },
  });
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
