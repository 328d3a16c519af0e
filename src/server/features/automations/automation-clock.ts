/**
 * The engine's clock, run every minute: time-based (COUNTDOWN) automations that are due, counted in
 * days before or after one of the project's dates (the event, the shoot, the delivery, the
 * consultation) at a time of day on the studio's wall clock; payment reminders, counted the same way
 * from an instalment's due date (payment-reminders.ts); and EVENT_DATE_REACHED on the event day.
 * The event (and the shoot, the same day) may have a zone of its own (projects.eventTimeZone, a
 * destination wedding): counted from it, "1 day before at 09:00" is 09:00 where the event is.
 */
import { addDaysToIsoDate, countdownFireAt, localIsoDate } from "../../../shared/automation-schedule.js";
import { TIME_BASE_DATES, type TimeBaseDate } from "../../../shared/automations.js";
import type { BusinessEvent } from "../../jobs/events.js";
import {
  activeProjectsWithEventBetween,
  countdownAutomations,
  eventDateListeners,
  projectsWithBaseDateBetween,
} from "./automation-clock.queries.js";
import { claimExecution } from "./automation-engine.queries.js";
import { COUNTDOWN_LOOKBACK_MS, type EngineContext } from "./automation-engine-context.js";
import { createPaymentReminderClock } from "./payment-reminders.js";

const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

/** Zones are at most 26 hours apart: a day either side of the studio's dates covers every event zone. */
const ZONE_SLACK_DAYS = 2;

/** The dates the event itself is on, whose wall clock is the event's zone when it has one. */
const EVENT_BASES: ReadonlySet<TimeBaseDate> = new Set(["EVENT_DATE", "SHOOT_DATE"]);

/** The date an automation counts from; none is the event date; an unknown one is not counted. */
function baseOf(eventType: string | null): TimeBaseDate | null {
  if (!eventType) return "EVENT_DATE";
  return (TIME_BASE_DATES as readonly string[]).includes(eventType) ? (eventType as TimeBaseDate) : null;
}

export function createAutomationClock(
  context: EngineContext,
  raise: (event: BusinessEvent) => Promise<void>,
) {
  const { db, enqueueRun } = context;
  const { runPaymentReminders } = createPaymentReminderClock(context);

  /** The clock: due countdowns, payment reminders, and EVENT_DATE_REACHED on the event day. */
  async function runClock(at: Date): Promise<void> {
    await runCountdowns(at);
    await runPaymentReminders(at);
    await raiseEventDates(at);
  }

  async function runCountdowns(at: Date): Promise<number> {
    let scheduled = 0;
    for (const { automation, studio } of await countdownAutomations(db)) {
      const base = baseOf(automation.eventType);
      if (!base || automation.daysBefore === null) continue;
      const days = automation.daysBefore;
      const sign = automation.triggerTiming === "BEFORE" ? 1 : -1;
      const earliest = localIsoDate(new Date(at.getTime() - COUNTDOWN_LOOKBACK_MS), studio.timezone);
      const latest = localIsoDate(at, studio.timezone);
      // The base dates whose fire day falls in the look-back window. Shifting both ends by the same
      // days keeps them in order, BEFORE or AFTER alike (swapping them for AFTER left an empty range).
      // An event in another zone may be a day off the studio's calendar: the range is widened, and
      // the exact fire instant below decides.
      const eventBased = EVENT_BASES.has(base);
      const slack = eventBased ? ZONE_SLACK_DAYS : 0;
      const from = iso(addDaysToIsoDate(earliest, sign * days - slack));
      const to = iso(addDaysToIsoDate(latest, sign * days + slack));
      const candidates = await projectsWithBaseDateBetween(db, automation, base, from, to);
      for (const project of candidates) {
        const fireAt = countdownFireAt({
          eventDate: project.baseDate,
          daysBefore: days,
          timing: automation.triggerTiming,
          hour: automation.triggerHour,
          minute: automation.triggerMinute,
          timeZone: (eventBased && project.eventTimeZone) || studio.timezone,
        });
        if (fireAt > at || at.getTime() - fireAt.getTime() > COUNTDOWN_LOOKBACK_MS) continue;
        await db.transaction(async (tx) => {
          // The run is keyed by the date counted from: moving that date makes a new countdown.
          const claimed = await claimExecution(tx, {
            photographerId: automation.photographerId,
            projectId: project.id,
            automationId: automation.id,
            automationType: "COUNTDOWN",
            eventDate: project.baseDate,
            daysBefore: days,
            channel: automation.channel,
            status: "SCHEDULED",
            scheduledFor: fireAt,
          });
          if (!claimed) return;
          await enqueueRun(tx, claimed);
          scheduled++;
        });
      }
    }
    return scheduled;
  }

  const raisedEventDates = new Set<string>();

  async function raiseEventDates(at: Date): Promise<void> {
    for (const studio of await eventDateListeners(db)) {
      const studioToday = localIsoDate(at, studio.timezone);
      const from = iso(addDaysToIsoDate(studioToday, -ZONE_SLACK_DAYS));
      const to = iso(addDaysToIsoDate(studioToday, ZONE_SLACK_DAYS));
      for (const project of await activeProjectsWithEventBetween(db, studio.photographerId, from, to)) {
        // The event's day begins at midnight where the event is (the studio's zone unless it has one).
        const today = localIsoDate(at, project.eventTimeZone ?? studio.timezone);
        if (project.eventDate !== today) continue;
        // The clock ticks every minute all day; raising is idempotent, but once per process and day is enough.
        const key = `${project.id}:${today}`;
        if (raisedEventDates.has(key)) continue;
        await raise({
          photographerId: studio.photographerId,
          eventType: "EVENT_DATE_REACHED",
          clientId: project.clientId,
          projectId: project.id,
          subjectId: project.id,
          occurredAt: at.toISOString(),
        });
        raisedEventDates.add(key);
      }
    }
    // Kept bounded; forgetting only means an idempotent raise is repeated.
    if (raisedEventDates.size > 10_000) raisedEventDates.clear();
  }

  return { runClock, runCountdowns, runPaymentReminders };
}
