/**
 * Reports & Analytics. Every figure is an SQL aggregate scoped by photographer_id (reports.queries.ts);
 * days and months are the studio's, in its time zone, and a range includes both of its days.
 *
 * Revenue, wherever it shows, is money received less refunds: the revenue payments of
 * payments/revenue.queries.ts (completed, not refunded; overpayments never count), dated when received.
 *
 * The summary (the cards; it ignores the range):
 * - totalProjects: active projects;
 * - bookedThisMonth: projects booked this calendar month, that is whose first proposal was signed this
 *   month (a signed proposal without a project counts as one booking);
 * - projectsThisMonth: projects created this calendar month, whatever became of them since (the
 *   Reports card "Projects This Month");
 * - revenueYTD: revenue received this calendar year (cents);
 * - outstandingBalance: signed proposals' totals minus the revenue received on them (cents), never
 *   negative for any one proposal (the dashboard also takes how many still owe from the same pass);
 * - totalClients: the clients on the client list (archived ones aside).
 *
 * The analytics, for a range (default: 1 January of this year to the end of this month; at most 3 years):
 * - revenueByMonth: revenue by the month it was received, every month of the range, with the number of
 *   payments;
 * - pipeline, for one project type: each stage with the projects in it now, and, of the projects of that
 *   type created in the range, how many are now in that stage or a later one (reached) and their share
 *   (conversionRate). A project whose stage was deleted counts as created but reaches no stage;
 * - packages: every package; proposals created in the range from it (the package the proposal records,
 *   else the one its "Complete package - {name}" line names), how many of those are signed, and the
 *   revenue received in the range on any proposal from it;
 * - monthly: per month, projects created, proposals sent (sentAt) and signed (signedAt), revenue as
 *   above, and consultations: bookings starting in the month that are not cancelled;
 * - automations: the automations that sent anything in the range (e-mail logs and outgoing SMS logs,
 *   by sentAt, else createdAt): sent = status 'sent', opened = openedAt set, clicked = clickedAt set,
 *   rates over sent.
 */
import type { ReportSummary } from "../../../shared/projects.js";
import {
  type AnalyticsQuery,
  type ReportAnalytics,
  type ReportRange,
  type ReportRangeQuery,
  reportFileName,
  resolveReportRange,
} from "../../../shared/reports.js";
import type { Database } from "../../db/connect.js";
import { badRequest, notFound } from "../../http/errors.js";
import {
  automationPerformance,
  monthlyFigures,
  packagePerformance,
  pipelineFunnel,
} from "./reports.queries.js";
import { reportCsv } from "./reports-csv.js";
import { studioClock, studioCurrency, summaryFigures } from "./reports-summary.queries.js";

export function createReportsService(database: Database) {
  const { db } = database;

  async function summary(photographerId: string, now: Date = new Date()): Promise<ReportSummary> {
    const { proposalsOwing: _, ...figures } = await summaryFigures(db, photographerId, now);
    return figures;
  }

  /**
   * The summary, and how many signed proposals still have money due (counted in the same pass over the
   * studio's money as the outstanding balance): the dashboard shows both.
   */
  function summaryWithOwing(photographerId: string, now: Date = new Date()) {
    return summaryFigures(db, photographerId, now);
  }

  async function rangeFor(
    photographerId: string,
    query: ReportRangeQuery,
    now: Date,
  ): Promise<{ range: ReportRange; timezone: string }> {
    const clock = await studioClock(db, photographerId, now);
    if (!clock) throw notFound("Studio not found");
    const resolved = resolveReportRange(query, clock.today);
    if (!resolved.ok) throw badRequest(resolved.message);
    return { range: resolved.range, timezone: clock.timezone };
  }

  async function analytics(
    photographerId: string,
    query: AnalyticsQuery,
    now: Date = new Date(),
  ): Promise<ReportAnalytics> {
    const { range, timezone } = await rangeFor(photographerId, query, now);
    // Independent reads: on a PostgreSQL pool they run side by side.
    const [monthly, pipeline, packages, automations] = await Promise.all([
      monthlyFigures(db, photographerId, range, timezone),
      pipelineFunnel(db, photographerId, query.projectType, range, timezone),
      packagePerformance(db, photographerId, range, timezone),
      automationPerformance(db, photographerId, range, timezone),
    ]);
    return {
      ...range,
      timezone,
      projectType: query.projectType,
      pipelineCreated: pipeline.created,
      revenueByMonth: monthly.map(({ month, revenueCents, payments }) => ({ month, revenueCents, payments })),
      pipeline: pipeline.stages,
      packages,
      monthly: monthly.map(({ payments: _, ...row }) => row),
      automations,
    };
  }

  /** The CSV download: its file name and body. */
  async function exportCsv(
    photographerId: string,
    query: ReportRangeQuery,
    now: Date = new Date(),
  ): Promise<{ fileName: string; csv: string }> {
    const report = await analytics(photographerId, { ...query, projectType: "WEDDING" }, now);
    const figures = await summary(photographerId, now);
    const currency = (await studioCurrency(db, photographerId)) ?? "USD";
    return { fileName: reportFileName(report), csv: reportCsv(figures, report, currency) };
  }

  return { summary, summaryWithOwing, analytics, exportCsv };
}

export type ReportsService = ReturnType<typeof createReportsService>;
