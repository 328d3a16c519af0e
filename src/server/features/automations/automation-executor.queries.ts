/** SQL for the engine's executor: the locked execution row and everything a send re-checks. */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import {
  automationBusinessTriggers,
  automationExecutions,
  automationSteps,
  automations,
  clients,
  projects,
  stages,
  templates,
} from "../../db/schema/index.js";

/** The execution row, locked until the transaction ends (a second delivery of its job waits here). */
export async function lockExecution(tx: DbOrTx, executionId: string) {
  const [row] = await tx
    .select()
    .from(automationExecutions)
    .where(eq(automationExecutions.id, executionId))
    .for("update");
  return row ?? null;
}

export async function findAutomation(tx: DbOrTx, automationId: string) {
  const [row] = await tx.select().from(automations).where(eq(automations.id, automationId));
  return row ?? null;
}

export async function findStep(tx: DbOrTx, stepId: string) {
  const [row] = await tx.select().from(automationSteps).where(eq(automationSteps.id, stepId));
  return row ?? null;
}

/** The project with its client and current stage's name. */
export async function findProjectWithClient(tx: DbOrTx, projectId: string) {
  const [row] = await tx
    .select({ project: projects, client: clients, stageName: stages.name })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(stages, eq(stages.id, projects.stageId))
    .where(eq(projects.id, projectId));
  return row ?? null;
}

export async function findTemplate(tx: DbOrTx, templateId: string) {
  const [row] = await tx.select().from(templates).where(eq(templates.id, templateId));
  return row ?? null;
}

export async function hasBusinessTrigger(tx: DbOrTx, automationId: string): Promise<boolean> {
  const [trigger] = await tx
    .select({ id: automationBusinessTriggers.id })
    .from(automationBusinessTriggers)
    .where(eq(automationBusinessTriggers.automationId, automationId))
    .limit(1);
  return Boolean(trigger);
}

export async function findStage(tx: DbOrTx, stageId: string) {
  const [stage] = await tx
    .select({ id: stages.id, name: stages.name })
    .from(stages)
    .where(eq(stages.id, stageId));
  return stage ?? null;
}
