import { ProposalPayments } from "@/features/payments";
import { ProposalAutopay } from "./proposal-autopay";
import { ProposalSchedule } from "./proposal-schedule";
import type { StudioProposal } from "./use-schedule";

/** A signed proposal's money for the studio: its schedule, autopay, and the payments with their refunds. */
export function ProposalMoney({ proposal }: { proposal: StudioProposal }) {
  const clientName = proposal.client.firstName || "Your client";
  return (
    <>
      {proposal.schedule && proposal.schedule.length > 0 ? (
        <ProposalSchedule
          proposalId={proposal.id}
          schedule={proposal.schedule}
          totalCents={proposal.totalCents}
          currency={proposal.currency}
        />
      ) : null}
      <ProposalAutopay proposalId={proposal.id} autopay={proposal.autopay} clientName={clientName} />
      <ProposalPayments proposalId={proposal.id} currency={proposal.currency} clientName={clientName} />
    </>
  );
}
