import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { useArchiveInstead } from "@/hooks/use-archive-instead";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { fullName } from "../../../shared/clients";
import type { ProposalListItem } from "../../../shared/proposals";
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
  const busy = deleteProposal.isPending || archive.busy;
  const title = proposal ? `"${proposal.title}"` : "this proposal";

  const { refusal, changeOpen, offered } = useArchiveInstead(onOpenChange, busy);

  const confirm = () => {
    if (!proposal) return;
    if (refusal) return archive.run({ ...proposal, archivedAt: null }, () => changeOpen(false));
    deleteProposal.mutate(proposal.id, {
      onSuccess: () => {
        toast({ title: "Proposal deleted successfully!" });
        onOpenChange(false);
      },
      onError: (error) => {
        if (offered(error, "This proposal has records that must be kept.")) return;
        toast({
          variant: "destructive",
          title: "Failed to delete proposal",
          description: errorMessage(error, "Please try again."),
        });
      },
    });
  };

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={changeOpen}
      title="Delete proposal?"
      description={
        <>
          This permanently deletes {title}
          {proposal ? ` for ${fullName(proposal.client)}` : ""}, and the link you shared stops working. This
          cannot be undone.
        </>
      }
      confirmLabel="Delete proposal"
      busy={busy}
      onConfirm={confirm}
      onCloseAutoFocus={onCloseAutoFocus}
      instead={
        refusal
          ? {
              title: "Archive proposal instead?",
              description: refusal,
              confirmLabel: "Archive proposal",
              busyLabel: "Archiving...",
            }
          : null
      }
    />
  );
}
