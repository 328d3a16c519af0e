/** SQL for an automation's steps and business triggers as the studio edits them. */
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { automationBusinessTriggers, automationSteps } from "../../db/schema/index.js";

export type NewStep = typeof automationSteps.$inferInsert;
export type NewBusinessTrigger = typeof automationBusinessTriggers.$inferInsert;

export async function insertStep(tx: DbOrTx, values: NewStep): Promise<string> {
  const [row] = await tx.insert(automationSteps).values(values).returning({ id: automationSteps.id });
  return row!.id;
}

export async function findStudioStep(tx: DbOrTx, photographerId: string, stepId: string) {
  const [row] = await tx
    .select()
    .from(automationSteps)
    .where(and(eq(automationSteps.id, stepId), eq(automationSteps.photographerId, photographerId)));
  return row ?? null;
}

export async function setStepEnabled(tx: DbOrTx, photographerId: string, stepId: string, enabled: boolean) {
  await tx
    .update(automationSteps)
    .set({ enabled })
    .where(and(eq(automationSteps.id, stepId), eq(automationSteps.photographerId, photographerId)));
}

export async function deleteStep(tx: DbOrTx, photographerId: string, stepId: string) {
  await tx
    .delete(automationSteps)
    .where(and(eq(automationSteps.id, stepId), eq(automationSteps.photographerId, photographerId)));
}

/** The new trigger's row, or null when the automation already has a trigger of that kind. */
export async function insertBusinessTrigger(tx: DbOrTx, values: NewBusinessTrigger) {
  const [row] = await tx.insert(automationBusinessTriggers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
