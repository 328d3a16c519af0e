/**
 * The three bar charts of /reports, the only code that imports recharts (about 110 kB gzipped with its
 * d3, redux and decimal dependencies). Loaded through lazy-report-charts.tsx, so the page's cards,
 * tables and figures render without waiting for it.
 */
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from "recharts";
import { useMoney } from "@/hooks/use-money";
import type { PackageReport, PipelineStageReport, RevenueMonth } from "../../../shared/reports";
import { BAR_ROW_HEIGHT, PROPOSALS_COLOR, REVENUE_COLOR, SIGNED_COLOR } from "./chart-colors";
import { ChartTooltip } from "./chart-tooltip";
import { compactDollars, formatCount, formatRate, monthName, monthTick, spansYears } from "./report-range";
import { useReducedMotion } from "./use-reduced-motion";

const shortName = (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name);

export function RevenueChart({ months }: { months: RevenueMonth[] }) {
  const money = useMoney();
  const animate = !useReducedMotion();
  const withYear = spansYears(months);
  return (
    <BarChart
      responsive
      style={{ width: "100%", height: 240 }}
      data={months}
      margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid vertical={false} stroke="var(--border)" />
      <XAxis
        dataKey="month"
        tickFormatter={(month: string) => monthTick(month, withYear)}
        tickLine={false}
        axisLine={false}
        fontSize={12}
        minTickGap={4}
      />
      <YAxis
        tickFormatter={(cents: number) => compactDollars(cents)}
        tickLine={false}
        axisLine={false}
        fontSize={12}
        width={52}
      />
      <Tooltip
        cursor={{ fill: "var(--muted)" }}
        content={
          <ChartTooltip
            title={(row: RevenueMonth) => monthName(row.month)}
            lines={(row: RevenueMonth) => [
              ["Revenue", money(row.revenueCents)],
              ["Payments", formatCount(row.payments)],
            ]}
          />
        }
      />
      <Bar
        isAnimationActive={animate}
        dataKey="revenueCents"
        fill={REVENUE_COLOR}
        radius={[4, 4, 0, 0]}
        maxBarSize={48}
      />
    </BarChart>
  );
}

export function PipelineChart({ stages, created }: { stages: PipelineStageReport[]; created: number }) {
  const animate = !useReducedMotion();
  return (
    <BarChart
      responsive
      layout="vertical"
      style={{ width: "100%", height: stages.length * BAR_ROW_HEIGHT + 16 }}
      data={stages}
      margin={{ top: 4, right: 44, bottom: 4, left: 0 }}
      barCategoryGap={8}
      accessibilityLayer={false}
    >
      <XAxis type="number" hide domain={[0, Math.max(created, 1)]} />
      <YAxis
        type="category"
        dataKey="name"
        width={104}
        tickLine={false}
        axisLine={false}
        fontSize={12}
        tickFormatter={(name: string) => (name.length > 15 ? `${name.slice(0, 14)}…` : name)}
      />
      <Tooltip
        cursor={{ fill: "var(--muted)" }}
        content={
          <ChartTooltip
            title={(row: PipelineStageReport) => row.name}
            lines={(row: PipelineStageReport) => [
              ["Reached", `${formatCount(row.reached)} (${formatRate(row.conversionRate)})`],
              ["In this stage now", formatCount(row.projects)],
            ]}
          />
        }
      />
      <Bar
        isAnimationActive={animate}
        dataKey="reached"
        radius={[0, 4, 4, 0]}
        background={{ fill: "var(--muted)", radius: 4 }}
        minPointSize={2}
      >
        {stages.map((stage) => (
          <Cell key={stage.stageId} fill={stage.color} />
        ))}
        <LabelList
          dataKey="conversionRate"
          position="right"
          fontSize={12}
          fill="var(--foreground)"
          formatter={(rate) => (typeof rate === "number" ? formatRate(rate) : "")}
        />
      </Bar>
    </BarChart>
  );
}

export function PackageChart({ packages }: { packages: PackageReport[] }) {
  const money = useMoney();
  const animate = !useReducedMotion();
  return (
    <BarChart
      responsive
      style={{ width: "100%", height: 200 }}
      data={packages}
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
              ["Revenue", money(row.revenueCents)],
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
  );
}
