/**
 * A booking's story (booking_history): each reschedule, cancel, payment, refund and expiry, who did it,
 * and from and to which start. Written in the transaction that made the change.
 */
import { asc, inArray } from "drizzle-orm";
import type {
  BookingActor,
  BookingHistoryAction,
  BookingHistoryEntry,
} from "../../../shared/session-types.js";
import type { DbOrTx } from "../../db/connect.js";
import { bookingHistory } from "../../db/schema/index.js";

export async function insertBookingHistory(
  tx: DbOrTx,
  values: {
    photographerId: string;
    bookingId: string;
    action: BookingHistoryAction;
    actor: BookingActor;
    fromStartAt?: Date | null;
    toStartAt?: Date | null;
    note?: string | null;
  },
): Promise<void> {
  // The clock of this call, not the transaction's: two entries of one transaction keep their order.
  await tx.insert(bookingHistory).values({ ...values, createdAt: new Date() });
}

/** The history of each booking, oldest first, by booking id. */
export async function historyOf(
  db: DbOrTx,
  bookingIds: string[],
): Promise<Map<string, BookingHistoryEntry[]>> {
  const byBooking = new Map<string, BookingHistoryEntry[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select()
    .from(bookingHistory)
    .where(inArray(bookingHistory.bookingId, bookingIds))
    .orderBy(asc(bookingHistory.createdAt), asc(bookingHistory.id));
  for (const row of rows) {
    const entries = byBooking.get(row.bookingId) ?? [];
    entries.push({
      action: row.action as BookingHistoryAction,
      actor: row.actor as BookingActor,
      fromStartAt: row.fromStartAt?.toISOString() ?? null,
      toStartAt: row.toStartAt?.toISOString() ?? null,
      note: row.note,
      createdAt: row.createdAt.toISOString(),
    });
    byBooking.set(row.bookingId, entries);
  }
  return byBooking;
}
