/**
 * A type's own windows (dated ones, weekly ones, both) and the mini-session day they make: what is cut
 * from them, what the studio's hours no longer change, and the booking window around dated windows.
 */
import { describe, expect, it } from "vitest";
import {
  instants,
  onDate,
  onWeekday,
  ownWindows,
  typeDayOf,
  typeRules,
  typeSlotsOf,
  typeStarts,
} from "./session-slots.fixture";
import { booking, hours, weekdays } from "./slots.fixture";

// Saturday 6 June 2026, New York (EDT, UTC-4).
const SATURDAY = "2026-06-06";
const miniRules = typeRules({ durationMinutes: 20, bufferAfterMinutes: 5 });
const miniDay = ownWindows(onDate(SATURDAY, "09:00", "13:00"));

describe("a mini-session day: Saturday 09:00-13:00, 20-minute slots, 5 minutes after each", () => {
  it("starts at 09:00, 09:25, 09:50 ... 12:20: nine slots, the last ending 12:40", () => {
    const slots = typeSlotsOf({
      availability: miniDay,
      rules: miniRules,
      from: "2026-06-01",
      to: "2026-06-30",
    });
    expect(typeStarts(slots)).toEqual([
      "09:00",
      "09:25",
      "09:50",
      "10:15",
      "10:40",
      "11:05",
      "11:30",
      "11:55",
      "12:20",
    ]);
    expect(slots).toHaveLength(9);
    expect(instants(slots)).toEqual([
      "2026-06-06T13:00:00.000Z 2026-06-06T13:20:00.000Z",
      "2026-06-06T13:25:00.000Z 2026-06-06T13:45:00.000Z",
      "2026-06-06T13:50:00.000Z 2026-06-06T14:10:00.000Z",
      "2026-06-06T14:15:00.000Z 2026-06-06T14:35:00.000Z",
      "2026-06-06T14:40:00.000Z 2026-06-06T15:00:00.000Z",
      "2026-06-06T15:05:00.000Z 2026-06-06T15:25:00.000Z",
      "2026-06-06T15:30:00.000Z 2026-06-06T15:50:00.000Z",
      "2026-06-06T15:55:00.000Z 2026-06-06T16:15:00.000Z",
      "2026-06-06T16:20:00.000Z 2026-06-06T16:40:00.000Z",
    ]);
    expect(slots.every((s) => s.date === SATURDAY && s.status === "AVAILABLE")).toBe(true);
  });

  it("a booked slot leaves eight, its neighbours still free (the 5 minutes are in the interval)", () => {
    const busy = [booking("2026-06-06T13:25:00Z", "2026-06-06T13:45:00Z", "family-1")];
    const all = typeDayOf({ availability: miniDay, rules: miniRules, busy }, SATURDAY);
    expect(all.map((s) => s.status)).toEqual(["AVAILABLE", "BOOKED", ...Array(7).fill("AVAILABLE")]);
    const open = typeDayOf({ availability: miniDay, rules: miniRules, busy, onlyAvailable: true }, SATURDAY);
    expect(open).toHaveLength(8);
    expect(typeStarts(open).slice(0, 3)).toEqual(["09:00", "09:50", "10:15"]);
  });
});

describe("own windows", () => {
  it("gives the dated windows on their dates and the weekly ones on their weekdays", () => {
    const slots = typeSlotsOf({
      availability: ownWindows(
        onDate("2026-06-06", "10:00", "11:00"),
        onDate("2026-06-20", "15:00", "16:00"),
        onWeekday(2, "18:00", "19:00"),
      ),
      from: "2026-06-01",
      to: "2026-06-21",
    });
    expect(slots.map((s) => `${s.date} ${typeStarts([s])[0]}`)).toEqual([
      "2026-06-02 18:00",
      "2026-06-06 10:00",
      "2026-06-09 18:00",
      "2026-06-16 18:00",
      "2026-06-20 15:00",
    ]);
    expect(instants(slots)[4]).toBe("2026-06-20T19:00:00.000Z 2026-06-20T20:00:00.000Z");
  });

  it("adds a dated window to the weekly ones of its weekday, and gives overlapping starts once", () => {
    const slots = typeDayOf(
      {
        availability: ownWindows(
          onWeekday(2, "09:00", "11:00"),
          onDate("2026-06-09", "10:00", "12:00"),
          onDate("2026-06-09", "16:00", "17:00"),
        ),
      },
      "2026-06-09",
    );
    expect(typeStarts(slots)).toEqual(["09:00", "10:00", "11:00", "16:00"]);
    expect(new Set(slots.map((s) => s.id)).size).toBe(4);
  });

  it("ignores the studio's hours and overrides: a closed day still has its mini-session", () => {
    const slots = typeDayOf(
      {
        availability: ownWindows(onDate(SATURDAY, "09:00", "10:00")),
        templates: weekdays("09:00", "17:00", [{ startTime: "09:00", endTime: "12:00" }]),
        overrides: [{ date: SATURDAY, isAvailable: false, startTime: null, endTime: null, breaks: null }],
      },
      SATURDAY,
    );
    expect(instants(slots)).toEqual(["2026-06-06T13:00:00.000Z 2026-06-06T14:00:00.000Z"]);
    const weekday = typeDayOf({
      availability: ownWindows(onDate(SATURDAY, "09:00", "10:00")),
      templates: [hours(3, "09:00", "12:00")],
    });
    expect(weekday).toEqual([]);
  });

  it("leaves out dated windows before today and past the booking window", () => {
    const slots = typeSlotsOf({
      availability: ownWindows(
        onDate("2026-05-30", "09:00", "10:00"),
        onDate("2026-06-11", "09:00", "10:00"),
        onDate("2026-06-12", "09:00", "10:00"),
      ),
      rules: typeRules({ bookingWindowDays: 10 }),
      from: "2026-05-01",
      to: "2026-07-01",
    });
    expect(slots.map((s) => s.date)).toEqual(["2026-06-11"]);
  });
});
