import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useTableDate } from "@/hooks/use-table-date";
import { fullName } from "../../../shared/clients";
import { formatMoney } from "../../../shared/currency";
import type { ProposalListItem } from "../../../shared/proposals";
import { ProposalActions, type ProposalActionsProps } from "./proposal-actions";
import { ProposalStatusBadge } from "./proposal-status-badge";

interface ProposalsTableProps extends Pick<ProposalActionsProps, "onDelete"> {
  proposals: readonly ProposalListItem[];
}

export function ProposalsTableHeader() {
  return (
    <TableHeader>
      <TableRow className="hover:bg-transparent">
        <TableHead className="pl-4">Proposal</TableHead>
        <TableHead className="w-[17%]">Client</TableHead>
        <TableHead className="w-28 text-right">Total</TableHead>
        <TableHead className="w-30 pl-6">Status</TableHead>
        <TableHead className="w-30">Created</TableHead>
        {/* Send, Preview, Edit, Archive and Delete side by side. */}
        <TableHead className="w-70 pr-4 text-right">
          <span className="sr-only">Actions</span>
        </TableHead>
      </TableRow>
    </TableHeader>
  );
}

/** The desktop list: the proposal (and its project), client, total, status, created, actions. */
export function ProposalsTable({ proposals, onDelete }: ProposalsTableProps) {
  const day = useTableDate();
  return (
    <Table className="table-fixed">
      <ProposalsTableHeader />
      <TableBody>
        {proposals.map((proposal) => (
          <TableRow key={proposal.id}>
            <TableCell className="py-3 pl-4">
              <p className="truncate font-medium" title={proposal.title}>
                {proposal.title}
              </p>
              <p className="truncate text-xs text-muted-foreground">
                {proposal.project ? proposal.project.title : "No project"}
              </p>
            </TableCell>
            <TableCell className="truncate py-3" title={fullName(proposal.client)}>
              {fullName(proposal.client)}
            </TableCell>
            <TableCell className="py-3 text-right font-medium tabular-nums">
              {formatMoney(proposal.totalCents, proposal.currency)}
            </TableCell>
            <TableCell className="py-3 pl-6">
              <ProposalStatusBadge proposal={proposal} />
            </TableCell>
            <TableCell className="py-3 text-muted-foreground">{day(proposal.createdAt)}</TableCell>
            <TableCell className="py-3 pr-4">
              <ProposalActions proposal={proposal} onDelete={onDelete} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
