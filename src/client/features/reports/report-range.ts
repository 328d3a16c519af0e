/**
 * The report's date range and the words and numbers it is shown with. Days are "YYYY-MM-DD" on the
 * studio's calendar; arithmetic on them runs in UTC so that no local clock shifts a day.
 */
import { endOfMonth, type ReportRange, resolveReportRange } from "../../../shared/reports";

export const RANGE_PRESETS = [
  { value: "this-year", label: "This year" },
  { value: "last-12-months", label: "Last 12 months" },
  { value: "last-30-days", label: "Last 30 days" },
  { value: "last-year", label: "Last year" },
  { value: "custom", label: "Custom range" },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]["value"];

export function isRangePreset(value: string): value is RangePreset {
  return RANGE_PRESETS.some((p) => p.value === value);
}

/** Today on the studio's calendar. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);
}

function shiftDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first day of the month `months` before the day's own month. */
function monthStartBefore(day: string, months: number): string {
  const [y, m] = day.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - months, 1)).toISOString().slice(0, 10);
}

/**
 * A preset's days. "This year" and "Last 12 months" (whole months, this one included) end with this
 * month, so that what is already booked for later this month is in them; "Last 30 days" ends today.
 */
export function presetRange(preset: Exclude<RangePreset, "custom">, today: string): ReportRange {
  const year = Number(today.slice(0, 4));
  switch (preset) {
    case "this-year":
      return { from: `${year}-01-01`, to: endOfMonth(today) };
    case "last-12-months":
      return { from: monthStartBefore(today, 11), to: endOfMonth(today) };
    case "last-30-days":
      return { from: shiftDays(today, -29), to: today };
    case "last-year":
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}

/** A custom range as typed, or the message to show under the fields. */
export function customRange(
  from: string,
  to: string,
  today: string,
): { ok: true; range: ReportRange } | { ok: false; message: string } {
  if (!from || !to) return { ok: false, message: "Choose a start and an end date" };
  return resolveReportRange({ from, to }, today);
}

const dayFormat = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const monthShort = new Intl.DateTimeFormat("en-US", { month: "short", timeZone: "UTC" });
const monthLong = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "January 5, 2026". */
export function longDay(day: string): string {
  return dayFormat.format(dayDate(day));
}

/** "January 1, 2026 to March 31, 2026". */
export function rangeLabel(range: ReportRange): string {
  return `${longDay(range.from)} to ${longDay(range.to)}`;
}

/** An axis label: "Jan", or "Jan 26" when the range crosses a year. */
export function monthTick(month: string, withYear: boolean): string {
  const short = monthShort.format(dayDate(`${month}-01`));
  return withYear ? `${short} ${month.slice(2, 4)}` : short;
}

/** "January 2026". */
export function monthName(month: string): string {
  return monthLong.format(dayDate(`${month}-01`));
}

export function spansYears(months: readonly { month: string }[]): boolean {
  return months.length > 0 && months[0]!.month.slice(0, 4) !== months.at(-1)!.month.slice(0, 4);
}

const percentFormat = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** 0.5 -> "50%", 1/3 -> "33.3%". */
export function formatRate(rate: number): string {
  return percentFormat.format(rate);
}

export function formatCount(n: number): string {
  return n.toLocaleString("en-US");
}

const compactUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** Dollars for a chart axis: 1234500 -> "$12.3K". */
export function compactDollars(cents: number): string {
  return compactUsd.format(cents / 100);
}
