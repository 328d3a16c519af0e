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
import { fullName } from "../../../shared/clients";
import type { ProposalListItem } from "../../../shared/proposals";
import { useDeleteProposal } from "./use-proposals";

interface DeleteProposalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Kept while the dialog animates closed, so its text does not vanish. */
  proposal: ProposalListItem | null;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Asks before deleting a proposal; its public link stops working too. */
export function DeleteProposalDialog({
  open,
  onOpenChange,
  proposal,
  onCloseAutoFocus,
}: DeleteProposalDialogProps) {
  const deleteProposal = useDeleteProposal();
  const busy = deleteProposal.isPending;
  const title = proposal ? `"${proposal.title}"` : "this proposal";

  const confirm = () => {
    if (!proposal) return;
    deleteProposal.mutate(proposal.id, {
      onSuccess: () => {
        toast({ title: "Proposal deleted successfully!" });
        onOpenChange(false);
      },
      onError: (error) => {
        toast({
          variant: "destructive",
          title: "Failed to delete proposal",
          description: errorMessage(error, "Please try again."),
        });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-md" showCloseButton={!busy} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Delete proposal?</DialogTitle>
          <DialogDescription>
            This permanently deletes {title}
            {proposal ? ` for ${fullName(proposal.client)}` : ""}, and the link you shared stops working. This
            cannot be undone.
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
              Delete proposal
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
