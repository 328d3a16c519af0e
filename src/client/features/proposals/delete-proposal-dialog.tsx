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
import { fullName } from "../../../shared/clients";
import type { ProposalListItem } from "../../../shared/proposals";
import { isArchiveOffer } from "../clients/use-clients";
import { useArchiveProposalAction } from "./archive-proposal-button";
import { useDeleteProposal } from "./use-proposals";

interface DeleteProposalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Kept while the dialog animates closed, so its text does not vanish. */
  proposal: ProposalListItem | null;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Asks before deleting a proposal; its public link stops working too. A signed or paid proposal can't
 * be deleted: the server says why, and the dialog offers to archive it instead.
 */
export function DeleteProposalDialog({
  open,
  onOpenChange,
  proposal,
  onCloseAutoFocus,
}: DeleteProposalDialogProps) {
  const deleteProposal = useDeleteProposal();
  const archive = useArchiveProposalAction();
  // The server's reason when it refused the delete and offered archiving instead.
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = deleteProposal.isPending || archive.busy;
  const title = proposal ? `"${proposal.title}"` : "this proposal";

  const changeOpen = (next: boolean) => {
    if (busy) return;
    if (!next) setRefusal(null);
    onOpenChange(next);
  };

  const confirm = () => {
    if (!proposal) return;
    if (refusal) return archive.run({ ...proposal, archivedAt: null }, () => changeOpen(false));
    deleteProposal.mutate(proposal.id, {
      onSuccess: () => {
        toast({ title: "Proposal deleted successfully!" });
        onOpenChange(false);
      },
      onError: (error) => {
        if (isArchiveOffer(error)) {
          setRefusal(error.serverMessage ?? "This proposal has records that must be kept.");
          return;
        }
        toast({
          variant: "destructive",
          title: "Failed to delete proposal",
          description: errorMessage(error, "Please try again."),
        });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-md" showCloseButton={!busy} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{refusal ? "Archive proposal instead?" : "Delete proposal?"}</DialogTitle>
          {refusal ? (
            <DialogDescription role="alert">{refusal}</DialogDescription>
          ) : (
            <DialogDescription>
              This permanently deletes {title}
              {proposal ? ` for ${fullName(proposal.client)}` : ""}, and the link you shared stops working.
              This cannot be undone.
            </DialogDescription>
          )}
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
                Archive proposal
              </SubmitButton>
            ) : (
              <SubmitButton variant="destructive" busy={busy} busyLabel="Deleting...">
                Delete proposal
              </SubmitButton>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
