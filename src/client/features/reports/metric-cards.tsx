/** The four metric cards of Reports & Analytics, each with its definition underneath. */
import { CircleDollarSign, Sparkles, Users, Wallet } from "lucide-react";
import { type FigureOf, StatGroup, statsFrom, Unavailable } from "@/components/stat-card";
import { formatCents } from "../../../shared/money";
import type { ReportSummary } from "../../../shared/projects";
import { SectionError } from "./report-card";
import { formatCount } from "./report-range";
import { useReportSummary } from "./use-reports";

/** Each metric's hint is its definition: what exactly the figure counts. */
const METRICS: readonly FigureOf<ReportSummary>[] = [
  {
    title: "Total Revenue",
    hint: "Money received this year, less refunds",
    icon: CircleDollarSign,
    tone: "green",
    value: (s) => formatCents(s.revenueYTD),
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
    value: (s) => formatCents(s.outstandingBalance),
  },
];

export function MetricCards() {
  const summary = useReportSummary();
  const isEmpty = summary.data !== undefined && Object.values(summary.data).every((value) => value === 0);
  return (
    <StatGroup
      heading="Key figures"
      id="report-metrics-heading"
      stats={statsFrom(METRICS, summary.data, <Unavailable />)}
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
