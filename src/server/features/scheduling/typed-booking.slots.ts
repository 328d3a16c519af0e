/**
 * A session type's public slots: the studio and its enabled type by the calendar's token and the
 * type's link name, and the free slots of a range of the visitor's dates, grouped in the visitor's zone.
 */
import { CALENDAR_NOT_FOUND } from "../../../shared/scheduling.js";
import { type PublicTypeSlots, SESSION_TYPE_NOT_FOUND } from "../../../shared/session-types.js";
import { datesInZone } from "../../../shared/slots.js";
import type { Database } from "../../db/connect.js";
import { badRequest, HttpError, notFound } from "../../http/errors.js";
import { findStudioByPublicToken } from "./availability.queries.js";
import { checkTimeZone } from "./public-booking.service.js";
import type { PublicPage } from "./public-page-cache.js";
import { shiftDate } from "./slot-finder.js";
import { nextMidnight } from "./slot-validity.js";
import type { TypeSlotFinder } from "./type-slot-finder.js";
import { findEnabledTypeBySlug, findStudioMoney, publicSummary } from "./typed-booking.queries.js";

/** The widest range one slots request may ask for: two months of days. */
export const MAX_RANGE_DAYS = 62;
export const RANGE_TOO_WIDE = `Ask for at most ${MAX_RANGE_DAYS} days of slots at a time`;

const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000;

export function createTypeSlotsView(deps: { database: Database; finder: TypeSlotFinder }) {
  const { finder } = deps;
  const { db } = deps.database;

  async function studioAndType(publicToken: string, slug: string) {
    const studio = await findStudioByPublicToken(db, publicToken);
    if (!studio) throw new HttpError(404, CALENDAR_NOT_FOUND, { success: false });
    const type = await findEnabledTypeBySlug(db, studio.id, slug);
    if (!type) throw notFound(SESSION_TYPE_NOT_FOUND);
    return { studio, type };
  }

  /**
   * GET .../types/{slug}/slots: `from` and `to` are the visitor's dates, both included. With the studio
   * and until when the answer stays true (public-page-cache.ts).
   */
  async function typeSlotsPage(
    publicToken: string,
    slug: string,
    query: { from: string; to: string; tz?: string | undefined },
  ): Promise<PublicPage> {
    const { studio, type } = await studioAndType(publicToken, slug);
    const zone = checkTimeZone(query.tz, studio.timezone);
    if (query.to < query.from) throw badRequest("to must not be before from");
    if (dayNumber(query.to) - dayNumber(query.from) > MAX_RANGE_DAYS) throw badRequest(RANGE_TOO_WIDE);
    const now = new Date();
    const window = finder.window(studio, type, now);
    // A visitor's date runs into the studio's day before or after: read one more on each side.
    const from = shiftDate(query.from, -1) < window.firstDate ? window.firstDate : shiftDate(query.from, -1);
    const to = shiftDate(query.to, 1) > window.lastDate ? window.lastDate : shiftDate(query.to, 1);
    const [money, { slots, validUntil }] = await Promise.all([
      findStudioMoney(db, studio.id),
      from > to
        ? Promise.resolve({ slots: [], validUntil: nextMidnight(studio.timezone, now) })
        : finder.findWithValidity(db, studio, type, from, to, { withCalendar: true, now }),
    ]);
    const days: PublicTypeSlots["days"] = [];
    let total = 0;
    for (const [date, ofDate] of [...datesInZone(slots, zone)].sort(([x], [y]) => (x < y ? -1 : 1))) {
      if (date < query.from || date > query.to) continue;
      total += ofDate.length;
      const free = ofDate.filter((s) => s.status === "AVAILABLE");
      if (free.length === 0) continue;
      days.push({
        date,
        slots: free.map((s) => ({
          start: new Date(s.startMs).toISOString(),
          end: new Date(s.endMs).toISOString(),
        })),
      });
    }
    const body: PublicTypeSlots = {
      type: publicSummary(type, money.currency),
      timeZone: zone,
      studioTimeZone: studio.timezone,
      remaining: days.reduce((n, d) => n + d.slots.length, 0),
      total,
      lastDate: window.lastDate,
      days,
    };
    return { studioId: studio.id, body, validUntil };
  }

  return { studioAndType, typeSlotsPage };
}
