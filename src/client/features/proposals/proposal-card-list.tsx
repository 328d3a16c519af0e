import { useStudioDates } from "@/hooks/use-studio-dates";
import { fullName } from "../../../shared/clients";
import { formatMoney } from "../../../shared/currency";
import type { ProposalListItem } from "../../../shared/proposals";
import { ProposalActions, type ProposalActionsProps } from "./proposal-actions";
import { ProposalStatusBadge } from "./proposal-status-badge";

interface ProposalCardListProps extends Pick<ProposalActionsProps, "onDelete"> {
  proposals: readonly ProposalListItem[];
}

/** The phone list (under 768 px): one card per proposal, its actions along the bottom. */
export function ProposalCardList({ proposals, onDelete }: ProposalCardListProps) {
  const dates = useStudioDates();
  return (
    <ul className="grid grid-cols-1 gap-3" aria-label="Proposals">
      {proposals.map((proposal) => (
        <li key={proposal.id} className="rounded-xl border bg-card p-4 shadow-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-medium">{proposal.title}</p>
              <p className="truncate text-sm text-muted-foreground">{fullName(proposal.client)}</p>
            </div>
            <ProposalStatusBadge proposal={proposal} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div className="min-w-0">
              <dt className="text-xs text-muted-foreground">Total</dt>
              <dd className="text-base font-semibold tabular-nums">
                {formatMoney(proposal.totalCents, proposal.currency)}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-muted-foreground">Created</dt>
              <dd>{dates.day(proposal.createdAt)}</dd>
            </div>
            <div className="col-span-2 min-w-0">
              <dt className="text-xs text-muted-foreground">Project</dt>
              <dd className="truncate">{proposal.project ? proposal.project.title : "No project"}</dd>
            </div>
          </dl>
          <div className="mt-4 border-t pt-3">
            <ProposalActions proposal={proposal} onDelete={onDelete} layout="card" />
          </div>
        </li>
      ))}
    </ul>
  );
}
