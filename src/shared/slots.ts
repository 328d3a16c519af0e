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
 * the dates next to a daylight-saving change convert each slot boundary one by one (zonedTimeToUtc's
 * rule). This assumes a zone never changes its offset twice within a day, which no zone does. Bookings and busy
 * times are sorted once and found by binary search. bench/slots.mjs measures it (docs/PERFORMANCE.md).
 * That machinery lives in slot-internals.ts, shared with session-slots.ts (slots of one session type).
 */
import { localIsoDate } from "./automation-schedule.js";
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

/** 0 Sunday .. 6 Saturday. */
export function dayOfWeekOf(isoDate: string): number {
  return weekdayOfDay(dayNumberOf(isoDate));
}

/** The first and last studio-local dates that can be booked at `now`, both included. */
export function bookingWindow(
  now: Date,
  timeZone: string,
  rules: Pick<SlotRulesMinutes, "bookingWindowDays">,
): { firstDate: string; lastDate: string } {
  const firstDate = localIsoDate(now, timeZone);
  return { firstDate, lastDate: isoDateOfDay(dayNumberOf(firstDate) + rules.bookingWindowDays) };
}

/**
 * The studio's windows of a date by the rule in the header: its override, else that weekday's enabled
 * templates with their breaks. Takes the day number and the ISO date of the same day.
 */
export function studioWindows(
  templates: WeeklyHours[],
  overrides: DayOverride[],
): (day: number, date: string) => Opening[] {
  const weekly: Opening[][] = [[], [], [], [], [], [], []];
  for (const t of templates) {
    if (t.isEnabled) weekly[t.dayOfWeek]?.push({ ...spanOf(t), breaks: t.breaks.map(spanOf) });
  }
  const byDate = new Map(overrides.map((o) => [o.date, o]));
  return (day, date) => {
    const override = byDate.get(date);
    if (override && !override.isAvailable) return [];
    if (override?.startTime && override.endTime) {
      const hours = { startTime: override.startTime, endTime: override.endTime };
      return [{ ...spanOf(hours), breaks: (override.breaks ?? []).map(spanOf) }];
    }
    return weekly[weekdayOfDay(day)]!;
  };
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

  const windowsOf = studioWindows(input.templates, input.overrides);
  const candidates = cutCandidates(timeZone, firstDay, lastDay, windowsOf, length, step);

  const buffer = rules.bufferMinutes * MINUTE;
  return classifySlots<SlotStatus>(candidates, input.busy, {
    beforeMs: buffer,
    afterMs: buffer,
    earliestMs: input.now.getTime() + rules.minNoticeMinutes * MINUTE,
    onlyAvailable: input.onlyAvailable ?? false,
  });
}

/**
 * Groups slots by the local date of their start in any zone (the visitor's), keeping their order. Any
 * slot with a start instant will do (computeSlots' or computeTypeSlots').
 */
export function datesInZone<S extends { startMs: number }>(slots: S[], timeZone: string): Map<string, S[]> {
  const offsetAtMidnight = offsetsAtMidnight(timeZone);
  const dates = new Map<number, string>();
  const byDate = new Map<string, S[]>();
  for (const slot of slots) {
    const localDay = localDayOf(slot.startMs, timeZone, offsetAtMidnight);
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
