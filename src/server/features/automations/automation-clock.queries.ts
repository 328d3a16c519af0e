/** SQL for the engine's clock: time-based automations, the projects whose date is due, the event days. */
import { and, eq, gte, lte, or } from "drizzle-orm";
import type { TimeBaseDate } from "../../../shared/automations.js";
import type { DbOrTx } from "../../db/connect.js";
import { automationBusinessTriggers, automations, photographers, projects } from "../../db/schema/index.js";
import type { AutomationRow } from "./automation-engine-context.js";

/** The project column a time-based automation counts from (the shoot is the event day). */
const BASE_COLUMNS = {
  EVENT_DATE: projects.eventDate,
  SHOOT_DATE: projects.eventDate,
  DELIVERY_DATE: projects.deliveryDate,
  CONSULTATION_DATE: projects.consultationDate,
} satisfies Record<TimeBaseDate, unknown>;

/** Every enabled time-based automation, with its studio. */
export function countdownAutomations(db: DbOrTx) {
  return db
    .select({ automation: automations, studio: photographers })
    .from(automations)
    .innerJoin(photographers, eq(photographers.id, automations.photographerId))
    .where(and(eq(automations.enabled, true), eq(automations.automationType, "COUNTDOWN")));
}

/** The automation's active projects whose `base` date lies between `from` and `to` (inclusive). */
export async function projectsWithBaseDateBetween(
  db: DbOrTx,
  automation: AutomationRow,
  base: TimeBaseDate,
  from: string,
  to: string,
): Promise<{ id: string; baseDate: string; eventTimeZone: string | null }[]> {
  const column = BASE_COLUMNS[base];
  const rows = await db
    .select({ id: projects.id, baseDate: column, eventTimeZone: projects.eventTimeZone })
    .from(projects)
    .where(
      and(
        eq(projects.photographerId, automation.photographerId),
        eq(projects.projectType, automation.projectType),
        eq(projects.status, "ACTIVE"),
        gte(column, from),
        lte(column, to),
        automation.stageCondition ? eq(projects.stageId, automation.stageCondition) : undefined,
      ),
    );
  return rows.filter(
    (r): r is { id: string; baseDate: string; eventTimeZone: string | null } => r.baseDate !== null,
  );
}

/** Studios with an enabled automation on EVENT_DATE_REACHED, with their time zones. */
export function eventDateListeners(db: DbOrTx) {
  return db
    .selectDistinct({ photographerId: automations.photographerId, timezone: photographers.timezone })
    .from(automations)
    .innerJoin(photographers, eq(photographers.id, automations.photographerId))
    .leftJoin(automationBusinessTriggers, eq(automationBusinessTriggers.automationId, automations.id))
    .where(
      and(
        eq(automations.enabled, true),
        or(
          eq(automationBusinessTriggers.triggerType, "EVENT_DATE_REACHED"),
          eq(automations.triggerType, "EVENT_DATE_REACHED"),
        ),
      ),
    );
}

/**
 * The studio's active projects whose event is between `from` and `to` (inclusive), with the event's
 * own zone: the caller keeps those whose day it is in that zone.
 */
export function activeProjectsWithEventBetween(db: DbOrTx, photographerId: string, from: string, to: string) {
  return db
    .select({
      id: projects.id,
      clientId: projects.clientId,
      eventDate: projects.eventDate,
      eventTimeZone: projects.eventTimeZone,
    })
    .from(projects)
    .where(
      and(
        eq(projects.photographerId, photographerId),
        gte(projects.eventDate, from),
        lte(projects.eventDate, to),
        eq(projects.status, "ACTIVE"),
      ),
    );
}
