/**
 * Feeds the pure per-type slot computation (src/shared/session-slots.ts) from the database and the
 * connected calendar: the type's own windows or the studio's weekly hours and overrides, every active
 * booking of the studio (any type: the photographer is one person), and Google busy times.
 *
 * A paying hold past its holdExpiresAt is free here even before the expiry job has run
 * (activeBookingsBetween leaves it out), so a lapsed hold never keeps a slot from another visitor.
 */
import { localIsoDate } from "../../../shared/automation-schedule.js";
import { computeTypeSlots, type TypeSlot, type TypeSlotRules } from "../../../shared/session-slots.js";
import type { SessionTypeAvailability } from "../../../shared/session-types.js";
import type { BusyInterval } from "../../../shared/slots.js";
import type { DbOrTx } from "../../db/connect.js";
import { listOverrides, listTemplates, type SchedulingStudio } from "./availability.queries.js";
import { activeBookingsBetween } from "./bookings.queries.js";
import type { CalendarService } from "./calendar.service.js";
import { instantsOf, shiftDate } from "./slot-finder.js";
import { slotsValidUntil } from "./slot-validity.js";
import type { SessionTypeRow } from "./typed-booking.queries.js";

export type { SessionTypeRow };

export interface FindTypeSlotsOptions {
  onlyAvailable?: boolean;
  /** Ask the connected calendar for busy times (public pages and booking). */
  withCalendar?: boolean;
  now?: Date;
  /** A booking being moved does not block its own new time (a reschedule). */
  ignoreBookingId?: string;
}

export function typeRules(type: SessionTypeRow): TypeSlotRules {
  return {
    durationMinutes: type.durationMinutes,
    slotIntervalMinutes: type.slotIntervalMinutes,
    bufferBeforeMinutes: type.bufferBeforeMinutes,
    bufferAfterMinutes: type.bufferAfterMinutes,
    minNoticeMinutes: type.minNoticeHours * 60,
    maxPerDay: type.maxPerDay,
    bookingWindowDays: type.bookingWindowDays,
  };
}

export function createTypeSlotFinder(calendar: CalendarService) {
  /** The slots, and until when they stay right if nothing is written (slot-validity.ts). */
  async function findWithValidity(
    db: DbOrTx,
    studio: SchedulingStudio,
    type: SessionTypeRow,
    from: string,
    to: string,
    options: FindTypeSlotsOptions = {},
  ): Promise<{ slots: TypeSlot[]; validUntil: number }> {
    const now = options.now ?? new Date();
    const { start, end } = instantsOf(from, to, studio.timezone);
    // A buffer reaches into the neighbouring days, so bookings are read a little wider than the range.
    const margin = (Math.max(type.bufferBeforeMinutes, type.bufferAfterMinutes) + 60) * 60_000;
    const studioHours = type.availability === "STUDIO_HOURS";
    const usedCalendar = Boolean(options.withCalendar && studio.calendarConnectedAt);
    const [templates, overrides, bookingRows, calendarBusy] = await Promise.all([
      studioHours ? listTemplates(db, studio.id) : Promise.resolve([]),
      studioHours ? listOverrides(db, studio.id, { startDate: from, endDate: to }) : Promise.resolve([]),
      activeBookingsBetween(
        db,
        studio.id,
        new Date(start.getTime() - margin),
        new Date(end.getTime() + margin),
        now,
      ),
      usedCalendar ? calendar.busy(studio.id, start, end) : Promise.resolve([]),
    ]);
    const busy: (BusyInterval & { sameType?: boolean })[] = [
      ...bookingRows
        .filter((b) => b.id !== options.ignoreBookingId)
        .map((b) => ({
          startMs: b.startAt.getTime(),
          endMs: b.endAt.getTime(),
          kind: "BOOKING" as const,
          bookingId: b.id,
          sameType: b.sessionTypeId === type.id,
        })),
      ...calendarBusy.map((b) => ({ ...b, kind: "CALENDAR" as const })),
    ];
    const slots = computeTypeSlots({
      timeZone: studio.timezone,
      availability: type.availability as SessionTypeAvailability,
      templates,
      overrides,
      busy,
      rules: typeRules(type),
      now,
      from,
      to,
      onlyAvailable: options.onlyAvailable ?? false,
    });
    const validUntil = slotsValidUntil({
      now,
      timeZone: studio.timezone,
      slots,
      minNoticeMinutes: type.minNoticeHours * 60,
      holdExpiries: bookingRows.map((b) => b.holdExpiresAt),
      usedCalendar,
    });
    return { slots, validUntil };
  }

  async function find(...args: Parameters<typeof findWithValidity>): Promise<TypeSlot[]> {
    return (await findWithValidity(...args)).slots;
  }

  /** The type's bookable range today: from the studio's today to the end of the type's window. */
  function window(studio: SchedulingStudio, type: SessionTypeRow, now = new Date()) {
    const firstDate = localIsoDate(now, studio.timezone);
    return { firstDate, lastDate: shiftDate(firstDate, type.bookingWindowDays) };
  }

  return { find, findWithValidity, window };
}

export type TypeSlotFinder = ReturnType<typeof createTypeSlotFinder>;
