import { describe, expect, it } from "vitest";
import { countdownFireAt, localIsoDate, releaseFromQuietHours, zonedTimeToUtc } from "./automation-schedule";

const at = (iso: string) => new Date(iso);
const NY = "America/New_York";
const LA = "America/Los_Angeles";

describe("zonedTimeToUtc", () => {
  it("reads ordinary wall-clock times in New York and Los Angeles, winter and summer", () => {
    expect(zonedTimeToUtc({ year: 2026, month: 1, day: 15, hour: 9, minute: 0 }, NY)).toEqual(
      at("2026-01-15T14:00:00Z"),
    );
    expect(zonedTimeToUtc({ year: 2026, month: 7, day: 15, hour: 9, minute: 0 }, NY)).toEqual(
      at("2026-07-15T13:00:00Z"),
    );
    expect(zonedTimeToUtc({ year: 2026, month: 1, day: 15, hour: 9, minute: 0 }, LA)).toEqual(
      at("2026-01-15T17:00:00Z"),
    );
    expect(zonedTimeToUtc({ year: 2026, month: 7, day: 15, hour: 9, minute: 0 }, LA)).toEqual(
      at("2026-07-15T16:00:00Z"),
    );
  });

  it("on the spring-forward day (8 March 2026) 9:00 is daylight time and 2:30, which does not exist, becomes 3:30", () => {
    expect(zonedTimeToUtc({ year: 2026, month: 3, day: 7, hour: 9, minute: 0 }, NY)).toEqual(
      at("2026-03-07T14:00:00Z"),
    );
    expect(zonedTimeToUtc({ year: 2026, month: 3, day: 8, hour: 9, minute: 0 }, NY)).toEqual(
      at("2026-03-08T13:00:00Z"),
    );
    expect(zonedTimeToUtc({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, NY)).toEqual(
      at("2026-03-08T07:30:00Z"),
    );
    expect(zonedTimeToUtc({ year: 2026, month: 3, day: 8, hour: 9, minute: 0 }, LA)).toEqual(
      at("2026-03-08T16:00:00Z"),
    );
    expect(zonedTimeToUtc({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, LA)).toEqual(
      at("2026-03-08T10:30:00Z"),
    );
  });

  it("on the fall-back day (1 November 2026) 9:00 is standard time and 1:30, which happens twice, is the first", () => {
    expect(zonedTimeToUtc({ year: 2026, month: 10, day: 31, hour: 9, minute: 0 }, NY)).toEqual(
      at("2026-10-31T13:00:00Z"),
    );
    expect(zonedTimeToUtc({ year: 2026, month: 11, day: 1, hour: 9, minute: 0 }, NY)).toEqual(
      at("2026-11-01T14:00:00Z"),
    );
    expect(zonedTimeToUtc({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, NY)).toEqual(
      at("2026-11-01T05:30:00Z"),
    );
    expect(zonedTimeToUtc({ year: 2026, month: 11, day: 1, hour: 9, minute: 0 }, LA)).toEqual(
      at("2026-11-01T17:00:00Z"),
    );
    expect(zonedTimeToUtc({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, LA)).toEqual(
      at("2026-11-01T08:30:00Z"),
    );
  });
});

describe("countdownFireAt", () => {
  it("fires 14 days before a wedding at 9:00 local, on a spring-forward day", () => {
    const fire = countdownFireAt({
      eventDate: "2026-03-22",
      daysBefore: 14,
      timing: "BEFORE",
      hour: 9,
      minute: 0,
      timeZone: NY,
    });
    expect(fire).toEqual(at("2026-03-08T13:00:00Z"));
  });

  it("fires 1 day after at 9:15 local, landing on a fall-back day, in both zones", () => {
    const base = { eventDate: "2026-10-31", daysBefore: 1, timing: "AFTER" as const, hour: 9, minute: 15 };
    expect(countdownFireAt({ ...base, timeZone: NY })).toEqual(at("2026-11-01T14:15:00Z"));
    expect(countdownFireAt({ ...base, timeZone: LA })).toEqual(at("2026-11-01T17:15:00Z"));
  });

  it("crosses month and year ends", () => {
    const fire = countdownFireAt({
      eventDate: "2027-01-03",
      daysBefore: 7,
      timing: "BEFORE",
      hour: 18,
      minute: 45,
      timeZone: LA,
    });
    expect(fire).toEqual(at("2026-12-28T02:45:00Z"));
  });
});

describe("releaseFromQuietHours", () => {
  const overnight = { start: "21:00", end: "08:00" };

  it("leaves a send outside quiet hours alone", () => {
    const instant = at("2026-03-09T15:00:00Z");
    expect(releaseFromQuietHours(instant, overnight, NY)).toBe(instant);
    expect(releaseFromQuietHours(instant, { start: null, end: null }, NY)).toBe(instant);
  });

  it("holds an evening send to 8:00 next morning, across spring forward (EST evening, EDT morning)", () => {
    // 21:00 EST on 7 March -> 08:00 EDT on 8 March.
    expect(releaseFromQuietHours(at("2026-03-08T02:00:00Z"), overnight, NY)).toEqual(
      at("2026-03-08T12:00:00Z"),
    );
    expect(releaseFromQuietHours(at("2026-03-08T05:00:00Z"), overnight, LA)).toEqual(
      at("2026-03-08T15:00:00Z"),
    );
  });

  it("holds a night send to 8:00 across fall back (EDT evening, EST morning)", () => {
    expect(releaseFromQuietHours(at("2026-11-01T02:00:00Z"), overnight, NY)).toEqual(
      at("2026-11-01T13:00:00Z"),
    );
    // 3:00 local after the change, same morning.
    expect(releaseFromQuietHours(at("2026-11-01T08:00:00Z"), overnight, NY)).toEqual(
      at("2026-11-01T13:00:00Z"),
    );
    expect(releaseFromQuietHours(at("2026-11-01T10:00:00Z"), overnight, LA)).toEqual(
      at("2026-11-01T16:00:00Z"),
    );
  });

  it("handles a window within one day, and the boundaries (start held, end released)", () => {
    const lunch = { start: "12:00", end: "13:00" };
    expect(releaseFromQuietHours(at("2026-07-15T16:30:00Z"), lunch, NY)).toEqual(at("2026-07-15T17:00:00Z"));
    expect(releaseFromQuietHours(at("2026-07-15T16:00:00Z"), lunch, NY)).toEqual(at("2026-07-15T17:00:00Z"));
    const end = at("2026-07-15T17:00:00Z");
    expect(releaseFromQuietHours(end, lunch, NY)).toBe(end);
  });
});

describe("localIsoDate", () => {
  it("is the studio's date, not UTC's", () => {
    expect(localIsoDate(at("2026-11-22T03:00:00Z"), NY)).toBe("2026-11-21");
    expect(localIsoDate(at("2026-11-22T03:00:00Z"), "UTC")).toBe("2026-11-22");
  });
});
