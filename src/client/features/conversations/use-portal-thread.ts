/**
 * The client's side of the thread, in the portal: the studio's e-mails, texts and portal messages (never
 * the studio's notes), and the client's own. Reading it marks the studio's portal messages read.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PORTAL_UPLOAD_URL, uploadFile } from "@/lib/file-upload";
import { postOnce, useIdempotencyKeys } from "@/lib/idempotency";
import type { PortalMessageInput, ThreadMessage, ThreadView } from "../../../shared/conversations";

export const PORTAL_MESSAGES_KEY = ["/api/client-portal/messages"] as const;

export function usePortalThread() {
  return useQuery<ThreadView>({ queryKey: PORTAL_MESSAGES_KEY });
}

/** The client's message, sent once however often it is retried (the same Idempotency-Key). */
export function useSendPortalMessage() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: async (input: PortalMessageInput) => {
      const res = await postOnce(keys, "/api/client-portal/messages", input);
      return (await res.json()) as ThreadMessage;
    },
    onSuccess: (message) => {
      keys.done();
      queryClient.setQueryData<ThreadView>(PORTAL_MESSAGES_KEY, (view) =>
        view && !view.messages.some((m) => m.id === message.id)
          ? { messages: [...view.messages, message] }
          : view,
      );
      return queryClient.invalidateQueries({ queryKey: PORTAL_MESSAGES_KEY });
    },
  });
}

/** A photo or file the client attaches, uploaded before the message that carries it. */
export const uploadPortalFile = (file: File) => uploadFile(PORTAL_UPLOAD_URL, file);
