/**
 * What the public booking calendar reads, by the studio's public token: the calendar page (bookable
 * dates in the visitor's zone) and one date's free slots, each with how long it stays true for the page
 * cache (public-page-cache.ts). Kept apart from public-booking.service.ts, which books a slot: these
 * reads write nothing and take no lock.
 */
import { CALENDAR_NOT_FOUND, type PublicCalendarView, type PublicSlots } from "../../../shared/scheduling.js";
import { datesInZone } from "../../../shared/slots.js";
import type { Database } from "../../db/connect.js";
import { badRequest, HttpError } from "../../http/errors.js";
import { findStudioByPublicToken, listTemplates, type SchedulingStudio } from "./availability.queries.js";
import type { PublicPage } from "./public-page-cache.js";
import { type SlotFinder, shiftDate } from "./slot-finder.js";
import { nextMidnight } from "./slot-validity.js";
import { findStudioMoney, listEnabledTypes, publicSummary } from "./typed-booking.queries.js";

const calendarNotFound = () => new HttpError(404, CALENDAR_NOT_FOUND, { success: false });

/** The visitor's zone as the browser reports it; anything Intl doesn't know is refused. */
export function checkTimeZone(zone: string | undefined, fallback: string): string {
  if (!zone) return fallback;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    throw badRequest("Invalid time zone");
  }
}

export function createPublicBookingPages(database: Database, finder: SlotFinder) {
  const { db } = database;

  async function studioByToken(publicToken: string): Promise<SchedulingStudio> {
    const studio = await findStudioByPublicToken(db, publicToken);
    if (!studio) throw calendarNotFound();
    return studio;
  }

  /** The calendar page, with the studio it belongs to and until when it stays true (public-page-cache.ts). */
  async function calendarPage(publicToken: string, tz?: string): Promise<PublicPage> {
    const studio = await studioByToken(publicToken);
    const zone = checkTimeZone(tz, studio.timezone);
    const now = new Date();
    const window = finder.window(studio, now);
    const [templates, { slots, validUntil }, types, money] = await Promise.all([
      listTemplates(db, studio.id),
      finder.find(db, studio, window.firstDate, window.lastDate, {
        onlyAvailable: true,
        withCalendar: true,
        now,
      }),
      listEnabledTypes(db, studio.id),
      findStudioMoney(db, studio.id),
    ]);
    const days = [...datesInZone(slots, zone).keys()].sort();
    const enabled = new Set(templates.filter((t) => t.isEnabled).map((t) => t.dayOfWeek));
    const body: PublicCalendarView = {
      success: true,
      photographer: {
        businessName: studio.businessName,
        logoUrl: studio.logoUrl,
        brandPrimary: studio.brandPrimary,
        profilePicture: studio.profilePicture,
      },
      dailyTemplates: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        dayOfWeek,
        isEnabled: enabled.has(dayOfWeek),
      })),
      timezone: studio.timezone,
      slotMinutes: studio.slotMinutes,
      datesTimezone: zone,
      firstDate: window.firstDate,
      lastDate: window.lastDate,
      availableDates: days,
      types: types.map((t) => publicSummary(t, money.currency)),
    };
    return { studioId: studio.id, body, validUntil };
  }

  /** Free slots starting on `date` in `zone`: that date runs into the studio's day before or after. */
  async function freeSlotsOn(studio: SchedulingStudio, date: string, zone: string, now: Date) {
    const window = finder.window(studio, now);
    const from = shiftDate(date, -1) < window.firstDate ? window.firstDate : shiftDate(date, -1);
    const to = shiftDate(date, 1) > window.lastDate ? window.lastDate : shiftDate(date, 1);
    // Out of range today; tomorrow's midnight may bring the date in.
    if (from > to) return { slots: [], validUntil: nextMidnight(studio.timezone, now) };
    const found = await finder.find(db, studio, from, to, { onlyAvailable: true, withCalendar: true, now });
    return { slots: datesInZone(found.slots, zone).get(date) ?? [], validUntil: found.validUntil };
  }

  /** One date's free slots in the visitor's zone, like calendarPage. */
  async function slotsPage(publicToken: string, date: string, tz?: string): Promise<PublicPage> {
    const studio = await studioByToken(publicToken);
    const zone = checkTimeZone(tz, studio.timezone);
    const { slots, validUntil } = await freeSlotsOn(studio, date, zone, new Date());
    const body: PublicSlots = {
      success: true,
      date,
      timezone: zone,
      slots: slots.map((slot) => ({
        id: slot.id,
        startTime: new Date(slot.startMs).toISOString(),
        endTime: new Date(slot.endMs).toISOString(),
        isAvailable: true as const,
      })),
    };
    return { studioId: studio.id, body, validUntil };
  }

  return { studioByToken, calendarPage, slotsPage };
}
