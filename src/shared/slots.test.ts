import { describe, expect, it } from "vitest";
import { localIsoDate, localParts, zonedTimeToUtc } from "./automation-schedule";
import { parseSlotId } from "./scheduling";
import {
  type BusyInterval,
  bookingWindow,
  type ComputedSlot,
  type ComputeSlotsInput,
  computeSlots,
  type DayOverride,
  datesInZone,
  dayOfWeekOf,
  type SlotRulesMinutes,
  type WeeklyHours,
} from "./slots";

const NY = "America/New_York";
const LA = "America/Los_Angeles";
const HOUR = 3_600_000;
const MINUTE = 60_000;
const ms = (iso: string) => new Date(iso).getTime();

/** Monday 1 June 2026, 08:00 in New York (EDT). */
const JUNE_NOW = new Date("2026-06-01T12:00:00Z");

const rules = (changes: Partial<SlotRulesMinutes> = {}): SlotRulesMinutes => ({
  slotMinutes: 60,
  slotIntervalMinutes: 60,
  bufferMinutes: 0,
  minNoticeMinutes: 0,
  bookingWindowDays: 60,
  ...changes,
});

const hours = (
  dayOfWeek: number,
  startTime: string,
  endTime: string,
  breaks: { startTime: string; endTime: string }[] = [],
  isEnabled = true,
): WeeklyHours => ({ dayOfWeek, startTime, endTime, isEnabled, breaks });

const weekdays = (
  startTime: string,
  endTime: string,
  breaks: { startTime: string; endTime: string }[] = [],
) => [1, 2, 3, 4, 5].map((day) => hours(day, startTime, endTime, breaks));

const everyDay = (startTime: string, endTime: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => hours(day, startTime, endTime));

function slotsOf(input: Partial<ComputeSlotsInput> & Pick<ComputeSlotsInput, "from" | "to">): ComputedSlot[] {
  return computeSlots({
    timeZone: NY,
    templates: [],
    overrides: [],
    busy: [],
    rules: rules(),
    now: JUNE_NOW,
    ...input,
  });
}

/** One date's slots in New York (Wednesday 3 June 2026 unless told). */
const dayOf = (input: Partial<ComputeSlotsInput>, date = "2026-06-03") =>
  slotsOf({ from: date, to: date, ...input });

const hhmm = (instant: number, timeZone = NY) => {
  const p = localParts(new Date(instant), timeZone);
  return `${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
};
const starts = (slots: ComputedSlot[], timeZone = NY) => slots.map((s) => hhmm(s.startMs, timeZone));
const spans = (slots: ComputedSlot[], timeZone = NY) =>
  slots.map((s) => `${hhmm(s.startMs, timeZone)}-${hhmm(s.endMs, timeZone)}`);
const statuses = (slots: ComputedSlot[]) => slots.map((s) => `${hhmm(s.startMs)} ${s.status}`);

const booking = (startIso: string, endIso: string, bookingId = "b1"): BusyInterval => ({
  startMs: ms(startIso),
  endMs: ms(endIso),
  kind: "BOOKING",
  bookingId,
});
const calendarBusy = (startIso: string, endIso: string): BusyInterval => ({
  startMs: ms(startIso),
  endMs: ms(endIso),
  kind: "CALENDAR",
});

describe("dayOfWeekOf", () => {
  it("counts 0 for Sunday to 6 for Saturday", () => {
    expect(dayOfWeekOf("2026-03-08")).toBe(0);
    expect(dayOfWeekOf("2026-06-01")).toBe(1);
    expect(dayOfWeekOf("2026-06-06")).toBe(6);
    expect(dayOfWeekOf("1969-12-31")).toBe(3);
    expect(dayOfWeekOf("2028-02-29")).toBe(2);
  });
});

describe("working hours", () => {
  it("cuts an ordinary weekday into hourly slots, each with its date, UTC instants and an id", () => {
    const slots = dayOf({ templates: weekdays("09:00", "17:00") });
    expect(spans(slots)).toEqual([
      "09:00-10:00",
      "10:00-11:00",
      "11:00-12:00",
      "12:00-13:00",
      "13:00-14:00",
      "14:00-15:00",
      "15:00-16:00",
      "16:00-17:00",
    ]);
    expect(slots[0]).toEqual({
      id: "20260603T1300Z",
      date: "2026-06-03",
      startMs: ms("2026-06-03T13:00:00Z"),
      endMs: ms("2026-06-03T14:00:00Z"),
      status: "AVAILABLE",
      bookingId: null,
    });
  });

  it("gives nothing on a disabled weekday or a weekday without hours", () => {
    const templates = [...weekdays("09:00", "17:00"), hours(6, "10:00", "14:00", [], false)];
    expect(dayOf({ templates }, "2026-06-06")).toEqual([]);
    expect(dayOf({ templates }, "2026-06-07")).toEqual([]);
    expect(dayOf({ templates }, "2026-06-05")).toHaveLength(8);
  });

  it("takes several windows on one day, in time order whatever order they come in", () => {
    const templates = [hours(3, "14:00", "18:00"), hours(3, "09:00", "12:00")];
    const slots = dayOf({ templates });
    expect(starts(slots)).toEqual(["09:00", "10:00", "11:00", "14:00", "15:00", "16:00", "17:00"]);
  });

  it("gives a start time once when two windows overlap", () => {
    const templates = [hours(3, "09:00", "12:00"), hours(3, "11:00", "13:00")];
    expect(starts(dayOf({ templates }))).toEqual(["09:00", "10:00", "11:00", "12:00"]);
  });

  it("leaves out slots that overlap a break; a slot touching a break is fine", () => {
    const lunch = [{ startTime: "12:00", endTime: "13:00" }];
    expect(starts(dayOf({ templates: weekdays("09:00", "17:00", lunch) }))).toEqual([
      "09:00",
      "10:00",
      "11:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
    ]);
    const halfHour = [{ startTime: "12:30", endTime: "13:00" }];
    expect(starts(dayOf({ templates: weekdays("11:00", "15:00", halfHour) }))).toEqual([
      "11:00",
      "13:00",
      "14:00",
    ]);
    expect(
      starts(
        dayOf({
          templates: weekdays("11:00", "14:00", halfHour),
          rules: rules({ slotMinutes: 30, slotIntervalMinutes: 30 }),
        }),
      ),
    ).toEqual(["11:00", "11:30", "12:00", "13:00", "13:30"]);
  });

  it("applies each window's own breaks only to that window", () => {
    const templates = [
      hours(3, "09:00", "12:00", [{ startTime: "10:00", endTime: "11:00" }]),
      hours(3, "13:00", "16:00"),
    ];
    expect(starts(dayOf({ templates }))).toEqual(["09:00", "11:00", "13:00", "14:00", "15:00"]);
  });

  it("cuts 30-minute slots every 30 minutes", () => {
    const slots = dayOf({
      templates: weekdays("09:00", "11:00"),
      rules: rules({ slotMinutes: 30, slotIntervalMinutes: 30 }),
    });
    expect(spans(slots)).toEqual(["09:00-09:30", "09:30-10:00", "10:00-10:30", "10:30-11:00"]);
    for (const s of slots) expect(s.endMs - s.startMs).toBe(30 * MINUTE);
  });

  it("cuts 60-minute slots every 30 minutes, overlapping, the last one ending with the window", () => {
    const slots = dayOf({
      templates: weekdays("09:00", "11:00"),
      rules: rules({ slotMinutes: 60, slotIntervalMinutes: 30 }),
    });
    expect(spans(slots)).toEqual(["09:00-10:00", "09:30-10:30", "10:00-11:00"]);
    const withBreak = dayOf({
      templates: weekdays("09:00", "11:00", [{ startTime: "10:00", endTime: "10:15" }]),
      rules: rules({ slotMinutes: 60, slotIntervalMinutes: 30 }),
    });
    expect(spans(withBreak)).toEqual(["09:00-10:00"]);
  });

  it("cuts 90-minute slots every hour, with the remainder of a window unused", () => {
    const slots = dayOf({
      templates: weekdays("09:00", "12:00"),
      rules: rules({ slotMinutes: 90, slotIntervalMinutes: 60 }),
    });
    expect(spans(slots)).toEqual(["09:00-10:30", "10:00-11:30"]);
  });

  it("gives nothing for a window shorter than a slot", () => {
    expect(dayOf({ templates: weekdays("09:00", "09:45") })).toEqual([]);
    expect(starts(dayOf({ templates: weekdays("09:00", "10:00") }))).toEqual(["09:00"]);
  });

  it("refuses slot lengths and steps that are not positive", () => {
    expect(() =>
      dayOf({ templates: weekdays("09:00", "17:00"), rules: rules({ slotIntervalMinutes: 0 }) }),
    ).toThrow(RangeError);
    expect(() => dayOf({ templates: weekdays("09:00", "17:00"), rules: rules({ slotMinutes: 0 }) })).toThrow(
      RangeError,
    );
  });
});

describe("day overrides", () => {
  const override = (changes: Partial<DayOverride>): DayOverride => ({
    date: "2026-06-03",
    isAvailable: true,
    startTime: null,
    endTime: null,
    breaks: null,
    ...changes,
  });

  it("an unavailable date has no slots, and its neighbours keep theirs", () => {
    const slots = slotsOf({
      templates: weekdays("09:00", "17:00"),
      overrides: [override({ isAvailable: false })],
      from: "2026-06-02",
      to: "2026-06-04",
    });
    expect([...new Set(slots.map((s) => s.date))]).toEqual(["2026-06-02", "2026-06-04"]);
    expect(slots).toHaveLength(16);
  });

  it("other hours replace every template of that weekday, with the override's breaks and not the template's", () => {
    const templates = [
      hours(3, "09:00", "12:00", [{ startTime: "10:00", endTime: "11:00" }]),
      hours(3, "13:00", "17:00", [{ startTime: "14:00", endTime: "15:00" }]),
    ];
    const slots = dayOf({
      templates,
      overrides: [
        override({
          startTime: "10:00",
          endTime: "16:00",
          breaks: [{ startTime: "12:00", endTime: "13:00" }],
        }),
      ],
    });
    expect(starts(slots)).toEqual(["10:00", "11:00", "13:00", "14:00", "15:00"]);
  });

  it("opens a day that has no template, and an override without breaks has none", () => {
    const slots = dayOf(
      {
        templates: weekdays("09:00", "17:00", [{ startTime: "12:00", endTime: "13:00" }]),
        overrides: [override({ date: "2026-06-07", startTime: "11:00", endTime: "14:00" })],
      },
      "2026-06-07",
    );
    expect(starts(slots)).toEqual(["11:00", "12:00", "13:00"]);
    expect(slots.every((s) => s.date === "2026-06-07")).toBe(true);
  });

  it("an available override without hours leaves the weekday's templates in force", () => {
    const slots = dayOf({ templates: weekdays("09:00", "12:00"), overrides: [override({})] });
    expect(starts(slots)).toEqual(["09:00", "10:00", "11:00"]);
  });
});

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

describe("datesInZone", () => {
  // Monday 8 June 2026 in Los Angeles: a morning and an evening.
  const slots = slotsOf({
    timeZone: LA,
    templates: [hours(1, "09:00", "12:00"), hours(1, "17:00", "20:00")],
    from: "2026-06-08",
    to: "2026-06-08",
  });
  const summary = (groups: Map<string, ComputedSlot[]>, timeZone: string) =>
    Object.fromEntries([...groups].map(([date, list]) => [date, starts(list, timeZone)]));

  it("groups by the studio's own date in the studio's zone", () => {
    expect(summary(datesInZone(slots, LA), LA)).toEqual({
      "2026-06-08": ["09:00", "10:00", "11:00", "17:00", "18:00", "19:00"],
    });
  });

  it("for a visitor in London the morning stays on Monday and the evening moves to Tuesday", () => {
    expect(summary(datesInZone(slots, "Europe/London"), "Europe/London")).toEqual({
      "2026-06-08": ["17:00", "18:00", "19:00"],
      "2026-06-09": ["01:00", "02:00", "03:00"],
    });
  });

  it("for a visitor in Tokyo every slot, evening included, lands on Tuesday", () => {
    const groups = datesInZone(slots, "Asia/Tokyo");
    expect([...groups.keys()]).toEqual(["2026-06-09"]);
    expect(starts(groups.get("2026-06-09")!, "Asia/Tokyo")).toEqual([
      "01:00",
      "02:00",
      "03:00",
      "09:00",
      "10:00",
      "11:00",
    ]);
    expect(slots.map((s) => s.date)).toEqual(Array(6).fill("2026-06-08"));
  });

  it("reads the date right on the day the visitor's clocks change", () => {
    // Saturday 28 March 2026, New York evening; London springs forward at 01:00 UTC on the 29th.
    const evening = slotsOf({
      templates: [hours(6, "19:00", "22:00")],
      now: new Date("2026-03-20T12:00:00Z"),
      from: "2026-03-28",
      to: "2026-03-28",
    });
    expect(summary(datesInZone(evening, "Europe/London"), "Europe/London")).toEqual({
      "2026-03-28": ["23:00"],
      "2026-03-29": ["00:00", "02:00"],
    });
  });

  it("agrees with localIsoDate for every slot of a busy window, in zones either side of UTC", () => {
    const many = slotsOf({
      templates: everyDay("00:00", "23:30"),
      rules: rules({ slotMinutes: 30, slotIntervalMinutes: 90, bookingWindowDays: 365 }),
      now: new Date("2026-01-01T00:00:00Z"),
      from: "2026-01-01",
      to: "2026-12-31",
    });
    for (const zone of [
      "Europe/London",
      "Asia/Tokyo",
      "Australia/Lord_Howe",
      "Pacific/Chatham",
      "America/St_Johns",
    ]) {
      for (const [date, list] of datesInZone(many, zone)) {
        for (const s of list) {
          if (localIsoDate(new Date(s.startMs), zone) !== date) expect(`${s.id} in ${zone}`).toBe(date);
        }
      }
      expect([...datesInZone(many, zone).values()].flat()).toEqual(many);
    }
  });
});

describe("daylight saving in the studio's zone", () => {
  const sunday = [hours(0, "09:00", "17:00")];
  const cases = [
    { zone: "America/New_York", spring: "2026-03-08T13:00:00Z", fall: "2026-11-01T14:00:00Z" },
    { zone: "America/Chicago", spring: "2026-03-08T14:00:00Z", fall: "2026-11-01T15:00:00Z" },
    { zone: "America/Denver", spring: "2026-03-08T15:00:00Z", fall: "2026-11-01T16:00:00Z" },
    { zone: "America/Los_Angeles", spring: "2026-03-08T16:00:00Z", fall: "2026-11-01T17:00:00Z" },
  ];
  const changeDays = [
    { name: "spring-forward", date: "2026-03-08", now: new Date("2026-03-01T12:00:00Z"), key: "spring" },
    { name: "fall-back", date: "2026-11-01", now: new Date("2026-10-25T12:00:00Z"), key: "fall" },
  ] as const;

  for (const { zone, ...firstStart } of cases) {
    for (const change of changeDays) {
      it(`${zone} on the ${change.name} day (${change.date}): 09:00-17:00 local is 8 slots of one real hour`, () => {
        const slots = slotsOf({
          timeZone: zone,
          templates: sunday,
          now: change.now,
          from: change.date,
          to: change.date,
        });
        expect(slots).toHaveLength(8);
        expect(slots[0]!.startMs).toBe(ms(firstStart[change.key]));
        expect(hhmm(slots[0]!.startMs, zone)).toBe("09:00");
        expect(hhmm(slots.at(-1)!.endMs, zone)).toBe("17:00");
        expect(localIsoDate(new Date(slots.at(-1)!.endMs), zone)).toBe(change.date);
        expect(spans(slots, zone)).toEqual([
          "09:00-10:00",
          "10:00-11:00",
          "11:00-12:00",
          "12:00-13:00",
          "13:00-14:00",
          "14:00-15:00",
          "15:00-16:00",
          "16:00-17:00",
        ]);
        for (const s of slots) {
          expect(s.endMs - s.startMs).toBe(HOUR);
          expect(s.date).toBe(change.date);
          expect(s.status).toBe("AVAILABLE");
        }
      });
    }
  }

  const night = [hours(0, "00:00", "04:00")];

  it("New York, spring forward, 00:00-04:00: 02:00 does not exist, and the 01:00 slot ends at 03:00 EDT", () => {
    const slots = slotsOf({
      templates: night,
      now: new Date("2026-03-01T12:00:00Z"),
      from: "2026-03-08",
      to: "2026-03-08",
    });
    expect(slots.map((s) => [new Date(s.startMs).toISOString(), new Date(s.endMs).toISOString()])).toEqual([
      ["2026-03-08T05:00:00.000Z", "2026-03-08T06:00:00.000Z"],
      ["2026-03-08T06:00:00.000Z", "2026-03-08T07:00:00.000Z"],
      ["2026-03-08T07:00:00.000Z", "2026-03-08T08:00:00.000Z"],
    ]);
    expect(spans(slots)).toEqual(["00:00-01:00", "01:00-03:00", "03:00-04:00"]);
    const halfHours = slotsOf({
      templates: night,
      rules: rules({ slotMinutes: 30, slotIntervalMinutes: 30 }),
      now: new Date("2026-03-01T12:00:00Z"),
      from: "2026-03-08",
      to: "2026-03-08",
    });
    expect(spans(halfHours)).toEqual([
      "00:00-00:30",
      "00:30-01:00",
      "01:00-01:30",
      "01:30-03:00",
      "03:00-03:30",
      "03:30-04:00",
    ]);
    for (const s of halfHours) expect(s.endMs - s.startMs).toBe(30 * MINUTE);
  });

  it("New York, fall back, 00:00-04:00: the repeated hour gives one slot, from the first 01:00 to 02:00 EST", () => {
    const slots = slotsOf({
      templates: night,
      now: new Date("2026-10-25T12:00:00Z"),
      from: "2026-11-01",
      to: "2026-11-01",
    });
    expect(slots.map((s) => [new Date(s.startMs).toISOString(), new Date(s.endMs).toISOString()])).toEqual([
      ["2026-11-01T04:00:00.000Z", "2026-11-01T05:00:00.000Z"],
      ["2026-11-01T05:00:00.000Z", "2026-11-01T07:00:00.000Z"],
      ["2026-11-01T07:00:00.000Z", "2026-11-01T08:00:00.000Z"],
      ["2026-11-01T08:00:00.000Z", "2026-11-01T09:00:00.000Z"],
    ]);
    expect(spans(slots)).toEqual(["00:00-01:00", "01:00-02:00", "02:00-03:00", "03:00-04:00"]);
    expect(new Set(slots.map((s) => s.id)).size).toBe(4);
  });

  it("a booking in the repeated hour's second pass blocks the long 01:00 slot", () => {
    const slots = slotsOf({
      templates: night,
      busy: [booking("2026-11-01T06:15:00Z", "2026-11-01T06:45:00Z", "second-pass")],
      now: new Date("2026-10-25T12:00:00Z"),
      from: "2026-11-01",
      to: "2026-11-01",
    });
    expect(slots.map((s) => s.status)).toEqual(["AVAILABLE", "BOOKED", "AVAILABLE", "AVAILABLE"]);
  });

  it("matches a slot-by-slot zonedTimeToUtc conversion on every date of a year, in zones with odd changes", () => {
    const zones = [
      "America/New_York",
      "Europe/London",
      "Australia/Lord_Howe",
      "America/Santiago",
      "Asia/Kolkata",
    ];
    for (const zone of zones) {
      const slots = slotsOf({
        timeZone: zone,
        templates: everyDay("00:00", "23:00"),
        rules: rules({ slotMinutes: 90, slotIntervalMinutes: 120, bookingWindowDays: 365 }),
        now: new Date("2026-01-01T12:00:00Z"),
        from: "2026-01-01",
        to: "2027-01-01",
      });
      const expected: string[] = [];
      for (let day = 0; day <= 365; day++) {
        const d = new Date(Date.UTC(2026, 0, 1 + day));
        const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
        for (let start = 0; start + 90 <= 23 * 60; start += 120) {
          const local = { ...date, hour: Math.floor(start / 60), minute: start % 60 };
          const begins = zonedTimeToUtc(local, zone);
          const read = localParts(begins, zone);
          if (read.hour !== local.hour || read.minute !== local.minute || read.day !== local.day) continue;
          const end = start + 90;
          const ends = zonedTimeToUtc({ ...date, hour: Math.floor(end / 60), minute: end % 60 }, zone);
          expected.push(`${begins.toISOString()} ${ends.toISOString()}`);
        }
      }
      const actual = slots.map(
        (s) => `${new Date(s.startMs).toISOString()} ${new Date(s.endMs).toISOString()}`,
      );
      expect(slots[0]!.date).toBe("2026-01-01");
      expect(slots.at(-1)!.date).toBe("2027-01-01");
      expect(actual).toEqual(expected);
    }
  });
});
