/**
 * The booking request e-mail says what has already happened: a first booking has moved the client into
 * the studio's consultation process by the time it is written, so it no longer waits for a confirmation.
 */
import { describe, expect, it } from "vitest";
import { clientRequestEmail } from "./booking-emails.js";
import type { BookingRow } from "./bookings.queries.js";

const studio = { businessName: "Golden Hour", timezone: "America/New_York", replyAddress: null };
const booking = (isFirstBooking: boolean) =>
  ({
    title: "Consultation",
    clientName: "Ana Ruiz",
    clientTimezone: "America/New_York",
    startAt: new Date("2027-03-02T15:00:00Z"),
    endAt: new Date("2027-03-02T16:00:00Z"),
    isFirstBooking,
  }) as BookingRow;

describe("the client's booking request e-mail", () => {
  it("tells a first-time client they are now in the consultation process, not that it waits on them", () => {
    const { text } = clientRequestEmail(booking(true), studio, "http://focal.test/public/booking/t");
    expect(text).toContain(
      "As this is your first booking, you're now part of Golden Hour's consultation process, so you'll hear from us about next steps.",
    );
    expect(text).not.toMatch(/once you confirm, you'll be moved/i);
    expect(text).toContain("Please confirm your booking here: http://focal.test/public/booking/t");
  });

  it("says nothing of the consultation process to a returning client", () => {
    const { text } = clientRequestEmail(booking(false), studio, "http://focal.test/public/booking/t");
    expect(text).not.toContain("consultation process");
  });
});
