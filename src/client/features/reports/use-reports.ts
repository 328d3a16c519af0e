/**
 * The report screen's server state. The summary shares its key with the pipeline's stat cards; the
 * analytics key carries its query string, since the default fetcher reads key.join("/").
 *
 * Both refetch whenever the screen opens: clients paying, signing and opening e-mails change these figures
 * from other browsers, and no write in this one invalidates them. Cached figures show meanwhile.
 */
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import type { ProjectType, ReportSummary } from "../../../shared/projects";
import { type ReportAnalytics, type ReportRange, reportFileName } from "../../../shared/reports";

export const SUMMARY_KEY = ["/api/reports/summary"] as const;

const rangeQuery = (range: ReportRange) =>
  `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;

export const analyticsKey = (range: ReportRange, projectType: ProjectType) =>
  ["/api/reports", `analytics?${rangeQuery(range)}&projectType=${projectType}`] as const;

export function useReportSummary() {
  return useQuery<ReportSummary>({ queryKey: SUMMARY_KEY, refetchOnMount: "always" });
}

/** The charts' figures; while another range or type loads, the last answer stays on screen. */
export function useReportAnalytics(range: ReportRange | null, projectType: ProjectType) {
  return useQuery<ReportAnalytics>({
    queryKey: range ? analyticsKey(range, projectType) : ["/api/reports", "analytics-pending"],
    enabled: range !== null,
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });
}

/** Fetches the CSV and hands it to the browser as a download named by the server's convention. */
async function downloadReport(range: ReportRange): Promise<void> {
  const res = await apiRequest("GET", `/api/reports/export?${rangeQuery(range)}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = reportFileName(range);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the time this runs; the blob is no longer needed.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportReport() {
  return useMutation({ mutationFn: downloadReport });
}

export type AnalyticsQueryResult = ReturnType<typeof useReportAnalytics>;
