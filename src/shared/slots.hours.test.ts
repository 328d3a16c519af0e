/**
 * Slots from the studio's hours: weekdays, working hours cut into slots of each length and step, breaks,
 * and day overrides.
 */
import { describe, expect, it } from "vitest";
import { type DayOverride, dayOfWeekOf } from "./slots";
import { dayOf, hours, MINUTE, ms, rules, slotsOf, spans, starts, weekdays } from "./slots.fixture";

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
