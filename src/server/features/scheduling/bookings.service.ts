import type { Booking, BookingStatus } from "../../../shared/scheduling.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { notFound } from "../../http/errors.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { BookingJobs } from "./booking-jobs.js";
import { findBooking, listBookings, lockBooking, toBooking, updateBooking } from "./bookings.queries.js";

export const BOOKING_NOT_FOUND_MESSAGE = "Booking not found";

export function createBookingsService(database: Database, queue: JobQueue, jobs: BookingJobs) {
  const { db } = database;

  /**
   * Sets a booking's status. Confirming (by the studio, or by the client on the booking page) queues
   * the calendar event and the confirmation e-mail in the same commit; cancelling queues the e-mails
   * that withdraw the invitations.
   */
  async function setStatusWithin(
    tx: DbOrTx,
    photographerId: string,
    bookingId: string,
    status: BookingStatus,
  ) {
    const row = await lockBooking(tx, photographerId, bookingId);
    if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    if (row.status === status) return row;
    const now = new Date();
    const updated = await updateBooking(tx, bookingId, {
      status,
      updatedAt: now,
      ...(status === "CONFIRMED" && !row.confirmedAt ? { confirmedAt: now } : {}),
    });
    if (status === "CONFIRMED") await queue.enqueue(jobs.confirmed, { bookingId }, { tx });
    if (status === "CANCELLED") await queue.enqueue(jobs.cancelled, { bookingId }, { tx });
    return updated!;
  }

  async function update(photographerId: string, bookingId: string, status: BookingStatus): Promise<Booking> {
    const row = await db.transaction((tx) => setStatusWithin(tx, photographerId, bookingId, status));
    return toBooking(row);
  }

  async function detail(photographerId: string, bookingId: string): Promise<Booking> {
    const row = await findBooking(db, photographerId, bookingId);
    if (!row) throw notFound(BOOKING_NOT_FOUND_MESSAGE);
    return toBooking(row);
  }

  return {
    list: (photographerId: string) => listBookings(db, photographerId),
    detail,
    update,
    setStatusWithin,
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
