import { Archive, ArchiveRestore } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { ProposalListItem } from "../../../shared/proposals";
import { useArchiveProposal } from "./use-proposals";

/** Archive or bring back a proposal, with a toast either way. */
export function useArchiveProposalAction() {
  const archiveProposal = useArchiveProposal();
  const run = (proposal: Pick<ProposalListItem, "id" | "title" | "archivedAt">, onDone?: () => void) => {
    const archived = Boolean(proposal.archivedAt);
    archiveProposal.mutate(
      { id: proposal.id, archived: !archived },
      {
        onSuccess: () => {
          toast({
            title: archived ? "Proposal restored" : "Proposal archived",
            description: archived
              ? `"${proposal.title}" is back in your proposal list.`
              : `"${proposal.title}" is out of your proposal list; it stays in your reports and earnings.`,
          });
          onDone?.();
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: archived ? "Could not restore proposal" : "Could not archive proposal",
            description: errorMessage(error, "Please try again."),
          }),
      },
    );
  };
  return { run, busy: archiveProposal.isPending };
}

/** Archive or Unarchive on the proposal's page. */
export function ArchiveProposalButton({ proposal }: { proposal: ProposalListItem }) {
  const action = useArchiveProposalAction();
  const archived = Boolean(proposal.archivedAt);
  return (
    <Button variant="outline" disabled={action.busy} onClick={() => action.run(proposal)}>
      {archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
      {archived ? "Unarchive" : "Archive"}
    </Button>
  );
}
