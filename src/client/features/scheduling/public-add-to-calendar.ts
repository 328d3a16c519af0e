/**
 * "Add to calendar" for a confirmed booking without a library: a Google Calendar template link, and an
 * iCalendar file (RFC 5545) built in the browser for Apple Calendar, Outlook and the rest.
 */

export interface CalendarEvent {
  id: string;
  title: string;
  startAt: string;
  endAt: string;
  details: string;
  location: string | null;
}

/** 2026-11-24T14:00:00.000Z → 20261124T140000Z */
const stamp = (instant: string) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${stamp(event.startAt)}/${stamp(event.endAt)}`,
    details: event.details,
  });
  if (event.location) params.set("location", event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const escapeText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

export function icsDataUrl(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Focal//Booking//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.id}@focal`,
    `DTSTAMP:${stamp(new Date().toISOString())}`,
    `DTSTART:${stamp(event.startAt)}`,
    `DTEND:${stamp(event.endAt)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.details)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`, `URL:${event.location}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(lines.join("\r\n"))}`;
}
