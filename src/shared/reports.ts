/**
 * Reports & Analytics (GET /api/reports/*): the query, the answer's shapes
 * and the date-range rules, shared by the report screen and the server. A range is two calendar days in
 * the studio's time zone, both included. The summary's four figures keep their type in projects.ts.
 */
import { z } from "zod";
import { PROJECT_TYPES, type ProjectType } from "./projects.js";
import { isoDateField } from "./validation.js";

/** The widest range a report covers: 36 monthly buckets are as much as a chart can show. */
export const MAX_RANGE_YEARS = 3;
export const RANGE_ORDER_MESSAGE = "The end date must be on or after the start date";
export const RANGE_TOO_LONG_MESSAGE = `The date range can be at most ${MAX_RANGE_YEARS} years`;

const optionalDay = z.preprocess((value) => (value === "" ? undefined : value), isoDateField.optional());

export const reportRangeQuerySchema = z.object({
  from: optionalDay,
  to: optionalDay,
});
export type ReportRangeQuery = z.output<typeof reportRangeQuerySchema>;

export const analyticsQuerySchema = reportRangeQuerySchema.extend({
  projectType: z.enum(PROJECT_TYPES, { error: "Invalid project type" }).default("WEDDING"),
});
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

export interface ReportRange {
  from: string;
  to: string;
}

/** A calendar day plus whole years; 29 February lands on 1 March in a common year. */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/** The last day of the day's month: "2026-02-10" -> "2026-02-28". */
export function endOfMonth(day: string): string {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * The range a query asks for, with the defaults filled in (1 January of today's year to the end of
 * today's month, so that what is already booked later this month is in it), or the message that says
 * why it cannot be reported on.
 */
export function resolveReportRange(
  query: ReportRangeQuery,
  today: string,
): { ok: true; range: ReportRange } | { ok: false; message: string } {
  const from = query.from ?? `${today.slice(0, 4)}-01-01`;
  const to = query.to ?? endOfMonth(today);
  if (to < from) return { ok: false, message: RANGE_ORDER_MESSAGE };
  if (to >= addYears(from, MAX_RANGE_YEARS)) return { ok: false, message: RANGE_TOO_LONG_MESSAGE };
  return { ok: true, range: { from, to } };
}

/** Every month a range touches, as "YYYY-MM", in order. */
export function monthsOf(range: ReportRange): string[] {
  const months: string[] = [];
  let [year, month] = range.from.split("-").map(Number) as [number, number];
  const last = range.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, "0")}`;
    if (key > last) return months;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

export interface RevenueMonth {
  /** "YYYY-MM" in the studio's time zone. */
  month: string;
  revenueCents: number;
  payments: number;
}

export interface PipelineStageReport {
  projectType: ProjectType;
  stageId: string;
  name: string;
  color: string;
  orderIndex: number;
  /** Projects in this stage now, whenever they were created. */
  projects: number;
  /** Projects created in the range that are now in this stage or a later one. */
  reached: number;
  /** reached / projects created in the range (0..1; 0 when none were created). */
  conversionRate: number;
}

export interface PackageReport {
  packageId: string;
  name: string;
  /** Proposals created in the range from this package. */
  proposals: number;
  /** Of those, the ones the client has signed. */
  signed: number;
  /** Completed payments received in the range on any proposal from this package. */
  revenueCents: number;
}

export interface MonthlyReportRow {
  month: string;
  newProjects: number;
  proposalsSent: number;
  proposalsSigned: number;
  revenueCents: number;
  /** Bookings (consultations) that take place in the month, cancelled ones aside. */
  consultations: number;
}

export interface AutomationReport {
  automationId: string;
  name: string;
  projectType: ProjectType;
  sent: number;
  opened: number;
  clicked: number;
  /** opened / sent (0..1; 0 when nothing was sent). */
  openRate: number;
  clickRate: number;
}

/** GET /api/reports/analytics. */
export interface ReportAnalytics extends ReportRange {
  timezone: string;
  /** The project type the pipeline funnel is for. */
  projectType: ProjectType;
  /** Projects of that type created in the range: the funnel's 100%. */
  pipelineCreated: number;
  revenueByMonth: RevenueMonth[];
  pipeline: PipelineStageReport[];
  packages: PackageReport[];
  monthly: MonthlyReportRow[];
  automations: AutomationReport[];
}

/** The CSV export's file name (GET /api/reports/export). */
export function reportFileName(range: ReportRange): string {
  return `focal-report-${range.from}-to-${range.to}.csv`;
}

/** A share of a whole, 0 when the whole is 0. */
export function rateOf(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}
