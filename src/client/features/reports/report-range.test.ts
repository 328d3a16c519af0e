import { describe, expect, it } from "vitest";
import { addYears, endOfMonth, monthsOf, resolveReportRange } from "../../../shared/reports";
import {
  compactDollars,
  customRange,
  formatRate,
  monthTick,
  presetRange,
  rangeLabel,
  spansYears,
  todayIn,
} from "./report-range";

describe("report ranges", () => {
  it("fills in the defaults: 1 January of today's year until the end of this month", () => {
    expect(resolveReportRange({}, "2026-07-15")).toEqual({
      ok: true,
      range: { from: "2026-01-01", to: "2026-07-31" },
    });
    expect(resolveReportRange({ from: "2026-03-01" }, "2026-07-15")).toEqual({
      ok: true,
      range: { from: "2026-03-01", to: "2026-07-31" },
    });
  });

  it("knows the last day of each month", () => {
    expect(endOfMonth("2026-02-10")).toBe("2026-02-28");
    expect(endOfMonth("2028-02-29")).toBe("2028-02-29");
    expect(endOfMonth("2026-12-01")).toBe("2026-12-31");
    expect(endOfMonth("2026-04-30")).toBe("2026-04-30");
  });

  it("refuses an end before the start, and more than three years", () => {
    expect(resolveReportRange({ from: "2026-03-02", to: "2026-03-01" }, "2026-07-15")).toEqual({
      ok: false,
      message: "The end date must be on or after the start date",
    });
    expect(resolveReportRange({ from: "2023-01-01", to: "2025-12-31" }, "2026-07-15").ok).toBe(true);
    expect(resolveReportRange({ from: "2023-01-01", to: "2026-01-01" }, "2026-07-15")).toEqual({
      ok: false,
      message: "The date range can be at most 3 years",
    });
  });

  it("adds years to a leap day and lists every month a range touches", () => {
    expect(addYears("2024-02-29", 3)).toBe("2027-03-01");
    expect(monthsOf({ from: "2025-11-30", to: "2026-02-01" })).toEqual([
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
    expect(monthsOf({ from: "2026-05-05", to: "2026-05-06" })).toEqual(["2026-05"]);
  });

  it("computes the presets from the studio's today", () => {
    const today = "2026-03-10";
    expect(presetRange("this-year", today)).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(presetRange("last-12-months", today)).toEqual({ from: "2025-04-01", to: "2026-03-31" });
    expect(presetRange("last-30-days", today)).toEqual({ from: "2026-02-09", to: today });
    expect(presetRange("last-year", today)).toEqual({ from: "2025-01-01", to: "2025-12-31" });
  });

  it("checks a custom range as typed", () => {
    expect(customRange("", "2026-01-01", "2026-03-10")).toEqual({
      ok: false,
      message: "Choose a start and an end date",
    });
    expect(customRange("2026-02-01", "2026-01-01", "2026-03-10").ok).toBe(false);
    expect(customRange("2026-01-01", "2026-02-01", "2026-03-10")).toEqual({
      ok: true,
      range: { from: "2026-01-01", to: "2026-02-01" },
    });
  });

  it("knows today in the studio's zone, not the browser's", () => {
    const lateInNewYork = new Date("2026-01-01T03:00:00Z");
    expect(todayIn("America/New_York", lateInNewYork)).toBe("2025-12-31");
    expect(todayIn("Europe/Berlin", lateInNewYork)).toBe("2026-01-01");
  });
});

describe("report formats", () => {
  it("writes ranges, months, rates and axis amounts in en-US", () => {
    expect(rangeLabel({ from: "2026-01-01", to: "2026-03-31" })).toBe("January 1, 2026 to March 31, 2026");
    expect(monthTick("2026-01", false)).toBe("Jan");
    expect(monthTick("2026-01", true)).toBe("Jan 26");
    expect(spansYears([{ month: "2025-12" }, { month: "2026-01" }])).toBe(true);
    expect(spansYears([{ month: "2026-01" }, { month: "2026-02" }])).toBe(false);
    expect(formatRate(0.5)).toBe("50%");
    expect(formatRate(1 / 3)).toBe("33.3%");
    expect(compactDollars(123450)).toBe("$1.2K");
    expect(compactDollars(0)).toBe("$0");
  });
});
