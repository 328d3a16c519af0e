import {
  CalendarCheck,
  CircleDollarSign,
  FolderKanban,
  type LucideIcon,
  RotateCw,
  Wallet,
} from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
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
        {STATS.map(({ title, icon: Icon, tone, value, hint }) => (
          <Card key={title} className="gap-3 py-4 sm:py-5">
            <CardHeader className="flex flex-row items-center justify-between gap-2 px-4 sm:px-5">
              <CardTitle className="text-xs font-medium text-muted-foreground sm:text-sm">{title}</CardTitle>
              <span
                aria-hidden="true"
                className={`hidden size-8 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`}
              >
                <Icon className="size-4" />
              </span>
            </CardHeader>
            <CardContent className="space-y-1 px-4 sm:px-5">
              {summary.isPending ? (
                <Skeleton className="h-7 w-20" />
              ) : (
                <p className="truncate text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">
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
              <p className="text-xs text-muted-foreground">{hint}</p>
            </CardContent>
          </Card>
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
