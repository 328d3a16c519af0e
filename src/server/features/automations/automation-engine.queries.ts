/**
 * The automation engine's shared SQL: the studio's time settings and the execution rows every run is
 * claimed and recorded in (their unique keys are what make each run happen once).
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { automationExecutions, photographers } from "../../db/schema/index.js";
import type { Studio } from "./automation-engine-context.js";

type NewExecution = typeof automationExecutions.$inferInsert;

export async function findStudio(tx: DbOrTx, photographerId: string): Promise<Studio> {
  const [row] = await tx
    .select({
      timezone: photographers.timezone,
      quietHoursStart: photographers.quietHoursStart,
      quietHoursEnd: photographers.quietHoursEnd,
    })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return row ?? { timezone: "America/New_York", quietHoursStart: null, quietHoursEnd: null };
}

/** Inserts the execution unless one with the same unique key exists; its id, or null when taken. */
export async function claimExecution(tx: DbOrTx, values: NewExecution): Promise<string | null> {
  const [claimed] = await tx
    .insert(automationExecutions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: automationExecutions.id });
  return claimed?.id ?? null;
}

export async function updateExecution(
  tx: DbOrTx,
  executionId: string,
  fields: Partial<Pick<NewExecution, "status" | "summary" | "reason" | "executedAt" | "scheduledFor">>,
): Promise<void> {
  await tx.update(automationExecutions).set(fields).where(eq(automationExecutions.id, executionId));
}
