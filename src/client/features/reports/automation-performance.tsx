/** Automation Performance: what each automation sent in the range, and how many were opened and clicked. */
import { Zap } from "lucide-react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { projectTypeLabel } from "../../../shared/projects";
import type { AutomationReport, ReportAnalytics } from "../../../shared/reports";
import { ReportCard, RowsSkeleton, sectionStateOf } from "./report-card";
import { formatCount, formatRate } from "./report-range";
import type { AnalyticsQueryResult } from "./use-reports";

export function AutomationPerformance({ analytics }: { analytics: AnalyticsQueryResult }) {
  const rows = analytics.data?.automations ?? [];
  const state = sectionStateOf(analytics, (data: ReportAnalytics) =>
    data.automations.length === 0
      ? {
          icon: Zap,
          message: "No automated messages were sent in this period. Results show here once automations run.",
        }
      : null,
  );

  return (
    <ReportCard
      title="Automation Performance"
      description="Messages sent by each automation, and how many were opened and clicked"
      state={state}
      skeleton={<RowsSkeleton />}
    >
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Automation</TableHead>
              <TableHead className="text-right">Sent</TableHead>
              <TableHead className="text-right">Opened</TableHead>
              <TableHead className="text-right">Clicked</TableHead>
              <TableHead className="text-right">Open rate</TableHead>
              <TableHead className="text-right">Click rate</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.automationId}>
                <TableCell className="max-w-56">
                  <AutomationName row={row} />
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(row.sent)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(row.opened)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(row.clicked)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatRate(row.openRate)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatRate(row.clickRate)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul aria-label="Automations" className="grid gap-2 md:hidden">
        {rows.map((row) => (
          <li key={row.automationId} className="rounded-lg border p-3">
            <AutomationName row={row} />
            <dl className="mt-2 grid grid-cols-3 gap-2 text-xs">
              <Figure label="Sent" value={formatCount(row.sent)} />
              <Figure label="Opened" value={`${formatCount(row.opened)} (${formatRate(row.openRate)})`} />
              <Figure label="Clicked" value={`${formatCount(row.clicked)} (${formatRate(row.clickRate)})`} />
            </dl>
          </li>
        ))}
      </ul>
    </ReportCard>
  );
}

function AutomationName({ row }: { row: AutomationReport }) {
  return (
    <div className="min-w-0">
      <p className="truncate text-sm font-medium">{row.name}</p>
      <p className="text-xs text-muted-foreground">{projectTypeLabel(row.projectType)}</p>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}
