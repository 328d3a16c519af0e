/** Revenue Trends: completed payments by month over the chosen range. */
import { CircleDollarSign } from "lucide-react";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { formatCents } from "../../../shared/money";
import type { ReportAnalytics, RevenueMonth } from "../../../shared/reports";
import { ChartDataTable } from "./chart-data-table";
import { ChartTooltip } from "./chart-tooltip";
import { ReportCard, sectionStateOf } from "./report-card";
import { compactDollars, formatCount, monthName, monthTick, spansYears } from "./report-range";
import { useReducedMotion } from "./use-reduced-motion";
import type { AnalyticsQueryResult } from "./use-reports";

export const REVENUE_COLOR = "#3b82f6";

export function RevenueTrends({ analytics }: { analytics: AnalyticsQueryResult }) {
  const months = analytics.data?.revenueByMonth ?? [];
  const animate = !useReducedMotion();
  const totalCents = months.reduce((sum, m) => sum + m.revenueCents, 0);
  const payments = months.reduce((sum, m) => sum + m.payments, 0);
  const state = sectionStateOf(analytics, (data: ReportAnalytics) =>
    data.revenueByMonth.every((m) => m.payments === 0)
      ? {
          icon: CircleDollarSign,
          message: "No payments were received in this period. Revenue shows here as clients pay.",
        }
      : null,
  );
  const withYear = spansYears(months);

  return (
    <ReportCard
      title="Revenue Trends"
      description={
        state.kind === "ready"
          ? `${formatCents(totalCents)} from ${formatCount(payments)} ${payments === 1 ? "payment" : "payments"}`
          : "Completed payments by month"
      }
      state={state}
    >
      <div aria-hidden="true">
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
                  ["Revenue", formatCents(row.revenueCents)],
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
      </div>
      <ChartDataTable
        caption="Revenue by month"
        columns={["Month", "Revenue", "Payments"]}
        rows={months.map((m) => [monthName(m.month), formatCents(m.revenueCents), formatCount(m.payments)])}
      />
    </ReportCard>
  );
}
