/**
 * The studio's scheduling page in words: days, times and dates on the photographer's clock (DESIGN: studio
 * dates are in the photographer's zone, en-US, 24-hour), the daily hours in short, and what a booking's
 * status or a slot's state looks like. Pure, so the rules are tested without a browser.
 */
import { tz } from "@date-fns/tz";
import { format, isValid, parseISO } from "date-fns";
import {
  type AvailabilityTemplate,
  type Booking,
  DAY_NAMES,
  type DayName,
  FORM_DAYS,
  type TimeSlot,
} from "../../../shared/scheduling";
import { timeZoneLabel } from "../../../shared/time-zone";

/** The Upcoming Bookings card lists this many. */
export const UPCOMING_LIMIT = 4;

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "MONDAY" → "Monday". */
export const dayLabel = (day: DayName) => day.charAt(0) + day.slice(1).toLowerCase();

/** 0..6 (Sunday first, as the API sends it) → "Sunday".."Saturday". */
export const weekdayLabel = (dayOfWeek: number) => dayLabel(DAY_NAMES[dayOfWeek] ?? "SUNDAY");

const shortDay = (day: DayName) => dayLabel(day).slice(0, 3);

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

/** An instant on the 24-hour clock: "14:00". */
export const timeIn = (iso: string, zone: string) => inZone(iso, zone, "HH:mm");

/** "09:00–10:00". */
export const timeRange = (startIso: string, endIso: string, zone: string) =>
  `${timeIn(startIso, zone)}–${timeIn(endIso, zone)}`;

/** An instant as a card date: 'MMMM d, yyyy'. */
export const longDate = (iso: string, zone: string) => inZone(iso, zone, "MMMM d, yyyy");

/** The studio-local calendar day ("YYYY-MM-DD") an instant falls on. */
export const dayOf = (iso: string, zone: string) => inZone(iso, zone, "yyyy-MM-dd");

export const todayIn = (zone: string, now: Date = new Date()) => dayOf(now.toISOString(), zone);

/** A "YYYY-MM-DD" day, which has no zone: "Monday, March 2, 2026". */
export function dayTitle(date: string): string {
  const parsed = parseISO(date);
  return isValid(parsed) ? format(parsed, "EEEE, MMMM d, yyyy") : date;
}

/** The zone in words with its id, as it reads on a given day: "Eastern Standard Time (America/New York)". */
export function zoneName(zone: string, at: Date = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "long" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value;
    return name && name !== zone ? `${name} (${timeZoneLabel(zone)})` : timeZoneLabel(zone);
  } catch {
    return timeZoneLabel(zone);
  }
}

/** The first and last day of a "YYYY-MM" month, for range queries. */
export function monthRange(month: string): { startDate: string; endDate: string } {
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return { startDate: `${month}-01`, endDate: `${month}-${String(last).padStart(2, "0")}` };
}

/**
 * The daily hours in short, one line per run of days with the same hours, Monday first:
 * ["Mon–Fri 09:00–17:00", "Sat 10:00–14:00"]. Disabled templates and days off are left out.
 */
export function summarizeTemplates(templates: readonly AvailabilityTemplate[]): string[] {
  const hoursOf = (day: DayName) =>
    templates
      .filter((t) => t.isEnabled && DAY_NAMES[t.dayOfWeek] === day)
      .sort((a, b) => a.startTime.localeCompare(b.startTime))
      .map((t) => `${t.startTime}–${t.endTime}`)
      .join(", ");
  const runs: { days: DayName[]; hours: string }[] = [];
  let previous: string | null = null;
  for (const day of FORM_DAYS) {
    const hours = hoursOf(day);
    const run = runs.at(-1);
    if (hours && hours === previous && run) run.days.push(day);
    else if (hours) runs.push({ days: [day], hours });
    previous = hours || null;
  }
  return runs.map(({ days, hours }) => {
    const first = shortDay(days[0]!);
    const label = days.length === 1 ? first : `${first}–${shortDay(days.at(-1)!)}`;
    return `${label} ${hours}`;
  });
}

/** Bookings still to come, soonest first: not cancelled and not yet over. */
export function upcomingBookings(bookings: readonly Booking[], now: number = Date.now()): Booking[] {
  return bookings
    .filter((b) => b.status !== "CANCELLED" && Date.parse(b.endAt) > now)
    .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
}

export type StatusTone = "amber" | "green" | "blue" | "red";

/** PENDING amber "Pending", CONFIRMED green "Confirmed", any other the raw status in blue. */
export function bookingStatus(status: string): { label: string; tone: StatusTone } {
  if (status === "PENDING") return { label: "Pending", tone: "amber" };
  if (status === "CONFIRMED") return { label: "Confirmed", tone: "green" };
  if (status === "CANCELLED") return { label: "Cancelled", tone: "red" };
  return { label: status, tone: "blue" };
}

/** The dot colours of the tones, as CSS colours (the calendar's markers take a colour). */
export const TONE_COLORS: Record<StatusTone, string> = {
  amber: "#f59e0b",
  green: "#16a34a",
  blue: "#3b82f6",
  red: "#ef4444",
};

/**
 * A dot under each day with bookings (cancelled ones do not count), amber while any of them still waits
 * for a confirmation.
 */
export function bookingMarkers(
  bookings: readonly Booking[],
  zone: string,
): Record<string, { color: string; label: string }> {
  const days = new Map<string, { count: number; pending: boolean }>();
  for (const b of bookings) {
    if (b.status === "CANCELLED") continue;
    const day = dayOf(b.startAt, zone);
    const entry = days.get(day) ?? { count: 0, pending: false };
    entry.count += 1;
    entry.pending ||= b.status === "PENDING";
    days.set(day, entry);
  }
  return Object.fromEntries(
    [...days].map(([day, { count, pending }]) => [
      day,
      {
        color: pending ? TONE_COLORS.amber : TONE_COLORS.green,
        label: pending ? `${plural(count, "booking")}, awaiting confirmation` : plural(count, "booking"),
      },
    ]),
  );
}

/** "CONSULTATION" → "Consultation", "ENGAGEMENT_SHOOT" → "Engagement shoot"; none is a consultation. */
export function bookingTypeLabel(type: string | null | undefined): string {
  const words = (type ?? "").toLowerCase().replace(/_/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : "Consultation";
}

/** Why a slot that is neither free nor booked cannot be offered, in a few words. */
export function slotReason(slot: Pick<TimeSlot, "reason" | "startTime">, now: number = Date.now()): string {
  if (Date.parse(slot.startTime) <= now) return "Already passed";
  switch (slot.reason) {
    case "BUFFER":
      return "Buffer around a booking";
    case "BUSY":
      return "Busy in your calendar";
    case "TOO_SOON":
      return "Inside your minimum notice";
    default:
      return "Not available";
  }
}

/** The link clients book themselves with. */
export const selfBookingUrl = (origin: string, publicToken: string) =>
  `${origin}/booking/calendar/${publicToken}`;
