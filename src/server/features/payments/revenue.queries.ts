/**
 * Revenue: the money a studio has received, less refunds. This file holds its one definition, and every
 * figure of it (the dashboard's Revenue (YTD), the Reports cards, the revenue chart, the package and
 * monthly tables, the CSV, the earnings screen, what is still owed on a proposal) aggregates these rows,
 * so that no two screens can disagree about which payments count.
 *
 * A payment is revenue once it is COMPLETED (compared without case: older rows and fixtures spell it
 * 'completed') and has not been refunded as an overpayment. Open checkouts (PENDING) are no money yet,
 * and an OVERPAID payment, which arrived after the proposal was already paid, is refunded and never
 * counted; neither is its refund, which returns money that was never counted. It was received at its
 * completion time (a payment recorded by hand: the day it arrived), or its creation time on rows that
 * recorded none.
 *
 * A refund of a counted payment (payment_refunds) takes its amount off, as a row of its own dated when
 * the refund was made: the month it happened loses the money, and the month of the payment keeps its
 * figure. Refunds SUCCEEDED and PENDING count, PENDING being money already on its way back (it was
 * asked of the provider, or is about to be); a FAILED one gave nothing back and counts for nothing.
 *
 * A paid booking's payment (booking_payments) is revenue too, from its completion; it belongs to no
 * proposal (estimate_id NULL). Its refund, kept on the row itself (refunded_cents at refunded_at),
 * comes off the same way, when SUCCEEDED or PENDING.
 */
import { type SQL, sql } from "drizzle-orm";
import type { RevenueReceived } from "../../../shared/payments.js";
import { type DbOrTx, rowsOf } from "../../db/connect.js";

/**
 * The studio's money received as a derived table with the columns id, estimate_id (NULL for a
 * booking's payment), amount_cents
 * (negative for a refund), received_at (an instant) and kind ('PAYMENT' or 'REFUND'); sums over it are
 * money received less refunds; count payments with `count(*) FILTER (WHERE rp.kind = 'PAYMENT')`. Give
 * it an alias: `FROM ${revenuePayments(id)} rp`.
 */
export function revenuePayments(photographerId: string): SQL {
  return sql`(
    SELECT ep.id, ep.estimate_id, ep.amount_cents, coalesce(ep.completed_at, ep.created_at) AS received_at,
           'PAYMENT' AS kind
      FROM estimate_payments ep
     WHERE ep.photographer_id = ${photographerId}
       AND upper(ep.status) = 'COMPLETED'
       AND ep.refunded_at IS NULL
    UNION ALL
    SELECT r.id, ep.estimate_id, -r.amount_cents, r.created_at, 'REFUND'
      FROM payment_refunds r
      JOIN estimate_payments ep ON ep.id = r.payment_id
     WHERE r.photographer_id = ${photographerId}
       AND r.status IN ('SUCCEEDED', 'PENDING')
       AND upper(ep.status) = 'COMPLETED'
       AND ep.refunded_at IS NULL
    UNION ALL
    SELECT bp.id, NULL::uuid, bp.amount_cents, coalesce(bp.completed_at, bp.created_at), 'PAYMENT'
      FROM booking_payments bp
     WHERE bp.photographer_id = ${photographerId}
       AND bp.status = 'COMPLETED'
    UNION ALL
    SELECT bp.id, NULL::uuid, -bp.refunded_cents, coalesce(bp.refunded_at, bp.completed_at, bp.created_at),
           'REFUND'
      FROM booking_payments bp
     WHERE bp.photographer_id = ${photographerId}
       AND bp.status = 'COMPLETED'
       AND bp.refunded_cents > 0
       AND bp.refund_status IN ('SUCCEEDED', 'PENDING')
  )`;
}

/** Everything received so far, and in how many payments: the earnings screen's figure. */
export async function revenueReceived(db: DbOrTx, photographerId: string): Promise<RevenueReceived> {
  const [row] = rowsOf<{ cents: string | number; payments: string | number }>(
    await db.execute(
      sql`SELECT coalesce(sum(rp.amount_cents), 0) AS cents,
                 count(*) FILTER (WHERE rp.kind = 'PAYMENT') AS payments
            FROM ${revenuePayments(photographerId)} rp`,
    ),
  );
  return { receivedCents: Number(row?.cents ?? 0), payments: Number(row?.payments ?? 0) };
}

/**
 * What one proposal has received so far, less refunds (a scalar subquery over the same rows, for the
 * proposal `estimateId` names, e.g. sql`e.id`): read through the proposal's own payments, so that a list
 * of a few proposals never adds up the whole studio's money.
 */
export function proposalRevenue(photographerId: string, estimateId: SQL): SQL {
  return sql`(SELECT coalesce(sum(rp.amount_cents), 0) FROM ${revenuePayments(photographerId)} rp
               WHERE rp.estimate_id = ${estimateId})`;
}

/**
 * What each proposal of the studio has received, less refunds, as a derived table (estimate_id, cents):
 * one pass over the studio's money, for figures that need it for many proposals at once.
 */
export function revenuePerProposal(photographerId: string): SQL {
  return sql`(SELECT rp.estimate_id, sum(rp.amount_cents) AS cents
                FROM ${revenuePayments(photographerId)} rp
               WHERE rp.estimate_id IS NOT NULL
               GROUP BY rp.estimate_id)`;
}
