/**
 * The machinery behind the two slot functions, computeSlots (slots.ts: the studio's own calendar) and
 * computeTypeSlots (session-slots.ts: one session type): whole-day date arithmetic, a zone's offsets read
 * once per UTC midnight, the cutting of windows into candidate slots across daylight-saving changes, and
 * sorted interval lookups. Both files' header comments give the rules; this file only holds what they share,
 * so the two cannot drift apart on the hard parts (the DST days, the fast path).
 */
import { localParts } from "./automation-schedule.js";
import { minutesOf, slotIdOf } from "./scheduling.js";

export const MINUTE = 60_000;
export const DAY = 86_400_000;

// Dates are handled as whole days since 1970-01-01 (UTC), which makes stepping and weekdays arithmetic.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export function dayNumberOf(isoDate: string): number {
  const m = ISO_DATE.exec(isoDate);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY : Number.NaN;
}

const pad = (n: number) => String(n).padStart(2, "0");
export function isoDateOfDay(day: number): string {
  const d = new Date(day * DAY);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 0 Sunday .. 6 Saturday, of a day number (1970-01-01 was a Thursday). */
export const weekdayOfDay = (day: number) => (((day + 4) % 7) + 7) % 7;

const clocks = new Map<string, Intl.DateTimeFormat>();
// "06/01/2026, 08:00": format() costs about a third of localParts' formatToParts, and this is the hot path.
const CLOCK = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2})$/;

/** Minutes `timeZone` is ahead of UTC at `epochMs`. */
export function offsetAt(epochMs: number, timeZone: string): number {
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
export function offsetsAtMidnight(timeZone: string): (day: number) => number {
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

/** The local day number of an instant in `timeZone`, using the midnight offsets when no change is near. */
export function localDayOf(epochMs: number, timeZone: string, offsetAtMidnight: (day: number) => number) {
  const utcDay = Math.floor(epochMs / DAY);
  const offset = offsetAtMidnight(utcDay);
  // The same offset at both ends of its UTC day means no change inside it.
  const exact = offsetAtMidnight(utcDay + 1) === offset ? offset : offsetAt(epochMs, timeZone);
  return Math.floor((epochMs + exact * MINUTE) / DAY);
}

export interface Span {
  start: number;
  end: number;
}
export interface Opening extends Span {
  breaks: Span[];
}

export const spanOf = (t: { startTime: string; endTime: string }): Span => ({
  start: minutesOf(t.startTime),
  end: minutesOf(t.endTime),
});

/** Intervals of one kind sorted by start, with a running maximum of the ends so a scan can stop early. */
export interface IntervalIndex {
  starts: number[];
  ends: number[];
  maxEnds: number[];
  ids: (string | null)[];
}

export function indexOf(intervals: { startMs: number; endMs: number; bookingId?: string }[]): IntervalIndex {
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
export function firstOverlap(index: IntervalIndex, startMs: number, endMs: number): number {
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

export interface Candidate {
  date: string;
  startMs: number;
  endMs: number;
}

/**
 * Every slot start of the days firstDay..lastDay (day numbers, studio-local) as instants, sorted by start:
 * `length` minutes long, `step` minutes apart from each window's start, inside its window and clear of its
 * breaks. Starts in a spring-forward gap are left out; duplicates (overlapping windows) are not removed.
 */
export function cutCandidates(
  timeZone: string,
  firstDay: number,
  lastDay: number,
  windowsOf: (day: number, date: string) => Opening[],
  length: number,
  step: number,
): Candidate[] {
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
  return candidates.sort((a, b) => a.startMs - b.startMs);
}

/**
 * Wall-clock minutes of a date near a daylight-saving change, converted one by one (and remembered):
 * the instant, and whether that wall time exists at all or fell in the spring-forward gap. This is
 * zonedTimeToUtc's rule (automation-schedule.ts) read through the faster offsetAt: try the offsets in
 * force a day either side, keep the earliest instant that reads back as that wall time (a repeated time
 * means the first), and read a time in the gap with the offset from before the change (later by the gap).
 */
function changeDayClock(day: number, timeZone: string): (minute: number) => { ms: number; exists: boolean } {
  const seen = new Map<number, { ms: number; exists: boolean }>();
  return (minute) => {
    let found = seen.get(minute);
    if (!found) {
      const wall = day * DAY + minute * MINUTE;
      const before = wall - offsetAt(wall - DAY, timeZone) * MINUTE;
      const after = wall - offsetAt(wall + DAY, timeZone) * MINUTE;
      const readsBack = (ms: number) => ms + offsetAt(ms, timeZone) * MINUTE === wall;
      const first = Math.min(before, after);
      const second = Math.max(before, after);
      if (readsBack(first)) found = { ms: first, exists: true };
      else if (second !== first && readsBack(second)) found = { ms: second, exists: true };
      else found = { ms: before, exists: false };
      seen.set(minute, found);
    }
    return found;
  };
}

export type ClassifiedStatus = "AVAILABLE" | "BOOKED" | "BUSY" | "BUFFER" | "TOO_SOON" | "FULL";

export interface ClassifiedSlot<S extends ClassifiedStatus> {
  id: string;
  date: string;
  startMs: number;
  endMs: number;
  status: S;
  bookingId: string | null;
}

/**
 * Gives each candidate its status, first match wins (half-open intervals: touching is not overlapping):
 * BOOKED when a booking overlaps it (with that booking's id), BUSY when a calendar busy time does, BUFFER
 * when the slot widened by `beforeMs` before and `afterMs` after overlaps a booking, TOO_SOON when it
 * starts before `earliestMs`, FULL when its date is in `fullDates`, else AVAILABLE. Candidates come
 * sorted by start; a start given twice (overlapping windows) is kept once. Both slot functions end here,
 * so the studio's calendar and every session type classify a slot the same way.
 */
export function classifySlots<S extends ClassifiedStatus>(
  candidates: Candidate[],
  busy: { startMs: number; endMs: number; kind: "BOOKING" | "CALENDAR"; bookingId?: string }[],
  rules: {
    beforeMs: number;
    afterMs: number;
    earliestMs: number;
    fullDates?: Set<string>;
    onlyAvailable?: boolean;
  },
): ClassifiedSlot<S>[] {
  const bookings = busy.filter((b) => b.kind === "BOOKING");
  const booked = indexOf(bookings);
  const calendar = indexOf(busy.filter((b) => b.kind === "CALENDAR"));
  // [s - before, e + after) overlaps [bs, be) exactly when [s, e) overlaps [bs - after, be + before).
  const { beforeMs, afterMs, earliestMs, fullDates } = rules;
  const buffered =
    beforeMs > 0 || afterMs > 0
      ? indexOf(bookings.map((b) => ({ startMs: b.startMs - afterMs, endMs: b.endMs + beforeMs })))
      : null;

  const slots: ClassifiedSlot<S>[] = [];
  let previousStart = Number.NaN;
  for (const c of candidates) {
    if (c.startMs === previousStart) continue;
    previousStart = c.startMs;
    let status: ClassifiedStatus = "AVAILABLE";
    let bookingId: string | null = null;
    const booking = firstOverlap(booked, c.startMs, c.endMs);
    if (booking >= 0) {
      status = "BOOKED";
      bookingId = booked.ids[booking]!;
    } else if (firstOverlap(calendar, c.startMs, c.endMs) >= 0) status = "BUSY";
    else if (buffered && firstOverlap(buffered, c.startMs, c.endMs) >= 0) status = "BUFFER";
    else if (c.startMs < earliestMs) status = "TOO_SOON";
    else if (fullDates?.has(c.date)) status = "FULL";
    if (rules.onlyAvailable && status !== "AVAILABLE") continue;
    slots.push({
      id: slotIdOf(c.startMs),
      date: c.date,
      startMs: c.startMs,
      endMs: c.endMs,
      status: status as S,
      bookingId,
    });
  }
  return slots;
}
