/**
 * What the client self-service tests share, on top of the public booking fixture (studio A, New York,
 * open 09:00–17:00 every day): a booking made on A's calendar, the instant of a wall time, A's default
 * session type changed in place, a payment recorded as received, and A's revenue.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { zonedTimeToUtc } from "../../../shared/automation-schedule.js";
import type { PublicBookingResult } from "../../../shared/scheduling.js";
import { bookingHistory, bookingPayments, bookings, sessionTypes } from "../../db/schema/index.js";
import { as } from "../../test/http.js";
import { dateAhead, NEW_YORK, slotAt, validBooking } from "../../test/scheduling-fixtures.js";
import { a, anon, bookUrl, ctx, email, mailTo, tokenA } from "./public-booking.fixture.js";

export const pageUrl = (token: string) => `/api/public/booking/${token}`;

/** The instant of `hh:mm` on A's wall clock, `days` from today. */
export function instantAt(days: number, hhmm: string): string {
  const [year, month, day] = dateAhead(days).split("-").map(Number) as [number, number, number];
  const [hour, minute] = hhmm.split(":").map(Number) as [number, number];
  return zonedTimeToUtc({ year, month, day, hour, minute }, NEW_YORK).toISOString();
}

/** A visitor books `hh:mm`, `days` from today, on A's calendar (A's default type). */
export async function bookAt(days: number, hhmm: string) {
  const address = email();
  const date = dateAhead(days);
  const res = await anon().post(bookUrl(tokenA, date, slotAt(date, hhmm)), validBooking(address));
  expect(res.statusCode, res.body).toBe(201);
  const { booking } = res.json() as PublicBookingResult;
  return { id: booking.id, token: booking.bookingToken, address };
}

/** Changes A's default type (the one its calendar books) in place. */
export async function setDefaultType(values: Partial<typeof sessionTypes.$inferInsert>) {
  await ctx.database.db
    .update(sessionTypes)
    .set(values)
    .where(and(eq(sessionTypes.photographerId, a.photographerId), eq(sessionTypes.isDefault, true)));
}

/** A payment received for the booking, as a completed checkout leaves it. */
export async function pay(bookingId: string, amountCents: number) {
  await ctx.database.db.insert(bookingPayments).values({
    photographerId: a.photographerId,
    bookingId,
    amountCents,
    currency: "USD",
    status: "COMPLETED",
    paymentSessionId: `cs_test_${randomUUID()}`,
    paymentIntentId: `pi_test_${randomUUID()}`,
    completedAt: new Date(),
  });
}

/** Everything A has received, less refunds. */
export async function revenue(): Promise<number> {
  const res = await as(ctx, a.cookie).get("/api/stripe-connect/revenue");
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { receivedCents: number }).receivedCents;
}

export async function bookingRow(id: string) {
  const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

export async function historyRows(id: string) {
  return ctx.database.db.select().from(bookingHistory).where(eq(bookingHistory.bookingId, id));
}

/** The e-mails to `to` whose subject starts so, with their calendar invitation's text. */
export async function mailsStarting(to: string, subjectStart: string) {
  return (await mailTo(to))
    .filter((m) => m.subject?.startsWith(subjectStart))
    .map((m) => ({ text: m.textBody ?? "", ics: m.attachments?.[0]?.content ?? "" }));
}
