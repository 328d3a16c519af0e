/**
 * The studio-level report reads: its clock (zone and today), the summary cards and its currency. Kept
 * apart from reports.queries.ts, whose statements aggregate a chosen date range; these read the studio
 * as it stands now, the cards counting this month and this year on the studio's own clock. Money
 * figures aggregate the revenue payments of payments/revenue.queries.ts, revenue's one definition.
 */
import { type SQL, sql } from "drizzle-orm";
import type { ReportSummary } from "../../../shared/projects.js";
import { type DbOrTx, rowsOf } from "../../db/connect.js";
import { revenuePayments, revenuePerProposal } from "../payments/revenue.queries.js";

type Row = Record<string, string | number | null>;

async function firstRow(db: DbOrTx, query: SQL): Promise<Row | undefined> {
  return rowsOf<Row>(await db.execute(query))[0];
}

/** The studio's zone and today's date on its clock, or null for an unknown studio. */
export async function studioClock(
  db: DbOrTx,
  photographerId: string,
  now: Date,
): Promise<{ timezone: string; today: string } | null> {
  const row = await firstRow(
    db,
    sql`SELECT timezone, to_char(${now}::timestamptz AT TIME ZONE timezone, 'YYYY-MM-DD') AS today
          FROM photographers WHERE id = ${photographerId}`,
  );
  return row ? { timezone: String(row.timezone), today: String(row.today) } : null;
}

/**
 * The summary cards. Months and years are the studio's: their first instants on its clock, so that a
 * payment at 23:30 on 31 December in New York is December's there.
 */
export async function summaryFigures(
  db: DbOrTx,
  photographerId: string,
  now: Date,
): Promise<ReportSummary & { proposalsOwing: number }> {
  const row = await firstRow(
    db,
    sql`
      WITH studio AS (
        SELECT date_trunc('month', local_now) AT TIME ZONE timezone AS month_start,
               (date_trunc('month', local_now) + interval '1 month') AT TIME ZONE timezone AS month_end,
               date_trunc('year', local_now) AT TIME ZONE timezone AS year_start,
               (date_trunc('year', local_now) + interval '1 year') AT TIME ZONE timezone AS year_end
          FROM (SELECT timezone, ${now}::timestamptz AT TIME ZONE timezone AS local_now
                  FROM photographers WHERE id = ${photographerId}) p
      ),
      paid AS (SELECT * FROM ${revenuePerProposal(photographerId)} per_proposal),
      owing AS (
        -- Signed proposals' totals less what they received; and how many still have money due.
        SELECT coalesce(sum(greatest(e.total_cents - coalesce(paid.cents, 0), 0)), 0) AS cents,
               count(*) FILTER (WHERE e.total_cents - coalesce(paid.cents, 0) > 0) AS proposals
          FROM estimates e
          LEFT JOIN paid ON paid.estimate_id = e.id
         WHERE e.photographer_id = ${photographerId} AND e.status IN ('SIGNED', 'PAID_PARTIAL')
      )
      SELECT
        (SELECT count(*) FROM projects p WHERE p.photographer_id = ${photographerId} AND p.status = 'ACTIVE') AS total_projects,
        -- A project is booked when its first proposal is signed (a proposal without a project books
        -- itself): signed this month, and nothing of the same project signed before the month began.
        (SELECT count(DISTINCT coalesce(e.project_id, e.id)) FROM estimates e, studio
          WHERE e.photographer_id = ${photographerId} AND e.signed_at IS NOT NULL
            AND e.signed_at >= studio.month_start AND e.signed_at < studio.month_end
            AND NOT EXISTS (SELECT 1 FROM estimates earlier
                             WHERE earlier.project_id = e.project_id AND earlier.photographer_id = e.photographer_id
                               AND earlier.signed_at < studio.month_start)) AS booked_this_month,
        (SELECT count(*) FROM projects p, studio
          WHERE p.photographer_id = ${photographerId}
            AND p.created_at >= studio.month_start AND p.created_at < studio.month_end) AS projects_this_month,
        (SELECT coalesce(sum(rp.amount_cents), 0) FROM ${revenuePayments(photographerId)} rp, studio
          WHERE rp.received_at >= studio.year_start AND rp.received_at < studio.year_end) AS revenue_ytd,
        (SELECT cents FROM owing) AS outstanding_balance,
        (SELECT proposals FROM owing) AS proposals_owing,
        (SELECT count(*) FROM clients c
          WHERE c.photographer_id = ${photographerId} AND c.archived_at IS NULL) AS total_clients`,
  );
  return {
    totalProjects: Number(row?.total_projects ?? 0),
    bookedThisMonth: Number(row?.booked_this_month ?? 0),
    projectsThisMonth: Number(row?.projects_this_month ?? 0),
    revenueYTD: Number(row?.revenue_ytd ?? 0),
    outstandingBalance: Number(row?.outstanding_balance ?? 0),
    totalClients: Number(row?.total_clients ?? 0),
    proposalsOwing: Number(row?.proposals_owing ?? 0),
  };
}

/** The studio's currency: the CSV writes amounts with its decimals. */
export async function studioCurrency(db: DbOrTx, photographerId: string): Promise<string | null> {
  const row = await firstRow(db, sql`SELECT currency FROM photographers WHERE id = ${photographerId}`);
  return row ? String(row.currency) : null;
}
