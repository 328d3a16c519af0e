/** SQL for the starter set: the studio lock, what the studio already has, and the new rows. */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { automations, photographers, stages, templates } from "../../db/schema/index.js";

/**
 * Holds the studio's row until the transaction ends, so that calls made at the same time add the set
 * one after the other: the second sees what the first added and adds nothing.
 */
export async function lockStudio(tx: DbOrTx, photographerId: string): Promise<void> {
  await tx
    .select({ id: photographers.id })
    .from(photographers)
    .where(eq(photographers.id, photographerId))
    .for("update");
}

export type StageRow = Pick<typeof stages.$inferSelect, "id" | "name" | "projectType" | "isDefault">;

/** Every stage of the studio, in pipeline order per project type. */
export async function selectPipelineStages(tx: DbOrTx, photographerId: string): Promise<StageRow[]> {
  return tx
    .select({
      id: stages.id,
      name: stages.name,
      projectType: stages.projectType,
      isDefault: stages.isDefault,
    })
    .from(stages)
    .where(eq(stages.photographerId, photographerId))
    .orderBy(asc(stages.projectType), asc(stages.orderIndex), asc(stages.createdAt));
}

/** The studio's e-mail templates with these names (the oldest first, so a repeat finds the same one). */
export async function selectEmailTemplatesNamed(tx: DbOrTx, photographerId: string, names: string[]) {
  return tx
    .select({ id: templates.id, name: templates.name })
    .from(templates)
    .where(
      and(
        eq(templates.photographerId, photographerId),
        eq(templates.channel, "EMAIL"),
        inArray(templates.name, names),
      ),
    )
    .orderBy(asc(templates.createdAt), asc(templates.id));
}

export async function insertEmailTemplate(
  tx: DbOrTx,
  values: { photographerId: string; name: string; subject: string; textBody: string },
): Promise<string> {
  const [row] = await tx
    .insert(templates)
    .values({ ...values, channel: "EMAIL", projectType: null })
    .returning({ id: templates.id });
  return row!.id;
}

/** What tells one automation's purpose from another's: its type, trigger, stage and template. */
export async function selectAutomationShapes(tx: DbOrTx, photographerId: string) {
  return tx
    .select({
      projectType: automations.projectType,
      automationType: automations.automationType,
      triggerType: automations.triggerType,
      stageId: automations.stageId,
      templateId: automations.templateId,
    })
    .from(automations)
    .where(eq(automations.photographerId, photographerId));
}
