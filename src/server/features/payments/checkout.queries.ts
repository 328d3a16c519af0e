/**
 * The checkout's reads and writes: a proposal by its public token, its payment rows by checkout
 * session, and what a completed payment records (status, earning).
 */
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import {
  clients,
  estimateInstallments,
  estimatePayments,
  estimates,
  photographerEarnings,
  photographers,
} from "../../db/schema/index.js";
import { AUTOPAY_METHOD } from "./autopay.queries.js";

export async function findPayableProposal(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      estimate: estimates,
      photographer: {
        businessName: photographers.businessName,
        paymentAccountId: photographers.paymentAccountId,
        onboardingCompleted: photographers.onboardingCompleted,
        timezone: photographers.timezone,
      },
      clientEmail: clients.email,
      clientName: sql<string>`trim(${clients.firstName} || ' ' || ${clients.lastName})`,
    })
    .from(estimates)
    .innerJoin(photographers, eq(photographers.id, estimates.photographerId))
    .innerJoin(clients, eq(clients.id, estimates.clientId))
    .where(eq(estimates.token, token));
  return row;
}

export async function insertPayment(db: DbOrTx, values: typeof estimatePayments.$inferInsert): Promise<void> {
  await db.insert(estimatePayments).values(values);
}

/** Any payment row of the checkout session (its proposal and status), whatever its status. */
export async function findSessionPayment(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({ estimateId: estimatePayments.estimateId, status: estimatePayments.status })
    .from(estimatePayments)
    .where(eq(estimatePayments.paymentSessionId, sessionId));
  return row;
}

/** The proposal's row, locked until the transaction ends: its payments are decided one at a time. */
export async function lockProposal(tx: DbOrTx, estimateId: string) {
  const [estimate] = await tx.select().from(estimates).where(eq(estimates.id, estimateId)).for("update");
  return estimate;
}

/**
 * A checkout not settled yet: open, or expired by us when a newer checkout of its instalment was
 * opened. The provider is the judge of an expired one: if it says the client paid it after all (the
 * expiry raced the payment), the money is recorded like any other.
 */
export const UNSETTLED = ["PENDING", "EXPIRED"];

export async function findPendingSessionPayment(db: DbOrTx, sessionId: string) {
  const [pending] = await db
    .select()
    .from(estimatePayments)
    .where(
      and(eq(estimatePayments.paymentSessionId, sessionId), inArray(estimatePayments.status, UNSETTLED)),
    );
  return pending;
}

/** Flips an unsettled payment to its outcome; undefined when another call already did. */
export async function settlePendingPayment(
  tx: DbOrTx,
  paymentId: string,
  values: Pick<
    typeof estimatePayments.$inferInsert,
    "status" | "completedAt" | "paymentIntentId" | "amountCents" | "excessCents"
  >,
) {
  const [payment] = await tx
    .update(estimatePayments)
    .set(values)
    .where(and(eq(estimatePayments.id, paymentId), inArray(estimatePayments.status, UNSETTLED)))
    .returning();
  return payment;
}

/** Records the refund of a payment's excess once: a payment already marked keeps its first refund. */
export async function recordExcessRefund(db: DbOrTx, paymentId: string, refundId: string): Promise<void> {
  await db
    .update(estimatePayments)
    .set({ excessRefundId: refundId, excessRefundedAt: new Date() })
    .where(and(eq(estimatePayments.id, paymentId), isNull(estimatePayments.excessRefundedAt)));
}

/** The proposal's row as it is now, unlocked: the test checkout's look before charging. */
export async function findProposalRow(db: DbOrTx, estimateId: string) {
  const [estimate] = await db.select().from(estimates).where(eq(estimates.id, estimateId));
  return estimate;
}

export async function setProposalStatus(
  db: DbOrTx,
  estimateId: string,
  status: string,
  now: Date,
): Promise<void> {
  await db.update(estimates).set({ status, updatedAt: now }).where(eq(estimates.id, estimateId));
}

export async function insertEarning(
  db: DbOrTx,
  values: typeof photographerEarnings.$inferInsert,
): Promise<void> {
  await db.insert(photographerEarnings).values(values);
}

export async function findTestSession(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({
      payment: estimatePayments,
      title: estimates.title,
      token: estimates.token,
      currency: estimates.currency,
      businessName: photographers.businessName,
      installmentLabel: estimateInstallments.label,
    })
    .from(estimatePayments)
    .innerJoin(estimates, eq(estimates.id, estimatePayments.estimateId))
    .innerJoin(photographers, eq(photographers.id, estimatePayments.photographerId))
    .leftJoin(estimateInstallments, eq(estimateInstallments.id, estimatePayments.installmentId))
    .where(eq(estimatePayments.paymentSessionId, sessionId));
  return row;
}

/** The checkouts still open for an instalment, but one: a new checkout replaces them. */
export async function openInstallmentCheckouts(db: DbOrTx, installmentId: string, exceptSessionId: string) {
  const rows = await db
    .select({ id: estimatePayments.id, paymentSessionId: estimatePayments.paymentSessionId })
    .from(estimatePayments)
    .where(
      and(
        eq(estimatePayments.installmentId, installmentId),
        eq(estimatePayments.status, "PENDING"),
        // An autopay charge in flight is no checkout to expire.
        ne(estimatePayments.method, AUTOPAY_METHOD),
      ),
    );
  return rows.filter((r) => r.paymentSessionId !== null && r.paymentSessionId !== exceptSessionId);
}

/** Marks a checkout expired at the provider (see UNSETTLED: a payment reported later still counts). */
export async function markCheckoutExpired(db: DbOrTx, paymentId: string): Promise<void> {
  await db
    .update(estimatePayments)
    .set({ status: "EXPIRED" })
    .where(and(eq(estimatePayments.id, paymentId), eq(estimatePayments.status, "PENDING")));
}
