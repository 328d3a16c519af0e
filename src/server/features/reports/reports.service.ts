/**
 * The four figures of SPEC's Reports and the pipeline's stat cards, each one SQL aggregate:
 * - totalProjects: active projects;
 * - bookedThisMonth: projects created this calendar month in the studio's time zone;
 * - revenueYTD: completed payments received this calendar year on completed projects (cents);
 * - outstandingBalance: signed proposals' totals minus what has been paid on them (cents).
 */
import { sql } from "drizzle-orm";
import type { ReportSummary } from "../../../shared/projects.js";
import { type Database, rowsOf } from "../../db/connect.js";

export function createReportsService(database: Database) {
  async function summary(photographerId: string, now: Date = new Date()): Promise<ReportSummary> {
    const result = await database.db.execute(sql`
      WITH studio AS (
        SELECT timezone,
               date_trunc('month', ${now}::timestamptz AT TIME ZONE timezone) AT TIME ZONE timezone AS month_start,
               date_trunc('year', ${now}::timestamptz AT TIME ZONE timezone) AT TIME ZONE timezone AS year_start
          FROM photographers WHERE id = ${photographerId}
      )
      SELECT
        (SELECT count(*) FROM projects p WHERE p.photographer_id = ${photographerId} AND p.status = 'ACTIVE') AS total_projects,
        (SELECT count(*) FROM projects p, studio
          WHERE p.photographer_id = ${photographerId} AND p.created_at >= studio.month_start) AS booked_this_month,
        (SELECT coalesce(sum(ep.amount_cents), 0) FROM estimate_payments ep
           JOIN estimates e ON e.id = ep.estimate_id
           JOIN projects p ON p.id = e.project_id, studio
          WHERE ep.photographer_id = ${photographerId} AND ep.status = 'completed'
            AND p.status = 'COMPLETED' AND coalesce(ep.completed_at, ep.created_at) >= studio.year_start) AS revenue_ytd,
        (SELECT coalesce(sum(greatest(e.total_cents - coalesce(paid.cents, 0), 0)), 0) FROM estimates e
           LEFT JOIN LATERAL (
             SELECT sum(ep.amount_cents) AS cents FROM estimate_payments ep
              WHERE ep.estimate_id = e.id AND ep.status = 'completed'
           ) paid ON true
          WHERE e.photographer_id = ${photographerId} AND e.status IN ('SIGNED', 'PAID_PARTIAL')) AS outstanding_balance`);
    const row = rowsOf<Record<string, string | number>>(result)[0]!;
    return {
      totalProjects: Number(row.total_projects),
      bookedThisMonth: Number(row.booked_this_month),
      revenueYTD: Number(row.revenue_ytd),
      outstandingBalance: Number(row.outstanding_balance),
    };
  }
  return { summary };
}

export type ReportsService = ReturnType<typeof createReportsService>;
