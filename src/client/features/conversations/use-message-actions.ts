/**
 * The studio's actions on one message of a thread: accept a held reply, delete a note or a message that
 * came in. After either the thread, the unread count and the clients list are read afresh.
 */
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { UNREAD_COUNT_KEY } from "@/hooks/use-unread-count";
import { apiRequest } from "@/lib/api";
import type { AcceptedMessage, ThreadView } from "../../../shared/conversations";
import { refreshClientsList, threadKey } from "./use-thread";

function refreshThread(queryClient: QueryClient, clientId: string) {
  return Promise.all([
    // Prefix: the thread, and the client's page (its files, history and counts) when it is open.
    queryClient.invalidateQueries({ queryKey: ["/api/clients", clientId] }),
    queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }),
    refreshClientsList(queryClient),
  ]);
}

const messageUrl = (id: string) => `/api/messages/${encodeURIComponent(id)}`;

/** A held message becomes the client's (it then counts as unread and the studio is told). */
export function useAcceptMessage(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await (await apiRequest("POST", `${messageUrl(id)}/accept`)).json()) as AcceptedMessage,
    onSuccess: () => refreshThread(queryClient, clientId),
  });
}

/** Deletes a message with its files; it leaves the thread at once, then everything refreshes. */
export function useDeleteMessage(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", messageUrl(id));
      return id;
    },
    onSuccess: (id) => {
      queryClient.setQueryData<ThreadView>(threadKey(clientId), (view) =>
        view ? { messages: view.messages.filter((m) => m.id !== id) } : view,
      );
      return refreshThread(queryClient, clientId);
    },
  });
}
