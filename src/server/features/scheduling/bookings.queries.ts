import { and, asc, eq, gt, isNull, lt, ne, notInArray, or } from "drizzle-orm";
import type { Booking } from "../../../shared/scheduling.js";
import type { DbOrTx } from "../../db/connect.js";
import { bookings, photographers, sessionTypes, users } from "../../db/schema/index.js";

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
  return (await listBookingRows(db, photographerId)).map(toBooking);
}

export async function listBookingRows(db: DbOrTx, photographerId: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.photographerId, photographerId))
    .orderBy(asc(bookings.startAt));
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

/**
 * Bookings that hold time between `from` and `to`: everything but cancelled and expired ones. A paying
 * hold (HELD) keeps its slot until its holdExpiresAt; past it, it holds nothing even before the expiry
 * job has marked it EXPIRED (`now`).
 */
export async function activeBookingsBetween(
  db: DbOrTx,
  photographerId: string,
  from: Date,
  to: Date,
  now: Date = new Date(),
) {
  return db
    .select({
      id: bookings.id,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      clientName: bookings.clientName,
      title: bookings.title,
      status: bookings.status,
      sessionTypeId: bookings.sessionTypeId,
      holdExpiresAt: bookings.holdExpiresAt,
      // The studio's calendar names and colours each booking by its type.
      sessionTypeName: sessionTypes.name,
      sessionTypeColor: sessionTypes.color,
    })
    .from(bookings)
    .leftJoin(sessionTypes, eq(sessionTypes.id, bookings.sessionTypeId))
    .where(
      and(
        eq(bookings.photographerId, photographerId),
        notInArray(bookings.status, ["CANCELLED", "EXPIRED"]),
        or(ne(bookings.status, "HELD"), isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, now)),
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

/** The studio's booking, locked until the transaction ends. */
export async function lockBooking(tx: DbOrTx, photographerId: string, bookingId: string) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.photographerId, photographerId), eq(bookings.id, bookingId)))
    .for("update");
  return row;
}

export async function updateBooking(
  tx: DbOrTx,
  bookingId: string,
  values: Partial<typeof bookings.$inferInsert>,
) {
  const [updated] = await tx.update(bookings).set(values).where(eq(bookings.id, bookingId)).returning();
  return updated;
}

export async function insertBooking(tx: DbOrTx, values: typeof bookings.$inferInsert): Promise<BookingRow> {
  const [row] = await tx.insert(bookings).values(values).returning();
  return row!;
}

/** What the public booking page shows of the studio. */
export async function findBookingPageStudio(db: DbOrTx, photographerId: string) {
  const [studio] = await db
    .select({
      businessName: photographers.businessName,
      logoUrl: photographers.logoUrl,
      brandPrimary: photographers.brandPrimary,
      timezone: photographers.timezone,
    })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return studio;
}

/** Locks the studio's row until the transaction ends: its public bookings are decided one at a time. */
export async function lockStudioForBooking(tx: DbOrTx, photographerId: string): Promise<void> {
  await tx
    .select({ id: photographers.id })
    .from(photographers)
    .where(eq(photographers.id, photographerId))
    .for("update");
}

/** A booking by id alone (a job's), locked until the transaction ends. */
export async function lockBookingById(tx: DbOrTx, bookingId: string): Promise<BookingRow | null> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
  return row ?? null;
}

/** What the booking e-mails need of the studio, and its first photographer user's sign-in address. */
export async function findBookingEmailStudio(tx: DbOrTx, photographerId: string) {
  const [row] = await tx
    .select({
      businessName: photographers.businessName,
      timezone: photographers.timezone,
      emailFromAddr: photographers.emailFromAddr,
    })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  const [owner] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.photographerId, photographerId), eq(users.role, "PHOTOGRAPHER")))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return { ...row!, ownerEmail: owner?.email ?? null };
}
