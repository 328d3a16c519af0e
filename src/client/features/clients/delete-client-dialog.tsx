import {
  archiveStep,
  ConfirmDeleteDialog,
  type DeleteDialogProps,
  deleteRunner,
} from "@/components/confirm-delete-dialog";
import { useArchiveInstead } from "@/hooks/use-archive-instead";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { type Client, fullName } from "../../../shared/clients";
import { useArchiveClient, useDeleteClient } from "./use-clients";

interface DeleteClientDialogProps extends DeleteDialogProps {
  /** Kept while the dialog animates closed, so its text does not vanish. */
  client: Client | null;
  /** After a successful delete (e.g. to leave the client's own page). */
  onDeleted?: (client: Client) => void;
}

/**
 * Asks before deleting a client, naming everything that goes with them. A client with signed or paid
 * proposals can't be deleted: the server says why, and the dialog offers to archive them instead.
 */
export function DeleteClientDialog({ client, onDeleted, ...dialog }: DeleteClientDialogProps) {
  const deleteClient = useDeleteClient();
  const archiveClient = useArchiveClient();
  const name = client ? fullName(client) : "this client";
  const busy = deleteClient.isPending || archiveClient.isPending;
  const { refusal, changeOpen, offered } = useArchiveInstead(dialog.onOpenChange, busy);
  const remove = deleteRunner(deleteClient, dialog.onOpenChange, {
    title: "Could not delete client",
    fallback: "Failed to delete client. Please try again.",
    refused: (error) => offered(error, "This client has records that must be kept."),
  });

  const archive = (client: Client) =>
    archiveClient.mutate(
      { id: client.id, archived: true },
      {
        onSuccess: () => {
          toast({ title: "Client archived", description: `${name} is in your archived clients.` });
          changeOpen(false);
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Could not archive client",
            description: errorMessage(error, "Failed to archive client. Please try again."),
          }),
      },
    );

  const confirm = () => {
    if (!client) return;
    if (refusal) return archive(client);
    remove(
      client.id,
      { title: "Client deleted", description: `${name} and their records were removed.` },
      () => onDeleted?.(client),
    );
  };

  return (
    <ConfirmDeleteDialog
      {...dialog}
      onOpenChange={changeOpen}
      title={`Delete ${name}?`}
      description={`This permanently deletes ${name} and removes their projects, proposals, bookings, messages and payments too. This cannot be undone.`}
      confirmLabel="Delete client"
      busy={busy}
      onConfirm={confirm}
      instead={archiveStep(refusal, `Archive ${name} instead?`, "Archive client")}
    />
  );
}
