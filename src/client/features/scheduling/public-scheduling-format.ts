/**
 * Dates and times for the two public scheduling pages, through Intl rather than date-fns(-tz) so the
 * pages a client opens on a phone stay small. Slots and bookings are UTC instants; the visitor sees
 * them on a 24-hour clock in their own zone, and the zone is always named (DESIGN "Text, numbers and
 * dates").
 */
import { timeZoneLabel } from "../../../shared/time-zone";

/** The visitor's IANA zone as the browser reports it, e.g. "Europe/Berlin". */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

function parts(instant: Date, zone: string, options: Intl.DateTimeFormatOptions) {
  const out: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of new Intl.DateTimeFormat("en-US", { ...options, timeZone: zone }).formatToParts(
    instant,
  )) {
    out[part.type] = part.value;
  }
  return out;
}

/** The calendar day ("YYYY-MM-DD") an instant falls on in a zone. */
export function dayIn(instant: Date | string, zone: string): string {
  const p = parts(new Date(instant), zone, { year: "numeric", month: "2-digit", day: "2-digit" });
  return `${p.year}-${p.month}-${p.day}`;
}

export const todayIn = (zone: string) => dayIn(new Date(), zone);

/** A "YYYY-MM-DD" day in words: "Tuesday, November 24, 2026" (no zone: a day is a day). */
export function formatDay(date: string, options: { year?: boolean } = {}): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    ...(options.year === false ? {} : { year: "numeric" }),
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** An instant on the 24-hour clock in a zone: "14:00". */
export function formatTime(instant: string, zone: string): string {
  const p = parts(new Date(instant), zone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return `${p.hour}:${p.minute}`;
}

export const formatTimeRange = (start: string, end: string, zone: string) =>
  `${formatTime(start, zone)} – ${formatTime(end, zone)}`;

/**
 * The zone in words with its id, as it is on a given day (summer and winter names differ):
 * "Central European Standard Time (Europe/Berlin)".
 */
export function zoneName(zone: string, at: Date | string = new Date()): string {
  const long = parts(new Date(at), zone, { timeZoneName: "long" }).timeZoneName;
  return long && long !== zone ? `${long} (${timeZoneLabel(zone)})` : timeZoneLabel(zone);
}

/** "CONSULTATION" → "Consultation", "ENGAGEMENT_SHOOT" → "Engagement shoot". */
export function bookingTypeLabel(type: string): string {
  const words = type.toLowerCase().replace(/_/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : "Consultation";
}

/** Minutes as a duration: 30 → "30 minutes", 60 → "1 hour", 90 → "1 hour 30 minutes". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours > 0 ? `${hours} hour${hours === 1 ? "" : "s"}` : "";
  const m = rest > 0 ? `${rest} minute${rest === 1 ? "" : "s"}` : "";
  return [h, m].filter(Boolean).join(" ") || "0 minutes";
}
