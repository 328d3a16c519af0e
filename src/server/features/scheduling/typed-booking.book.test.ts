/**
 * Booking a session type: a free type's PENDING booking with its answers, the answers' checks, and the
 * refusals (taken, not offered, unknown type), nothing written when refused.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SLOT_TAKEN, SLOT_UNAVAILABLE, slotIdOf } from "../../../shared/scheduling.js";
import type { TypedBookingResult } from "../../../shared/session-types.js";
import { bookings, projects } from "../../db/schema/index.js";
import {
  book,
  bookingByToken,
  createType,
  ctx,
  LONDON,
  laDate,
  laInstant,
  miniSession,
  setUpTypedBooking,
  slotsOf,
  starts,
  studio,
  token,
  visitor,
} from "./typed-booking.fixture.js";

setUpTypedBooking();

const studioBookings = () =>
  ctx.database.db.select().from(bookings).where(eq(bookings.photographerId, studio.photographerId));

describe("booking a free session type", () => {
  it("makes a PENDING booking of the type with its answers, in a project of the type's kind", async () => {
    const day = laDate(14);
    const slug = await createType({
      ...miniSession(day),
      name: "Newborn minis",
      projectType: "NEWBORN",
      questions: [
        { label: "How many people?", type: "SHORT_TEXT", required: true },
        { label: "Anything else?", type: "LONG_TEXT", required: false },
      ],
    });
    const start = laInstant(day, "09:25");
    const input = visitor(start, {
      answers: [
        { label: "Anything else?", answer: "Our dog" },
        { label: "How many people?", answer: "3" },
      ],
    });
    const res = await book(slug, input);
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json() as TypedBookingResult;
    expect(result.status).toBe("PENDING");
    expect(result.paymentUrl).toBeUndefined();
    const row = await bookingByToken(result.bookingToken);
    expect(row).toMatchObject({
      title: "Newborn minis",
      status: "PENDING",
      bookingType: "SESSION",
      clientTimezone: LONDON,
      clientEmail: input.clientEmail,
      holdExpiresAt: null,
    });
    expect(row.startAt.toISOString()).toBe(start);
    expect(row.endAt.toISOString()).toBe(laInstant(day, "09:45"));
    expect(row.sessionTypeId).not.toBeNull();
    // In the questions' order, as the studio wrote them.
    expect(row.answers).toEqual([
      { label: "How many people?", answer: "3" },
      { label: "Anything else?", answer: "Our dog" },
    ]);
    const [project] = await ctx.database.db.select().from(projects).where(eq(projects.id, row.projectId!));
    expect(project!.projectType).toBe("NEWBORN");

    // The slot is gone from the type's page; the request e-mails go out as for any booking.
    const view = await slotsOf(slug, day, day);
    expect(starts(view)).not.toContain(start);
    expect(view.remaining).toBe(8);
    await ctx.queue.drain();
    expect((await bookingByToken(result.bookingToken)).requestEmailsSentAt).not.toBeNull();

    // The same slot again: taken, and nothing more is written.
    const again = await book(slug, visitor(start));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SLOT_TAKEN);
    const rows = (await studioBookings()).filter((b) => b.startAt.toISOString() === start);
    expect(rows).toHaveLength(1);
  });

  it("keeps the photographer's gap: another type cannot book into a session or its buffer", async () => {
    const day = laDate(15);
    const mini = await createType(miniSession(day));
    const other = await createType({ name: "Headshots", durationMinutes: 30, slotIntervalMinutes: 15 });
    expect((await book(mini, visitor(laInstant(day, "10:15")))).statusCode).toBe(201);
    // 10:15-10:35 is booked, with 5 minutes after: a headshot at 10:30 overlaps, one at 10:45 is free.
    const clash = await book(other, visitor(laInstant(day, "10:30"), { answers: [] }));
    expect(clash.statusCode).toBe(409);
    expect((await book(other, visitor(laInstant(day, "10:45"), { answers: [] }))).statusCode).toBe(201);
  });

  it("refuses a missing required answer, an unknown question and a bad zone with 400, writing nothing", async () => {
    const day = laDate(16);
    const slug = await createType(miniSession(day));
    const start = laInstant(day, "11:05");
    const before = (await studioBookings()).length;

    const missing = await book(slug, visitor(start, { answers: [] }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please answer "How many people?"');
    const blank = await book(
      slug,
      visitor(start, { answers: [{ label: "How many people?", answer: "  " }] }),
    );
    expect(blank.statusCode).toBe(400);
    const stranger = await book(
      slug,
      visitor(start, {
        answers: [
          { label: "How many people?", answer: "2" },
          { label: "Shoe size?", answer: "9" },
        ],
      }),
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toContain("Shoe size?");
    const zone = await book(slug, visitor(start, { timeZone: "Nowhere/Else" }));
    expect(zone.statusCode).toBe(400);
    const noName = await book(slug, { ...visitor(start), clientName: "" });
    expect(noName.statusCode).toBe(400);

    expect((await studioBookings()).length).toBe(before);
    expect((await book(slug, visitor(start))).statusCode).toBe(201);
  });

  it("refuses a time that is not one of the type's slots, and an unknown type", async () => {
    const day = laDate(17);
    const slug = await createType(miniSession(day));
    // Between two slots, outside the day's window, on another day.
    for (const start of [laInstant(day, "09:10"), laInstant(day, "14:00"), laInstant(laDate(18), "09:00")]) {
      const res = await book(slug, visitor(start));
      expect(res.statusCode, start).toBe(409);
      expect(res.json().message).toBe(SLOT_UNAVAILABLE);
    }
    const unknown = await book("no-such-type", visitor(laInstant(day, "09:00")));
    expect(unknown.statusCode).toBe(404);
    const rows = await ctx.database.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.photographerId, studio.photographerId),
          eq(bookings.startAt, new Date(laInstant(day, "09:00"))),
        ),
      );
    expect(rows).toHaveLength(0);
  });

  it("still books the original way, now as the default Consultation type", async () => {
    const day = laDate(19);
    const slotId = slotIdOf(Date.parse(laInstant(day, "15:00")));
    const res = await ctx.app.inject({
      method: "POST",
      url: `/api/public/booking/calendar/${token}/book/${day}/${slotId}?tz=America/Los_Angeles`,
      payload: { clientName: "Old Flow", clientEmail: "old-flow@example.com" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await bookingByToken(res.json().booking.bookingToken);
    expect(row.sessionTypeId).not.toBeNull();
    expect(row.title).toBe("Consultation");
  });
});
