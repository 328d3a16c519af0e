/**
 * The money ledger, always scoped by photographer. Our own rows are the record that stops a payout
 * from overdrawing: available = settled earnings minus every payout not failed or cancelled.
 */
import { and, desc, eq, inArray, isNull, ne, notInArray, sql, sum } from "drizzle-orm";
import {
  type Balance,
  type Earning,
  normalizeEarningStatus,
  PAYMENT_COMPLETED,
  type PayoutView,
} from "../../../shared/payments.js";
import type { DbOrTx } from "../../db/connect.js";
import {
  clients,
  estimatePayments,
  estimates,
  photographerEarnings,
  photographerPayouts,
} from "../../db/schema/index.js";

/** Earnings that have reached the photographer's account and can be paid out. */
export const SETTLED_EARNINGS = ["transferred", "paid"];
/** Payouts that no longer hold money back. */
export const RELEASED_PAYOUTS = ["failed", "cancelled", "canceled"];

export async function ledgerBalance(db: DbOrTx, photographerId: string): Promise<Balance> {
  const [earned] = await db
    .select({
      settled: sql<string>`coalesce(sum(${photographerEarnings.photographerEarningsCents}) filter (where ${inArray(photographerEarnings.status, SETTLED_EARNINGS)}), 0)`,
      pending: sql<string>`coalesce(sum(${photographerEarnings.photographerEarningsCents}) filter (where ${eq(photographerEarnings.status, "pending")}), 0)`,
    })
    .from(photographerEarnings)
    .where(eq(photographerEarnings.photographerId, photographerId));
  const [paidOut] = await db
    .select({ total: sum(photographerPayouts.amountCents) })
    .from(photographerPayouts)
    .where(
      and(
        eq(photographerPayouts.photographerId, photographerId),
        notInArray(photographerPayouts.status, RELEASED_PAYOUTS),
      ),
    );
  const available = Number(earned?.settled ?? 0) - Number(paidOut?.total ?? 0);
  return { availableCents: Math.max(0, available), pendingCents: Math.max(0, Number(earned?.pending ?? 0)) };
}

export async function listEarnings(db: DbOrTx, photographerId: string): Promise<Earning[]> {
  const rows = await db
    .select({
      earning: photographerEarnings,
      proposalTitle: estimates.title,
      firstName: clients.firstName,
      lastName: clients.lastName,
    })
    .from(photographerEarnings)
    .leftJoin(estimatePayments, eq(estimatePayments.id, photographerEarnings.estimatePaymentId))
    .leftJoin(estimates, eq(estimates.id, estimatePayments.estimateId))
    .leftJoin(clients, eq(clients.id, estimatePayments.clientId))
    .where(eq(photographerEarnings.photographerId, photographerId))
    .orderBy(desc(photographerEarnings.createdAt), desc(photographerEarnings.id))
    .limit(500);
  return rows.map(({ earning: e, proposalTitle, firstName, lastName }) => ({
    id: e.id,
    createdAt: e.createdAt.toISOString(),
    totalAmountCents: e.totalAmountCents,
    platformFeeCents: e.platformFeeCents,
    photographerEarningsCents: e.photographerEarningsCents,
    currency: e.currency,
    status: normalizeEarningStatus(e.status),
    proposalTitle: proposalTitle ?? null,
    clientName: firstName ? `${firstName} ${lastName ?? ""}`.trim() : null,
  }));
}

export function toPayoutView(p: typeof photographerPayouts.$inferSelect): PayoutView {
  return {
    id: p.id,
    createdAt: (p.providerCreatedAt ?? p.createdAt).toISOString(),
    amountCents: p.amountCents,
    isInstant: p.isInstant,
    feeCents: p.feeCents,
    arrivalDate: p.arrivalDate?.toISOString() ?? null,
    status: normalizeEarningStatus(p.status === "canceled" ? "cancelled" : p.status),
  };
}

export async function listPayouts(db: DbOrTx, photographerId: string): Promise<PayoutView[]> {
  const rows = await db
    .select()
    .from(photographerPayouts)
    .where(eq(photographerPayouts.photographerId, photographerId))
    .orderBy(desc(photographerPayouts.createdAt), desc(photographerPayouts.id))
    .limit(500);
  return rows.map(toPayoutView);
}

/**
 * What the client has paid on a proposal so far and kept: completed payments less their SUCCEEDED
 * refunds, leaving one payment out. This is what "still owed" is measured from. A refund still PENDING
 * is not taken off yet: it may fail, and a payment accepted into the gap would then take the proposal
 * past its total (the database's guard, migration 0019, counts the same way).
 */
export async function paidCentsOf(db: DbOrTx, estimateId: string, exceptPaymentId?: string): Promise<number> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${estimatePayments.amountCents} - coalesce((
        SELECT sum(r.amount_cents) FROM payment_refunds r -- estimate_payments.id spelled out: unqualified, "id" is r's
         WHERE r.payment_id = estimate_payments.id AND r.status = 'SUCCEEDED'), 0)), 0)`,
    })
    .from(estimatePayments)
    .where(
      and(
        eq(estimatePayments.estimateId, estimateId),
        eq(estimatePayments.status, PAYMENT_COMPLETED),
        exceptPaymentId ? ne(estimatePayments.id, exceptPaymentId) : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/** Does this studio own the proposal? (Another studio's id answers 404, as if it did not exist.) */
export async function ownsProposal(db: DbOrTx, photographerId: string, estimateId: string) {
  const [row] = await db
    .select({ id: estimates.id })
    .from(estimates)
    .where(and(eq(estimates.id, estimateId), eq(estimates.photographerId, photographerId)));
  return row !== undefined;
}

export async function findPayment(db: DbOrTx, paymentId: string) {
  const [payment] = await db.select().from(estimatePayments).where(eq(estimatePayments.id, paymentId));
  return payment;
}

/** Records a refund once: a payment already marked refunded keeps its first refund. */
export async function recordRefund(db: DbOrTx, paymentId: string, refundId: string): Promise<void> {
  await db
    .update(estimatePayments)
    .set({ refundId, refundedAt: new Date() })
    .where(and(eq(estimatePayments.id, paymentId), isNull(estimatePayments.refundedAt)));
}
