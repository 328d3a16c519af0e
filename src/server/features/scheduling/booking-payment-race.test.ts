/**
 * The same booking checkout paid twenty times at once (a double-clicked Pay, a webhook retried while the
 * page also reports back): one payment counted, one earnings row, one PAID entry, the booking confirmed.
 * On PostgreSQL only (PGlite runs one transaction at a time and would hide a race).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TypedBookingResult } from "../../../shared/session-types.js";
import { bookingHistory, bookingPayments, photographerEarnings } from "../../db/schema/index.js";
import { testDbKind } from "../../test/databases.js";
import {
  anon,
  book,
  bookingByToken,
  createType,
  ctx,
  laDate,
  laInstant,
  miniSession,
  sessionOf,
  setUpTypedBooking,
  studio,
  testCard,
  visitor,
} from "./typed-booking.fixture.js";

describe.runIf(testDbKind() === "postgres")("one booking checkout paid 20 times at once (PostgreSQL)", () => {
  setUpTypedBooking();

  it("counts the payment once", async () => {
    const day = laDate(26);
    const slug = await createType(miniSession(day, 12_000));
    const res = await book(slug, visitor(laInstant(day, "09:00")));
    expect(res.statusCode, res.body).toBe(201);
    const held = res.json() as TypedBookingResult;
    const sessionId = sessionOf(held.paymentUrl!);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => anon().post(`/api/test-checkout/${sessionId}/pay`, testCard)),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().redirectUrl).toContain("payment=success");
    }

    const booking = await bookingByToken(held.bookingToken);
    expect(booking.status).toBe("CONFIRMED");
    const payments = await ctx.database.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, booking.id));
    expect(payments.map((p) => p.status)).toEqual(["COMPLETED"]);
    const earnings = await ctx.database.db
      .select()
      .from(photographerEarnings)
      .where(eq(photographerEarnings.photographerId, studio.photographerId));
    expect(earnings.filter((e) => e.paymentIntentId === payments[0]!.paymentIntentId)).toHaveLength(1);
    const history = await ctx.database.db
      .select()
      .from(bookingHistory)
      .where(eq(bookingHistory.bookingId, booking.id));
    expect(history.filter((h) => h.action === "PAID")).toHaveLength(1);
  });
});
