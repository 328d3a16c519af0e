/**
 * How the project page names the event's day with its zone: "June 12, 2027 · Lisbon time
 * (Europe/Lisbon); studio: America/New York" when the event has a zone of its own that differs from
 * the studio's, else "June 12, 2027 · New York time (America/New York)".
 */
import { timeZoneLabel } from "../../../shared/time-zone";

/** "Lisbon time" for Europe/Lisbon, "UTC" for UTC: the place people say the time of. */
export function zonePlaceName(zone: string): string {
  const place = timeZoneLabel(zone.split("/").at(-1) ?? zone);
  return zone.includes("/") ? `${place} time` : place;
}

/** What follows the day: " · Lisbon time (Europe/Lisbon); studio: America/New York". */
export function eventZoneSuffix(eventZone: string | null, studioZone: string): string {
  const zone = eventZone ?? studioZone;
  const own = ` · ${zonePlaceName(zone)} (${timeZoneLabel(zone)})`;
  return zone === studioZone ? own : `${own}; studio: ${timeZoneLabel(studioZone)}`;
}

export function eventDayWithZone(day: string, eventZone: string | null, studioZone: string): string {
  return `${day}${eventZoneSuffix(eventZone, studioZone)}`;
}
