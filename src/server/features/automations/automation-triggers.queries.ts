/** SQL for the engine's triggers: which automations a stage entry or a business event starts. */
import { and, desc, eq, isNull, lte, notInArray, or, sql } from "drizzle-orm";
import { type BusinessTriggerType, PAYMENT_REMINDER_TRIGGERS } from "../../../shared/automations.js";
import type { DbOrTx } from "../../db/connect.js";
import {
  automationBusinessTriggers,
  automationSteps,
  automations,
  projects,
  stages,
} from "../../db/schema/index.js";
import type { BusinessEvent, StageEnteredEvent } from "../../jobs/events.js";
import type { AutomationRow, StepRow } from "./automation-engine-context.js";

export function enabledStepsOf(tx: DbOrTx, automationId: string): Promise<StepRow[]> {
  return tx
    .select()
    .from(automationSteps)
    .where(and(eq(automationSteps.automationId, automationId), eq(automationSteps.enabled, true)))
    .orderBy(automationSteps.stepIndex);
}

export async function projectWithStage(db: DbOrTx, photographerId: string, projectId: string) {
  const [project] = await db
    .select({ projectType: projects.projectType, clientId: projects.clientId, stageName: stages.name })
    .from(projects)
    .leftJoin(stages, eq(stages.id, projects.stageId))
    .where(and(eq(projects.id, projectId), eq(projects.photographerId, photographerId)));
  return project ?? null;
}

/** Enabled stage automations (no business trigger) that entering `event.stageId` starts. */
export function stageAutomations(
  tx: DbOrTx,
  event: StageEnteredEvent,
  projectType: AutomationRow["projectType"],
): Promise<AutomationRow[]> {
  const hasTrigger = sql`exists (select 1 from ${automationBusinessTriggers} bt where bt.automation_id = ${automations.id})`;
  return tx
    .select()
    .from(automations)
    .where(
      and(
        eq(automations.photographerId, event.photographerId),
        eq(automations.enabled, true),
        eq(automations.projectType, projectType),
        eq(automations.automationType, "COMMUNICATION"),
        sql`not ${hasTrigger}`,
        // A payment reminder named only on the automation is the clock's, not a stage's.
        or(
          isNull(automations.triggerType),
          notInArray(automations.triggerType, [...PAYMENT_REMINDER_TRIGGERS]),
        ),
        or(
          eq(automations.stageId, event.stageId),
          and(
            isNull(automations.stageId),
            or(
              eq(automations.stageCondition, event.stageId),
              // A global automation without a stage condition greets each new project once.
              event.previousStageId === null ? isNull(automations.stageCondition) : sql`false`,
            ),
          ),
        ),
      ),
    );
}

/** The project an event is about; without one, the client's latest active project. */
export async function projectForEvent(db: DbOrTx, event: BusinessEvent) {
  const conditions = event.projectId
    ? [eq(projects.id, event.projectId)]
    : // Money or a signature on a proposal without a project: the client's latest active project.
      [eq(projects.clientId, event.clientId), eq(projects.status, "ACTIVE")];
  const [project] = await db
    .select({ id: projects.id, projectType: projects.projectType, stageId: projects.stageId })
    .from(projects)
    .where(and(eq(projects.photographerId, event.photographerId), ...conditions))
    .orderBy(desc(projects.createdAt))
    .limit(1);
  return project ?? null;
}

/** Enabled automations an event starts: by a matching business trigger, or a pipeline rule on it. */
export async function triggeredAutomations(
  tx: DbOrTx,
  event: { photographerId: string; eventType: BusinessTriggerType; amountCents: number | null },
  project: { projectType: AutomationRow["projectType"]; stageId: string | null },
): Promise<AutomationRow[]> {
  const amount = event.amountCents;
  const rows = await tx
    .selectDistinctOn([automations.id], { automation: automations })
    .from(automations)
    .leftJoin(
      automationBusinessTriggers,
      and(
        eq(automationBusinessTriggers.automationId, automations.id),
        eq(automationBusinessTriggers.triggerType, event.eventType),
      ),
    )
    .where(
      and(
        eq(automations.photographerId, event.photographerId),
        eq(automations.enabled, true),
        eq(automations.projectType, project.projectType),
        or(isNull(automations.stageCondition), eq(automations.stageCondition, project.stageId ?? sql`null`)),
        or(
          and(
            eq(automationBusinessTriggers.enabled, true),
            or(
              isNull(automationBusinessTriggers.projectType),
              eq(automationBusinessTriggers.projectType, project.projectType),
            ),
            or(
              isNull(automationBusinessTriggers.minAmountCents),
              amount === null ? sql`false` : lte(automationBusinessTriggers.minAmountCents, amount),
            ),
          ),
          and(eq(automations.automationType, "STAGE_CHANGE"), eq(automations.triggerType, event.eventType)),
        ),
      ),
    );
  return rows.map((r) => r.automation);
}
