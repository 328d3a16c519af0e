/**
 * The studio's side of a client's thread: read it, send on a channel, mark the client's messages read.
 * Keys are request URLs; after a send or a read the thread, the unread count and the clients list refresh.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { isPagedListKey } from "@/hooks/use-paged-list";
import { UNREAD_COUNT_KEY } from "@/hooks/use-unread-count";
import { apiRequest } from "@/lib/api";
import { STUDIO_UPLOAD_URL, uploadFile } from "@/lib/file-upload";
import { postOnce, useIdempotencyKeys } from "@/lib/idempotency";
import type { ThreadMessage, ThreadPostInput, ThreadView } from "../../../shared/conversations";
import { latestUnreadInbound } from "./thread-format";

export const threadKey = (clientId: string) => ["/api/clients", clientId, "thread"] as const;
export const CLIENTS_KEY = ["/api/clients"] as const;

/** The clients list's pages (their unread counts), not every client's detail under the same prefix. */
export function refreshClientsList(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => isPagedListKey(queryKey, CLIENTS_KEY[0]),
  });
}

export function useThread(clientId: string) {
  return useQuery<ThreadView>({ queryKey: threadKey(clientId) });
}

/** The thread, the sidebar's count and the clients list (its per-client counts) read afresh. */
function refreshAfterChange(queryClient: QueryClient, clientId: string) {
  return Promise.all([
    // Prefix: the thread, and the client's page (its message count and history) when it is open.
    queryClient.invalidateQueries({ queryKey: ["/api/clients", clientId] }),
    queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }),
    refreshClientsList(queryClient),
  ]);
}

/**
 * Sends a message or saves a note; the new message shows at once, then everything refreshes. A retry of
 * the same message carries the same Idempotency-Key: it is sent once however often the button is pressed.
 */
export function useSendThreadMessage(clientId: string) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: async (input: ThreadPostInput) => {
      const res = await postOnce(keys, `/api/clients/${clientId}/thread`, input);
      return (await res.json()) as ThreadMessage;
    },
    onSuccess: (message) => {
      keys.done();
      queryClient.setQueryData<ThreadView>(threadKey(clientId), (view) =>
        view && !view.messages.some((m) => m.id === message.id)
          ? { messages: [...view.messages, message] }
          : view,
      );
      return refreshAfterChange(queryClient, clientId);
    },
  });
}

/**
 * Marks the client's messages read while the studio has the thread open, once something is unread. Each
 * newest unread message is marked once: a failure, or an answer that still shows it unread, is not
 * retried in a loop (the next visit tries again).
 */
export function useMarkThreadRead(clientId: string, messages: readonly ThreadMessage[] | undefined) {
  const queryClient = useQueryClient();
  const newestUnread = latestUnreadInbound(messages);
  const marked = useRef<string | null>(null);
  const { mutate } = useMutation({
    mutationFn: () => apiRequest("POST", `/api/clients/${clientId}/thread/read`),
    onSuccess: () => refreshAfterChange(queryClient, clientId),
  });
  useEffect(() => {
    if (!newestUnread || marked.current === newestUnread) return;
    marked.current = newestUnread;
    mutate();
  }, [newestUnread, mutate]);
}

/** Uploads an attachment for this client (and project), before the message that carries it is sent. */
export function uploadStudioFile(file: File, clientId: string, projectId?: string) {
  return uploadFile(STUDIO_UPLOAD_URL, file, { clientId, projectId });
}
