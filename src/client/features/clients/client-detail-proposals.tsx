import { FilePlus2 } from "lucide-react";
import { Link } from "wouter";
import { ProposalRowsCard } from "@/components/proposal-rows-card";
import { Button } from "@/components/ui/button";
import { useClientProposals } from "./use-client-detail";

/** How a proposal's state is named, for the project's proposal list too (through this feature's index). */
export { proposalLabel } from "@/components/proposal-rows-card";

/** The client's proposals, each with a preview of the page the client sees. */
export function ClientProposalsCard({ clientId }: { clientId: string }) {
  const newHref = `/proposals/new?clientId=${encodeURIComponent(clientId)}`;
  return (
    <ProposalRowsCard
      title="Proposals"
      proposals={useClientProposals(clientId)}
      countEmpty
      action={
        <Button variant="ghost" size="sm" asChild>
          <Link href={newHref}>
            <FilePlus2 aria-hidden="true" />
            New
          </Link>
        </Button>
      }
      newHref={newHref}
      emptyText="Put together an estimate your client can review, sign and pay online."
    />
  );
}
