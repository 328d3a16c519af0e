/**
 * How long a computed set of free slots stays true while nothing in the database changes. The public
 * calendar keeps its answers in memory until the studio's rows change (public-page-cache.ts); this says
 * when the mere passing of time would change them instead:
 *   - a free slot turns "too soon" once its start is closer than the minimum notice;
 *   - a paying hold frees its slot at its expiry, before the expiry job has run;
 *   - the bookable range moves on at the studio's midnight (a new last date, today no longer offered);
 *   - Google busy times are not in our database at all: they are asked again after BUSY_TIMES_TTL_MS.
 */
import { addDaysToIsoDate, localIsoDate, zonedTimeToUtc } from "../../../shared/automation-schedule.js";

/** How long busy times read from the studio's Google calendar are trusted. */
export const BUSY_TIMES_TTL_MS = 60_000;

export interface SlotValidityInput {
  now: Date;
  timeZone: string;
  /** The computed slots; only the free ones change with time. */
  slots: readonly { startMs: number; status: string }[];
  minNoticeMinutes: number;
  /** The hold expiries of the bookings the computation counted (null: not a hold). */
  holdExpiries: readonly (Date | null)[];
  /** Whether Google busy times went into the computation. */
  usedCalendar: boolean;
}

/** The studio's next midnight (ms): its "today" and the end of its booking window move on then. */
export function nextMidnight(timeZone: string, now: Date): number {
  const tomorrow = addDaysToIsoDate(localIsoDate(now, timeZone), 1);
  return zonedTimeToUtc({ ...tomorrow, hour: 0, minute: 0 }, timeZone).getTime();
}

/** The instant (ms) at which the same inputs could give a different answer. */
export function slotsValidUntil(input: SlotValidityInput): number {
  const now = input.now.getTime();
  let until = nextMidnight(input.timeZone, input.now);
  if (input.usedCalendar) until = Math.min(until, now + BUSY_TIMES_TTL_MS);
  const notice = input.minNoticeMinutes * 60_000;
  for (const slot of input.slots) {
    if (slot.status !== "AVAILABLE") continue;
    const tooSoonAt = slot.startMs - notice;
    if (tooSoonAt > now && tooSoonAt < until) until = tooSoonAt;
  }
  for (const expiry of input.holdExpiries) {
    const at = expiry?.getTime();
    if (at !== undefined && at > now && at < until) until = at;
  }
  return until;
}
