import { Link } from "wouter";
import { type ProposalLabel, ProposalRowsCard, proposalLabel } from "@/components/proposal-rows-card";
import { Button } from "@/components/ui/button";
import type { ProposalRow } from "../../../shared/proposals";
import { useProjectEstimates } from "./use-projects";

/** The project's estimate view also shows expired ones; otherwise as everywhere else. */
function estimateLabel(estimate: ProposalRow): ProposalLabel {
  if (estimate.status === "EXPIRED") return { label: "Expired", variant: "danger" };
  return proposalLabel(estimate);
}

/** The project's proposals; each row leads to the proposals page. */
export function ProjectEstimatesCard({ projectId, clientId }: { projectId: string; clientId: string }) {
  return (
    <ProposalRowsCard
      title="Proposals & Estimates"
      proposals={useProjectEstimates(projectId)}
      action={
        <Button variant="ghost" size="sm" asChild>
          <Link href="/proposals">View all</Link>
        </Button>
      }
      newHref={`/proposals/new?${new URLSearchParams({ clientId, projectId }).toString()}`}
      emptyText="Nothing has been sent for this project. A proposal lets your client review, sign and pay online."
      label={estimateLabel}
      rowHref="/proposals"
    />
  );
}
