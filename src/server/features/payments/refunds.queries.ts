/**
 * Manual payments and refunds: the payment a studio records by hand, a payment's refunds and what is
 * left to refund, the refund's earnings row, and a proposal's payments and refunds as one list.
 */
import { and, desc, eq, inArray, ne, sql, sum } from "drizzle-orm";
import {
  PAYMENT_COMPLETED,
  PAYMENT_OVERPAID,
  type PaymentMethod,
  type ProposalPayment,
  type RefundStatus,
} from "../../../shared/payments.js";
import type { DbOrTx } from "../../db/connect.js";
import {
  estimatePayments,
  estimates,
  paymentRefunds,
  photographerEarnings,
  photographers,
} from "../../db/schema/index.js";

/** Checkout payments are stored as 'card:deposit' or 'card:full'; manual ones by their own name. */
export const methodOf = (stored: string): PaymentMethod =>
  stored === "CASH" || stored === "CHECK" || stored === "BANK_TRANSFER" || stored === "OTHER"
    ? stored
    : "CARD";

export async function findStudioTimeZone(db: DbOrTx, photographerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ timezone: photographers.timezone })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return row?.timezone;
}

export async function insertManualPayment(tx: DbOrTx, values: typeof estimatePayments.$inferInsert) {
  const [row] = await tx.insert(estimatePayments).values(values).returning();
  return row!;
}

/** A payment of this studio, with its proposal's id; undefined for another studio's. */
export async function findStudioPayment(db: DbOrTx, photographerId: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(estimatePayments)
    .where(and(eq(estimatePayments.id, paymentId), eq(estimatePayments.photographerId, photographerId)));
  return row;
}

/** The payment's refunds that are not FAILED: money given back or on its way back. */
export async function refundedCentsOf(db: DbOrTx, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(paymentRefunds.amountCents) })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), ne(paymentRefunds.status, "FAILED")));
  return Number(row?.total ?? 0);
}

export async function insertRefund(tx: DbOrTx, values: typeof paymentRefunds.$inferInsert) {
  const [row] = await tx.insert(paymentRefunds).values(values).returning();
  return row!;
}

/** Settles a PENDING refund; undefined when it was no longer pending. */
export async function settleRefund(
  tx: DbOrTx,
  refundId: string,
  values: { status: RefundStatus; providerRefundId?: string | null; completedAt: Date },
) {
  const [row] = await tx
    .update(paymentRefunds)
    .set(values)
    .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, "PENDING")))
    .returning();
  return row;
}

export async function findRefund(db: DbOrTx, refundId: string) {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  return row;
}

/** The earnings row a card payment wrote when it was counted (the positive one). */
export async function findPaymentEarning(db: DbOrTx, paymentId: string) {
  const [row] = await db
    .select()
    .from(photographerEarnings)
    .where(
      and(
        eq(photographerEarnings.estimatePaymentId, paymentId),
        sql`${photographerEarnings.totalAmountCents} > 0`,
      ),
    )
    .limit(1);
  return row;
}

/** The platform fee already given back by the payment's refunds (their earnings rows, not cancelled). */
export async function refundedFeeCentsOf(db: DbOrTx, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(-sum(${photographerEarnings.platformFeeCents}), 0)` })
    .from(photographerEarnings)
    .where(
      and(
        eq(photographerEarnings.estimatePaymentId, paymentId),
        sql`${photographerEarnings.totalAmountCents} < 0`,
        ne(photographerEarnings.status, "cancelled"),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function insertEarningReturningId(
  tx: DbOrTx,
  values: typeof photographerEarnings.$inferInsert,
): Promise<string> {
  const [row] = await tx
    .insert(photographerEarnings)
    .values(values)
    .returning({ id: photographerEarnings.id });
  return row!.id;
}

/** A failed refund's earnings row no longer takes anything back. */
export async function cancelEarning(tx: DbOrTx, earningId: string): Promise<void> {
  await tx
    .update(photographerEarnings)
    .set({ status: "cancelled" })
    .where(eq(photographerEarnings.id, earningId));
}

/** A proposal's payments (counted ones and overpayments) and their refunds, newest first. */
export async function listProposalPayments(
  db: DbOrTx,
  photographerId: string,
  estimateId: string,
): Promise<ProposalPayment[]> {
  const payments = await db
    .select()
    .from(estimatePayments)
    .where(
      and(
        eq(estimatePayments.photographerId, photographerId),
        eq(estimatePayments.estimateId, estimateId),
        inArray(estimatePayments.status, [PAYMENT_COMPLETED, PAYMENT_OVERPAID]),
      ),
    )
    .limit(500);
  const refunds =
    payments.length === 0
      ? []
      : await db
          .select()
          .from(paymentRefunds)
          .where(
            and(
              eq(paymentRefunds.photographerId, photographerId),
              inArray(
                paymentRefunds.paymentId,
                payments.map((p) => p.id),
              ),
            ),
          )
          .orderBy(desc(paymentRefunds.createdAt))
          .limit(500);
  const methods = new Map(payments.map((p) => [p.id, methodOf(p.method)]));
  const refundable = new Map(payments.map((p) => [p.id, p.status === PAYMENT_COMPLETED ? p.amountCents : 0]));
  for (const r of refunds) {
    if (r.status !== "FAILED")
      refundable.set(r.paymentId, (refundable.get(r.paymentId) ?? 0) - r.amountCents);
  }
  const listed: (ProposalPayment & { at: number })[] = [
    ...payments.map((p) => ({
      at: p.createdAt.getTime(),
      id: p.id,
      kind: "PAYMENT" as const,
      method: methodOf(p.method),
      amountCents: p.amountCents,
      status: p.status === PAYMENT_OVERPAID ? ("OVERPAID" as const) : ("COMPLETED" as const),
      createdAt: p.createdAt.toISOString(),
      paidAt: (p.completedAt ?? p.createdAt).toISOString(),
      receivedOn: p.receivedOn,
      note: p.note,
      refundableCents: Math.max(0, refundable.get(p.id) ?? 0),
      refundedAt: p.refundedAt?.toISOString() ?? null,
      ...(p.excessCents > 0
        ? { excessCents: p.excessCents, excessRefundedAt: p.excessRefundedAt?.toISOString() ?? null }
        : {}),
    })),
    ...refunds.map((r) => ({
      at: r.createdAt.getTime(),
      id: r.id,
      kind: "REFUND" as const,
      method: methods.get(r.paymentId) ?? ("CARD" as const),
      amountCents: r.amountCents,
      status: r.status as RefundStatus,
      createdAt: r.createdAt.toISOString(),
      paymentId: r.paymentId,
      reason: r.reason,
    })),
  ];
  // Newest first; a refund made in the same instant as its payment still comes after it in time.
  listed.sort(
    (x, y) => y.at - x.at || (x.kind === y.kind ? y.id.localeCompare(x.id) : x.kind === "REFUND" ? -1 : 1),
  );
  return listed.map(({ at: _at, ...entry }) => entry);
}

/** The proposal's row for the studio, locked until the transaction ends (as the checkout locks it). */
export async function lockStudioProposal(tx: DbOrTx, photographerId: string, estimateId: string) {
  const [estimate] = await tx
    .select()
    .from(estimates)
    .where(and(eq(estimates.id, estimateId), eq(estimates.photographerId, photographerId)))
    .for("update");
  return estimate;
}

export async function setRefundEarning(tx: DbOrTx, refundId: string, earningId: string): Promise<void> {
  await tx.update(paymentRefunds).set({ earningId }).where(eq(paymentRefunds.id, refundId));
}
