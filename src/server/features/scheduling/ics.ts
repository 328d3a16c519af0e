/**
 * iCalendar (RFC 5545) text for booking invitations (METHOD:REQUEST, RFC 5546) and for the studio's
 * subscription feed. Written by hand because the format is small and the rules that trip calendar apps
 * are few and testable: CRLF line ends, lines folded at 75 octets, text escaped, instants in UTC.
 */

export interface IcsPerson {
  name: string | null;
  email: string;
}

export interface IcsTimedEvent {
  uid: string;
  /** Bumped whenever the event changes, so calendar apps replace their copy instead of ignoring it. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description?: string | null;
  url?: string | null;
  location?: string | null;
  status: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  organizer?: IcsPerson | null;
  attendee?: IcsPerson | null;
  updatedAt?: Date;
}

export interface IcsAllDayEvent {
  uid: string;
  /** YYYY-MM-DD */
  date: string;
  summary: string;
  description?: string | null;
  url?: string | null;
}

const PRODID = "-//Focal//Scheduling//EN";

export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line into 75-octet pieces (RFC 5545 §3.1), never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines start with a space, so they hold 74 more.
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

export function formatUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

const compactDate = (isoDate: string) => isoDate.replaceAll("-", "");

function nextDay(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

function person(role: "ORGANIZER" | "ATTENDEE", p: IcsPerson): string {
  const name = p.name ? `;CN="${p.name.replace(/"/g, "'")}"` : "";
  const extra = role === "ATTENDEE" ? ";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE" : "";
  return `${role}${name}${extra}:mailto:${p.email}`;
}

function timedEventLines(event: IcsTimedEvent, stamp: Date): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(stamp)}`,
    `DTSTART:${formatUtc(event.start)}`,
    `DTEND:${formatUtc(event.end)}`,
    `SEQUENCE:${event.sequence}`,
    `STATUS:${event.status}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.updatedAt) lines.push(`LAST-MODIFIED:${formatUtc(event.updatedAt)}`);
  if (event.organizer) lines.push(person("ORGANIZER", event.organizer));
  if (event.attendee) lines.push(person("ATTENDEE", event.attendee));
  lines.push("END:VEVENT");
  return lines;
}

function allDayEventLines(event: IcsAllDayEvent, stamp: Date): string[] {
  const lines = [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${formatUtc(stamp)}`,
    `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
    `DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    "TRANSP:TRANSPARENT",
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push("END:VEVENT");
  return lines;
}

function calendar(header: string[], body: string[]): string {
  return `${[
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODID}`,
    "CALSCALE:GREGORIAN",
    ...header,
    ...body,
    "END:VCALENDAR",
  ]
    .map(foldLine)
    .join("\r\n")}\r\n`;
}

/** One event sent by e-mail: REQUEST adds or updates it in the recipient's calendar, CANCEL removes it. */
export function buildInvite(event: IcsTimedEvent, method: "REQUEST" | "CANCEL", now = new Date()): string {
  return calendar([`METHOD:${method}`], timedEventLines(event, now));
}

/** The studio's subscription: every booking and every project's event date. */
export function buildFeed(
  name: string,
  timed: IcsTimedEvent[],
  allDay: IcsAllDayEvent[],
  now = new Date(),
): string {
  return calendar(
    [
      "METHOD:PUBLISH",
      `X-WR-CALNAME:${escapeText(name)}`,
      // Calendar apps poll a subscription at this interval (Apple and Outlook honour it).
      "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
      "X-PUBLISHED-TTL:PT1H",
    ],
    [...timed.flatMap((e) => timedEventLines(e, now)), ...allDay.flatMap((e) => allDayEventLines(e, now))],
  );
}
