/**
 * Revenue: the money a studio has received, less refunds. This file holds its one definition, and every
 * figure of it (the dashboard's Revenue (YTD), the Reports cards, the revenue chart, the package and
 * monthly tables, the CSV, the earnings screen, what is still owed on a proposal) aggregates these rows,
 * so that no two screens can disagree about which payments count.
 *
 * A payment is revenue once it is COMPLETED (compared without case: older rows and fixtures spell it
 * 'completed') and has not been refunded. Open checkouts (PENDING) are no money yet, and an OVERPAID
 * payment, which arrived after the proposal was already paid, is refunded and never counted; neither is
 * its refund, which returns money that was never counted. It was received at its completion time, or
 * its creation time on rows that recorded none.
 */
import { type SQL, sql } from "drizzle-orm";
import type { RevenueReceived } from "../../../shared/payments.js";
import { type DbOrTx, rowsOf } from "../../db/connect.js";

/**
 * The studio's revenue payments as a derived table with the columns id, estimate_id, amount_cents and
 * received_at (an instant). Give it an alias: `FROM ${revenuePayments(id)} rp`.
 */
export function revenuePayments(photographerId: string): SQL {
  return sql`(
    SELECT ep.id, ep.estimate_id, ep.amount_cents, coalesce(ep.completed_at, ep.created_at) AS received_at
      FROM estimate_payments ep
     WHERE ep.photographer_id = ${photographerId}
       AND upper(ep.status) = 'COMPLETED'
       AND ep.refunded_at IS NULL
  )`;
}

/** Everything received so far, and in how many payments: the earnings screen's figure. */
export async function revenueReceived(db: DbOrTx, photographerId: string): Promise<RevenueReceived> {
  const [row] = rowsOf<{ cents: string | number; payments: string | number }>(
    await db.execute(
      sql`SELECT coalesce(sum(rp.amount_cents), 0) AS cents, count(*) AS payments
            FROM ${revenuePayments(photographerId)} rp`,
    ),
  );
  return { receivedCents: Number(row?.cents ?? 0), payments: Number(row?.payments ?? 0) };
}
