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
import { useDeleteClient } from "./use-clients";

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

/** Asks before deleting a client, naming everything that goes with them. */
export function DeleteClientDialog({
  open,
  onOpenChange,
  client,
  onDeleted,
  onCloseAutoFocus,
}: DeleteClientDialogProps) {
  const deleteClient = useDeleteClient();
  const name = client ? fullName(client) : "this client";
  const busy = deleteClient.isPending;

  const confirm = () => {
    if (!client) return;
    deleteClient.mutate(client.id, {
      onSuccess: () => {
        toast({ title: "Client deleted", description: `${name} and their records were removed.` });
        onOpenChange(false);
        onDeleted?.(client);
      },
      onError: (error) => {
        toast({
          variant: "destructive",
          title: "Could not delete client",
          description: errorMessage(error, "Failed to delete client. Please try again."),
        });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-md" showCloseButton={!busy} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Delete {name}?</DialogTitle>
          <DialogDescription>
            This permanently deletes {name} and removes their projects, proposals, bookings, messages and
            payments too. This cannot be undone.
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
            <SubmitButton variant="destructive" busy={busy} busyLabel="Deleting...">
              Delete client
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
