import {
  CalendarCheck,
  CircleDollarSign,
  FolderKanban,
  type LucideIcon,
  RotateCw,
  Wallet,
} from "lucide-react";
import { StatCard, Unavailable } from "@/components/stat-card";
import { Button } from "@/components/ui/button";
import { formatCents } from "../../../shared/money";
import type { ReportSummary } from "../../../shared/projects";
import { useReportSummary } from "./use-pipeline";

interface Stat {
  title: string;
  icon: LucideIcon;
  tone: string;
  value: (summary: ReportSummary) => string;
  hint: string;
}

const STATS: readonly Stat[] = [
  {
    title: "Active Projects",
    icon: FolderKanban,
    tone: "bg-blue-50 text-blue-700",
    value: (s) => s.totalProjects.toLocaleString("en-US"),
    hint: "In progress across every type",
  },
  {
    title: "Booked This Month",
    icon: CalendarCheck,
    tone: "bg-green-50 text-green-700",
    value: (s) => s.bookedThisMonth.toLocaleString("en-US"),
    hint: "New projects this month",
  },
  {
    title: "Revenue (YTD)",
    icon: CircleDollarSign,
    tone: "bg-emerald-50 text-emerald-700",
    value: (s) => formatCents(s.revenueYTD),
    hint: "Paid on projects completed this year",
  },
  {
    title: "Outstanding Balance",
    icon: Wallet,
    tone: "bg-amber-50 text-amber-700",
    value: (s) => formatCents(s.outstandingBalance),
    hint: "Signed proposals not yet paid",
  },
];

/** The four summary figures above the board (GET /api/reports/summary). */
export function PipelineStats() {
  const summary = useReportSummary();
  return (
    <section aria-labelledby="pipeline-summary-heading" className="grid gap-3">
      <h2 id="pipeline-summary-heading" className="sr-only">
        Summary
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {STATS.map(({ value, ...stat }) => (
          <StatCard
            key={stat.title}
            {...stat}
            value={summary.data ? value(summary.data) : <Unavailable />}
            loading={summary.isPending}
            skeletonClassName="h-7 w-20"
          />
        ))}
      </div>
      {summary.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50/60 px-4 py-2 text-sm"
        >
          <span>We couldn't load your summary figures.</span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void summary.refetch()}
            disabled={summary.isFetching}
          >
            <RotateCw aria-hidden="true" className={summary.isFetching ? "animate-spin" : undefined} />
            {summary.isFetching ? "Retrying..." : "Retry"}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
