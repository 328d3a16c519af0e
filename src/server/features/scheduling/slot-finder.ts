/**
 * Feeds the pure slot computation (src/shared/slots.ts) from the database and the connected calendar:
 * the studio's weekly hours, day overrides, bookings and Google busy times for a range of its dates.
 */
import { addDaysToIsoDate, localIsoDate, zonedTimeToUtc } from "../../../shared/automation-schedule.js";
import {
  type BusyInterval,
  bookingWindow,
  type ComputedSlot,
  computeSlots,
  type SlotRulesMinutes,
} from "../../../shared/slots.js";
import type { DbOrTx } from "../../db/connect.js";
import { listOverrides, listTemplates, type SchedulingStudio } from "./availability.queries.js";
import { activeBookingsBetween } from "./bookings.queries.js";
import type { CalendarService } from "./calendar.service.js";
import { slotsValidUntil } from "./slot-validity.js";

const isoOf = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

export const shiftDate = (isoDate: string, days: number) => isoOf(addDaysToIsoDate(isoDate, days));

export function rulesInMinutes(studio: SchedulingStudio): SlotRulesMinutes {
  return {
    slotMinutes: studio.slotMinutes,
    slotIntervalMinutes: studio.slotIntervalMinutes,
    bufferMinutes: studio.bufferMinutes,
    minNoticeMinutes: studio.minNoticeHours * 60,
    bookingWindowDays: studio.bookingWindowDays,
  };
}

/** The instants that bound a range of the studio's local dates (midnight to midnight). */
export function instantsOf(from: string, to: string, timeZone: string) {
  const start = addDaysToIsoDate(from, 0);
  const end = addDaysToIsoDate(to, 1);
  return {
    start: zonedTimeToUtc({ ...start, hour: 0, minute: 0 }, timeZone),
    end: zonedTimeToUtc({ ...end, hour: 0, minute: 0 }, timeZone),
  };
}

export interface FindSlotsOptions {
  onlyAvailable?: boolean;
  /** Ask the connected calendar for busy times (public pages and booking; the studio's own view too). */
  withCalendar?: boolean;
  now?: Date;
}

export function createSlotFinder(calendar: CalendarService) {
  async function find(
    db: DbOrTx,
    studio: SchedulingStudio,
    from: string,
    to: string,
    options: FindSlotsOptions = {},
  ): Promise<{
    slots: ComputedSlot[];
    bookings: Awaited<ReturnType<typeof activeBookingsBetween>>;
    /** Until when these slots stay right if nothing is written (slot-validity.ts). */
    validUntil: number;
  }> {
    const now = options.now ?? new Date();
    const { start, end } = instantsOf(from, to, studio.timezone);
    // A buffer reaches into the neighbouring days, so bookings are read a little wider than the range.
    const margin = (studio.bufferMinutes + 60) * 60_000;
    const usedCalendar = Boolean(options.withCalendar && studio.calendarConnectedAt);
    const [templates, overrides, bookingRows, calendarBusy] = await Promise.all([
      listTemplates(db, studio.id),
      listOverrides(db, studio.id, { startDate: from, endDate: to }),
      activeBookingsBetween(
        db,
        studio.id,
        new Date(start.getTime() - margin),
        new Date(end.getTime() + margin),
        now,
      ),
      usedCalendar ? calendar.busy(studio.id, start, end) : Promise.resolve([]),
    ]);
    const busy: BusyInterval[] = [
      ...bookingRows.map((b) => ({
        startMs: b.startAt.getTime(),
        endMs: b.endAt.getTime(),
        kind: "BOOKING" as const,
        bookingId: b.id,
      })),
      ...calendarBusy.map((b) => ({ ...b, kind: "CALENDAR" as const })),
    ];
    const slots = computeSlots({
      timeZone: studio.timezone,
      templates,
      overrides,
      busy,
      rules: rulesInMinutes(studio),
      now,
      from,
      to,
      onlyAvailable: options.onlyAvailable ?? false,
    });
    const validUntil = slotsValidUntil({
      now,
      timeZone: studio.timezone,
      slots,
      minNoticeMinutes: studio.minNoticeHours * 60,
      holdExpiries: bookingRows.map((b) => b.holdExpiresAt),
      usedCalendar,
    });
    return { slots, bookings: bookingRows, validUntil };
  }

  /** The studio's bookable range today: from today to the end of its booking window. */
  function window(studio: SchedulingStudio, now = new Date()) {
    return bookingWindow(now, studio.timezone, rulesInMinutes(studio));
  }

  return {
    find,
    window,
    today: (studio: SchedulingStudio, now = new Date()) => localIsoDate(now, studio.timezone),
  };
}

export type SlotFinder = ReturnType<typeof createSlotFinder>;
