/**
 * A signed proposal's payment schedule for the studio: each instalment with when it is due, what is
 * paid of it and its status, a table on a wide screen and cards on a phone, and Record payment for money
 * the client paid directly.
 */
import { HandCoins } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { RecordPaymentDialog } from "@/features/payments";
import { useAuth } from "@/hooks/use-auth";
import { useIsMobile } from "@/hooks/use-mobile";
import { useStudioDates } from "@/hooks/use-studio-dates";
import { DEFAULT_TIMEZONE } from "../../../shared/auth";
import { localIsoDate } from "../../../shared/automation-schedule";
import { formatMoney } from "../../../shared/currency";
import type { InstallmentStatus, ScheduleEntry } from "../../../shared/schedule";

export const INSTALLMENT_BADGES: Record<
  InstallmentStatus,
  { label: string; variant: "info" | "warning" | "danger" | "success" }
> = {
  UPCOMING: { label: "Upcoming", variant: "info" },
  DUE: { label: "Due", variant: "warning" },
  OVERDUE: { label: "Overdue", variant: "danger" },
  PAID: { label: "Paid", variant: "success" },
};

export function InstallmentStatusBadge({ status }: { status: InstallmentStatus }) {
  const badge = INSTALLMENT_BADGES[status];
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}

interface ProposalScheduleProps {
  proposalId: string;
  schedule: readonly ScheduleEntry[];
  totalCents: number;
  currency: string;
}

export function ProposalSchedule({ proposalId, schedule, totalCents, currency }: ProposalScheduleProps) {
  const dates = useStudioDates();
  const isMobile = useIsMobile();
  const { user } = useAuth();
  const [recording, setRecording] = useState(false);
  const money = (minor: number) => formatMoney(minor, currency);
  const due = (entry: ScheduleEntry) => (entry.dueDate ? dates.calendarDay(entry.dueDate) : "On signing");
  const paidCents = schedule.reduce((sum, e) => sum + e.paidCents, 0);
  const owedCents = Math.max(0, totalCents - paidCents);

  return (
    <section
      aria-labelledby="proposal-schedule-heading"
      className="mt-6 rounded-xl border bg-card p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="proposal-schedule-heading" className="text-base font-semibold">
            Payment schedule
          </h2>
          <p className="text-sm text-muted-foreground">
            {money(paidCents)} paid of {money(totalCents)}
            {owedCents > 0 ? ` · ${money(owedCents)} still owed` : ""}
          </p>
        </div>
        {owedCents > 0 ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setRecording(true)}>
            <HandCoins aria-hidden="true" />
            Record payment
          </Button>
        ) : null}
      </div>

      {isMobile ? (
        <ul className="mt-4 grid gap-3" aria-label="Instalments">
          {schedule.map((entry) => (
            <li key={entry.id} className="rounded-lg border p-3">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 font-medium">{entry.label}</p>
                <InstallmentStatusBadge status={entry.status} />
              </div>
              <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
                <div>
                  <dt className="text-xs text-muted-foreground">Due</dt>
                  <dd>{due(entry)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">Amount</dt>
                  <dd className="tabular-nums">{money(entry.amountCents)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">Paid</dt>
                  <dd className="tabular-nums">{money(entry.paidCents)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <Table className="mt-4">
          <TableHeader>
            <TableRow>
              <TableHead>Instalment</TableHead>
              <TableHead>Due</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead className="text-right">Paid</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {schedule.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="font-medium">{entry.label}</TableCell>
                <TableCell>{due(entry)}</TableCell>
                <TableCell className="text-right tabular-nums">{money(entry.amountCents)}</TableCell>
                <TableCell className="text-right tabular-nums">{money(entry.paidCents)}</TableCell>
                <TableCell>
                  <InstallmentStatusBadge status={entry.status} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}

      <RecordPaymentDialog
        proposalId={proposalId}
        open={recording}
        onOpenChange={setRecording}
        currency={currency}
        owedCents={owedCents}
        today={localIsoDate(new Date(), user?.timezone ?? DEFAULT_TIMEZONE)}
      />
    </section>
  );
}
