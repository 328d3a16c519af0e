import { type BookingStatus, SLOT_TAKEN } from "../../../shared/scheduling.js";
import type { BookingActor, StudioBooking } from "../../../shared/session-types.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { conflict, notFound } from "../../http/errors.js";
import type { JobQueue } from "../../jobs/queue.js";
import { emitBookingEvent } from "../webhooks/webhook-emitters.js";
import { insertBookingHistory } from "./booking-history.queries.js";
import type { BookingJobs } from "./booking-jobs.js";
import type { BookingRefunds } from "./booking-refunds.service.js";
import { withStudioDetails } from "./booking-self-service.details.js";
import { findBooking, listBookingRows, lockBooking, updateBooking } from "./bookings.queries.js";
import { isUniqueViolation } from "./unique-violation.js";

/** Who cancels and what goes back of a paid booking; the studio's own cancel refunds in full. */
export interface CancelOptions {
  actor: BookingActor;
  reason?: string | null;
  refundFor?: (paidCents: number) => number;
}
const STUDIO_CANCEL: CancelOptions = { actor: "STUDIO", refundFor: (paid) => paid };

export const BOOKING_NOT_FOUND_MESSAGE = "Booking not found";
export const HOLD_RAN_OUT = "This booking's hold ran out unpaid, so there is no booking to change";
export const HOLD_AWAITING_PAYMENT =
  "This booking is waiting for the client's payment: it can only be cancelled";

export function createBookingsService(
  database: Database,
  queue: JobQueue,
  jobs: BookingJobs,
  refunds?: BookingRefunds,
) {
  const { db } = database;

  /**
   * Sets a booking's status. Confirming (by the studio, or by the client on the booking page) queues
   * the calendar event and the confirmation e-mail in the same commit; cancelling queues the e-mails
   * that withdraw the invitations, records who cancelled, and writes the refund of a paid booking
   * (finished by refunds.finishPendingOf once this commits).
   */
  async function setStatusWithin(
    tx: DbOrTx,
    photographerId: string,
    bookingId: string,
    status: BookingStatus,
    cancel: CancelOptions = STUDIO_CANCEL,
  ) {
    const row = await lockBooking(tx, photographerId, bookingId);
    if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    if (row.status === status) return row;
    // A hold that ran out is no booking; one still being paid for is settled by the payment (or cancelled).
    if (row.status === "EXPIRED") throw conflict(HOLD_RAN_OUT);
    if (row.status === "HELD" && status !== "CANCELLED") throw conflict(HOLD_AWAITING_PAYMENT);
    const now = new Date();
    const cancelling = status === "CANCELLED";
    const updated = await updateBooking(tx, bookingId, {
      status,
      updatedAt: now,
      ...(status === "CONFIRMED" && !row.confirmedAt ? { confirmedAt: now } : {}),
      ...(cancelling
        ? { cancelledAt: now, cancelledBy: cancel.actor, cancelReason: cancel.reason ?? null }
        : {}),
    });
    if (status === "CONFIRMED") await queue.enqueue(jobs.confirmed, { bookingId }, { tx });
    if (cancelling) {
      await queue.enqueue(jobs.cancelled, { bookingId }, { tx });
      await emitBookingEvent(tx, queue, "booking.cancelled", bookingId);
      await insertBookingHistory(tx, {
        photographerId,
        bookingId,
        action: "CANCELLED",
        actor: cancel.actor,
        fromStartAt: row.startAt,
        note: cancel.reason ?? null,
      });
      if (refunds && cancel.refundFor) await refunds.reserveWithin(tx, bookingId, cancel.refundFor, now);
    }
    return updated!;
  }

  async function update(
    photographerId: string,
    bookingId: string,
    status: BookingStatus,
  ): Promise<StudioBooking> {
    try {
      await db.transaction((tx) => setStatusWithin(tx, photographerId, bookingId, status));
    } catch (error) {
      // Reviving a cancelled booking whose start another booking has taken since.
      if (isUniqueViolation(error)) throw conflict(SLOT_TAKEN);
      throw error;
    }
    if (status === "CANCELLED") await refunds?.finishPendingOf(bookingId);
    return detail(photographerId, bookingId);
  }

  async function detail(photographerId: string, bookingId: string): Promise<StudioBooking> {
    const row = await findBooking(db, photographerId, bookingId);
    if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    const [booking] = await withStudioDetails(db, photographerId, [row]);
    return booking!;
  }

  return {
    list: async (photographerId: string) =>
      withStudioDetails(db, photographerId, await listBookingRows(db, photographerId)),
    detail,
    update,
    setStatusWithin,
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
