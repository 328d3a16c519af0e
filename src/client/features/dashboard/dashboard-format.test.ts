import { describe, expect, it } from "vitest";
import {
  bookingStatus,
  greeting,
  groupByDay,
  initialsOf,
  longDay,
  overdueLabel,
  relativeTime,
  timeRange,
} from "./dashboard-format";

const NY = "America/New_York";

describe("dashboard words", () => {
  it("reads times on the studio's 24-hour clock", () => {
    expect(timeRange("2026-07-16T03:30:00Z", "2026-07-16T04:30:00Z", NY)).toBe("23:30–00:30");
    expect(timeRange("2026-07-16T03:30:00Z", "2026-07-16T04:30:00Z", "America/Los_Angeles")).toBe(
      "20:30–21:30",
    );
  });

  it("greets by the studio's hour", () => {
    expect(greeting(new Date("2026-07-15T12:00:00Z"), NY)).toBe("Good morning");
    expect(greeting(new Date("2026-07-15T18:00:00Z"), NY)).toBe("Good afternoon");
    expect(greeting(new Date("2026-07-16T01:00:00Z"), NY)).toBe("Good evening");
  });

  it("says how long ago in plain words", () => {
    const now = Date.parse("2026-07-15T12:00:00Z");
    expect(relativeTime("2026-07-15T11:59:30Z", now)).toBe("Just now");
    expect(relativeTime("2026-07-15T11:59:00Z", now)).toBe("1 minute ago");
    expect(relativeTime("2026-07-15T10:00:00Z", now)).toBe("2 hours ago");
    expect(relativeTime("2026-07-12T12:00:00Z", now)).toBe("3 days ago");
    expect(relativeTime("2026-06-20T12:00:00Z", now)).toBe("3 weeks ago");
    expect(relativeTime("2026-07-15T14:00:00Z", now)).toBe("in 2 hours");
  });

  it("labels the rest", () => {
    expect(overdueLabel(9)).toBe("Overdue · 9 days");
    expect(overdueLabel(1)).toBe("Overdue · 1 day");
    expect(bookingStatus("PENDING")).toEqual({ label: "Pending", tone: "amber" });
    expect(bookingStatus("CONFIRMED")).toEqual({ label: "Confirmed", tone: "green" });
    expect(bookingStatus("RESCHEDULED")).toEqual({ label: "RESCHEDULED", tone: "blue" });
    expect(initialsOf("Ana  Maria Lopez")).toBe("AL");
    expect(initialsOf("")).toBe("?");
    expect(longDay("2026-03-02")).toBe("Monday, March 2, 2026");
  });

  it("groups the week's bookings by the studio's day", () => {
    const groups = groupByDay(
      [
        { id: "a", startAt: "2026-07-16T03:30:00Z" },
        { id: "b", startAt: "2026-07-16T14:00:00Z" },
        { id: "c", startAt: "2026-07-17T14:00:00Z" },
      ],
      NY,
    );
    expect(groups.map((g) => [g.label, g.bookings.map((x) => x.id)])).toEqual([
      ["Wednesday, July 15", ["a"]],
      ["Thursday, July 16", ["b"]],
      ["Friday, July 17", ["c"]],
    ]);
  });
});
