/**
 * Each type slot's status: bookings of any type, calendar busy times, the before and after buffers apart,
 * minimum notice, the per-day cap of this type, the order they apply in, and the booking window.
 */
import { describe, expect, it } from "vitest";
import {
  instants,
  sameTypeBooking,
  typeDayOf,
  typeRules,
  typeSlotsOf,
  typeStatuses,
} from "./session-slots.fixture";
import { booking, calendarBusy, hours, weekdays } from "./slots.fixture";

// Wednesday 3 June 2026, New York (EDT, UTC-4): 10:00 local is 14:00Z.
const morning = [hours(3, "09:00", "12:30")];
const quarterHours = (changes: Parameters<typeof typeRules>[0] = {}) =>
  typeRules({ durationMinutes: 30, slotIntervalMinutes: 15, ...changes });
const tenToEleven = booking("2026-06-03T14:00:00Z", "2026-06-03T15:00:00Z", "other-type");

describe("bookings, calendar and the two buffers", () => {
  it("a booking of another type makes the overlapping slots BOOKED with its id; touching is free", () => {
    const slots = typeDayOf({ templates: morning, rules: quarterHours(), busy: [tenToEleven] });
    expect(typeStatuses(slots).slice(2, 11)).toEqual([
      "09:30 AVAILABLE",
      "09:45 BOOKED",
      "10:00 BOOKED",
      "10:15 BOOKED",
      "10:30 BOOKED",
      "10:45 BOOKED",
      "11:00 AVAILABLE",
      "11:15 AVAILABLE",
      "11:30 AVAILABLE",
    ]);
    expect(slots.filter((s) => s.status === "BOOKED").every((s) => s.bookingId === "other-type")).toBe(true);
    expect(slots.filter((s) => s.status !== "BOOKED").every((s) => s.bookingId === null)).toBe(true);
  });

  it("15 minutes before: the slot right after the booking is BUFFER, the one right before is not", () => {
    const slots = typeDayOf({
      templates: morning,
      rules: quarterHours({ bufferBeforeMinutes: 15 }),
      busy: [tenToEleven],
    });
    expect(typeStatuses(slots).slice(2, 9)).toEqual([
      "09:30 AVAILABLE",
      "09:45 BOOKED",
      "10:00 BOOKED",
      "10:15 BOOKED",
      "10:30 BOOKED",
      "10:45 BOOKED",
      "11:00 BUFFER",
    ]);
    expect(typeStatuses(slots)[9]).toBe("11:15 AVAILABLE");
  });

  it("15 minutes after: the slot right before the booking is BUFFER, the one right after is not", () => {
    const slots = typeDayOf({
      templates: morning,
      rules: quarterHours({ bufferAfterMinutes: 15 }),
      busy: [tenToEleven],
    });
    expect(typeStatuses(slots).slice(1, 9)).toEqual([
      "09:15 AVAILABLE",
      "09:30 BUFFER",
      "09:45 BOOKED",
      "10:00 BOOKED",
      "10:15 BOOKED",
      "10:30 BOOKED",
      "10:45 BOOKED",
      "11:00 AVAILABLE",
    ]);
  });

  it("calendar busy time is BUSY without a booking id, and buffers do not widen it", () => {
    const slots = typeDayOf({
      templates: morning,
      rules: quarterHours({ bufferBeforeMinutes: 15, bufferAfterMinutes: 15 }),
      busy: [calendarBusy("2026-06-03T14:00:00Z", "2026-06-03T14:30:00Z")],
    });
    expect(typeStatuses(slots).slice(1, 8)).toEqual([
      "09:15 AVAILABLE",
      "09:30 AVAILABLE",
      "09:45 BUSY",
      "10:00 BUSY",
      "10:15 BUSY",
      "10:30 AVAILABLE",
      "10:45 AVAILABLE",
    ]);
    expect(slots.every((s) => s.bookingId === null)).toBe(true);
  });

  it("takes the first status that applies: BOOKED, BUSY, BUFFER, TOO_SOON, then FULL", () => {
    // Every slot below is also TOO_SOON (notice runs to 16:00 local) and FULL (this type's one a day).
    const slots = typeDayOf({
      templates: [hours(3, "09:00", "13:00")],
      rules: typeRules({
        slotIntervalMinutes: 60,
        bufferBeforeMinutes: 15,
        bufferAfterMinutes: 30,
        minNoticeMinutes: 2 * 24 * 60 + 8 * 60,
        maxPerDay: 1,
      }),
      busy: [
        sameTypeBooking("2026-06-03T13:00:00Z", "2026-06-03T14:00:00Z", "mine"),
        calendarBusy("2026-06-03T13:00:00Z", "2026-06-03T15:00:00Z"),
        booking("2026-06-03T16:15:00Z", "2026-06-03T16:45:00Z", "late"),
      ],
    });
    expect(typeStatuses(slots)).toEqual(["09:00 BOOKED", "10:00 BUSY", "11:00 BUFFER", "12:00 BOOKED"]);
    expect(slots.map((s) => s.bookingId)).toEqual(["mine", null, null, "late"]);
    const later = typeDayOf({
      templates: [hours(3, "09:00", "16:00")],
      rules: typeRules({ minNoticeMinutes: 2 * 24 * 60 + 5 * 60, maxPerDay: 1 }),
      busy: [sameTypeBooking("2026-06-03T13:00:00Z", "2026-06-03T14:00:00Z", "mine")],
    });
    expect(typeStatuses(later).slice(1)).toEqual([
      "10:00 TOO_SOON",
      "11:00 TOO_SOON",
      "12:00 TOO_SOON",
      "13:00 FULL",
      "14:00 FULL",
      "15:00 FULL",
    ]);
  });
});

describe("minimum notice", () => {
  // now: Monday 1 June 2026, 08:00 New York.
  it("with 48 hours' notice a slot exactly 48 hours ahead is AVAILABLE and one a minute sooner is not", () => {
    const slots = typeDayOf({
      templates: [hours(3, "07:59", "08:59"), hours(3, "08:00", "09:00")],
      rules: typeRules({ minNoticeMinutes: 48 * 60 }),
    });
    expect(instants(slots)).toEqual([
      "2026-06-03T11:59:00.000Z 2026-06-03T12:59:00.000Z",
      "2026-06-03T12:00:00.000Z 2026-06-03T13:00:00.000Z",
    ]);
    expect(slots.map((s) => s.status)).toEqual(["TOO_SOON", "AVAILABLE"]);
  });

  it("slots earlier today are TOO_SOON even without notice, and onlyAvailable drops them", () => {
    const today = typeDayOf({ templates: [hours(1, "06:00", "10:00")] }, "2026-06-01");
    expect(typeStatuses(today)).toEqual([
      "06:00 TOO_SOON",
      "07:00 TOO_SOON",
      "08:00 AVAILABLE",
      "09:00 AVAILABLE",
    ]);
    const open = typeDayOf({ templates: [hours(1, "06:00", "10:00")], onlyAvailable: true }, "2026-06-01");
    expect(instants(open)).toEqual([
      "2026-06-01T12:00:00.000Z 2026-06-01T13:00:00.000Z",
      "2026-06-01T13:00:00.000Z 2026-06-01T14:00:00.000Z",
    ]);
  });
});

describe("at most N of this type a day", () => {
  const days = { templates: weekdays("09:00", "13:00"), from: "2026-06-02", to: "2026-06-04" };
  const byDate = (slots: ReturnType<typeof typeSlotsOf>) =>
    Object.fromEntries(
      ["2026-06-02", "2026-06-03", "2026-06-04"].map((d) => [
        d,
        slots
          .filter((s) => s.date === d)
          .map((s) => s.status[0])
          .join(""),
      ]),
    );

  it("two of this type on a date fill it at maxPerDay 2; other dates stay open", () => {
    const slots = typeSlotsOf({
      ...days,
      rules: typeRules({ maxPerDay: 2 }),
      busy: [
        sameTypeBooking("2026-06-03T13:00:00Z", "2026-06-03T14:00:00Z", "a"),
        sameTypeBooking("2026-06-03T15:00:00Z", "2026-06-03T16:00:00Z", "b"),
      ],
    });
    expect(byDate(slots)).toEqual({ "2026-06-02": "AAAA", "2026-06-03": "BFBF", "2026-06-04": "AAAA" });
  });

  it("one short of the cap, or bookings of other types, leave the date open", () => {
    const slots = typeSlotsOf({
      ...days,
      rules: typeRules({ maxPerDay: 2 }),
      busy: [
        sameTypeBooking("2026-06-03T13:00:00Z", "2026-06-03T14:00:00Z", "a"),
        booking("2026-06-03T15:00:00Z", "2026-06-03T16:00:00Z", "other"),
        { ...sameTypeBooking("2026-06-03T16:00:00Z", "2026-06-03T17:00:00Z"), kind: "CALENDAR" as const },
      ],
    });
    expect(byDate(slots)).toEqual({ "2026-06-02": "AAAA", "2026-06-03": "BABB", "2026-06-04": "AAAA" });
    const uncapped = typeSlotsOf({
      ...days,
      busy: [sameTypeBooking("2026-06-02T13:00:00Z", "2026-06-02T14:00:00Z")],
    });
    expect(byDate(uncapped)["2026-06-02"]).toBe("BAAA");
  });

  it("counts a booking by its studio-local date: 23:30 in New York is the next UTC day", () => {
    const slots = typeSlotsOf({
      ...days,
      rules: typeRules({ maxPerDay: 1 }),
      busy: [sameTypeBooking("2026-06-03T03:30:00Z", "2026-06-03T04:00:00Z", "late-tuesday")],
    });
    expect(byDate(slots)).toEqual({ "2026-06-02": "FFFF", "2026-06-03": "AAAA", "2026-06-04": "AAAA" });
  });
});

describe("the booking window", () => {
  it("gives only today to today + bookingWindowDays, whatever range is asked", () => {
    const slots = typeSlotsOf({
      templates: [hours(1, "09:00", "10:00")],
      rules: typeRules({ bookingWindowDays: 14 }),
      from: "2026-05-01",
      to: "2026-08-01",
    });
    expect(slots.map((s) => s.date)).toEqual(["2026-06-01", "2026-06-08", "2026-06-15"]);
    expect(typeSlotsOf({ templates: morning, from: "2026-06-04", to: "2026-06-02" })).toEqual([]);
  });
});
