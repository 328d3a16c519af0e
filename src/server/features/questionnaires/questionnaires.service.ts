/**
 * Questionnaire templates and their questions, the studio's own. A template lists how often it was
 * assigned and answered; deleting it leaves its assignments readable (they keep a copy of the questions).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  Question,
  QuestionnaireTemplate,
  QuestionType,
  questionInputSchema,
  templateInputSchema,
} from "../../../shared/questionnaires.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import {
  projectQuestionnaires,
  questionnaireQuestions,
  questionnaireTemplates,
} from "../../db/schema/index.js";
import { badRequest, notFound } from "../../http/errors.js";

export const TEMPLATE_NOT_FOUND = "Questionnaire template not found";
export const QUESTION_NOT_FOUND = "Question not found";

type TemplateData = z.output<typeof templateInputSchema>;
type QuestionData = z.output<typeof questionInputSchema>;
type QuestionRow = typeof questionnaireQuestions.$inferSelect;

export function toQuestion(row: QuestionRow): Question {
  return {
    id: row.id,
    templateId: row.templateId,
    type: row.type as QuestionType,
    label: row.label,
    options: row.options,
    orderIndex: row.orderIndex,
    isRequired: row.isRequired,
  };
}

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

export function createQuestionnairesService(database: Database) {
  const { db } = database;

  async function list(photographerId: string): Promise<QuestionnaireTemplate[]> {
    const rows = await db
      .select()
      .from(questionnaireTemplates)
      .where(eq(questionnaireTemplates.photographerId, photographerId))
      .orderBy(desc(questionnaireTemplates.createdAt));
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const questionCounts = await db
      .select({ templateId: questionnaireQuestions.templateId, n: count() })
      .from(questionnaireQuestions)
      .where(
        and(
          eq(questionnaireQuestions.photographerId, photographerId),
          inArray(questionnaireQuestions.templateId, ids),
        ),
      )
      .groupBy(questionnaireQuestions.templateId);
    const usage = await db
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
    const questionsBy = new Map(questionCounts.map((q) => [q.templateId, q.n]));
    const usageBy = new Map(usage.map((u) => [u.templateId, u]));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      questionCount: questionsBy.get(row.id) ?? 0,
      assignedCount: usageBy.get(row.id)?.assigned ?? 0,
      completedCount: usageBy.get(row.id)?.completed ?? 0,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  async function requireTemplate(photographerId: string, id: string) {
    const row = await findTemplate(db, photographerId, id);
    if (!row) throw notFound(TEMPLATE_NOT_FOUND);
    return row;
  }

  async function get(photographerId: string, id: string): Promise<QuestionnaireTemplate> {
    await requireTemplate(photographerId, id);
    return (await list(photographerId)).find((t) => t.id === id)!;
  }

  async function create(photographerId: string, input: TemplateData): Promise<QuestionnaireTemplate> {
    const [row] = await db
      .insert(questionnaireTemplates)
      .values({ photographerId, title: input.title, description: input.description ?? null })
      .returning();
    return get(photographerId, row!.id);
  }

  async function update(photographerId: string, id: string, input: TemplateData) {
    await requireTemplate(photographerId, id);
    await db
      .update(questionnaireTemplates)
      .set({ title: input.title, description: input.description ?? null, updatedAt: new Date() })
      .where(
        and(eq(questionnaireTemplates.id, id), eq(questionnaireTemplates.photographerId, photographerId)),
      );
    return get(photographerId, id);
  }

  /** Assignments keep their copy of the title and questions, so answers stay readable. */
  async function remove(photographerId: string, id: string) {
    await requireTemplate(photographerId, id);
    await db
      .delete(questionnaireTemplates)
      .where(
        and(eq(questionnaireTemplates.id, id), eq(questionnaireTemplates.photographerId, photographerId)),
      );
  }

  async function listQuestions(photographerId: string, templateId: string): Promise<Question[]> {
    await requireTemplate(photographerId, templateId);
    return (await questionsOf(db, photographerId, templateId)).map(toQuestion);
  }

  async function addQuestion(photographerId: string, templateId: string, input: QuestionData) {
    await requireTemplate(photographerId, templateId);
    if (input.templateId && input.templateId !== templateId)
      throw badRequest("The question belongs to another template");
    const [row] = await db
      .insert(questionnaireQuestions)
      .values({
        photographerId,
        templateId,
        type: input.type,
        label: input.label,
        options: input.options,
        orderIndex: input.orderIndex,
        isRequired: input.isRequired,
      })
      .returning();
    await touch(templateId);
    return toQuestion(row!);
  }

  async function requireQuestion(photographerId: string, id: string) {
    const [row] = await db
      .select()
      .from(questionnaireQuestions)
      .where(
        and(eq(questionnaireQuestions.id, id), eq(questionnaireQuestions.photographerId, photographerId)),
      );
    if (!row) throw notFound(QUESTION_NOT_FOUND);
    return row;
  }

  async function updateQuestion(photographerId: string, id: string, input: QuestionData) {
    const existing = await requireQuestion(photographerId, id);
    if (input.templateId && input.templateId !== existing.templateId) {
      throw badRequest("The question belongs to another template");
    }
    const [row] = await db
      .update(questionnaireQuestions)
      .set({
        type: input.type,
        label: input.label,
        options: input.options,
        orderIndex: input.orderIndex,
        isRequired: input.isRequired,
      })
      .where(eq(questionnaireQuestions.id, id))
      .returning();
    await touch(existing.templateId);
    return toQuestion(row!);
  }

  async function removeQuestion(photographerId: string, id: string) {
    const existing = await requireQuestion(photographerId, id);
    await db.delete(questionnaireQuestions).where(eq(questionnaireQuestions.id, id));
    await touch(existing.templateId);
  }

  /** Drag and drop: the questions in their new order, all of the template's and only them. */
  async function reorderQuestions(photographerId: string, templateId: string, questionIds: string[]) {
    await requireTemplate(photographerId, templateId);
    const current = await questionsOf(db, photographerId, templateId);
    const known = new Set(current.map((q) => q.id));
    if (
      questionIds.length !== known.size ||
      !questionIds.every((id) => known.has(id)) ||
      new Set(questionIds).size !== questionIds.length
    ) {
      throw badRequest("List every question of the template once");
    }
    await db.transaction(async (tx) => {
      for (const [orderIndex, id] of questionIds.entries()) {
        await tx.update(questionnaireQuestions).set({ orderIndex }).where(eq(questionnaireQuestions.id, id));
      }
    });
    await touch(templateId);
    return listQuestions(photographerId, templateId);
  }

  function touch(templateId: string) {
    return db
      .update(questionnaireTemplates)
      .set({ updatedAt: sql`now()` })
      .where(eq(questionnaireTemplates.id, templateId));
  }

  return {
    list,
    get,
    create,
    update,
    remove,
    listQuestions,
    addQuestion,
    updateQuestion,
    removeQuestion,
    reorderQuestions,
  };
}

export type QuestionnairesService = ReturnType<typeof createQuestionnairesService>;
