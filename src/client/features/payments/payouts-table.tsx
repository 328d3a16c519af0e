import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useMoney } from "@/hooks/use-money";
import { useTableDate } from "@/hooks/use-table-date";
import type { PayoutView } from "../../../shared/payments";
import { EarningStatusBadge } from "./earning-status-badge";
import { payoutMethodLabel } from "./earnings-format";

export function PayoutsTableHeader() {
  return (
    <TableHeader>
      <TableRow className="hover:bg-transparent">
        <TableHead className="pl-4">Date</TableHead>
        <TableHead className="text-right">Amount</TableHead>
        <TableHead className="pl-8">Method</TableHead>
        <TableHead className="text-right">Fee</TableHead>
        <TableHead className="pl-8">Arrival</TableHead>
        <TableHead className="w-32 pr-4">Status</TableHead>
      </TableRow>
    </TableHeader>
  );
}

/** The desktop list of money sent to the bank, newest first. */
export function PayoutsTable({ payouts }: { payouts: readonly PayoutView[] }) {
  const money = useMoney();
  const day = useTableDate();
  return (
    <Table className="table-fixed">
      <PayoutsTableHeader />
      <TableBody>
        {payouts.map((payout) => (
          <TableRow key={payout.id}>
            <TableCell className="py-3 pl-4 text-muted-foreground">{day(payout.createdAt)}</TableCell>
            <TableCell className="py-3 text-right font-medium tabular-nums">
              {money(payout.amountCents)}
            </TableCell>
            <TableCell className="py-3 pl-8">{payoutMethodLabel(payout)}</TableCell>
            <TableCell className="py-3 text-right text-muted-foreground tabular-nums">
              {money(payout.feeCents)}
            </TableCell>
            <TableCell className="py-3 pl-8 text-muted-foreground">
              {payout.arrivalDate ? day(payout.arrivalDate) : "Not yet known"}
            </TableCell>
            <TableCell className="py-3 pr-4">
              <EarningStatusBadge status={payout.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
