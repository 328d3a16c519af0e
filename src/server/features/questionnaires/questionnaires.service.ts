/**
 * Questionnaire templates and their questions, the studio's own. A template lists how often it was
 * assigned and answered; deleting it leaves its assignments readable (they keep a copy of the questions).
 */
import type { z } from "zod";
import type {
  Question,
  QuestionnaireTemplate,
  QuestionType,
  questionInputSchema,
  templateInputSchema,
} from "../../../shared/questionnaires.js";
import type { Database } from "../../db/connect.js";
import { badRequest, notFound } from "../../http/errors.js";
import {
  countAssignments,
  countQuestions,
  deleteQuestion,
  deleteTemplate,
  findQuestion,
  findTemplate,
  insertQuestion,
  insertTemplate,
  listTemplateRows,
  type QuestionRow,
  questionsOf,
  touchTemplate,
  updateQuestion as updateQuestionRow,
  updateTemplate,
} from "./questionnaires.queries.js";

// The assignments read templates through these too.
export { findTemplate, questionsOf };

export const TEMPLATE_NOT_FOUND = "Questionnaire template not found";
export const QUESTION_NOT_FOUND = "Question not found";

type TemplateData = z.output<typeof templateInputSchema>;
type QuestionData = z.output<typeof questionInputSchema>;

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

export function createQuestionnairesService(database: Database) {
  const { db } = database;

  async function list(photographerId: string): Promise<QuestionnaireTemplate[]> {
    const rows = await listTemplateRows(db, photographerId);
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const questionCounts = await countQuestions(db, photographerId, ids);
    const usage = await countAssignments(db, photographerId);
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
    const id = await insertTemplate(db, {
      photographerId,
      title: input.title,
      description: input.description ?? null,
    });
    return get(photographerId, id);
  }

  async function update(photographerId: string, id: string, input: TemplateData) {
    await requireTemplate(photographerId, id);
    await updateTemplate(db, photographerId, id, {
      title: input.title,
      description: input.description ?? null,
      updatedAt: new Date(),
    });
    return get(photographerId, id);
  }

  /** Assignments keep their copy of the title and questions, so answers stay readable. */
  async function remove(photographerId: string, id: string) {
    await requireTemplate(photographerId, id);
    await deleteTemplate(db, photographerId, id);
  }

  async function listQuestions(photographerId: string, templateId: string): Promise<Question[]> {
    await requireTemplate(photographerId, templateId);
    return (await questionsOf(db, photographerId, templateId)).map(toQuestion);
  }

  async function addQuestion(photographerId: string, templateId: string, input: QuestionData) {
    await requireTemplate(photographerId, templateId);
    if (input.templateId && input.templateId !== templateId)
      throw badRequest("The question belongs to another template");
    const row = await insertQuestion(db, {
      photographerId,
      templateId,
      type: input.type,
      label: input.label,
      options: input.options,
      orderIndex: input.orderIndex,
      isRequired: input.isRequired,
    });
    await touch(templateId);
    return toQuestion(row);
  }

  async function requireQuestion(photographerId: string, id: string) {
    const row = await findQuestion(db, photographerId, id);
    if (!row) throw notFound(QUESTION_NOT_FOUND);
    return row;
  }

  async function updateQuestion(photographerId: string, id: string, input: QuestionData) {
    const existing = await requireQuestion(photographerId, id);
    if (input.templateId && input.templateId !== existing.templateId) {
      throw badRequest("The question belongs to another template");
    }
    const row = await updateQuestionRow(db, id, {
      type: input.type,
      label: input.label,
      options: input.options,
      orderIndex: input.orderIndex,
      isRequired: input.isRequired,
    });
    await touch(existing.templateId);
    return toQuestion(row);
  }

  async function removeQuestion(photographerId: string, id: string) {
    const existing = await requireQuestion(photographerId, id);
    await deleteQuestion(db, id);
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
        await updateQuestionRow(tx, id, { orderIndex });
      }
    });
    await touch(templateId);
    return listQuestions(photographerId, templateId);
  }

  function touch(templateId: string) {
    return touchTemplate(db, templateId);
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
