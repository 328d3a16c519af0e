/**
 * What the studio may do to a paying hold from its booking details: a hold still being paid for can only
 * be cancelled, one that ran out is no booking at all, and reviving a cancelled booking whose time was
 * taken since is a 409, never a 500 from the unique index. And the studio's calendar names each booking's type.
 */
import { describe, expect, it } from "vitest";
import type { DaySlots } from "../../../shared/scheduling.js";
import type { TypedBookingResult } from "../../../shared/session-types.js";
import { as } from "../../test/http.js";
import { HOLD_AWAITING_PAYMENT, HOLD_RAN_OUT } from "./bookings.service.js";
import {
  book,
  bookingByToken,
  createType,
  ctx,
  laDate,
  laInstant,
  miniSession,
  runHoldExpiry,
  setUpTypedBooking,
  studio,
  visitor,
} from "./typed-booking.fixture.js";

setUpTypedBooking();

const setStatus = (id: string, status: string) =>
  as(ctx, studio.cookie).put(`/api/bookings/${id}`, { status });

async function booked(slug: string, start: string, answers?: []): Promise<TypedBookingResult> {
  const res = await book(slug, visitor(start, answers ? { answers } : {}));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as TypedBookingResult;
}

describe("the studio's status changes on holds", () => {
  it("refuses to confirm a hold being paid for, allows cancelling it, and refuses to touch an expired one", async () => {
    const day = laDate(21);
    const slug = await createType(miniSession(day, 9_000));
    const first = await booked(slug, laInstant(day, "09:00"));
    const held = await bookingByToken(first.bookingToken);
    const confirm = await setStatus(held.id, "CONFIRMED");
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe(HOLD_AWAITING_PAYMENT);
    expect((await bookingByToken(first.bookingToken)).status).toBe("HELD");
    const cancel = await setStatus(held.id, "CANCELLED");
    expect(cancel.statusCode, cancel.body).toBe(200);

    const second = await booked(slug, laInstant(day, "09:25"));
    await runHoldExpiry(new Date(Date.parse(second.holdExpiresAt!) + 1000));
    const expired = await bookingByToken(second.bookingToken);
    expect(expired.status).toBe("EXPIRED");
    for (const status of ["CONFIRMED", "PENDING", "CANCELLED"]) {
      const res = await setStatus(expired.id, status);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(HOLD_RAN_OUT);
    }
    expect((await bookingByToken(second.bookingToken)).status).toBe("EXPIRED");
  });

  it("answers 409 when a cancelled booking is revived after its time was booked again", async () => {
    const day = laDate(22);
    const slug = await createType(miniSession(day));
    const start = laInstant(day, "10:15");
    const first = await bookingByToken((await booked(slug, start)).bookingToken);
    expect((await setStatus(first.id, "CANCELLED")).statusCode).toBe(200);
    await booked(slug, start);
    const revive = await setStatus(first.id, "CONFIRMED");
    expect(revive.statusCode, revive.body).toBe(409);
    expect((await bookingByToken(first.bookingToken)).status).toBe("CANCELLED");
  });
});

describe("the studio's calendar", () => {
  it("shows a booked slot with its session type's name and colour", async () => {
    const day = laDate(9);
    const slug = await createType({ name: "Engagement session", slug: "engagement", color: "#0f766e" });
    const start = laInstant(day, "11:00");
    await booked(slug, start, []);
    const res = await as(ctx, studio.cookie).get(`/api/availability/slots/${day}`);
    expect(res.statusCode, res.body).toBe(200);
    const slot = (res.json() as DaySlots).slots.find((s) => s.startTime === start);
    expect(slot?.booking).toMatchObject({
      clientName: "Ava Brooks",
      sessionType: { name: "Engagement session", color: "#0f766e" },
    });
  });
});
