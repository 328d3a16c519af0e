/**
 * The slots of one session type: the studio's hours (or the type's own windows) cut into the type's
 * duration, checked against every booking of the studio, its connected calendar, the type's buffers,
 * notice and daily cap. Pure, like computeSlots (slots.ts), and built on the same machinery
 * (slot-internals.ts), so daylight-saving days and the fast path behave exactly as there.
 *
 * Rules:
 * - A date's windows: with availability "STUDIO_HOURS", computeSlots' rule (the date's override, else that
 *   weekday's templates, breaks applied). With the type's own windows: those whose `date` is that date
 *   plus those whose `dayOfWeek` is its weekday; they have no breaks, and studio overrides do not apply
 *   (a mini-session day is its own exception).
 * - Slots last `durationMinutes`, start at a window's start and every `slotIntervalMinutes` after (null:
 *   duration plus both buffers, so back-to-back bookings keep the photographer's gap) and must end within
 *   the window. One start time is given once even when windows overlap.
 * - Times are wall-clock times in the studio's zone: a start in the spring-forward gap does not exist, an
 *   end in it moves forward by the gap, a repeated (fall-back) time means the first one.
 * - Only dates from today (studio-local, at `now`) to today + bookingWindowDays, both included.
 * - Status, first match wins (half-open intervals; touching is not overlapping): BOOKED when a booking
 *   of any type overlaps the slot (with its id); BUSY when a calendar busy time does; BUFFER when the slot
 *   widened by bufferBefore before and bufferAfter after overlaps a booking; TOO_SOON when it starts before
 *   now + minNotice; FULL when `maxPerDay` bookings of this type (`sameType`) already start on that
 *   studio-local date; else AVAILABLE.
 */

import type { SessionTypeAvailability } from "./session-types.js";
import {
  classifySlots,
  cutCandidates,
  dayNumberOf,
  isoDateOfDay,
  localDayOf,
  MINUTE,
  type Opening,
  offsetsAtMidnight,
  spanOf,
  weekdayOfDay,
} from "./slot-internals.js";
import {
  type BusyInterval,
  bookingWindow,
  type DayOverride,
  studioWindows,
  type WeeklyHours,
} from "./slots.js";

export interface TypeSlotRules {
  durationMinutes: number;
  /** null: durationMinutes + bufferBeforeMinutes + bufferAfterMinutes. */
  slotIntervalMinutes: number | null;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minNoticeMinutes: number;
  /** Bookings of THIS type per studio-local date; null: no cap. */
  maxPerDay: number | null;
  bookingWindowDays: number;
}

export type TypeSlotStatus = "AVAILABLE" | "BOOKED" | "BUSY" | "BUFFER" | "TOO_SOON" | "FULL";

export interface TypeSlot {
  id: string;
  /** The studio-local date the slot was cut from. */
  date: string;
  startMs: number;
  endMs: number;
  status: TypeSlotStatus;
  bookingId: string | null;
}

export interface ComputeTypeSlotsInput {
  /** The studio's IANA zone; all wall times are in it. */
  timeZone: string;
  /** "STUDIO_HOURS": templates + overrides; else the type's own windows. */
  availability: SessionTypeAvailability;
  templates: WeeklyHours[];
  overrides: DayOverride[];
  /** Every booking of the studio (any type, `sameType` marks this one's) and the calendar's busy times. */
  busy: (BusyInterval & { sameType?: boolean })[];
  rules: TypeSlotRules;
  now: Date;
  /** Inclusive range of studio-local dates, YYYY-MM-DD. */
  from: string;
  to: string;
  /** Public pages: drop every slot that isn't AVAILABLE. */
  onlyAvailable?: boolean;
}

/** The type's own windows of a date: dated ones plus weekly ones, without breaks. */
function typeWindows(
  windows: { date?: string | null; dayOfWeek?: number | null; startTime: string; endTime: string }[],
): (day: number, date: string) => Opening[] {
  const weekly: Opening[][] = [[], [], [], [], [], [], []];
  const byDate = new Map<string, Opening[]>();
  for (const w of windows) {
    const opening: Opening = { ...spanOf(w), breaks: [] };
    if (w.date != null) {
      const list = byDate.get(w.date);
      if (list) list.push(opening);
      else byDate.set(w.date, [opening]);
    } else if (w.dayOfWeek != null) weekly[w.dayOfWeek]?.push(opening);
  }
  return (day, date) => {
    const dated = byDate.get(date);
    const recurring = weekly[weekdayOfDay(day)]!;
    return dated ? [...dated, ...recurring] : recurring;
  };
}

export function computeTypeSlots(input: ComputeTypeSlotsInput): TypeSlot[] {
  const { timeZone, rules } = input;
  const length = rules.durationMinutes;
  const step =
    rules.slotIntervalMinutes ?? rules.durationMinutes + rules.bufferBeforeMinutes + rules.bufferAfterMinutes;
  // Zero or negative steps would never finish; the schema never allows them.
  if (!(length > 0) || !(step > 0))
    throw new RangeError("durationMinutes and the slot interval must be positive");

  const bounds = bookingWindow(input.now, timeZone, rules);
  const firstDay = Math.max(dayNumberOf(input.from), dayNumberOf(bounds.firstDate));
  const lastDay = Math.min(dayNumberOf(input.to), dayNumberOf(bounds.lastDate));
  if (!(firstDay <= lastDay)) return [];

  const windowsOf =
    input.availability === "STUDIO_HOURS"
      ? studioWindows(input.templates, input.overrides)
      : typeWindows(input.availability.windows);
  const candidates = cutCandidates(timeZone, firstDay, lastDay, windowsOf, length, step);

  return classifySlots<TypeSlotStatus>(candidates, input.busy, {
    beforeMs: rules.bufferBeforeMinutes * MINUTE,
    afterMs: rules.bufferAfterMinutes * MINUTE,
    earliestMs: input.now.getTime() + rules.minNoticeMinutes * MINUTE,
    fullDates: fullDates(input.busy, rules.maxPerDay, timeZone),
    onlyAvailable: input.onlyAvailable ?? false,
  });
}

/** Studio-local dates on which this type's bookings already reach the daily cap. */
function fullDates(
  busy: ComputeTypeSlotsInput["busy"],
  maxPerDay: number | null,
  timeZone: string,
): Set<string> {
  const full = new Set<string>();
  if (maxPerDay == null) return full;
  const offsetAtMidnight = offsetsAtMidnight(timeZone);
  const perDay = new Map<number, number>();
  for (const b of busy) {
    if (b.kind !== "BOOKING" || !b.sameType) continue;
    const day = localDayOf(b.startMs, timeZone, offsetAtMidnight);
    const count = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, count);
    if (count >= maxPerDay) full.add(isoDateOfDay(day));
  }
  return full;
}
