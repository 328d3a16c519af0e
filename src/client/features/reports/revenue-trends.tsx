/** Revenue Trends: money received (less refunds) by month over the chosen range. */
import { CircleDollarSign } from "lucide-react";
import { useMoney } from "@/hooks/use-money";
import type { ReportAnalytics } from "../../../shared/reports";
import { ChartDataTable } from "./chart-data-table";
import { RevenueChart } from "./lazy-report-charts";
import { ReportCard, sectionStateOf } from "./report-card";
import { formatCount, monthName } from "./report-range";
import type { AnalyticsQueryResult } from "./use-reports";

export function RevenueTrends({ analytics }: { analytics: AnalyticsQueryResult }) {
  const money = useMoney();
  const months = analytics.data?.revenueByMonth ?? [];
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

  return (
    <ReportCard
      title="Revenue Trends"
      description={
        state.kind === "ready"
          ? `${money(totalCents)} from ${formatCount(payments)} ${payments === 1 ? "payment" : "payments"}`
          : "Money received by month, less refunds"
      }
      state={state}
    >
      <div aria-hidden="true">
        <RevenueChart months={months} />
      </div>
      <ChartDataTable
        caption="Revenue by month"
        columns={["Month", "Revenue", "Payments"]}
        rows={months.map((m) => [monthName(m.month), money(m.revenueCents), formatCount(m.payments)])}
      />
    </ReportCard>
  );
}
