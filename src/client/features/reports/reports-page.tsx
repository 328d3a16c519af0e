/**
 * /reports: the four metric cards, then the charts and tables for a chosen
 * period (Revenue Trends, Pipeline Conversion, Package Performance, Automation Performance, Monthly
 * Breakdown), and Export Report, which downloads the same period as a CSV. Days are the studio's.
 * recharts is imported only below this lazily loaded page, so it stays in this route's chunk.
 */
import { Download, Loader2 } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { useStudioZone } from "@/features/scheduling";
import { useToast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { ProjectType } from "../../../shared/projects";
import type { ReportRange } from "../../../shared/reports";
import { AutomationPerformance } from "./automation-performance";
import { MetricCards } from "./metric-cards";
import { MonthlyBreakdown } from "./monthly-breakdown";
import { PackagePerformance } from "./package-performance";
import { PipelineConversion } from "./pipeline-conversion";
import { CustomRangeFields, RangePresetSelect } from "./range-filter";
import { customRange, presetRange, type RangePreset, rangeLabel, todayIn } from "./report-range";
import { RevenueTrends } from "./revenue-trends";
import { useExportReport, useReportAnalytics } from "./use-reports";

export function ReportsPage() {
  const zone = useStudioZone();
  const today = todayIn(zone);
  const [preset, setPreset] = useState<RangePreset>("this-year");
  const [custom, setCustom] = useState({ from: "", to: "" });
  const [projectType, setProjectType] = useState<ProjectType>("WEDDING");

  const resolved =
    preset === "custom"
      ? customRange(custom.from, custom.to, today)
      : { ok: true as const, range: presetRange(preset, today) };
  const range: ReportRange | null = resolved.ok ? resolved.range : null;
  const analytics = useReportAnalytics(range, projectType);

  const choosePreset = (next: RangePreset) => {
    // A custom range starts from the period on screen, so that one date is all there is to change.
    if (next === "custom" && range && !custom.from && !custom.to) setCustom(range);
    setPreset(next);
  };

  return (
    <>
      <PageHeader
        title="Reports & Analytics"
        description="Revenue, clients and pipeline numbers for your studio."
        action={
          <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
            <RangePresetSelect value={preset} onChange={choosePreset} />
            <ExportReportButton range={range} />
          </div>
        }
      />

      {preset === "custom" ? (
        <CustomRangeFields
          from={custom.from}
          to={custom.to}
          error={resolved.ok ? null : resolved.message}
          onChange={setCustom}
        />
      ) : null}

      <MetricCards />

      <section aria-labelledby="report-analytics-heading" className="mt-8 grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="report-analytics-heading" className="text-lg font-semibold tracking-tight">
            Analytics
          </h2>
          <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
            {analytics.isFetching && analytics.data ? (
              <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />
            ) : null}
            {range ? rangeLabel(range) : "Choose a valid range"}
          </p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <RevenueTrends analytics={analytics} />
          <PipelineConversion
            analytics={analytics}
            projectType={projectType}
            onProjectTypeChange={setProjectType}
          />
          <PackagePerformance analytics={analytics} />
          <AutomationPerformance analytics={analytics} />
          <div className="min-w-0 lg:col-span-2">
            <MonthlyBreakdown analytics={analytics} />
          </div>
        </div>
      </section>
    </>
  );
}

function ExportReportButton({ range }: { range: ReportRange | null }) {
  const { toast } = useToast();
  const exporting = useExportReport();
  return (
    <Button
      disabled={range === null || exporting.isPending}
      onClick={() => {
        if (!range) return;
        exporting.mutate(range, {
          onError: (error) =>
            toast({
              variant: "destructive",
              title: "Export failed",
              description: errorMessage(error, "We couldn't export your report. Please try again."),
            }),
        });
      }}
    >
      {exporting.isPending ? (
        <Loader2 aria-hidden="true" className="animate-spin" />
      ) : (
        <Download aria-hidden="true" />
      )}
      {exporting.isPending ? "Exporting..." : "Export Report"}
    </Button>
  );
}
