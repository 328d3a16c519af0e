/** Questionnaire templates and their questions, always scoped by photographer. */
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import {
  projectQuestionnaires,
  questionnaireQuestions,
  questionnaireTemplates,
} from "../../db/schema/index.js";

export type QuestionRow = typeof questionnaireQuestions.$inferSelect;
type QuestionColumns = Pick<
  typeof questionnaireQuestions.$inferInsert,
  "type" | "label" | "options" | "orderIndex" | "isRequired"
>;

export async function findTemplate(tx: DbOrTx, photographerId: string, id: string) {
  const [row] = await tx
    .select()
    .from(questionnaireTemplates)
    .where(and(eq(questionnaireTemplates.id, id), eq(questionnaireTemplates.photographerId, photographerId)));
  return row ?? null;
}

export async function questionsOf(tx: DbOrTx, photographerId: string, templateId: string) {
  return tx
    .select()
    .from(questionnaireQuestions)
    .where(
      and(
        eq(questionnaireQuestions.photographerId, photographerId),
        eq(questionnaireQuestions.templateId, templateId),
      ),
    )
    .orderBy(asc(questionnaireQuestions.orderIndex), asc(questionnaireQuestions.id));
}

/** The studio's templates, newest first. */
export async function listTemplateRows(db: DbOrTx, photographerId: string) {
  return db
    .select()
    .from(questionnaireTemplates)
    .where(eq(questionnaireTemplates.photographerId, photographerId))
    .orderBy(desc(questionnaireTemplates.createdAt));
}

/** How many questions each of these templates has. */
export async function countQuestions(db: DbOrTx, photographerId: string, templateIds: string[]) {
  return db
    .select({ templateId: questionnaireQuestions.templateId, n: count() })
    .from(questionnaireQuestions)
    .where(
      and(
        eq(questionnaireQuestions.photographerId, photographerId),
        inArray(questionnaireQuestions.templateId, templateIds),
      ),
    )
    .groupBy(questionnaireQuestions.templateId);
}

/** How often each template was assigned and answered. */
export async function countAssignments(db: DbOrTx, photographerId: string) {
  return db
    .select({
      templateId: projectQuestionnaires.templateId,
      assigned: count(),
      completed: count(projectQuestionnaires.submittedAt),
    })
    .from(projectQuestionnaires)
    .where(
      and(
        eq(projectQuestionnaires.photographerId, photographerId),
        isNotNull(projectQuestionnaires.templateId),
      ),
    )
    .groupBy(projectQuestionnaires.templateId);
}

export async function insertTemplate(
  db: DbOrTx,
  values: { photographerId: string; title: string; description: string | null },
): Promise<string> {
  const [row] = await db
    .insert(questionnaireTemplates)
    .values(values)
    .returning({ id: questionnaireTemplates.id });
  return row!.id;
}

export async function updateTemplate(
  db: DbOrTx,
  photographerId: string,
  id: string,
  values: { title: string; description: string | null; updatedAt: Date },
): Promise<void> {
  await db
    .update(questionnaireTemplates)
    .set(values)
    .where(and(eq(questionnaireTemplates.id, id), eq(questionnaireTemplates.photographerId, photographerId)));
}

export async function deleteTemplate(db: DbOrTx, photographerId: string, id: string): Promise<void> {
  await db
    .delete(questionnaireTemplates)
    .where(and(eq(questionnaireTemplates.id, id), eq(questionnaireTemplates.photographerId, photographerId)));
}

/** Marks the template changed now (a question was added, edited, moved or removed). */
export async function touchTemplate(db: DbOrTx, templateId: string): Promise<void> {
  await db
    .update(questionnaireTemplates)
    .set({ updatedAt: sql`now()` })
    .where(eq(questionnaireTemplates.id, templateId));
}

export async function insertQuestion(
  db: DbOrTx,
  values: QuestionColumns & { photographerId: string; templateId: string },
): Promise<QuestionRow> {
  const [row] = await db.insert(questionnaireQuestions).values(values).returning();
  return row!;
}

export async function findQuestion(db: DbOrTx, photographerId: string, id: string) {
  const [row] = await db
    .select()
    .from(questionnaireQuestions)
    .where(and(eq(questionnaireQuestions.id, id), eq(questionnaireQuestions.photographerId, photographerId)));
  return row;
}

export async function updateQuestion(
  db: DbOrTx,
  id: string,
  values: Partial<QuestionColumns>,
): Promise<QuestionRow> {
  const [row] = await db
    .update(questionnaireQuestions)
    .set(values)
    .where(eq(questionnaireQuestions.id, id))
    .returning();
  return row!;
}

export async function deleteQuestion(db: DbOrTx, id: string): Promise<void> {
  await db.delete(questionnaireQuestions).where(eq(questionnaireQuestions.id, id));
}
