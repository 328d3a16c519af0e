import { describe, expect, it } from "vitest";
import { BUSY_TIMES_TTL_MS, nextMidnight, slotsValidUntil } from "./slot-validity.js";

const NY = "America/New_York";
const now = new Date("2026-03-07T15:00:00Z"); // 10:00 in New York, the day before spring-forward
const HOUR = 3_600_000;
const base = {
  now,
  timeZone: NY,
  slots: [] as { startMs: number; status: string }[],
  minNoticeMinutes: 0,
  holdExpiries: [] as (Date | null)[],
  usedCalendar: false,
};

describe("until when computed slots stay true", () => {
  it("is the studio's next midnight when nothing else comes first", () => {
    expect(new Date(slotsValidUntil(base)).toISOString()).toBe("2026-03-08T05:00:00.000Z");
    // Spring-forward night: the next midnight after that is only 23 hours later.
    expect(nextMidnight(NY, new Date("2026-03-08T12:00:00Z"))).toBe(Date.parse("2026-03-09T04:00:00Z"));
  });

  it("is when the first free slot falls inside the notice", () => {
    const slots = [
      { startMs: now.getTime() + 30 * HOUR, status: "AVAILABLE" },
      { startMs: now.getTime() + 26 * HOUR, status: "AVAILABLE" },
      { startMs: now.getTime() + 25 * HOUR, status: "BOOKED" },
      { startMs: now.getTime() + 2 * HOUR, status: "TOO_SOON" },
    ];
    expect(slotsValidUntil({ ...base, slots, minNoticeMinutes: 24 * 60 })).toBe(now.getTime() + 2 * HOUR);
  });

  it("is the first hold to lapse, and at most a minute with Google busy times", () => {
    const holdExpiries = [null, new Date(now.getTime() + 10 * 60_000), new Date(now.getTime() - 1)];
    expect(slotsValidUntil({ ...base, holdExpiries })).toBe(now.getTime() + 10 * 60_000);
    expect(slotsValidUntil({ ...base, holdExpiries, usedCalendar: true })).toBe(
      now.getTime() + BUSY_TIMES_TTL_MS,
    );
  });
});
