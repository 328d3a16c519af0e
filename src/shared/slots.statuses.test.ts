/**
 * Each slot's status and the range asked for: bookings, calendar busy times and the buffer, minimum
 * notice, past dates and the booking window, and the shape of the result.
 */
import { describe, expect, it } from "vitest";
import { parseSlotId } from "./scheduling";
import { bookingWindow } from "./slots";
import {
  booking,
  calendarBusy,
  dayOf,
  everyDay,
  hhmm,
  hours,
  JUNE_NOW,
  MINUTE,
  NY,
  rules,
  slotsOf,
  statuses,
  weekdays,
} from "./slots.fixture";

describe("bookings, calendar and buffer", () => {
  const templates = weekdays("08:00", "13:00");

  it("marks a slot a booking overlaps BOOKED, with the booking's id", () => {
    const slots = dayOf({
      templates,
      busy: [booking("2026-06-03T14:30:00Z", "2026-06-03T15:15:00Z", "bk-7")],
    });
    expect(statuses(slots)).toEqual([
      "08:00 AVAILABLE",
      "09:00 AVAILABLE",
      "10:00 BOOKED",
      "11:00 BOOKED",
      "12:00 AVAILABLE",
    ]);
    expect(slots.filter((s) => s.status === "BOOKED").map((s) => s.bookingId)).toEqual(["bk-7", "bk-7"]);
    expect(slots.filter((s) => s.status !== "BOOKED").every((s) => s.bookingId === null)).toBe(true);
  });

  it("a booking that only touches a slot does not block it", () => {
    const slots = dayOf({ templates, busy: [booking("2026-06-03T14:00:00Z", "2026-06-03T15:00:00Z")] });
    expect(statuses(slots)).toEqual([
      "08:00 AVAILABLE",
      "09:00 AVAILABLE",
      "10:00 BOOKED",
      "11:00 AVAILABLE",
      "12:00 AVAILABLE",
    ]);
  });

  it("names the earliest of two bookings inside one slot", () => {
    const slots = dayOf({
      templates,
      busy: [
        booking("2026-06-03T14:30:00Z", "2026-06-03T15:00:00Z", "later"),
        booking("2026-06-03T14:00:00Z", "2026-06-03T14:30:00Z", "earlier"),
      ],
    });
    expect(slots.find((s) => s.status === "BOOKED")?.bookingId).toBe("earlier");
  });

  it("marks the slots within the buffer around a booking BUFFER", () => {
    const busy = [booking("2026-06-03T14:00:00Z", "2026-06-03T15:00:00Z")];
    expect(statuses(dayOf({ templates, busy, rules: rules({ bufferMinutes: 30 }) }))).toEqual([
      "08:00 AVAILABLE",
      "09:00 BUFFER",
      "10:00 BOOKED",
      "11:00 BUFFER",
      "12:00 AVAILABLE",
    ]);
    // A buffer that ends exactly where a slot starts does not reach it.
    expect(statuses(dayOf({ templates, busy, rules: rules({ bufferMinutes: 60 }) }))).toEqual([
      "08:00 AVAILABLE",
      "09:00 BUFFER",
      "10:00 BOOKED",
      "11:00 BUFFER",
      "12:00 AVAILABLE",
    ]);
    expect(statuses(dayOf({ templates, busy, rules: rules({ bufferMinutes: 61 }) }))).toEqual([
      "08:00 BUFFER",
      "09:00 BUFFER",
      "10:00 BOOKED",
      "11:00 BUFFER",
      "12:00 BUFFER",
    ]);
  });

  it("a buffer reaches across midnight into the next date", () => {
    const slots = slotsOf({
      templates: [hours(3, "22:00", "23:00"), hours(4, "00:00", "02:00")],
      busy: [booking("2026-06-04T02:00:00Z", "2026-06-04T03:00:00Z")],
      rules: rules({ bufferMinutes: 90 }),
      from: "2026-06-03",
      to: "2026-06-04",
    });
    expect(slots.map((s) => `${s.date} ${hhmm(s.startMs)} ${s.status}`)).toEqual([
      "2026-06-03 22:00 BOOKED",
      "2026-06-04 00:00 BUFFER",
      "2026-06-04 01:00 AVAILABLE",
    ]);
  });

  it("marks a slot a calendar busy time overlaps BUSY, without a booking id", () => {
    const slots = dayOf({ templates, busy: [calendarBusy("2026-06-03T15:45:00Z", "2026-06-03T16:15:00Z")] });
    expect(statuses(slots)).toEqual([
      "08:00 AVAILABLE",
      "09:00 AVAILABLE",
      "10:00 AVAILABLE",
      "11:00 BUSY",
      "12:00 BUSY",
    ]);
    expect(slots.every((s) => s.bookingId === null)).toBe(true);
  });

  it("a long busy time that started days before still blocks, and later bookings are still found", () => {
    const slots = slotsOf({
      templates,
      busy: [
        calendarBusy("2026-05-25T00:00:00Z", "2026-06-03T14:00:00Z"),
        booking("2026-06-02T16:00:00Z", "2026-06-02T17:00:00Z", "tue"),
        booking("2026-06-04T16:00:00Z", "2026-06-04T17:00:00Z", "thu"),
      ],
      from: "2026-06-02",
      to: "2026-06-04",
    });
    const byDate = (date: string) => statuses(slots.filter((s) => s.date === date));
    expect(byDate("2026-06-02")).toEqual([
      "08:00 BUSY",
      "09:00 BUSY",
      "10:00 BUSY",
      "11:00 BUSY",
      "12:00 BOOKED",
    ]);
    expect(byDate("2026-06-03")).toEqual([
      "08:00 BUSY",
      "09:00 BUSY",
      "10:00 AVAILABLE",
      "11:00 AVAILABLE",
      "12:00 AVAILABLE",
    ]);
    expect(byDate("2026-06-04")).toEqual([
      "08:00 AVAILABLE",
      "09:00 AVAILABLE",
      "10:00 AVAILABLE",
      "11:00 AVAILABLE",
      "12:00 BOOKED",
    ]);
  });

  it("ignores empty and backwards intervals", () => {
    const slots = dayOf({
      templates,
      busy: [
        booking("2026-06-03T14:00:00Z", "2026-06-03T14:00:00Z"),
        calendarBusy("2026-06-03T16:00:00Z", "2026-06-03T15:00:00Z"),
      ],
    });
    expect(slots.every((s) => s.status === "AVAILABLE")).toBe(true);
  });

  it("takes the first status that applies: BOOKED, then BUSY, then BUFFER, then TOO_SOON", () => {
    const now = new Date("2026-06-03T12:00:00Z");
    const slots = dayOf({
      templates,
      now,
      rules: rules({ bufferMinutes: 60, minNoticeMinutes: 24 * 60 }),
      busy: [
        booking("2026-06-03T13:00:00Z", "2026-06-03T14:00:00Z"),
        calendarBusy("2026-06-03T12:00:00Z", "2026-06-03T15:00:00Z"),
      ],
    });
    expect(statuses(slots)).toEqual([
      "08:00 BUSY",
      "09:00 BOOKED",
      "10:00 BUSY",
      "11:00 TOO_SOON",
      "12:00 TOO_SOON",
    ]);
    const bufferFirst = dayOf({
      templates,
      now,
      rules: rules({ bufferMinutes: 60, minNoticeMinutes: 24 * 60 }),
      busy: [booking("2026-06-03T13:00:00Z", "2026-06-03T14:00:00Z")],
    });
    expect(statuses(bufferFirst)).toEqual([
      "08:00 BUFFER",
      "09:00 BOOKED",
      "10:00 BUFFER",
      "11:00 TOO_SOON",
      "12:00 TOO_SOON",
    ]);
  });
});

describe("minimum notice, past dates and the booking window", () => {
  it("with 24 hours' notice a slot exactly 24 hours ahead is AVAILABLE and one a minute sooner is not", () => {
    const now = new Date("2026-06-01T13:00:00Z"); // Monday 09:00 EDT
    const slots = slotsOf({
      templates: weekdays("08:00", "11:00"),
      rules: rules({ minNoticeMinutes: 24 * 60, slotMinutes: 30, slotIntervalMinutes: 30 }),
      now,
      from: "2026-06-01",
      to: "2026-06-02",
    });
    expect(slots.filter((s) => s.date === "2026-06-01").every((s) => s.status === "TOO_SOON")).toBe(true);
    expect(statuses(slots.filter((s) => s.date === "2026-06-02"))).toEqual([
      "08:00 TOO_SOON",
      "08:30 TOO_SOON",
      "09:00 AVAILABLE",
      "09:30 AVAILABLE",
      "10:00 AVAILABLE",
      "10:30 AVAILABLE",
    ]);
    const aMinuteLater = slotsOf({
      templates: weekdays("08:00", "11:00"),
      rules: rules({ minNoticeMinutes: 24 * 60 }),
      now: new Date(now.getTime() + MINUTE),
      from: "2026-06-02",
      to: "2026-06-02",
    });
    expect(statuses(aMinuteLater)).toEqual(["08:00 TOO_SOON", "09:00 TOO_SOON", "10:00 AVAILABLE"]);
  });

  it("without notice, today's slots that have started are TOO_SOON and one starting now is AVAILABLE", () => {
    const slots = dayOf({ templates: weekdays("07:00", "10:00") }, "2026-06-01");
    expect(statuses(slots)).toEqual(["07:00 TOO_SOON", "08:00 AVAILABLE", "09:00 AVAILABLE"]);
  });

  it("returns no dates before today, however the range is asked for", () => {
    const slots = slotsOf({ templates: everyDay("09:00", "11:00"), from: "2026-05-20", to: "2026-06-02" });
    expect([...new Set(slots.map((s) => s.date))]).toEqual(["2026-06-01", "2026-06-02"]);
    expect(slotsOf({ templates: everyDay("09:00", "11:00"), from: "2026-05-01", to: "2026-05-31" })).toEqual(
      [],
    );
  });

  it("today is the studio's date: at 22:00 in New York it is still yesterday in UTC terms", () => {
    const now = new Date("2026-06-02T02:00:00Z"); // Monday 1 June, 22:00 EDT
    expect(bookingWindow(now, NY, rules())).toEqual({ firstDate: "2026-06-01", lastDate: "2026-07-31" });
    const slots = slotsOf({
      templates: everyDay("09:00", "10:00"),
      now,
      from: "2026-06-01",
      to: "2026-06-02",
    });
    expect(slots.map((s) => `${s.date} ${s.status}`)).toEqual([
      "2026-06-01 TOO_SOON",
      "2026-06-02 AVAILABLE",
    ]);
  });

  it("includes the window's last date (today + bookingWindowDays) and not the next", () => {
    expect(bookingWindow(JUNE_NOW, NY, rules())).toEqual({ firstDate: "2026-06-01", lastDate: "2026-07-31" });
    expect(bookingWindow(JUNE_NOW, NY, rules({ bookingWindowDays: 1 }))).toEqual({
      firstDate: "2026-06-01",
      lastDate: "2026-06-02",
    });
    const slots = slotsOf({ templates: everyDay("09:00", "10:00"), from: "2026-07-29", to: "2026-08-05" });
    expect(slots.map((s) => s.date)).toEqual(["2026-07-29", "2026-07-30", "2026-07-31"]);
    const whole = slotsOf({ templates: everyDay("09:00", "10:00"), from: "2000-01-01", to: "2100-01-01" });
    expect(whole).toHaveLength(61);
    expect(whole[0]?.date).toBe("2026-06-01");
    expect(whole.at(-1)?.date).toBe("2026-07-31");
  });

  it("returns nothing for an empty or malformed range", () => {
    const templates = everyDay("09:00", "10:00");
    expect(slotsOf({ templates, from: "2026-06-05", to: "2026-06-04" })).toEqual([]);
    expect(slotsOf({ templates, from: "June 5", to: "2026-06-06" })).toEqual([]);
  });
});

describe("the result", () => {
  const busy = [
    booking("2026-06-03T14:00:00Z", "2026-06-03T15:00:00Z"),
    calendarBusy("2026-06-04T17:00:00Z", "2026-06-04T19:00:00Z"),
  ];
  const input = {
    templates: weekdays("09:00", "17:00", [{ startTime: "12:00", endTime: "13:00" }]),
    busy,
    rules: rules({ bufferMinutes: 30, minNoticeMinutes: 48 * 60 }),
    from: "2026-06-01",
    to: "2026-06-30",
  };

  it("onlyAvailable keeps exactly the AVAILABLE slots", () => {
    const all = slotsOf(input);
    const available = slotsOf({ ...input, onlyAvailable: true });
    expect(new Set(all.map((s) => s.status))).toEqual(
      new Set(["AVAILABLE", "BOOKED", "BUFFER", "BUSY", "TOO_SOON"]),
    );
    expect(available).toEqual(all.filter((s) => s.status === "AVAILABLE"));
    expect(available.length).toBeGreaterThan(0);
  });

  it("is sorted by start, with unique ids that round-trip through parseSlotId", () => {
    const all = slotsOf({ ...input, templates: [...input.templates, hours(2, "18:00", "20:00")] });
    for (let i = 1; i < all.length; i++) expect(all[i]!.startMs).toBeGreaterThan(all[i - 1]!.startMs);
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    for (const s of all) expect(parseSlotId(s.id)).toBe(s.startMs);
  });
});
