/** The four metric cards of Reports & Analytics, each with its definition underneath. */
import { CircleDollarSign, Sparkles, Users, Wallet } from "lucide-react";
import { type FigureOf, StatGroup, statsFrom, Unavailable } from "@/components/stat-card";
import type { WithCurrency } from "@/components/summary-figures";
import { useStudioCurrency } from "@/hooks/use-money";
import { formatMoney } from "../../../shared/currency";
import type { ReportSummary } from "../../../shared/projects";
import { SectionError } from "./report-card";
import { formatCount } from "./report-range";
import { useReportSummary } from "./use-reports";

/** Each metric's hint is its definition: what exactly the figure counts. */
const money = (minor: number, s: WithCurrency<ReportSummary>) => formatMoney(minor, s.currency ?? "USD");

const METRICS: readonly FigureOf<WithCurrency<ReportSummary>>[] = [
  {
    title: "Total Revenue",
    hint: "Money received this year, less refunds",
    icon: CircleDollarSign,
    tone: "green",
    value: (s) => money(s.revenueYTD, s),
  },
  {
    title: "Total Clients",
    hint: "Clients on your list, archived ones aside",
    icon: Users,
    tone: "blue",
    value: (s) => formatCount(s.totalClients),
  },
  {
    title: "Projects This Month",
    hint: "New projects added this month",
    icon: Sparkles,
    tone: "violet",
    value: (s) => formatCount(s.projectsThisMonth),
  },
  {
    title: "Outstanding Balance",
    hint: "Signed proposals awaiting payment",
    icon: Wallet,
    tone: "amber",
    value: (s) => money(s.outstandingBalance, s),
  },
];

export function MetricCards() {
  const summary = useReportSummary();
  const currency = useStudioCurrency();
  const isEmpty = summary.data !== undefined && Object.values(summary.data).every((value) => value === 0);
  return (
    <StatGroup
      heading="Key figures"
      id="report-metrics-heading"
      stats={statsFrom(METRICS, summary.data && { ...summary.data, currency }, <Unavailable />)}
      loading={summary.isPending}
      skeletonClassName="h-8 w-28"
      roomy
      columns="sm:grid-cols-2 xl:grid-cols-4"
      className="grid gap-3"
    >
      {summary.isError ? (
        <SectionError
          what="your key figures"
          retry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : isEmpty ? (
        <p className="text-sm text-muted-foreground">
          These figures fill in as you add projects and clients sign and pay their proposals.
        </p>
      ) : null}
    </StatGroup>
  );
}
