/**
 * The confirm before a message of the thread goes (discarding a held reply, deleting a note or what came
 * in), with its files. Loaded only when the studio first asks (message-actions.tsx).
 */
import { ConfirmDeleteDialog, deleteRunner } from "@/components/confirm-delete-dialog";
import { described, type Target } from "./message-actions";
import { useDeleteMessage } from "./use-message-actions";

export default function MessageDeleteDialog({
  clientId,
  target,
  open,
  onOpenChange,
  onClosed,
}: {
  clientId: string;
  target: Target;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once it closed: back to the button, or to the list when the message left. */
  onClosed: () => void;
}) {
  const deleteMessage = useDeleteMessage(clientId);
  const remove = deleteRunner(deleteMessage, onOpenChange, {
    fallback: "The message could not be deleted. Please try again.",
  });
  const held = target.message.status === "HELD";
  const note = target.message.channel === "NOTE";
  const files = target.message.attachments.length;
  const what = described(target.message, target.time);
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed();
      }}
      title={held ? "Discard this message?" : note ? "Delete this note?" : "Delete this message?"}
      description={`This permanently deletes ${what}${
        files === 0 ? "" : files === 1 ? " and its file" : ` and its ${files} files`
      }. This cannot be undone.`}
      confirmLabel={held ? "Discard message" : note ? "Delete note" : "Delete message"}
      busy={deleteMessage.isPending}
      onConfirm={() =>
        remove(target.message.id, {
          title: held ? "Message discarded" : note ? "Note deleted" : "Message deleted",
        })
      }
    />
  );
}
