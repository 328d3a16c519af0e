import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { type Client, fullName } from "../../../shared/clients";
import { isArchiveOffer, useArchiveClient, useDeleteClient } from "./use-clients";

interface DeleteClientDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Kept while the dialog animates closed, so its text does not vanish. */
  client: Client | null;
  /** After a successful delete (e.g. to leave the client's own page). */
  onDeleted?: (client: Client) => void;
  /** Where focus goes when the dialog closes (it has no trigger of its own). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Asks before deleting a client, naming everything that goes with them. A client with signed or paid
 * proposals can't be deleted: the server says why, and the dialog offers to archive them instead.
 */
export function DeleteClientDialog({
  open,
  onOpenChange,
  client,
  onDeleted,
  onCloseAutoFocus,
}: DeleteClientDialogProps) {
  const deleteClient = useDeleteClient();
  const archiveClient = useArchiveClient();
  // The server's reason when it refused the delete and offered archiving instead.
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = client ? fullName(client) : "this client";
  const busy = deleteClient.isPending || archiveClient.isPending;

  const changeOpen = (next: boolean) => {
    if (busy) return;
    if (!next) setRefusal(null);
    onOpenChange(next);
  };

  const archive = () => {
    if (!client) return;
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
  };

  const confirm = () => {
    if (!client) return;
    if (refusal) return archive();
    deleteClient.mutate(client.id, {
      onSuccess: () => {
        toast({ title: "Client deleted", description: `${name} and their records were removed.` });
        onOpenChange(false);
        onDeleted?.(client);
      },
      onError: (error) => {
        if (isArchiveOffer(error)) {
          setRefusal(error.serverMessage ?? "This client has records that must be kept.");
          return;
        }
        toast({
          variant: "destructive",
          title: "Could not delete client",
          description: errorMessage(error, "Failed to delete client. Please try again."),
        });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-md" showCloseButton={!busy} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{refusal ? `Archive ${name} instead?` : `Delete ${name}?`}</DialogTitle>
          <DialogDescription role={refusal ? "alert" : undefined}>
            {refusal ??
              `This permanently deletes ${name} and removes their projects, proposals, bookings, messages and payments too. This cannot be undone.`}
          </DialogDescription>
        </DialogHeader>
        <form
          className="contents"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            {refusal ? (
              <SubmitButton busy={busy} busyLabel="Archiving...">
                Archive client
              </SubmitButton>
            ) : (
              <SubmitButton variant="destructive" busy={busy} busyLabel="Deleting...">
                Delete client
              </SubmitButton>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
