/**
 * The dashboard in words: the greeting, times and days on the studio's clock (DESIGN: en-US, 24-hour, in
 * the photographer's zone), relative times for the activity feed, and the small labels. Pure, so the
 * rules are tested without a browser.
 */
import { tz } from "@date-fns/tz";
import { format, isValid, parseISO } from "date-fns";

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

function inZone(iso: string, zone: string, pattern: string): string {
  const date = parseISO(iso);
  if (!isValid(date)) return "";
  try {
    return format(date, pattern, { in: tz(zone) });
  } catch {
    // An unknown zone must not blank the page: the browser's clock is the next best thing.
    return format(date, pattern);
  }
}

/** "14:05" on the studio's clock. */
export const timeOf = (iso: string, zone: string) => inZone(iso, zone, "HH:mm");

/** "09:00–10:00" on the studio's clock. */
export const timeRange = (startIso: string, endIso: string, zone: string) =>
  `${timeOf(startIso, zone)}–${timeOf(endIso, zone)}`;

/** The studio-local day an instant falls on, "YYYY-MM-DD". */
export const dayOf = (iso: string, zone: string) => inZone(iso, zone, "yyyy-MM-dd");

/** "Wednesday, March 4": a day of the coming week. */
export const weekdayOf = (iso: string, zone: string) => inZone(iso, zone, "EEEE, MMMM d");

/** "March 4, 2026 at 14:05", for a title that explains a relative time. */
export const dateTimeOf = (iso: string, zone: string) => inZone(iso, zone, "MMMM d, yyyy 'at' HH:mm");

/** A "YYYY-MM-DD" day, which has no zone: "Monday, March 2, 2026". */
export function longDay(date: string): string {
  const parsed = parseISO(date);
  return isValid(parsed) ? format(parsed, "EEEE, MMMM d, yyyy") : date;
}

/** Good morning before noon, afternoon until six, evening after, on the studio's clock. */
export function greeting(now: Date, zone: string): string {
  const hour = Number(inZone(now.toISOString(), zone, "H"));
  if (hour < 5) return "Good evening";
  if (hour < 12) return "Good morning";
  if (hour < 18) return "Good afternoon";
  return "Good evening";
}

const UNITS: readonly [limitSeconds: number, seconds: number, unit: string][] = [
  [3_600, 60, "minute"],
  [86_400, 3_600, "hour"],
  [604_800, 86_400, "day"],
  [2_629_800, 604_800, "week"],
  [31_557_600, 2_629_800, "month"],
  [Number.POSITIVE_INFINITY, 31_557_600, "year"],
];

/** "Just now", "5 minutes ago", "2 hours ago", "3 days ago"; times ahead read "in 2 hours". */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return "";
  const seconds = Math.round((now - at) / 1000);
  const size = Math.abs(seconds);
  if (size < 60) return "Just now";
  for (const [limit, unitSeconds, unit] of UNITS) {
    if (size < limit) {
      const text = plural(Math.floor(size / unitSeconds), unit);
      return seconds >= 0 ? `${text} ago` : `in ${text}`;
    }
  }
  return "";
}

/** The Overdue badge with its age: "Overdue · 9 days". */
export const overdueLabel = (days: number) => `Overdue · ${plural(days, "day")}`;

export type StatusTone = "amber" | "green" | "blue";

/** PENDING amber "Pending", CONFIRMED green "Confirmed", any other the raw status in blue. */
export function bookingStatus(status: string): { label: string; tone: StatusTone } {
  if (status === "PENDING") return { label: "Pending", tone: "amber" };
  if (status === "CONFIRMED") return { label: "Confirmed", tone: "green" };
  return { label: status, tone: "blue" };
}

/** The client's initials for an avatar: "Ana Lopez" → "AL". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((w) => w.charAt(0).toUpperCase()).join("") || "?";
}

/** Bookings of the coming week grouped by the studio-local day they start on, in order. */
export function groupByDay<T extends { startAt: string }>(
  bookings: readonly T[],
  zone: string,
): { day: string; label: string; bookings: T[] }[] {
  const groups: { day: string; label: string; bookings: T[] }[] = [];
  for (const booking of bookings) {
    const day = dayOf(booking.startAt, zone);
    const last = groups.at(-1);
    if (last?.day === day) last.bookings.push(booking);
    else groups.push({ day, label: weekdayOf(booking.startAt, zone), bookings: [booking] });
  }
  return groups;
}
