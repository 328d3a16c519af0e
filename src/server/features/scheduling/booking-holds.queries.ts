/**
 * Paying holds running out: the HELD bookings past their holdExpiresAt become EXPIRED, with their open
 * checkout, and the story of it in booking_history. Each statement is conditional on the status, so
 * the periodic job and a booking's own lazy check can both run it: a hold expires once.
 */
import { and, eq, inArray, lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { bookingHistory, bookingPayments, bookings } from "../../db/schema/index.js";

export type HistoryRow = typeof bookingHistory.$inferInsert;

export async function insertHistory(tx: DbOrTx, values: HistoryRow): Promise<void> {
  await tx.insert(bookingHistory).values(values);
}

/**
 * Marks lapsed holds EXPIRED (of one studio, or of every studio) and their PENDING payments with them;
 * answers the checkout sessions to close at the provider. With `bookingId`, that one hold ends now,
 * lapsed or not (its checkout could not be opened).
 */
export async function expireLapsedHolds(
  tx: DbOrTx,
  now: Date,
  scope: { photographerId?: string; bookingId?: string } = {},
): Promise<{ bookingIds: string[]; sessionIds: string[] }> {
  const expired = await tx
    .update(bookings)
    .set({ status: "EXPIRED", updatedAt: now })
    .where(
      and(
        eq(bookings.status, "HELD"),
        scope.bookingId ? eq(bookings.id, scope.bookingId) : lte(bookings.holdExpiresAt, now),
        scope.photographerId ? eq(bookings.photographerId, scope.photographerId) : undefined,
      ),
    )
    .returning({ id: bookings.id, photographerId: bookings.photographerId, startAt: bookings.startAt });
  if (expired.length === 0) return { bookingIds: [], sessionIds: [] };
  const bookingIds = expired.map((b) => b.id);
  const payments = await tx
    .update(bookingPayments)
    .set({ status: "EXPIRED" })
    .where(and(inArray(bookingPayments.bookingId, bookingIds), eq(bookingPayments.status, "PENDING")))
    .returning({ paymentSessionId: bookingPayments.paymentSessionId });
  await tx.insert(bookingHistory).values(
    expired.map((b) => ({
      photographerId: b.photographerId,
      bookingId: b.id,
      action: "EXPIRED",
      actor: "SYSTEM",
      fromStartAt: b.startAt,
      note: "The hold ran out before payment",
    })),
  );
  return {
    bookingIds,
    sessionIds: payments.flatMap((p) => (p.paymentSessionId ? [p.paymentSessionId] : [])),
  };
}
