/** Package Performance: proposals made from each package in the range, how many were signed, and revenue. */
import { Package as PackageIcon } from "lucide-react";
import { Link } from "wouter";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useMoney } from "@/hooks/use-money";
import type { PackageReport, ReportAnalytics } from "../../../shared/reports";
import { PROPOSALS_COLOR, SIGNED_COLOR } from "./chart-colors";
import { ChartDataTable } from "./chart-data-table";
import { ChartLegend } from "./chart-legend";
import { PackageChart } from "./lazy-report-charts";
import { ReportCard, RowsSkeleton, sectionStateOf } from "./report-card";
import { formatCount } from "./report-range";
import type { AnalyticsQueryResult } from "./use-reports";

/** The chart shows the busiest packages; the table below lists them all. */
const CHART_LIMIT = 6;

export function PackagePerformance({ analytics }: { analytics: AnalyticsQueryResult }) {
  const packages = analytics.data?.packages ?? [];
  const charted = packages
    .filter((p) => p.proposals > 0)
    .sort((a, b) => b.proposals - a.proposals)
    .slice(0, CHART_LIMIT);
  const state = sectionStateOf(analytics, (data: ReportAnalytics) =>
    data.packages.length === 0
      ? {
          icon: PackageIcon,
          message: (
            <>
              You have no packages yet.{" "}
              <Link
                href="/packages"
                className="font-medium text-primary-solid underline-offset-4 hover:underline"
              >
                Create a package
              </Link>{" "}
              to see how each one sells.
            </>
          ),
        }
      : data.packages.every((p) => p.proposals === 0 && p.revenueCents === 0)
        ? { icon: PackageIcon, message: "No proposals used a package in this period." }
        : null,
  );

  return (
    <ReportCard
      title="Package Performance"
      description="Proposals made from each package, how many were signed, and what they brought in"
      state={state}
      skeleton={<RowsSkeleton />}
    >
      {charted.length > 0 ? (
        <>
          <div aria-hidden="true">
            <ChartLegend
              items={[
                ["Proposals", PROPOSALS_COLOR],
                ["Signed", SIGNED_COLOR],
              ]}
            />
            <PackageChart packages={charted} />
          </div>
          <ChartDataTable
            caption="Proposals and signatures by package"
            columns={["Package", "Proposals", "Signed"]}
            rows={charted.map((p) => [p.name, formatCount(p.proposals), formatCount(p.signed)])}
          />
        </>
      ) : null}
      <PackageTable packages={packages} />
    </ReportCard>
  );
}

function PackageTable({ packages }: { packages: readonly PackageReport[] }) {
  const money = useMoney();
  return (
    <>
      <div className="mt-4 hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Package</TableHead>
              <TableHead className="text-right">Proposals</TableHead>
              <TableHead className="text-right">Signed</TableHead>
              <TableHead className="text-right">Revenue</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {packages.map((p) => (
              <TableRow key={p.packageId}>
                <TableCell className="max-w-48 truncate font-medium">{p.name}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(p.proposals)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(p.signed)}</TableCell>
                <TableCell className="text-right tabular-nums">{money(p.revenueCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul aria-label="Packages" className="mt-4 grid gap-2 md:hidden">
        {packages.map((p) => (
          <li key={p.packageId} className="flex items-start justify-between gap-3 rounded-lg border p-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium">{p.name}</p>
              <p className="text-xs text-muted-foreground tabular-nums">
                {formatCount(p.proposals)} {p.proposals === 1 ? "proposal" : "proposals"} ·{" "}
                {formatCount(p.signed)} signed
              </p>
            </div>
            <p className="shrink-0 text-sm font-medium tabular-nums">{money(p.revenueCents)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
