/**
 * Pipeline Conversion: of one project type's projects created in the range, how many reached each stage
 * (are now in it or further along), as a funnel of bars in the stages' own colours.
 */
import { Filter } from "lucide-react";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { PROJECT_TYPES, type ProjectType, projectTypeLabel } from "../../../shared/projects";
import type { ReportAnalytics } from "../../../shared/reports";
import { ChartDataTable } from "./chart-data-table";
import { PipelineChart } from "./lazy-report-charts";
import { ReportCard, sectionStateOf } from "./report-card";
import { formatCount, formatRate } from "./report-range";
import type { AnalyticsQueryResult } from "./use-reports";

export function PipelineConversion({
  analytics,
  projectType,
  onProjectTypeChange,
}: {
  analytics: AnalyticsQueryResult;
  projectType: ProjectType;
  onProjectTypeChange: (type: ProjectType) => void;
}) {
  const selectId = useId();
  const typeLabel = projectTypeLabel(projectType);
  const stages = analytics.data?.pipeline ?? [];
  const created = analytics.data?.pipelineCreated ?? 0;
  const state = sectionStateOf(analytics, (data: ReportAnalytics) =>
    data.pipeline.length === 0
      ? { icon: Filter, message: `You have no stages for ${typeLabel} projects yet.` }
      : data.pipelineCreated === 0
        ? {
            icon: Filter,
            message: `No ${typeLabel} projects were created in this period. Choose another project type or a longer range.`,
          }
        : null,
  );

  return (
    <ReportCard
      title="Pipeline Conversion"
      description={
        state.kind === "ready"
          ? `How far the ${formatCount(created)} ${typeLabel} ${created === 1 ? "project" : "projects"} created in this period got`
          : "How far new projects get through your stages"
      }
      state={state}
      action={
        <div className="grid gap-1">
          <Label htmlFor={selectId} className="sr-only">
            Project type
          </Label>
          <Select
            value={projectType}
            onValueChange={(value) => {
              const type = PROJECT_TYPES.find((t) => t === value);
              if (type) onProjectTypeChange(type);
            }}
          >
            <SelectTrigger id={selectId} size="sm" className="w-32 bg-background">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PROJECT_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {projectTypeLabel(type)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      }
    >
      <div aria-hidden="true">
        <PipelineChart stages={stages} created={created} />
      </div>
      <p className="mt-2 text-xs text-muted-foreground">
        A project counts for a stage when it is in that stage or a later one now.
      </p>
      <ChartDataTable
        caption={`${typeLabel} pipeline conversion`}
        columns={["Stage", "Reached", "Conversion", "In this stage now"]}
        rows={stages.map((s) => [
          s.name,
          formatCount(s.reached),
          formatRate(s.conversionRate),
          formatCount(s.projects),
        ])}
      />
    </ReportCard>
  );
}
