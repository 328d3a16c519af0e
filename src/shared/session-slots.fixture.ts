/**
 * What the session-slot tests share: a typeSlotsOf builder around computeTypeSlots with New York and
 * 1 June 2026 defaults (slots.fixture.ts' studio), rules for a type, own windows, and readers that print
 * slots as ISO instants or local times.
 */
import {
  type ComputeTypeSlotsInput,
  computeTypeSlots,
  type TypeSlot,
  type TypeSlotRules,
} from "./session-slots";
import type { BusyInterval } from "./slots";
import { hhmm, JUNE_NOW, ms, NY } from "./slots.fixture";

export const typeRules = (changes: Partial<TypeSlotRules> = {}): TypeSlotRules => ({
  durationMinutes: 60,
  slotIntervalMinutes: null,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 0,
  maxPerDay: null,
  bookingWindowDays: 60,
  ...changes,
});

export function typeSlotsOf(
  input: Partial<ComputeTypeSlotsInput> & Pick<ComputeTypeSlotsInput, "from" | "to">,
): TypeSlot[] {
  return computeTypeSlots({
    timeZone: NY,
    availability: "STUDIO_HOURS",
    templates: [],
    overrides: [],
    busy: [],
    rules: typeRules(),
    now: JUNE_NOW,
    ...input,
  });
}

/** One date's slots (Wednesday 3 June 2026 unless told). */
export const typeDayOf = (input: Partial<ComputeTypeSlotsInput>, date = "2026-06-03") =>
  typeSlotsOf({ from: date, to: date, ...input });

/** The type's own windows. */
export const onDate = (date: string, startTime: string, endTime: string) => ({ date, startTime, endTime });
export const onWeekday = (dayOfWeek: number, startTime: string, endTime: string) => ({
  dayOfWeek,
  startTime,
  endTime,
});
export const ownWindows = (...windows: ReturnType<typeof onDate | typeof onWeekday>[]) => ({ windows });

export const iso = (instant: number) => new Date(instant).toISOString();
/** "start end" as ISO instants, the exact check. */
export const instants = (slots: TypeSlot[]) => slots.map((s) => `${iso(s.startMs)} ${iso(s.endMs)}`);
export const typeStarts = (slots: TypeSlot[], timeZone = NY) => slots.map((s) => hhmm(s.startMs, timeZone));
export const typeStatuses = (slots: TypeSlot[], timeZone = NY) =>
  slots.map((s) => `${hhmm(s.startMs, timeZone)} ${s.status}`);

export const sameTypeBooking = (startIso: string, endIso: string, bookingId = "t1") => ({
  startMs: ms(startIso),
  endMs: ms(endIso),
  kind: "BOOKING" as const,
  bookingId,
  sameType: true,
});
export type TypeBusy = BusyInterval & { sameType?: boolean };
