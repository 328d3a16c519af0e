/**
 * SQL for the automations screens: the studio's automations with what the API shows alongside them
 * (steps with their templates, business triggers, stage names), the automation row's writes, and the
 * look-ups that check an automation only points at the studio's own stages and templates.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { ProjectType } from "../../../shared/projects.js";
import type { DbOrTx } from "../../db/connect.js";
import {
  automationBusinessTriggers,
  automationSteps,
  automations,
  questionnaireTemplates,
  stages,
  templates,
} from "../../db/schema/index.js";

export type NewAutomation = typeof automations.$inferInsert;
export type AutomationChanges = Partial<NewAutomation>;
export type TemplateRow = typeof templates.$inferSelect;
export type BusinessTriggerRow = typeof automationBusinessTriggers.$inferSelect;

/** The studio's automations, optionally of one project type or among some ids, oldest first. */
export async function selectAutomations(
  tx: DbOrTx,
  photographerId: string,
  where: { projectType?: ProjectType; ids?: string[] },
) {
  const conditions = [eq(automations.photographerId, photographerId)];
  if (where.projectType) conditions.push(eq(automations.projectType, where.projectType));
  if (where.ids) conditions.push(inArray(automations.id, where.ids));
  return tx
    .select()
    .from(automations)
    .where(and(...conditions))
    .orderBy(asc(automations.createdAt), asc(automations.id));
}

/** The steps of these automations, each with its template (null when it has none), in step order. */
export async function selectStepsWithTemplates(tx: DbOrTx, photographerId: string, automationIds: string[]) {
  return tx
    .select({ step: automationSteps, template: templates })
    .from(automationSteps)
    .leftJoin(templates, eq(templates.id, automationSteps.templateId))
    .where(
      and(
        eq(automationSteps.photographerId, photographerId),
        inArray(automationSteps.automationId, automationIds),
      ),
    )
    .orderBy(asc(automationSteps.stepIndex), asc(automationSteps.id));
}

export async function selectBusinessTriggers(tx: DbOrTx, photographerId: string, automationIds: string[]) {
  return tx
    .select()
    .from(automationBusinessTriggers)
    .where(
      and(
        eq(automationBusinessTriggers.photographerId, photographerId),
        inArray(automationBusinessTriggers.automationId, automationIds),
      ),
    );
}

export async function selectStageNames(tx: DbOrTx, photographerId: string) {
  return tx
    .select({ id: stages.id, name: stages.name })
    .from(stages)
    .where(eq(stages.photographerId, photographerId));
}

export async function findStudioAutomation(tx: DbOrTx, photographerId: string, id: string) {
  const [row] = await tx
    .select()
    .from(automations)
    .where(and(eq(automations.id, id), eq(automations.photographerId, photographerId)));
  return row ?? null;
}

export async function insertAutomation(tx: DbOrTx, values: NewAutomation): Promise<string> {
  const [row] = await tx.insert(automations).values(values).returning({ id: automations.id });
  return row!.id;
}

export async function updateAutomation(
  tx: DbOrTx,
  photographerId: string,
  id: string,
  changes: AutomationChanges,
) {
  await tx
    .update(automations)
    .set(changes)
    .where(and(eq(automations.id, id), eq(automations.photographerId, photographerId)));
}

export async function deleteAutomation(tx: DbOrTx, photographerId: string, id: string) {
  await tx
    .delete(automations)
    .where(and(eq(automations.id, id), eq(automations.photographerId, photographerId)));
}

/** Which of these stages are the studio's, with their project type. */
export async function selectStudioStages(tx: DbOrTx, photographerId: string, stageIds: string[]) {
  return tx
    .select({ id: stages.id, projectType: stages.projectType })
    .from(stages)
    .where(and(eq(stages.photographerId, photographerId), inArray(stages.id, stageIds)));
}

/** Which of these message templates are the studio's. */
export async function selectStudioTemplateIds(tx: DbOrTx, photographerId: string, templateIds: string[]) {
  return tx
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.photographerId, photographerId), inArray(templates.id, templateIds)));
}

export async function findStudioQuestionnaireTemplate(tx: DbOrTx, photographerId: string, id: string) {
  const [row] = await tx
    .select({ id: questionnaireTemplates.id })
    .from(questionnaireTemplates)
    .where(and(eq(questionnaireTemplates.photographerId, photographerId), eq(questionnaireTemplates.id, id)));
  return row ?? null;
}
