/**
 * Type slots across time zones: the daylight-saving days of New York, London and Sydney (its spring is in
 * October), Kolkata's half-hour offset, mini-sessions on the change nights, and a visitor in another zone.
 */
import { describe, expect, it } from "vitest";
import { localIsoDate, localParts, zonedTimeToUtc } from "./automation-schedule";
import { instants, onDate, ownWindows, typeRules, typeSlotsOf, typeStarts } from "./session-slots.fixture";
import { datesInZone } from "./slots";
import { booking, hhmm, hours, LA, ms, NY } from "./slots.fixture";

const LONDON = "Europe/London";
const SYDNEY = "Australia/Sydney";
const KOLKATA = "Asia/Kolkata";

/** The slots of one studio-local date cut from a window of the type's own. */
const nightOf = (
  timeZone: string,
  date: string,
  now: string,
  start: string,
  end: string,
  rules = typeRules(),
) =>
  typeSlotsOf({
    timeZone,
    availability: ownWindows(onDate(date, start, end)),
    rules,
    now: new Date(now),
    from: date,
    to: date,
  });

describe("the nights the clocks change", () => {
  it("New York, spring forward (8 March): 02:00-03:00 does not exist; an end in it moves to after it", () => {
    const slots = nightOf(
      NY,
      "2026-03-08",
      "2026-03-01T12:00:00Z",
      "00:30",
      "04:00",
      typeRules({ slotIntervalMinutes: 30 }),
    );
    expect(instants(slots)).toEqual([
      "2026-03-08T05:30:00.000Z 2026-03-08T06:30:00.000Z",
      "2026-03-08T06:00:00.000Z 2026-03-08T07:00:00.000Z",
      "2026-03-08T06:30:00.000Z 2026-03-08T07:30:00.000Z",
      "2026-03-08T07:00:00.000Z 2026-03-08T08:00:00.000Z",
    ]);
    expect(typeStarts(slots)).toEqual(["00:30", "01:00", "01:30", "03:00"]);
  });

  it("London, spring forward (29 March): 01:00 does not exist, 02:00 BST is the next slot", () => {
    const slots = nightOf(LONDON, "2026-03-29", "2026-03-20T12:00:00Z", "00:00", "03:00");
    expect(instants(slots)).toEqual([
      "2026-03-29T00:00:00.000Z 2026-03-29T01:00:00.000Z",
      "2026-03-29T01:00:00.000Z 2026-03-29T02:00:00.000Z",
    ]);
  });

  it("London, fall back (25 October): 01:00 means the first one, so 01:00-02:00 lasts two hours", () => {
    const slots = nightOf(LONDON, "2026-10-25", "2026-10-20T12:00:00Z", "00:00", "03:00");
    expect(instants(slots)).toEqual([
      "2026-10-24T23:00:00.000Z 2026-10-25T00:00:00.000Z",
      "2026-10-25T00:00:00.000Z 2026-10-25T02:00:00.000Z",
      "2026-10-25T02:00:00.000Z 2026-10-25T03:00:00.000Z",
    ]);
    expect(slots.every((s) => s.date === "2026-10-25")).toBe(true);
  });

  it("Sydney, spring forward in October (4 October): 02:00 AEST jumps to 03:00 AEDT", () => {
    const slots = nightOf(SYDNEY, "2026-10-04", "2026-09-28T00:00:00Z", "01:00", "04:00");
    expect(instants(slots)).toEqual([
      "2026-10-03T15:00:00.000Z 2026-10-03T16:00:00.000Z",
      "2026-10-03T16:00:00.000Z 2026-10-03T17:00:00.000Z",
    ]);
    expect(slots.map((s) => s.date)).toEqual(["2026-10-04", "2026-10-04"]);
  });

  it("Sydney, fall back in April (5 April): 02:00 is repeated, the 02:00 slot runs to 03:00 AEST", () => {
    const slots = nightOf(SYDNEY, "2026-04-05", "2026-03-30T00:00:00Z", "01:00", "04:00");
    expect(instants(slots)).toEqual([
      "2026-04-04T14:00:00.000Z 2026-04-04T15:00:00.000Z",
      "2026-04-04T15:00:00.000Z 2026-04-04T17:00:00.000Z",
      "2026-04-04T17:00:00.000Z 2026-04-04T18:00:00.000Z",
    ]);
  });

  const sundays = [
    { zone: NY, before: "2026-03-07T14:00:00Z", change: "2026-03-08T13:00:00Z", now: "2026-03-01T12:00:00Z" },
    { zone: NY, before: "2026-10-31T13:00:00Z", change: "2026-11-01T14:00:00Z", now: "2026-10-25T12:00:00Z" },
    {
      zone: LONDON,
      before: "2026-03-28T09:00:00Z",
      change: "2026-03-29T08:00:00Z",
      now: "2026-03-20T12:00:00Z",
    },
    {
      zone: LONDON,
      before: "2026-10-24T08:00:00Z",
      change: "2026-10-25T09:00:00Z",
      now: "2026-10-20T12:00:00Z",
    },
    {
      zone: SYDNEY,
      before: "2026-10-02T23:00:00Z",
      change: "2026-10-03T22:00:00Z",
      now: "2026-09-28T00:00:00Z",
    },
    {
      zone: SYDNEY,
      before: "2026-04-03T22:00:00Z",
      change: "2026-04-04T23:00:00Z",
      now: "2026-03-30T00:00:00Z",
    },
  ];
  for (const { zone, before, change, now } of sundays) {
    it(`${zone}: studio hours 09:00-12:00 start at 09:00 local on the Saturday and on the change Sunday (${change})`, () => {
      const date = localIsoDate(new Date(change), zone);
      const slots = typeSlotsOf({
        timeZone: zone,
        templates: [hours(6, "09:00", "12:00"), hours(0, "09:00", "12:00")],
        now: new Date(now),
        from: localIsoDate(new Date(before), zone),
        to: date,
      });
      expect(slots.map((s) => s.startMs)).toEqual(
        [0, 1, 2, 0, 1, 2].map((h, i) => ms(i < 3 ? before : change) + h * 3_600_000),
      );
      expect(slots.every((s) => s.endMs - s.startMs === 3_600_000)).toBe(true);
      expect(typeStarts(slots, zone)).toEqual(["09:00", "10:00", "11:00", "09:00", "10:00", "11:00"]);
    });
  }
});

describe("mini-sessions on the change nights (20 minutes, 5 after)", () => {
  const mini = typeRules({ durationMinutes: 20, bufferAfterMinutes: 5 });

  it("New York, fall back: the 01:45 EDT slot ends at 02:05 EST, 80 real minutes", () => {
    const slots = nightOf(NY, "2026-11-01", "2026-10-25T12:00:00Z", "00:30", "02:30", mini);
    expect(instants(slots)).toEqual([
      "2026-11-01T04:30:00.000Z 2026-11-01T04:50:00.000Z",
      "2026-11-01T04:55:00.000Z 2026-11-01T05:15:00.000Z",
      "2026-11-01T05:20:00.000Z 2026-11-01T05:40:00.000Z",
      "2026-11-01T05:45:00.000Z 2026-11-01T07:05:00.000Z",
      "2026-11-01T07:10:00.000Z 2026-11-01T07:30:00.000Z",
    ]);
  });

  it("London, spring forward: wall-clock starts skip the gap, so two slots overlap in real time", () => {
    const slots = nightOf(LONDON, "2026-03-29", "2026-03-20T12:00:00Z", "00:00", "03:00", mini);
    expect(instants(slots)).toEqual([
      "2026-03-29T00:00:00.000Z 2026-03-29T00:20:00.000Z",
      "2026-03-29T00:25:00.000Z 2026-03-29T00:45:00.000Z",
      "2026-03-29T00:50:00.000Z 2026-03-29T01:10:00.000Z",
      "2026-03-29T01:05:00.000Z 2026-03-29T01:25:00.000Z",
      "2026-03-29T01:30:00.000Z 2026-03-29T01:50:00.000Z",
    ]);
    expect(typeStarts(slots, LONDON)).toEqual(["00:00", "00:25", "00:50", "02:05", "02:30"]);
    // Booking 00:50 GMT takes the 02:05 BST slot too: they share 01:05-01:10 UTC.
    const after = typeSlotsOf({
      timeZone: LONDON,
      availability: ownWindows(onDate("2026-03-29", "00:00", "03:00")),
      rules: mini,
      busy: [booking("2026-03-29T00:50:00Z", "2026-03-29T01:10:00Z", "early")],
      now: new Date("2026-03-20T12:00:00Z"),
      from: "2026-03-29",
      to: "2026-03-29",
    });
    expect(after.map((s) => s.status)).toEqual(["AVAILABLE", "AVAILABLE", "BOOKED", "BOOKED", "AVAILABLE"]);
  });
});

describe("Asia/Kolkata: UTC+05:30 all year", () => {
  it("09:00 IST is 03:30Z, in June and in December alike, and buffers work on the half hour", () => {
    const rules = typeRules({ durationMinutes: 30, bufferBeforeMinutes: 15 });
    const kolkata = (date: string) =>
      typeSlotsOf({
        timeZone: KOLKATA,
        templates: [hours(1, "09:00", "10:30")],
        rules,
        from: date,
        to: date,
      });
    expect(instants(kolkata("2026-06-08"))).toEqual([
      "2026-06-08T03:30:00.000Z 2026-06-08T04:00:00.000Z",
      "2026-06-08T04:15:00.000Z 2026-06-08T04:45:00.000Z",
    ]);
    expect(instants(kolkata("2026-07-27"))[0]).toBe("2026-07-27T03:30:00.000Z 2026-07-27T04:00:00.000Z");
    const slots = typeSlotsOf({
      timeZone: KOLKATA,
      templates: [hours(1, "09:00", "10:30")],
      rules,
      busy: [booking("2026-06-08T04:00:00Z", "2026-06-08T04:10:00Z")],
      from: "2026-06-08",
      to: "2026-06-08",
    });
    expect(slots.map((s) => `${hhmm(s.startMs, KOLKATA)} ${s.status}`)).toEqual([
      "09:00 AVAILABLE",
      "09:45 BUFFER",
    ]);
  });
});

describe("a visitor in another zone", () => {
  it("groups a Los Angeles studio's Monday for a London visitor: 17:00 LA is Tuesday 01:00 in London", () => {
    const slots = typeSlotsOf({
      timeZone: LA,
      templates: [hours(1, "09:00", "18:00")],
      from: "2026-06-08",
      to: "2026-06-08",
    });
    const groups = datesInZone(slots, LONDON);
    expect([...groups.keys()]).toEqual(["2026-06-08", "2026-06-09"]);
    expect(typeStarts(groups.get("2026-06-08")!, LONDON)).toEqual([
      "17:00",
      "18:00",
      "19:00",
      "20:00",
      "21:00",
      "22:00",
      "23:00",
    ]);
    const tuesday = groups.get("2026-06-09")!;
    expect(typeStarts(tuesday, LONDON)).toEqual(["00:00", "01:00"]);
    expect(typeStarts(tuesday, LA)).toEqual(["16:00", "17:00"]);
    expect(instants(tuesday)[1]).toBe("2026-06-09T00:00:00.000Z 2026-06-09T01:00:00.000Z");
    expect(tuesday.every((s) => s.date === "2026-06-08")).toBe(true);
  });
});

describe("every 5 minutes of the change nights agrees with zonedTimeToUtc", () => {
  const nights = [
    { zone: NY, dates: ["2026-03-08", "2026-11-01"] },
    { zone: LONDON, dates: ["2026-03-29", "2026-10-25"] },
    { zone: SYDNEY, dates: ["2026-04-05", "2026-10-04"] },
    { zone: "Australia/Lord_Howe", dates: ["2026-04-05", "2026-10-04"] },
  ];
  for (const { zone, dates } of nights) {
    for (const date of dates) {
      it(`${zone} on ${date}: 00:00-04:00 cut into 10-minute slots every 5 minutes`, () => {
        const rules = typeRules({ durationMinutes: 10, slotIntervalMinutes: 5, bookingWindowDays: 365 });
        const slots = nightOf(zone, date, "2026-01-01T12:00:00Z", "00:00", "04:00", rules);
        const [year, month, day] = date.split("-").map(Number) as [number, number, number];
        const expected: string[] = [];
        for (let start = 0; start + 10 <= 240; start += 5) {
          const local = (m: number) => ({ year, month, day, hour: Math.floor(m / 60), minute: m % 60 });
          const begins = zonedTimeToUtc(local(start), zone);
          const read = localParts(begins, zone);
          if (read.hour * 60 + read.minute !== start || read.day !== day) continue;
          expected.push(`${begins.toISOString()} ${zonedTimeToUtc(local(start + 10), zone).toISOString()}`);
        }
        expect(expected.length).toBeGreaterThanOrEqual(35);
        expect(instants(slots)).toEqual(expected);
      });
    }
  }
});
