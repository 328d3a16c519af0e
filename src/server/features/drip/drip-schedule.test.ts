import { describe, expect, it } from "vitest";
import { firstEmailAt, nextEmailAt, resumeAt } from "./drip-schedule.js";

const ny = { timeZone: "America/New_York", quiet: { start: null, end: null } };
const la = { timeZone: "America/Los_Angeles", quiet: { start: "21:00", end: "10:30" } };

describe("drip send times", () => {
  it("sends the first e-mail at once in the daytime, else the next morning at 09:00", () => {
    const noon = new Date("2027-06-01T16:00:00Z");
    expect(firstEmailAt(noon, ny)).toEqual(noon);
    expect(firstEmailAt(new Date("2027-06-02T01:30:00Z"), ny)).toEqual(new Date("2027-06-02T13:00:00Z"));
    expect(firstEmailAt(new Date("2027-06-01T10:00:00Z"), ny)).toEqual(new Date("2027-06-01T13:00:00Z"));
  });

  it("keeps the studio's quiet hours", () => {
    // 09:00 in Los Angeles is inside quiet hours that end at 10:30.
    expect(firstEmailAt(new Date("2027-06-01T06:00:00Z"), la)).toEqual(new Date("2027-06-01T17:30:00Z"));
  });

  it("sends later e-mails at 10:00 on their day, across the daylight-saving change", () => {
    const startedAt = new Date("2027-03-02T15:00:00Z"); // EST
    const previousAt = startedAt;
    // Day 15 is after the spring-forward day (March 14, 2027): 10:00 EDT.
    expect(nextEmailAt({ startedAt, day: 15, previousAt, previousDay: 0, clock: ny })).toEqual(
      new Date("2027-03-17T14:00:00Z"),
    );
    // November 7, 2027 falls back: day 15 from October 25 is 10:00 EST.
    const fall = new Date("2027-10-25T14:00:00Z");
    expect(nextEmailAt({ startedAt: fall, day: 15, previousAt: fall, previousDay: 0, clock: ny })).toEqual(
      new Date("2027-11-09T15:00:00Z"),
    );
  });

  it("keeps the spacing after a late send instead of catching up in a burst", () => {
    const startedAt = new Date("2027-01-04T15:00:00Z");
    const late = new Date("2027-03-01T15:00:00Z"); // e-mail 1 went out weeks late
    expect(nextEmailAt({ startedAt, day: 30, previousAt: late, previousDay: 15, clock: ny })).toEqual(
      new Date("2027-03-16T14:00:00Z"),
    );
  });

  it("resumes a paused subscription at its own time, or now if that has passed", () => {
    const now = new Date("2027-06-01T16:00:00Z");
    expect(resumeAt(new Date("2027-05-01T14:00:00Z"), now, ny)).toEqual(now);
    expect(resumeAt(new Date("2027-06-10T14:00:00Z"), now, ny)).toEqual(new Date("2027-06-10T14:00:00Z"));
    expect(resumeAt(null, now, ny)).toEqual(now);
  });
});
