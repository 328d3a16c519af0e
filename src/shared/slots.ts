/**
 * The bookable slots of a studio: cut from its working hours, checked against its bookings and its
 * connected calendar. Pure, and runs the same in the browser and on the server.
 *
 * Rules:
 * - A date's windows: its override if it has one (not available: no slots; else the override's hours
 *   with the override's own breaks, the template's breaks not applied), else every enabled template of
 *   that weekday, each with its own breaks. An available override without hours counts as no override.
 * - Slots start at a window's start and every `slotIntervalMinutes` after; a slot lasts `slotMinutes`,
 *   must end within its window and must not overlap one of that window's breaks (touching is fine).
 *   Windows that overlap each other give a start time once.
 * - Times are wall-clock times in the studio's zone; a slot's start and end are converted to instants
 *   independently, so a 09:00-17:00 day stays 09:00-17:00 on the daylight-saving days. Following
 *   automation-schedule.ts: a slot that would START in the spring-forward gap does not exist and is
 *   left out; an END in the gap moves forward by the gap; a repeated time (fall back) means the first
 *   one, so a slot from 01:00 to 02:00 on that night lasts two real hours.
 * - Only dates from today (studio-local, at `now`) to today + bookingWindowDays, both included, are
 *   returned: with a 60-day window, 61 dates. `bookingWindow()` gives those bounds.
 * - Status, first match wins (intervals are half-open: touching ends do not overlap): BOOKED when a
 *   booking overlaps the slot (with that booking's id), BUSY when a calendar busy time does, BUFFER when
 *   a booking widened by `bufferMinutes` on both sides does, TOO_SOON when the slot starts before
 *   now + minNoticeMinutes (the past included), else AVAILABLE.
 *
 * Speed: reading a zone's clock through Intl is the slow part, so the offset is read once per UTC
 * midnight and a date whose surrounding midnights all share one offset is converted by arithmetic; only
 * the dates next to a daylight-saving change go through zonedTimeToUtc for each slot boundary. This
 * assumes a zone never changes its offset twice within a day, which no zone does. Bookings and busy
 * times are sorted once and found by binary search. bench/slots.mjs measures it (docs/PERFORMANCE.md).
 */
import { localIsoDate, localParts, zonedTimeToUtc } from "./automation-schedule.js";
import { minutesOf, slotIdOf } from "./scheduling.js";

export interface WeeklyHours {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  isEnabled: boolean;
  breaks: { startTime: string; endTime: string }[];
}

export interface DayOverride {
  date: string;
  isAvailable: boolean;
  startTime: string | null;
  endTime: string | null;
  breaks: { startTime: string; endTime: string }[] | null;
}

export interface BusyInterval {
  startMs: number;
  endMs: number;
  kind: "BOOKING" | "CALENDAR";
  bookingId?: string;
}

export interface SlotRulesMinutes {
  slotMinutes: number;
  slotIntervalMinutes: number;
  bufferMinutes: number;
  minNoticeMinutes: number;
  bookingWindowDays: number;
}

export type SlotStatus = "AVAILABLE" | "BOOKED" | "BUFFER" | "BUSY" | "TOO_SOON";

export interface ComputedSlot {
  id: string;
  /** The studio-local date the slot was cut from. */
  date: string;
  startMs: number;
  endMs: number;
  status: SlotStatus;
  bookingId: string | null;
}

export interface ComputeSlotsInput {
  /** IANA zone of the studio, e.g. America/Denver. */
  timeZone: string;
  /** Several windows on one weekday are allowed (09:00-12:00 and 14:00-18:00). */
  templates: WeeklyHours[];
  /** At most one per date. */
  overrides: DayOverride[];
  /** Existing bookings and busy times from a connected calendar. */
  busy: BusyInterval[];
  rules: SlotRulesMinutes;
  now: Date;
  /** Inclusive range of studio-local dates, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Public calendar: drop every slot that isn't AVAILABLE. */
  onlyAvailable?: boolean;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

// Dates are handled as whole days since 1970-01-01 (UTC), which makes stepping and weekdays arithmetic.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function dayNumberOf(isoDate: string): number {
  const m = ISO_DATE.exec(isoDate);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY : Number.NaN;
}

const pad = (n: number) => String(n).padStart(2, "0");
function isoDateOfDay(day: number): string {
  const d = new Date(day * DAY);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 0 Sunday .. 6 Saturday. */
export function dayOfWeekOf(isoDate: string): number {
  // 1970-01-01 was a Thursday.
  return (((dayNumberOf(isoDate) + 4) % 7) + 7) % 7;
}

/** The first and last studio-local dates that can be booked at `now`, both included. */
export function bookingWindow(
  now: Date,
  timeZone: string,
  rules: SlotRulesMinutes,
): { firstDate: string; lastDate: string } {
  const firstDate = localIsoDate(now, timeZone);
  return { firstDate, lastDate: isoDateOfDay(dayNumberOf(firstDate) + rules.bookingWindowDays) };
}

const clocks = new Map<string, Intl.DateTimeFormat>();
// "06/01/2026, 08:00": format() costs about a third of localParts' formatToParts, and this is the hot path.
const CLOCK = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2})$/;

/** Minutes `timeZone` is ahead of UTC at `epochMs`. */
function offsetAt(epochMs: number, timeZone: string): number {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    clocks.set(timeZone, clock);
  }
  const floored = Math.floor(epochMs / MINUTE) * MINUTE;
  const m = CLOCK.exec(clock.format(epochMs));
  // Should an engine word it differently, the slower parts-based reading still gives the answer.
  const local = m
    ? Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2]), Number(m[4]) % 24, Number(m[5]))
    : utcOfParts(localParts(new Date(epochMs), timeZone));
  return (local - floored) / MINUTE;
}

const utcOfParts = (p: { year: number; month: number; day: number; hour: number; minute: number }) =>
  Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);

/** The zone's offset at each UTC midnight, read through Intl once per day and kept for one call. */
function offsetsAtMidnight(timeZone: string): (day: number) => number {
  const byDay = new Map<number, number>();
  return (day) => {
    let offset = byDay.get(day);
    if (offset === undefined) {
      offset = offsetAt(day * DAY, timeZone);
      byDay.set(day, offset);
    }
    return offset;
  };
}

interface Span {
  start: number;
  end: number;
}
interface Opening extends Span {
  breaks: Span[];
}

const spanOf = (t: { startTime: string; endTime: string }): Span => ({
  start: minutesOf(t.startTime),
  end: minutesOf(t.endTime),
});

/** Intervals of one kind sorted by start, with a running maximum of the ends so a scan can stop early. */
interface IntervalIndex {
  starts: number[];
  ends: number[];
  maxEnds: number[];
  ids: (string | null)[];
}

function indexOf(intervals: { startMs: number; endMs: number; bookingId?: string }[]): IntervalIndex {
  const sorted = intervals.filter((i) => i.endMs > i.startMs).sort((a, b) => a.startMs - b.startMs);
  const index: IntervalIndex = { starts: [], ends: [], maxEnds: [], ids: [] };
  let maxEnd = Number.NEGATIVE_INFINITY;
  for (const i of sorted) {
    maxEnd = Math.max(maxEnd, i.endMs);
    index.starts.push(i.startMs);
    index.ends.push(i.endMs);
    index.maxEnds.push(maxEnd);
    index.ids.push(i.bookingId ?? null);
  }
  return index;
}

/** The position of the earliest-starting interval overlapping [startMs, endMs), or -1. */
function firstOverlap(index: IntervalIndex, startMs: number, endMs: number): number {
  // Binary search for the intervals that start before the slot ends...
  let lo = 0;
  let hi = index.starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (index.starts[mid]! < endMs) lo = mid + 1;
    else hi = mid;
  }
  // ...then walk back while any of them can still reach past the slot's start.
  let found = -1;
  for (let i = lo - 1; i >= 0 && index.maxEnds[i]! > startMs; i--) {
    if (index.ends[i]! > startMs) found = i;
  }
  return found;
}

interface Candidate {
  date: string;
  startMs: number;
  endMs: number;
}

export function computeSlots(input: ComputeSlotsInput): ComputedSlot[] {
  const { timeZone, rules } = input;
  const length = rules.slotMinutes;
  const step = rules.slotIntervalMinutes;
  // Zero or negative steps would never finish; the forms never allow them.
  if (!(length > 0) || !(step > 0))
    throw new RangeError("slotMinutes and slotIntervalMinutes must be positive");

  const bounds = bookingWindow(input.now, timeZone, rules);
  const firstDay = Math.max(dayNumberOf(input.from), dayNumberOf(bounds.firstDate));
  const lastDay = Math.min(dayNumberOf(input.to), dayNumberOf(bounds.lastDate));
  if (!(firstDay <= lastDay)) return [];

  const weekly: Opening[][] = [[], [], [], [], [], [], []];
  for (const t of input.templates) {
    if (t.isEnabled) weekly[t.dayOfWeek]?.push({ ...spanOf(t), breaks: t.breaks.map(spanOf) });
  }
  const overrides = new Map(input.overrides.map((o) => [o.date, o]));
  const windowsOf = (day: number, date: string): Opening[] => {
    const override = overrides.get(date);
    if (override && !override.isAvailable) return [];
    if (override?.startTime && override.endTime) {
      const hours = { startTime: override.startTime, endTime: override.endTime };
      return [{ ...spanOf(hours), breaks: (override.breaks ?? []).map(spanOf) }];
    }
    return weekly[(((day + 4) % 7) + 7) % 7]!;
  };

  const offsetAtMidnight = offsetsAtMidnight(timeZone);
  const candidates: Candidate[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const date = isoDateOfDay(day);
    const windows = windowsOf(day, date);
    if (windows.length === 0) continue;

    // A date's wall times fall within 14 h of its UTC day, so one offset at the four surrounding
    // midnights means there is no change that day and plain arithmetic is exact.
    const offset = offsetAtMidnight(day);
    const steady =
      offsetAtMidnight(day - 1) === offset &&
      offsetAtMidnight(day + 1) === offset &&
      offsetAtMidnight(day + 2) === offset;
    const base = day * DAY - offset * MINUTE;
    const changing = steady ? null : changeDayClock(day, timeZone);

    for (const w of windows) {
      for (let start = w.start; start + length <= w.end; start += step) {
        const end = start + length;
        if (w.breaks.some((b) => start < b.end && end > b.start)) continue;
        if (!changing) {
          candidates.push({ date, startMs: base + start * MINUTE, endMs: base + end * MINUTE });
          continue;
        }
        const begins = changing(start);
        if (!begins.exists) continue;
        candidates.push({ date, startMs: begins.ms, endMs: changing(end).ms });
      }
    }
  }
  candidates.sort((a, b) => a.startMs - b.startMs);

  const bookings = input.busy.filter((b) => b.kind === "BOOKING");
  const booked = indexOf(bookings);
  const calendar = indexOf(input.busy.filter((b) => b.kind === "CALENDAR"));
  const buffer = rules.bufferMinutes * MINUTE;
  const buffered =
    buffer > 0
      ? indexOf(bookings.map((b) => ({ startMs: b.startMs - buffer, endMs: b.endMs + buffer })))
      : null;
  const earliest = input.now.getTime() + rules.minNoticeMinutes * MINUTE;

  const slots: ComputedSlot[] = [];
  let previousStart = Number.NaN;
  for (const c of candidates) {
    if (c.startMs === previousStart) continue;
    previousStart = c.startMs;
    let status: SlotStatus = "AVAILABLE";
    let bookingId: string | null = null;
    const booking = firstOverlap(booked, c.startMs, c.endMs);
    if (booking >= 0) {
      status = "BOOKED";
      bookingId = booked.ids[booking]!;
    } else if (firstOverlap(calendar, c.startMs, c.endMs) >= 0) status = "BUSY";
    else if (buffered && firstOverlap(buffered, c.startMs, c.endMs) >= 0) status = "BUFFER";
    else if (c.startMs < earliest) status = "TOO_SOON";
    if (input.onlyAvailable && status !== "AVAILABLE") continue;
    slots.push({
      id: slotIdOf(c.startMs),
      date: c.date,
      startMs: c.startMs,
      endMs: c.endMs,
      status,
      bookingId,
    });
  }
  return slots;
}

/**
 * Wall-clock minutes of a date near a daylight-saving change, converted one by one (and remembered):
 * the instant, and whether that wall time exists at all or fell in the spring-forward gap.
 */
function changeDayClock(day: number, timeZone: string): (minute: number) => { ms: number; exists: boolean } {
  const d = new Date(day * DAY);
  const seen = new Map<number, { ms: number; exists: boolean }>();
  return (minute) => {
    let found = seen.get(minute);
    if (!found) {
      const local = {
        year: d.getUTCFullYear(),
        month: d.getUTCMonth() + 1,
        day: d.getUTCDate(),
        hour: Math.floor(minute / 60),
        minute: minute % 60,
      };
      const ms = zonedTimeToUtc(local, timeZone).getTime();
      // A time in the gap comes back moved forward: reading the instant again shows another wall time.
      const exists = ms + offsetAt(ms, timeZone) * MINUTE === day * DAY + minute * MINUTE;
      found = { ms, exists };
      seen.set(minute, found);
    }
    return found;
  };
}

/**
 * Groups slots by the local date of their start in any zone (the visitor's), keeping their order.
 */
export function datesInZone(slots: ComputedSlot[], timeZone: string): Map<string, ComputedSlot[]> {
  const offsetAtMidnight = offsetsAtMidnight(timeZone);
  const dates = new Map<number, string>();
  const byDate = new Map<string, ComputedSlot[]>();
  for (const slot of slots) {
    const utcDay = Math.floor(slot.startMs / DAY);
    const offset = offsetAtMidnight(utcDay);
    // The same offset at both ends of its UTC day means no change inside it.
    const exact = offsetAtMidnight(utcDay + 1) === offset ? offset : offsetAt(slot.startMs, timeZone);
    const localDay = Math.floor((slot.startMs + exact * MINUTE) / DAY);
    let date = dates.get(localDay);
    if (date === undefined) {
      date = isoDateOfDay(localDay);
      dates.set(localDay, date);
    }
    const list = byDate.get(date);
    if (list) list.push(slot);
    else byDate.set(date, [slot]);
  }
  return byDate;
}
