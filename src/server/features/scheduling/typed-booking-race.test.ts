/**
 * Twenty visitors at once for the last slot of a paid mini-session day: one hold, nineteen clear
 * refusals, one booking and one payment row. On PostgreSQL only (PGlite runs one transaction at a time
 * and would hide a race).
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SLOT_TAKEN } from "../../../shared/scheduling.js";
import { bookingPayments, bookings } from "../../db/schema/index.js";
import { testDbKind } from "../../test/databases.js";
import {
  book,
  createType,
  ctx,
  laDate,
  laInstant,
  setUpTypedBooking,
  slotsOf,
  starts,
  studio,
  visitor,
} from "./typed-booking.fixture.js";

describe.runIf(testDbKind() === "postgres")("20 bookings of one slot at once (PostgreSQL)", () => {
  setUpTypedBooking();

  it("holds the last mini-session slot for exactly one of them", async () => {
    const day = laDate(24);
    // Two 20-minute slots (09:00 and 09:25); the first is booked already.
    const slug = await createType({
      name: "Last minis",
      durationMinutes: 20,
      bufferAfterMinutes: 5,
      priceCents: 4_000,
      availability: { windows: [{ date: day, startTime: "09:00", endTime: "09:45" }] },
    });
    const first = await book(slug, visitor(laInstant(day, "09:00"), { answers: [] }));
    expect(first.statusCode, first.body).toBe(201);
    const last = laInstant(day, "09:25");
    expect(starts(await slotsOf(slug, day, day))).toEqual([last]);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => book(slug, visitor(last, { answers: [] }))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array(19).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json().message).toBe(SLOT_TAKEN);
    }
    const held = await ctx.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.photographerId, studio.photographerId), eq(bookings.startAt, new Date(last))));
    expect(held.map((b) => b.status)).toEqual(["HELD"]);
    const payments = await ctx.database.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, held[0]!.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]!.paymentSessionId).not.toBeNull();
    const view = await slotsOf(slug, day, day);
    expect(view.remaining).toBe(0);
  });
});
