/**
 * The checkout's reads and writes: a proposal by its public token, its payment rows by checkout
 * session, and what a completed payment records (status, earning).
 */
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import {
  clients,
  estimatePayments,
  estimates,
  photographerEarnings,
  photographers,
} from "../../db/schema/index.js";

export async function findPayableProposal(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      estimate: estimates,
      photographer: {
        businessName: photographers.businessName,
        paymentAccountId: photographers.paymentAccountId,
        onboardingCompleted: photographers.onboardingCompleted,
        platformFeePercent: photographers.platformFeePercent,
      },
      clientEmail: clients.email,
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

export async function findPendingSessionPayment(db: DbOrTx, sessionId: string) {
  const [pending] = await db
    .select()
    .from(estimatePayments)
    .where(and(eq(estimatePayments.paymentSessionId, sessionId), eq(estimatePayments.status, "PENDING")));
  return pending;
}

/** Flips a PENDING payment to its outcome; undefined when another call already did. */
export async function settlePendingPayment(
  tx: DbOrTx,
  paymentId: string,
  values: Pick<typeof estimatePayments.$inferInsert, "status" | "completedAt" | "paymentIntentId">,
) {
  const [payment] = await tx
    .update(estimatePayments)
    .set(values)
    .where(and(eq(estimatePayments.id, paymentId), eq(estimatePayments.status, "PENDING")))
    .returning();
  return payment;
}

export async function findPlatformFeePercent(
  db: DbOrTx,
  photographerId: string,
): Promise<number | undefined> {
  const [photographer] = await db
    .select({ platformFeePercent: photographers.platformFeePercent })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return photographer?.platformFeePercent;
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
    })
    .from(estimatePayments)
    .innerJoin(estimates, eq(estimates.id, estimatePayments.estimateId))
    .innerJoin(photographers, eq(photographers.id, estimatePayments.photographerId))
    .where(eq(estimatePayments.paymentSessionId, sessionId));
  return row;
}

export async function findProposalTotal(db: DbOrTx, estimateId: string): Promise<number | undefined> {
  const [estimate] = await db
    .select({ totalCents: estimates.totalCents })
    .from(estimates)
    .where(eq(estimates.id, estimateId));
  return estimate?.totalCents;
}
