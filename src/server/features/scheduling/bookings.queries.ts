import { and, asc, eq, gt, lt, ne } from "drizzle-orm";
import type { Booking } from "../../../shared/scheduling.js";
import type { DbOrTx } from "../../db/connect.js";
import { bookings } from "../../db/schema/index.js";

export type BookingRow = typeof bookings.$inferSelect;

export function toBooking(row: BookingRow): Booking {
  return {
    id: row.id,
    projectId: row.projectId,
    clientId: row.clientId,
    title: row.title,
    description: row.description,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    status: row.status,
    bookingType: row.bookingType,
    isFirstBooking: row.isFirstBooking,
    meetingLink: row.meetingLink ?? row.googleMeetLink,
    googleMeetLink: row.googleMeetLink,
    bookingToken: row.bookingToken,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    clientPhone: row.clientPhone,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBookings(db: DbOrTx, photographerId: string): Promise<Booking[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.photographerId, photographerId))
    .orderBy(asc(bookings.startAt));
  return rows.map(toBooking);
}

export async function findBooking(db: DbOrTx, photographerId: string, id: string) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.photographerId, photographerId), eq(bookings.id, id)));
  return row ?? null;
}

export async function findBookingByToken(db: DbOrTx, token: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.bookingToken, token));
  return row ?? null;
}

/** Bookings that hold time between `from` and `to` (everything but cancelled ones). */
export async function activeBookingsBetween(db: DbOrTx, photographerId: string, from: Date, to: Date) {
  return db
    .select({
      id: bookings.id,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      clientName: bookings.clientName,
      title: bookings.title,
      status: bookings.status,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.photographerId, photographerId),
        ne(bookings.status, "CANCELLED"),
        lt(bookings.startAt, to),
        gt(bookings.endAt, from),
      ),
    )
    .orderBy(asc(bookings.startAt));
}

export async function hasEarlierBooking(db: DbOrTx, photographerId: string, clientId: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.photographerId, photographerId), eq(bookings.clientId, clientId)))
    .limit(1);
  return Boolean(row);
}
