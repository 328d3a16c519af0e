/**
 * When each drip e-mail is due. Marketing e-mail goes out at a civil hour on the studio's wall clock:
 * the first one as soon as the lead subscribes if that is during the day (else the next morning),
 * the others at 10:00 on their day. Quiet hours, if the studio set any, hold a send until they end.
 * After a pause, or a server that was down, the spacing between two e-mails is kept, so a backlog
 * never arrives as a burst.
 */
import {
  addDaysToIsoDate,
  localIsoDate,
  localParts,
  releaseFromQuietHours,
  zonedTimeToUtc,
} from "../../../shared/automation-schedule.js";

/** The local window in which a first e-mail may go out at once. */
export const DAY_STARTS_AT_HOUR = 9;
export const DAY_ENDS_AT_HOUR = 19;
/** The local hour at which the later e-mails of a sequence are sent. */
export const DRIP_SEND_HOUR = 10;

export interface DripClock {
  timeZone: string;
  quiet: { start: string | null; end: string | null };
}

function atLocalHour(isoDate: string, days: number, hour: number, timeZone: string): Date {
  return zonedTimeToUtc({ ...addDaysToIsoDate(isoDate, days), hour, minute: 0 }, timeZone);
}

/** The first e-mail (day 0): now, if it is daytime for the studio; otherwise the next morning. */
export function firstEmailAt(now: Date, clock: DripClock): Date {
  const { hour } = localParts(now, clock.timeZone);
  let due = now;
  if (hour < DAY_STARTS_AT_HOUR || hour >= DAY_ENDS_AT_HOUR) {
    const today = localIsoDate(now, clock.timeZone);
    due = atLocalHour(today, hour < DAY_STARTS_AT_HOUR ? 0 : 1, DAY_STARTS_AT_HOUR, clock.timeZone);
  }
  return releaseFromQuietHours(due, clock.quiet, clock.timeZone);
}

/**
 * The e-mail `day` days into a subscription that started at `startedAt`, sent after the previous one
 * went out at `previousAt` (on day `previousDay`): at 10:00 on its day, and never sooner after the
 * previous e-mail than the sequence spaces them.
 */
export function nextEmailAt(input: {
  startedAt: Date;
  day: number;
  previousAt: Date;
  previousDay: number;
  clock: DripClock;
}): Date {
  const { timeZone } = input.clock;
  const onItsDay = atLocalHour(localIsoDate(input.startedAt, timeZone), input.day, DRIP_SEND_HOUR, timeZone);
  const gap = Math.max(1, input.day - input.previousDay);
  const spaced = atLocalHour(localIsoDate(input.previousAt, timeZone), gap, DRIP_SEND_HOUR, timeZone);
  const due = onItsDay > spaced ? onItsDay : spaced;
  return releaseFromQuietHours(due, input.clock.quiet, timeZone);
}

/** A paused subscription picks up again with its next e-mail, at the next civil hour. */
export function resumeAt(scheduled: Date | null, now: Date, clock: DripClock): Date {
  const soonest = firstEmailAt(now, clock);
  return scheduled && scheduled > soonest ? scheduled : soonest;
}
