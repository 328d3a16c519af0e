/**
 * A paid booking's payment rows: the checkout opened with the hold, its completion (decided by one
 * conditional UPDATE). Refunds are booking-refunds.queries.ts'.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { bookingPayments, bookings, photographers, sessionTypes } from "../../db/schema/index.js";

export type BookingPaymentRow = typeof bookingPayments.$inferSelect;

export async function insertBookingPayment(
  tx: DbOrTx,
  values: typeof bookingPayments.$inferInsert,
): Promise<BookingPaymentRow> {
  const [row] = await tx.insert(bookingPayments).values(values).returning();
  return row!;
}

export async function setPaymentSession(db: DbOrTx, paymentId: string, sessionId: string): Promise<void> {
  await db
    .update(bookingPayments)
    .set({ paymentSessionId: sessionId })
    .where(eq(bookingPayments.id, paymentId));
}

/** A checkout session's payment with what its page and its completion need of the booking. */
export async function findSessionBookingPayment(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({
      payment: bookingPayments,
      bookingToken: bookings.bookingToken,
      bookingTitle: bookings.title,
      startAt: bookings.startAt,
      businessName: photographers.businessName,
      timezone: photographers.timezone,
    })
    .from(bookingPayments)
    .innerJoin(bookings, eq(bookings.id, bookingPayments.bookingId))
    .innerJoin(photographers, eq(photographers.id, bookingPayments.photographerId))
    .where(eq(bookingPayments.paymentSessionId, sessionId));
  return row ?? null;
}

/**
 * Flips an open (or expired: the client paid as the hold ran out) payment to COMPLETED; undefined when
 * another call already did. This is the one statement that decides a payment counts, once.
 */
export async function completeBookingPayment(
  tx: DbOrTx,
  paymentId: string,
  values: { completedAt: Date; paymentIntentId: string | null },
) {
  const [row] = await tx
    .update(bookingPayments)
    .set({ status: "COMPLETED", ...values })
    .where(and(eq(bookingPayments.id, paymentId), inArray(bookingPayments.status, ["PENDING", "EXPIRED"])))
    .returning();
  return row;
}

export async function findSessionTypeById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(sessionTypes).where(eq(sessionTypes.id, id));
  return row ?? null;
}
