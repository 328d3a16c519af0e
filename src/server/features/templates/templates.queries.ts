/** Template rows and their use by automations, always scoped by photographer. */
import { and, count, desc, eq, inArray, isNull, or } from "drizzle-orm";
import type { ProjectType } from "../../../shared/projects.js";
import type { DbOrTx } from "../../db/connect.js";
import { automationSteps, automations, templates } from "../../db/schema/index.js";

export type TemplateRow = typeof templates.$inferSelect;
type TemplateColumns = Omit<typeof templates.$inferInsert, "photographerId">;

/** How many automations and automation steps of this photographer send each template. */
export async function countTemplateUsage(
  db: DbOrTx,
  photographerId: string,
  ids: string[],
): Promise<Map<string, number>> {
  const used = new Map<string, number>();
  if (ids.length === 0) return used;
  // One after the other: a transaction's connection runs one query at a time.
  const byAutomation = await db
    .select({ templateId: automations.templateId, n: count() })
    .from(automations)
    .where(and(eq(automations.photographerId, photographerId), inArray(automations.templateId, ids)))
    .groupBy(automations.templateId);
  const byStep = await db
    .select({ templateId: automationSteps.templateId, n: count() })
    .from(automationSteps)
    .where(and(eq(automationSteps.photographerId, photographerId), inArray(automationSteps.templateId, ids)))
    .groupBy(automationSteps.templateId);
  for (const { templateId, n } of [...byAutomation, ...byStep]) {
    if (templateId) used.set(templateId, (used.get(templateId) ?? 0) + n);
  }
  return used;
}

/** Newest first; with a project type, that type's templates plus those meant for every type. */
export async function listTemplateRows(
  db: DbOrTx,
  photographerId: string,
  projectType?: ProjectType,
): Promise<TemplateRow[]> {
  return db
    .select()
    .from(templates)
    .where(
      and(
        eq(templates.photographerId, photographerId),
        projectType ? or(eq(templates.projectType, projectType), isNull(templates.projectType)) : undefined,
      ),
    )
    .orderBy(desc(templates.createdAt), desc(templates.id));
}

export async function findTemplateRow(db: DbOrTx, photographerId: string, id: string) {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.photographerId, photographerId), eq(templates.id, id)));
  return row;
}

export async function insertTemplate(db: DbOrTx, photographerId: string, values: TemplateColumns) {
  const [row] = await db
    .insert(templates)
    .values({ photographerId, ...values })
    .returning();
  return row!;
}

export async function updateTemplate(
  db: DbOrTx,
  photographerId: string,
  id: string,
  values: TemplateColumns,
) {
  const [row] = await db
    .update(templates)
    .set(values)
    .where(and(eq(templates.photographerId, photographerId), eq(templates.id, id)))
    .returning();
  return row;
}

/** Whether a row was deleted. */
export async function deleteTemplate(db: DbOrTx, photographerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(templates)
    .where(and(eq(templates.photographerId, photographerId), eq(templates.id, id)))
    .returning({ id: templates.id });
  return deleted.length > 0;
}
