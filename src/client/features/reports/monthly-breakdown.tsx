/** Monthly Breakdown: each month of the range in figures, with the period's totals. */
import { CalendarRange } from "lucide-react";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useMoney } from "@/hooks/use-money";
import type { MonthlyReportRow, ReportAnalytics } from "../../../shared/reports";
import { ReportCard, RowsSkeleton, sectionStateOf } from "./report-card";
import { formatCount, monthName } from "./report-range";
import type { AnalyticsQueryResult } from "./use-reports";

const COUNTS = [
  ["newProjects", "New projects"],
  ["proposalsSent", "Proposals sent"],
  ["proposalsSigned", "Proposals signed"],
  ["consultations", "Consultations"],
] as const satisfies readonly (readonly [keyof MonthlyReportRow, string])[];

function totalsOf(rows: readonly MonthlyReportRow[]): Omit<MonthlyReportRow, "month"> {
  const sum = (key: keyof Omit<MonthlyReportRow, "month">) => rows.reduce((n, r) => n + r[key], 0);
  return {
    newProjects: sum("newProjects"),
    proposalsSent: sum("proposalsSent"),
    proposalsSigned: sum("proposalsSigned"),
    consultations: sum("consultations"),
    revenueCents: sum("revenueCents"),
  };
}

const isQuiet = (row: Omit<MonthlyReportRow, "month">) =>
  row.newProjects + row.proposalsSent + row.proposalsSigned + row.consultations + row.revenueCents === 0;

export function MonthlyBreakdown({ analytics }: { analytics: AnalyticsQueryResult }) {
  const money = useMoney();
  const rows = analytics.data?.monthly ?? [];
  const totals = totalsOf(rows);
  // A phone's list leaves quiet months out: twelve cards of zeros would bury the busy ones.
  const busy = rows.filter((row) => !isQuiet(row));
  const state = sectionStateOf(analytics, (data: ReportAnalytics) =>
    isQuiet(totalsOf(data.monthly))
      ? {
          icon: CalendarRange,
          message:
            "Nothing happened in this period yet. New projects, proposals, consultations and payments show here month by month.",
        }
      : null,
  );

  return (
    <ReportCard
      title="Monthly Breakdown"
      description="New projects, proposals, consultations and revenue, month by month"
      state={state}
      skeleton={<RowsSkeleton rows={6} />}
    >
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Month</TableHead>
              {COUNTS.map(([key, label]) => (
                <TableHead key={key} className="text-right">
                  {label}
                </TableHead>
              ))}
              <TableHead className="text-right">Revenue</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.month} className={isQuiet(row) ? "text-muted-foreground" : undefined}>
                <TableCell className="font-medium">{monthName(row.month)}</TableCell>
                {COUNTS.map(([key]) => (
                  <TableCell key={key} className="text-right tabular-nums">
                    {formatCount(row[key])}
                  </TableCell>
                ))}
                <TableCell className="text-right tabular-nums">{money(row.revenueCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          {rows.length > 1 ? (
            <TableFooter>
              <TableRow>
                <TableCell>Total</TableCell>
                {COUNTS.map(([key]) => (
                  <TableCell key={key} className="text-right tabular-nums">
                    {formatCount(totals[key])}
                  </TableCell>
                ))}
                <TableCell className="text-right tabular-nums">{money(totals.revenueCents)}</TableCell>
              </TableRow>
            </TableFooter>
          ) : null}
        </Table>
      </div>
      <ul aria-label="Months" className="grid gap-2 md:hidden">
        {busy.map((row) => (
          <li key={row.month} className="rounded-lg border p-3">
            <div className="flex items-baseline justify-between gap-3">
              <h4 className="text-sm font-medium">{monthName(row.month)}</h4>
              <p className="text-sm font-medium tabular-nums">{money(row.revenueCents)}</p>
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-xs">
              {COUNTS.map(([key, label]) => (
                <div key={key} className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="tabular-nums">{formatCount(row[key])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      {busy.length < rows.length ? (
        <p className="mt-2 text-xs text-muted-foreground md:hidden">Months with no activity are left out.</p>
      ) : null}
    </ReportCard>
  );
}
