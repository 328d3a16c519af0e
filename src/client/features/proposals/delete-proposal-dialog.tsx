import {
  archiveStep,
  ConfirmDeleteDialog,
  type DeleteDialogProps,
  deleteRunner,
} from "@/components/confirm-delete-dialog";
import { useArchiveInstead } from "@/hooks/use-archive-instead";
import { fullName } from "../../../shared/clients";
import type { ProposalListItem } from "../../../shared/proposals";
import { useArchiveProposalAction } from "./archive-proposal-button";
import { useDeleteProposal } from "./use-proposals";

interface DeleteProposalDialogProps extends DeleteDialogProps {
  /** Kept while the dialog animates closed, so its text does not vanish. */
  proposal: ProposalListItem | null;
}

/**
 * Asks before deleting a proposal; its public link stops working too. A signed or paid proposal can't
 * be deleted: the server says why, and the dialog offers to archive it instead.
 */
export function DeleteProposalDialog({ proposal, ...dialog }: DeleteProposalDialogProps) {
  const deleteProposal = useDeleteProposal();
  const archive = useArchiveProposalAction();
  const busy = deleteProposal.isPending || archive.busy;
  const { refusal, changeOpen, offered } = useArchiveInstead(dialog.onOpenChange, busy);
  const remove = deleteRunner(deleteProposal, dialog.onOpenChange, {
    title: "Failed to delete proposal",
    fallback: "Please try again.",
    refused: (error) => offered(error, "This proposal has records that must be kept."),
  });
  const title = proposal ? `"${proposal.title}"` : "this proposal";

  const confirm = () => {
    if (!proposal) return;
    if (refusal) return archive.run({ ...proposal, archivedAt: null }, () => changeOpen(false));
    remove(proposal.id, { title: "Proposal deleted successfully!" });
  };

  return (
    <ConfirmDeleteDialog
      {...dialog}
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
      instead={archiveStep(refusal, "Archive proposal instead?", "Archive proposal")}
    />
  );
}
