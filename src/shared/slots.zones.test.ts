/**
 * Slots across time zones: grouping them by date in the visitor's zone, and daylight-saving changes in
 * the studio's zone.
 */
import { describe, expect, it } from "vitest";
import { localIsoDate, localParts, zonedTimeToUtc } from "./automation-schedule";
import { type ComputedSlot, datesInZone } from "./slots";
import {
  booking,
  everyDay,
  HOUR,
  hhmm,
  hours,
  LA,
  MINUTE,
  ms,
  rules,
  slotsOf,
  spans,
  starts,
} from "./slots.fixture";

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
