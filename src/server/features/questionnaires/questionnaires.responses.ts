/** What the questionnaire routes answer: templates, their questions, assignments and the client's form. */
import { z } from "zod";
import {
  type Assignment,
  type ClientQuestionnaire,
  QUESTION_TYPES,
  type Question,
} from "../../../shared/questionnaire-answers.js";
import type { QuestionnaireTemplate } from "../../../shared/questionnaires.js";

export const questionnaireTemplateResponse = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  questionCount: z.int(),
  assignedCount: z.int(),
  completedCount: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<QuestionnaireTemplate>;

const questionFields = {
  id: z.uuid(),
  type: z.enum(QUESTION_TYPES),
  label: z.string(),
  options: z.string().nullable().describe("One option per line (multiple choice and checkboxes)"),
  orderIndex: z.int(),
  isRequired: z.boolean(),
};

export const questionResponse = z.object({
  ...questionFields,
  templateId: z.uuid(),
}) satisfies z.ZodType<Question>;

/** A question as it was when the questionnaire was assigned. */
const questionSnapshot = z.object(questionFields);

const answers = z
  .record(z.string(), z.union([z.string(), z.number(), z.array(z.string()), z.null()]))
  .describe("Answers by question id");

export const assignmentResponse = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  projectTitle: z.string(),
  clientName: z.string(),
  templateId: z.uuid().nullable(),
  templateTitle: z.string(),
  templateDescription: z.string().nullable(),
  questions: z.array(questionSnapshot),
  answers,
  status: z.enum(["Pending", "Completed"]),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<Assignment>;

export const clientQuestionnaireResponse = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  questions: z.array(questionSnapshot),
  answers,
  submittedAt: z.string().nullable(),
  photographer: z.object({
    businessName: z.string(),
    brandPrimary: z.string(),
    logoUrl: z.string().nullable(),
  }),
}) satisfies z.ZodType<ClientQuestionnaire>;

export const draftSavedResponse = z.object({ savedAt: z.string() });
export const submittedResponse = z.object({ submittedAt: z.string() });
