/**
 * What the slot tests share: the studio's zones, a fixed "now" (Monday 1 June 2026, 08:00 in New York),
 * builders for rules, weekly hours and busy times, slotsOf/dayOf around computeSlots with New York
 * defaults, and readers that print slots as local times.
 */
import { localParts } from "./automation-schedule.js";
import {
  type BusyInterval,
  type ComputedSlot,
  type ComputeSlotsInput,
  computeSlots,
  type SlotRulesMinutes,
  type WeeklyHours,
} from "./slots.js";

export const NY = "America/New_York";
export const LA = "America/Los_Angeles";
export const HOUR = 3_600_000;
export const MINUTE = 60_000;
export const ms = (iso: string) => new Date(iso).getTime();

/** Monday 1 June 2026, 08:00 in New York (EDT). */
export const JUNE_NOW = new Date("2026-06-01T12:00:00Z");

export const rules = (changes: Partial<SlotRulesMinutes> = {}): SlotRulesMinutes => ({
  slotMinutes: 60,
  slotIntervalMinutes: 60,
  bufferMinutes: 0,
  minNoticeMinutes: 0,
  bookingWindowDays: 60,
  ...changes,
});

export const hours = (
  dayOfWeek: number,
  startTime: string,
  endTime: string,
  breaks: { startTime: string; endTime: string }[] = [],
  isEnabled = true,
): WeeklyHours => ({ dayOfWeek, startTime, endTime, isEnabled, breaks });

export const weekdays = (
  startTime: string,
  endTime: string,
  breaks: { startTime: string; endTime: string }[] = [],
) => [1, 2, 3, 4, 5].map((day) => hours(day, startTime, endTime, breaks));

export const everyDay = (startTime: string, endTime: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => hours(day, startTime, endTime));

export function slotsOf(
  input: Partial<ComputeSlotsInput> & Pick<ComputeSlotsInput, "from" | "to">,
): ComputedSlot[] {
  return computeSlots({
    timeZone: NY,
    templates: [],
    overrides: [],
    busy: [],
    rules: rules(),
    now: JUNE_NOW,
    ...input,
  });
}

/** One date's slots in New York (Wednesday 3 June 2026 unless told). */
export const dayOf = (input: Partial<ComputeSlotsInput>, date = "2026-06-03") =>
  slotsOf({ from: date, to: date, ...input });

export const hhmm = (instant: number, timeZone = NY) => {
  const p = localParts(new Date(instant), timeZone);
  return `${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
};
export const starts = (slots: ComputedSlot[], timeZone = NY) => slots.map((s) => hhmm(s.startMs, timeZone));
export const spans = (slots: ComputedSlot[], timeZone = NY) =>
  slots.map((s) => `${hhmm(s.startMs, timeZone)}-${hhmm(s.endMs, timeZone)}`);
export const statuses = (slots: ComputedSlot[]) => slots.map((s) => `${hhmm(s.startMs)} ${s.status}`);

export const booking = (startIso: string, endIso: string, bookingId = "b1"): BusyInterval => ({
  startMs: ms(startIso),
  endMs: ms(endIso),
  kind: "BOOKING",
  bookingId,
});
export const calendarBusy = (startIso: string, endIso: string): BusyInterval => ({
  startMs: ms(startIso),
  endMs: ms(endIso),
  kind: "CALENDAR",
});
