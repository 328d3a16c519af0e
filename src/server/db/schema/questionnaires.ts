import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, instant, photographerId, updatedAt } from "./columns.js";
import { projects } from "./projects.js";

export const questionnaireTemplates = pgTable(
  "questionnaire_templates",
  {
    id: id(),
    photographerId: photographerId(),
    title: text("title").notNull(),
    description: text("description"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("questionnaire_templates_photographer_created_idx").on(t.photographerId, t.createdAt)],
);

export const questionnaireQuestions = pgTable(
  "questionnaire_questions",
  {
    id: id(),
    photographerId: photographerId(),
    templateId: uuid("template_id")
      .notNull()
      .references(() => questionnaireTemplates.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    label: text("label").notNull(),
    // One option a line; MULTIPLE_CHOICE and CHECKBOX only.
    options: text("options"),
    orderIndex: integer("order_index").notNull().default(0),
    isRequired: boolean("is_required").notNull().default(false),
  },
  (t) => [
    index("questionnaire_questions_photographer_template_idx").on(t.photographerId, t.templateId),
    index("questionnaire_questions_template_order_idx").on(t.templateId, t.orderIndex),
  ],
);

/** The questions as they were when the questionnaire was assigned. */
export type QuestionSnapshot = Pick<
  typeof questionnaireQuestions.$inferSelect,
  "id" | "type" | "label" | "options" | "orderIndex" | "isRequired"
>;

/**
 * A questionnaire assigned to a project. Title and questions are copied, so that the answers stay readable
 * after the template is edited or deleted.
 */
export const projectQuestionnaires = pgTable(
  "project_questionnaires",
  {
    id: id(),
    photographerId: photographerId(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    templateId: uuid("template_id").references(() => questionnaireTemplates.id, { onDelete: "set null" }),
    templateTitle: text("template_title").notNull(),
    templateDescription: text("template_description"),
    questionsSnapshot: jsonb("questions_snapshot").$type<QuestionSnapshot[]>().notNull().default([]),
    // Keyed by question id.
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
    submittedAt: instant("submitted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("project_questionnaires_photographer_project_idx").on(t.photographerId, t.projectId),
    // The activity feed, newest first (migration 0030).
    index("project_questionnaires_photographer_submitted_idx")
      .on(t.photographerId, t.submittedAt)
      .where(sql`submitted_at IS NOT NULL`),
    index("project_questionnaires_project_idx").on(t.projectId),
    index("project_questionnaires_template_idx").on(t.templateId),
  ],
);
