/**
 * The report figures of a date range, each one SQL statement of aggregates scoped by photographer_id
 * (definitions in reports.service.ts). Instants are bucketed by the studio's wall clock: a range is
 * [from 00:00, to + 1 day 00:00) in its time zone, and a month is to_char(instant AT TIME ZONE zone).
 * Every money figure aggregates the revenue payments of payments/revenue.queries.ts, revenue's one
 * definition. The studio's clock, summary cards and currency are in reports-summary.queries.ts.
 */
import { type SQL, sql } from "drizzle-orm";
import type { ProjectType } from "../../../shared/projects.js";
import type {
  AutomationReport,
  MonthlyReportRow,
  PackageReport,
  PipelineStageReport,
  ReportRange,
} from "../../../shared/reports.js";
import { rateOf } from "../../../shared/reports.js";
import { NOT_AN_APPOINTMENT } from "../../../shared/scheduling.js";
import { type DbOrTx, rowsOf } from "../../db/connect.js";
import { revenuePayments } from "../payments/revenue.queries.js";

type Row = Record<string, string | number | null>;

async function rows(db: DbOrTx, query: SQL): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(query));
}

/** The range's first and last instants on the studio's clock, as a one-row CTE named `bounds`. */
function boundsCte(range: ReportRange, timezone: string): SQL {
  return sql`bounds AS (
    SELECT (${range.from}::date)::timestamp AT TIME ZONE ${timezone}::text AS start_at,
           (${range.to}::date + 1)::timestamp AT TIME ZONE ${timezone}::text AS end_at
  )`;
}

const monthOf = (column: SQL, timezone: string) =>
  sql`to_char(${column} AT TIME ZONE ${timezone}::text, 'YYYY-MM')`;

/** Monthly activity, with a row for every month of the range; the payment count feeds the revenue chart. */
export async function monthlyFigures(
  db: DbOrTx,
  photographerId: string,
  range: ReportRange,
  timezone: string,
): Promise<(MonthlyReportRow & { payments: number })[]> {
  const result = await rows(
    db,
    sql`
      WITH ${boundsCte(range, timezone)},
      months AS (
        SELECT to_char(m, 'YYYY-MM') AS month
          FROM generate_series(date_trunc('month', ${range.from}::date::timestamp),
                               date_trunc('month', ${range.to}::date::timestamp), interval '1 month') m
      ),
      new_projects AS (
        SELECT ${monthOf(sql`p.created_at`, timezone)} AS month, count(*) AS n
          FROM projects p, bounds b
         WHERE p.photographer_id = ${photographerId} AND p.created_at >= b.start_at AND p.created_at < b.end_at
         GROUP BY 1
      ),
      sent AS (
        SELECT ${monthOf(sql`e.sent_at`, timezone)} AS month, count(*) AS n
          FROM estimates e, bounds b
         WHERE e.photographer_id = ${photographerId} AND e.sent_at >= b.start_at AND e.sent_at < b.end_at
         GROUP BY 1
      ),
      signed AS (
        SELECT ${monthOf(sql`e.signed_at`, timezone)} AS month, count(*) AS n
          FROM estimates e, bounds b
         WHERE e.photographer_id = ${photographerId} AND e.signed_at >= b.start_at AND e.signed_at < b.end_at
         GROUP BY 1
      ),
      revenue AS (
        SELECT ${monthOf(sql`rp.received_at`, timezone)} AS month, sum(rp.amount_cents) AS cents,
               count(*) FILTER (WHERE rp.kind = 'PAYMENT') AS n
          FROM ${revenuePayments(photographerId)} rp, bounds b
         WHERE rp.received_at >= b.start_at AND rp.received_at < b.end_at
         GROUP BY 1
      ),
      consultations AS (
        SELECT ${monthOf(sql`k.start_at`, timezone)} AS month, count(*) AS n
          FROM bookings k, bounds b
         WHERE k.photographer_id = ${photographerId} AND k.status NOT IN (${sql.join(
           NOT_AN_APPOINTMENT.map((status) => sql`${status}`),
           sql`, `,
         )})
           AND k.start_at >= b.start_at AND k.start_at < b.end_at
         GROUP BY 1
      )
      SELECT m.month,
             coalesce(np.n, 0) AS new_projects, coalesce(se.n, 0) AS proposals_sent,
             coalesce(si.n, 0) AS proposals_signed, coalesce(r.cents, 0) AS revenue_cents,
             coalesce(r.n, 0) AS payments, coalesce(c.n, 0) AS consultations
        FROM months m
        LEFT JOIN new_projects np ON np.month = m.month
        LEFT JOIN sent se ON se.month = m.month
        LEFT JOIN signed si ON si.month = m.month
        LEFT JOIN revenue r ON r.month = m.month
        LEFT JOIN consultations c ON c.month = m.month
       ORDER BY m.month`,
  );
  return result.map((r) => ({
    month: String(r.month),
    newProjects: Number(r.new_projects),
    proposalsSent: Number(r.proposals_sent),
    proposalsSigned: Number(r.proposals_signed),
    revenueCents: Number(r.revenue_cents),
    payments: Number(r.payments),
    consultations: Number(r.consultations),
  }));
}

/** The stage funnel of one project type, and how many of its projects were created in the range. */
export async function pipelineFunnel(
  db: DbOrTx,
  photographerId: string,
  projectType: ProjectType,
  range: ReportRange,
  timezone: string,
): Promise<{ created: number; stages: PipelineStageReport[] }> {
  const result = await rows(
    db,
    sql`
      WITH ${boundsCte(range, timezone)},
      cohort AS (
        SELECT s.order_index AS reached_order
          FROM projects p
          LEFT JOIN stages s ON s.id = p.stage_id
          CROSS JOIN bounds b
         WHERE p.photographer_id = ${photographerId} AND p.project_type = ${projectType}
           AND p.created_at >= b.start_at AND p.created_at < b.end_at
      ),
      now_in AS (
        SELECT p.stage_id, count(*) AS n FROM projects p
         WHERE p.photographer_id = ${photographerId} AND p.project_type = ${projectType}
           AND p.stage_id IS NOT NULL
         GROUP BY p.stage_id
      ),
      created AS (SELECT count(*) AS n FROM cohort)
      SELECT created.n AS created, s.id, s.name, s.color, s.order_index,
             coalesce(now_in.n, 0) AS projects,
             (SELECT count(*) FROM cohort c WHERE c.reached_order >= s.order_index) AS reached
        FROM created
        LEFT JOIN stages s ON s.photographer_id = ${photographerId} AND s.project_type = ${projectType}
        LEFT JOIN now_in ON now_in.stage_id = s.id
       ORDER BY s.order_index, s.created_at, s.id`,
  );
  const created = Number(result[0]?.created ?? 0);
  const stages = result
    .filter((r) => r.id !== null)
    .map((r) => ({
      projectType,
      stageId: String(r.id),
      name: String(r.name),
      color: String(r.color),
      orderIndex: Number(r.order_index),
      projects: Number(r.projects),
      reached: Number(r.reached),
      conversionRate: rateOf(Number(r.reached), created),
    }));
  return { created, stages };
}

/**
 * Every package with its proposals and revenue in the range. A proposal belongs to the package it
 * records (estimates.package_id, set by the package import); one without, written by an API caller that
 * sent only items, to the package whose line ("Complete package - {name}") it carries.
 */
export async function packagePerformance(
  db: DbOrTx,
  photographerId: string,
  range: ReportRange,
  timezone: string,
): Promise<PackageReport[]> {
  const result = await rows(
    db,
    sql`
      WITH ${boundsCte(range, timezone)},
      paid AS (
        SELECT rp.estimate_id, sum(rp.amount_cents) AS cents
          FROM ${revenuePayments(photographerId)} rp, bounds b
         WHERE rp.received_at >= b.start_at AND rp.received_at < b.end_at
         GROUP BY rp.estimate_id
      ),
      attributed AS (
        SELECT coalesce(e.package_id, (
                 SELECT pk.id FROM estimate_items i
                   JOIN packages pk ON pk.photographer_id = ${photographerId}
                                   AND i.description = 'Complete package - ' || pk.name
                  WHERE i.photographer_id = ${photographerId} AND i.estimate_id = e.id
                  ORDER BY i.order_index, pk.created_at LIMIT 1)) AS package_id,
               e.created_at >= b.start_at AND e.created_at < b.end_at AS created_in_range,
               (e.signed_at IS NOT NULL OR e.status IN ('SIGNED', 'PAID_PARTIAL', 'PAID_FULL')) AS is_signed,
               coalesce(paid.cents, 0) AS paid_cents
          FROM estimates e
          CROSS JOIN bounds b
          LEFT JOIN paid ON paid.estimate_id = e.id
         WHERE e.photographer_id = ${photographerId}
           AND ((e.created_at >= b.start_at AND e.created_at < b.end_at) OR paid.estimate_id IS NOT NULL)
      ),
      per_package AS (
        SELECT package_id,
               count(*) FILTER (WHERE created_in_range) AS proposals,
               count(*) FILTER (WHERE created_in_range AND is_signed) AS signed,
               sum(paid_cents) AS revenue_cents
          FROM attributed WHERE package_id IS NOT NULL
         GROUP BY package_id
      )
      SELECT pk.id, pk.name, coalesce(pp.proposals, 0) AS proposals, coalesce(pp.signed, 0) AS signed,
             coalesce(pp.revenue_cents, 0) AS revenue_cents
        FROM packages pk
        LEFT JOIN per_package pp ON pp.package_id = pk.id
       WHERE pk.photographer_id = ${photographerId}
       ORDER BY revenue_cents DESC, proposals DESC, pk.name, pk.id`,
  );
  return result.map((r) => ({
    packageId: String(r.id),
    name: String(r.name),
    proposals: Number(r.proposals),
    signed: Number(r.signed),
    revenueCents: Number(r.revenue_cents),
  }));
}

/** Messages automations sent in the range (e-mail and outgoing SMS), with opens and clicks. */
export async function automationPerformance(
  db: DbOrTx,
  photographerId: string,
  range: ReportRange,
  timezone: string,
): Promise<AutomationReport[]> {
  const result = await rows(
    db,
    sql`
      WITH ${boundsCte(range, timezone)},
      logs AS (
        SELECT l.automation_id, l.status, l.opened_at, l.clicked_at
          FROM email_logs l, bounds b
         WHERE l.photographer_id = ${photographerId} AND l.automation_id IS NOT NULL
           AND coalesce(l.sent_at, l.created_at) >= b.start_at AND coalesce(l.sent_at, l.created_at) < b.end_at
        UNION ALL
        SELECT l.automation_id, l.status, l.opened_at, l.clicked_at
          FROM sms_logs l, bounds b
         WHERE l.photographer_id = ${photographerId} AND l.automation_id IS NOT NULL
           AND l.direction = 'OUTBOUND'
           AND coalesce(l.sent_at, l.created_at) >= b.start_at AND coalesce(l.sent_at, l.created_at) < b.end_at
      )
      SELECT a.id, a.name, a.project_type,
             count(*) FILTER (WHERE l.status = 'sent') AS sent,
             count(*) FILTER (WHERE l.opened_at IS NOT NULL) AS opened,
             count(*) FILTER (WHERE l.clicked_at IS NOT NULL) AS clicked
        FROM logs l
        JOIN automations a ON a.id = l.automation_id AND a.photographer_id = ${photographerId}
       GROUP BY a.id, a.name, a.project_type
       ORDER BY sent DESC, a.name, a.id`,
  );
  return result.map((r) => {
    const sent = Number(r.sent);
    const opened = Number(r.opened);
    const clicked = Number(r.clicked);
    return {
      automationId: String(r.id),
      name: String(r.name),
      projectType: String(r.project_type) as ProjectType,
      sent,
      opened,
      clicked,
      openRate: rateOf(opened, sent),
      clickRate: rateOf(clicked, sent),
    };
  });
}
