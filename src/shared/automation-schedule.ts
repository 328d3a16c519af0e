/**
 * Wall-clock arithmetic for the automation engine: "9:00 on the day two weeks before the wedding, in
 * the studio's time zone" and "not during quiet hours". Built on Intl only, so it runs the same on
 * the server and in the browser, and it is explicit about the two daylight-saving edge cases:
 * - a local time that does not exist (spring forward, 02:30) moves forward by the gap (03:30);
 * - a local time that happens twice (fall back, 01:30) means the first one.
 */

export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock reading in `timeZone` at `instant` (seconds dropped). */
export function localParts(instant: Date, timeZone: string): LocalDateTime {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour === 24 ? 0 : parts.hour!,
    minute: parts.minute!,
  };
}

/** Minutes the zone is ahead of UTC at `epochMs` (New York in winter: -300). */
function offsetMinutes(epochMs: number, timeZone: string): number {
  const p = localParts(new Date(epochMs), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(epochMs / 60_000) * 60_000) / 60_000);
}

const sameLocal = (a: LocalDateTime, b: LocalDateTime) =>
  a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;

/** The instant when the wall clock in `timeZone` reads `local` (see the file comment for DST). */
export function zonedTimeToUtc(local: LocalDateTime, timeZone: string): Date {
  const naive = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const DAY = 86_400_000;
  // The offsets in force a day either side cover every transition a wall-clock time can fall into.
  const before = offsetMinutes(naive - DAY, timeZone);
  const after = offsetMinutes(naive + DAY, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => naive - offset * 60_000)
    .filter((t) => sameLocal(localParts(new Date(t), timeZone), local))
    .sort((a, b) => a - b);
  if (candidates.length > 0) return new Date(candidates[0]!);
  // In the spring-forward gap: read it with the offset from before the change, i.e. later by the gap.
  return new Date(naive - before * 60_000);
}

/** Adds whole calendar days to a YYYY-MM-DD date. */
export function addDaysToIsoDate(
  isoDate: string,
  days: number,
): { year: number; month: number; day: number } {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(y, m - 1, d + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/**
 * When a time-based (COUNTDOWN) automation fires: `daysBefore` days BEFORE or AFTER the date, at
 * hour:minute on the studio's wall clock.
 */
export function countdownFireAt(input: {
  eventDate: string;
  daysBefore: number;
  timing: "BEFORE" | "AFTER";
  hour: number;
  minute: number;
  timeZone: string;
}): Date {
  const day = addDaysToIsoDate(
    input.eventDate,
    input.timing === "BEFORE" ? -input.daysBefore : input.daysBefore,
  );
  return zonedTimeToUtc({ ...day, hour: input.hour, minute: input.minute }, input.timeZone);
}

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;
function toMinutes(hhmm: string): number | null {
  const m = HHMM.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/**
 * Quiet hours hold a send until they end. `start`-`end` is a local window that may wrap midnight
 * (21:00-08:00). Returns `instant` itself outside the window, else the instant the window ends.
 */
export function releaseFromQuietHours(
  instant: Date,
  quiet: { start: string | null; end: string | null },
  timeZone: string,
): Date {
  if (!quiet.start || !quiet.end) return instant;
  const start = toMinutes(quiet.start);
  const end = toMinutes(quiet.end);
  if (start === null || end === null || start === end) return instant;
  const local = localParts(instant, timeZone);
  const now = local.hour * 60 + local.minute;
  const wraps = start > end;
  const inside = wraps ? now >= start || now < end : now >= start && now < end;
  if (!inside) return instant;
  // The window ends today, or tomorrow when it started this evening and wraps past midnight.
  const endDay = wraps && now >= start ? addDaysToIsoDate(isoDateOf(local), 1) : local;
  const release = zonedTimeToUtc(
    { year: endDay.year, month: endDay.month, day: endDay.day, hour: Math.floor(end / 60), minute: end % 60 },
    timeZone,
  );
  return release.getTime() > instant.getTime() ? release : instant;
}

function isoDateOf(d: { year: number; month: number; day: number }): string {
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
}

/** Today's date (YYYY-MM-DD) on the studio's wall clock. */
export function localIsoDate(instant: Date, timeZone: string): string {
  return isoDateOf(localParts(instant, timeZone));
}
