/** Package Performance: proposals made from each package in the range, how many were signed, and revenue. */
import { Package as PackageIcon } from "lucide-react";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { Link } from "wouter";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCents } from "../../../shared/money";
import type { PackageReport, ReportAnalytics } from "../../../shared/reports";
import { ChartDataTable } from "./chart-data-table";
import { ChartLegend } from "./chart-legend";
import { ChartTooltip } from "./chart-tooltip";
import { ReportCard, RowsSkeleton, sectionStateOf } from "./report-card";
import { formatCount } from "./report-range";
import { useReducedMotion } from "./use-reduced-motion";
import type { AnalyticsQueryResult } from "./use-reports";

const PROPOSALS_COLOR = "#93c5fd";
const SIGNED_COLOR = "#10b981";
/** The chart shows the busiest packages; the table below lists them all. */
const CHART_LIMIT = 6;

const shortName = (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name);

export function PackagePerformance({ analytics }: { analytics: AnalyticsQueryResult }) {
  const packages = analytics.data?.packages ?? [];
  const animate = !useReducedMotion();
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
            <BarChart
              responsive
              style={{ width: "100%", height: 200 }}
              data={charted}
              margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
              accessibilityLayer={false}
            >
              <CartesianGrid vertical={false} stroke="var(--border)" />
              <XAxis
                dataKey="name"
                tickFormatter={shortName}
                tickLine={false}
                axisLine={false}
                fontSize={12}
                interval={0}
              />
              <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} width={32} />
              <Tooltip
                cursor={{ fill: "var(--muted)" }}
                content={
                  <ChartTooltip
                    title={(row: PackageReport) => row.name}
                    lines={(row: PackageReport) => [
                      ["Proposals", formatCount(row.proposals)],
                      ["Signed", formatCount(row.signed)],
                      ["Revenue", formatCents(row.revenueCents)],
                    ]}
                  />
                }
              />
              <Bar
                isAnimationActive={animate}
                dataKey="proposals"
                fill={PROPOSALS_COLOR}
                radius={[4, 4, 0, 0]}
                maxBarSize={32}
              />
              <Bar
                isAnimationActive={animate}
                dataKey="signed"
                fill={SIGNED_COLOR}
                radius={[4, 4, 0, 0]}
                maxBarSize={32}
              />
            </BarChart>
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
                <TableCell className="text-right tabular-nums">{formatCents(p.revenueCents)}</TableCell>
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
            <p className="shrink-0 text-sm font-medium tabular-nums">{formatCents(p.revenueCents)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
