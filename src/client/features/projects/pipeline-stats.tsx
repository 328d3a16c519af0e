import { ErrorState } from "@/components/error-state";
import { StatGroup, statsFrom, Unavailable } from "@/components/stat-card";
import {
  ACTIVE_PROJECTS,
  BOOKED_THIS_MONTH,
  OUTSTANDING_BALANCE,
  REVENUE_YTD,
} from "@/components/summary-figures";
import { useStudioCurrency } from "@/hooks/use-money";
import { useReportSummary } from "./use-pipeline";

const STATS = [ACTIVE_PROJECTS, BOOKED_THIS_MONTH, REVENUE_YTD, OUTSTANDING_BALANCE];

/** The four summary figures above the board (GET /api/reports/summary). */
export function PipelineStats() {
  const summary = useReportSummary();
  const currency = useStudioCurrency();
  return (
    <StatGroup
      heading="Summary"
      id="pipeline-summary-heading"
      stats={statsFrom(STATS, summary.data && { ...summary.data, currency }, <Unavailable />)}
      loading={summary.isPending}
      skeletonClassName="h-7 w-20"
      columns="grid-cols-2 lg:grid-cols-4"
      className="grid gap-3"
    >
      {summary.isError ? (
        <ErrorState
          compact
          title="We couldn't load your summary figures."
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : null}
    </StatGroup>
  );
}
