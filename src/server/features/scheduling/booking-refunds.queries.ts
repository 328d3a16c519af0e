/**
 * The SQL of a cancelled booking's refund, kept on its booking_payments row: refunded_cents and
 * refund_status PENDING are written with the cancel, then SUCCEEDED (refund_id) or FAILED.
 */
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { BookingPaymentSummary } from "../../../shared/session-types.js";
import type { DbOrTx } from "../../db/connect.js";
import { bookingPayments } from "../../db/schema/index.js";

export type BookingPaymentRow = typeof bookingPayments.$inferSelect;

/** The booking's received payment with nothing refunded yet, locked until the transaction ends. */
export async function lockRefundablePayment(tx: DbOrTx, bookingId: string) {
  const [row] = await tx
    .select()
    .from(bookingPayments)
    .where(
      and(
        eq(bookingPayments.bookingId, bookingId),
        eq(bookingPayments.status, "COMPLETED"),
        isNull(bookingPayments.refundStatus),
      ),
    )
    .orderBy(desc(bookingPayments.completedAt))
    .limit(1)
    .for("update");
  return row ?? null;
}

/**
 * Writes the refund PENDING, only if none was written before: the condition decides, so a replayed
 * cancel cannot refund twice. The CHECK on the table keeps the amount within what was paid.
 */
export async function reserveRefund(tx: DbOrTx, paymentId: string, amountCents: number, now: Date) {
  const [row] = await tx
    .update(bookingPayments)
    .set({ refundedCents: amountCents, refundStatus: "PENDING", refundedAt: now })
    .where(and(eq(bookingPayments.id, paymentId), isNull(bookingPayments.refundStatus)))
    .returning();
  return row ?? null;
}

export async function findBookingPaymentById(db: DbOrTx, paymentId: string) {
  const [row] = await db.select().from(bookingPayments).where(eq(bookingPayments.id, paymentId));
  return row ?? null;
}

/** The booking's refunds still waiting for the provider's answer. */
export async function pendingRefundsOf(db: DbOrTx, bookingId: string) {
  return db
    .select({ id: bookingPayments.id })
    .from(bookingPayments)
    .where(and(eq(bookingPayments.bookingId, bookingId), eq(bookingPayments.refundStatus, "PENDING")));
}

/** Settles a PENDING refund; null when another run already did. */
export async function settleRefund(
  tx: DbOrTx,
  paymentId: string,
  values: { refundStatus: "SUCCEEDED" | "FAILED"; refundId?: string | null },
) {
  const [row] = await tx
    .update(bookingPayments)
    .set(values)
    .where(and(eq(bookingPayments.id, paymentId), eq(bookingPayments.refundStatus, "PENDING")))
    .returning();
  return row ?? null;
}

/** The latest payment of each booking (a paid one before one that expired unpaid), by booking id. */
export async function paymentsOf(
  db: DbOrTx,
  bookingIds: string[],
): Promise<Map<string, BookingPaymentSummary>> {
  const byBooking = new Map<string, BookingPaymentSummary>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select()
    .from(bookingPayments)
    .where(inArray(bookingPayments.bookingId, bookingIds))
    .orderBy(desc(bookingPayments.createdAt));
  const rank = (status: string) => (status === "COMPLETED" ? 2 : status === "PENDING" ? 1 : 0);
  for (const row of rows) {
    const seen = byBooking.get(row.bookingId);
    if (seen && rank(seen.status) >= rank(row.status)) continue;
    byBooking.set(row.bookingId, {
      amountCents: row.amountCents,
      currency: row.currency,
      status: row.status as BookingPaymentSummary["status"],
      refundedCents: row.refundedCents,
      refundStatus: (row.refundStatus as BookingPaymentSummary["refundStatus"]) ?? null,
    });
  }
  return byBooking;
}
