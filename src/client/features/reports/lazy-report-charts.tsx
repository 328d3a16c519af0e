/**
 * The report charts as lazy components. Their chunk (recharts) starts downloading as soon as the
 * reports page's code runs, alongside the request for the figures, so it is normally there before the
 * figures are; until then each chart's place shows the same skeleton as while the figures load.
 */
import { type ComponentProps, lazy, Suspense } from "react";
import { BAR_ROW_HEIGHT } from "./chart-colors";
import { ChartSkeleton } from "./report-card";

type ChartsModule = typeof import("./report-charts");

let pending: Promise<ChartsModule> | null = null;

/** One download shared by the three charts; a failed one is tried again on the next render. */
function loadCharts(): Promise<ChartsModule> {
  pending ??= import("./report-charts").catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

loadCharts().catch(() => {
  // Only a head start: rendering a chart asks again, and Suspense shows that error if it persists.
});

const LazyRevenueChart = lazy(() => loadCharts().then((m) => ({ default: m.RevenueChart })));
const LazyPipelineChart = lazy(() => loadCharts().then((m) => ({ default: m.PipelineChart })));
const LazyPackageChart = lazy(() => loadCharts().then((m) => ({ default: m.PackageChart })));

export function RevenueChart(props: ComponentProps<ChartsModule["RevenueChart"]>) {
  return (
    <Suspense fallback={<ChartSkeleton height={240} />}>
      <LazyRevenueChart {...props} />
    </Suspense>
  );
}

export function PipelineChart(props: ComponentProps<ChartsModule["PipelineChart"]>) {
  return (
    <Suspense fallback={<ChartSkeleton height={props.stages.length * BAR_ROW_HEIGHT + 16} />}>
      <LazyPipelineChart {...props} />
    </Suspense>
  );
}

export function PackageChart(props: ComponentProps<ChartsModule["PackageChart"]>) {
  return (
    <Suspense fallback={<ChartSkeleton height={200} />}>
      <LazyPackageChart {...props} />
    </Suspense>
  );
}
