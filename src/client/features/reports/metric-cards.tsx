/** The four metric cards of Reports & Analytics, each with its definition underneath. */
import { CircleDollarSign, FolderKanban, type LucideIcon, Sparkles, Wallet } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCents } from "../../../shared/money";
import type { ReportSummary } from "../../../shared/projects";
import { SectionError } from "./report-card";
import { formatCount } from "./report-range";
import { useReportSummary } from "./use-reports";

interface Metric {
  title: string;
  definition: string;
  icon: LucideIcon;
  tone: string;
  value: (summary: ReportSummary) => string;
}

const METRICS: readonly Metric[] = [
  {
    title: "Total Revenue",
    definition: "Year-to-date revenue from completed projects",
    icon: CircleDollarSign,
    tone: "bg-green-50 text-green-700",
    value: (s) => formatCents(s.revenueYTD),
  },
  {
    title: "Total Clients",
    definition: "Total active projects",
    icon: FolderKanban,
    tone: "bg-blue-50 text-blue-700",
    value: (s) => formatCount(s.totalProjects),
  },
  {
    title: "Projects This Month",
    definition: "New projects this month",
    icon: Sparkles,
    tone: "bg-violet-50 text-violet-700",
    value: (s) => formatCount(s.bookedThisMonth),
  },
  {
    title: "Outstanding Balance",
    definition: "Signed proposals awaiting payment",
    icon: Wallet,
    tone: "bg-amber-50 text-amber-700",
    value: (s) => formatCents(s.outstandingBalance),
  },
];

export function MetricCards() {
  const summary = useReportSummary();
  const isEmpty = summary.data !== undefined && Object.values(summary.data).every((value) => value === 0);
  return (
    <section aria-labelledby="report-metrics-heading" className="grid gap-3">
      <h2 id="report-metrics-heading" className="sr-only">
        Key figures
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4 xl:gap-4">
        {METRICS.map(({ title, definition, icon: Icon, tone, value }) => (
          <Card key={title} className="gap-2 py-4 sm:py-5">
            <CardHeader className="flex flex-row items-center justify-between gap-2 px-4 sm:px-5">
              <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
              <span
                aria-hidden="true"
                className={`flex size-8 shrink-0 items-center justify-center rounded-lg ${tone}`}
              >
                <Icon className="size-4" />
              </span>
            </CardHeader>
            <CardContent className="space-y-1 px-4 sm:px-5">
              {summary.isPending ? (
                <Skeleton className="h-8 w-28" />
              ) : (
                <p className="truncate text-2xl font-semibold tracking-tight tabular-nums">
                  {summary.data ? (
                    value(summary.data)
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">Unavailable</span>
                    </>
                  )}
                </p>
              )}
              <p className="text-xs text-muted-foreground">{definition}</p>
            </CardContent>
          </Card>
        ))}
      </div>
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
    </section>
  );
}
