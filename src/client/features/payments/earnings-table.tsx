import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useTableDate } from "@/hooks/use-table-date";
import { formatMoney } from "../../../shared/currency";
import type { Earning } from "../../../shared/payments";
import { EarningStatusBadge } from "./earning-status-badge";

export function EarningsTableHeader() {
  return (
    <TableHeader>
      <TableRow className="hover:bg-transparent">
        <TableHead className="w-32 pl-4">Date</TableHead>
        <TableHead>Proposal</TableHead>
        <TableHead className="w-28 text-right">Total</TableHead>
        <TableHead className="w-28 text-right">Platform fee</TableHead>
        <TableHead className="w-32 text-right">Your earnings</TableHead>
        <TableHead className="w-32 pr-4 pl-6">Status</TableHead>
      </TableRow>
    </TableHeader>
  );
}

/** The desktop list of payments received: what the client paid, the platform's cut, what is yours. */
export function EarningsTable({ earnings }: { earnings: readonly Earning[] }) {
  const day = useTableDate();
  return (
    <Table className="table-fixed">
      <EarningsTableHeader />
      <TableBody>
        {earnings.map((earning) => (
          <TableRow key={earning.id}>
            <TableCell className="py-3 pl-4 text-muted-foreground">{day(earning.createdAt)}</TableCell>
            <TableCell className="py-3">
              <p className="truncate font-medium" title={earning.proposalTitle ?? undefined}>
                {earning.proposalTitle ?? "Payment"}
              </p>
              <p className="truncate text-xs text-muted-foreground">{earning.clientName ?? "No client"}</p>
            </TableCell>
            <TableCell className="py-3 text-right tabular-nums">
              {formatMoney(earning.totalAmountCents, earning.currency)}
            </TableCell>
            <TableCell className="py-3 text-right text-muted-foreground tabular-nums">
              {earning.platformFeeCents > 0
                ? `−${formatMoney(earning.platformFeeCents, earning.currency)}`
                : formatMoney(0, earning.currency)}
            </TableCell>
            <TableCell className="py-3 text-right font-medium tabular-nums">
              {formatMoney(earning.photographerEarningsCents, earning.currency)}
            </TableCell>
            <TableCell className="py-3 pr-4 pl-6">
              <EarningStatusBadge status={earning.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
