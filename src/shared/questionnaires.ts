/**
 * Questionnaires (SPEC §2 Questionnaires, §3 questionnaire template, question, project questionnaire, §5,
 * §9 question types): the API's shapes, and the answer rules the client's form and the server both apply.
 */
import { z } from "zod";

export const QUESTION_TYPES = [
  "TEXT",
  "TEXTAREA",
  "MULTIPLE_CHOICE",
  "CHECKBOX",
  "NUMBER",
  "DATE",
  "EMAIL",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  TEXT: "Short answer",
  TEXTAREA: "Paragraph",
  MULTIPLE_CHOICE: "Multiple choice",
  CHECKBOX: "Checkboxes",
  NUMBER: "Number",
  DATE: "Date",
  EMAIL: "Email",
};

/** SPEC §5: options only for MULTIPLE_CHOICE and CHECKBOX. */
export const hasOptions = (type: QuestionType) => type === "MULTIPLE_CHOICE" || type === "CHECKBOX";

/** Options are stored as text, one per line (SPEC §3). */
export function optionsOf(options: string | null | undefined): string[] {
  return (options ?? "")
    .split("\n")
    .map((o) => o.trim())
    .filter(Boolean);
}

const optionalText = (max: number) =>
  z.preprocess(
    (value) => ((typeof value === "string" && value.trim() === "") || value === null ? undefined : value),
    z.string().trim().max(max, "Too long").optional(),
  );

export const templateInputSchema = z.object({
  title: z
    .string({ error: "Template title is required." })
    .trim()
    .min(1, "Template title is required.")
    .max(200, "Template title is too long."),
  description: optionalText(2000),
});
export type TemplateInput = z.input<typeof templateInputSchema>;

export const questionInputSchema = z
  .object({
    type: z.enum(QUESTION_TYPES, { error: "Choose a question type" }),
    label: z
      .string({ error: "Question label is required." })
      .trim()
      .min(1, "Question label is required.")
      .max(500, "Question label is too long."),
    options: z.preprocess(
      (value) => (Array.isArray(value) ? value.join("\n") : value === null ? undefined : value),
      z.string().max(5000, "Too many options").optional(),
    ),
    orderIndex: z.coerce.number({ error: "Order must be a number" }).int().min(0).max(10_000).default(0),
    isRequired: z.boolean().default(false),
    /** Sent by SPEC's client; the path names the template, so a different one here is refused. */
    templateId: z.uuid().optional(),
  })
  .transform((q) => ({ ...q, options: hasOptions(q.type) ? optionsOf(q.options).join("\n") : null }))
  .refine((q) => !hasOptions(q.type) || optionsOf(q.options).length >= 2, {
    path: ["options"],
    message: "Add at least two options, one per line.",
  });
export type QuestionInput = z.input<typeof questionInputSchema>;

export const reorderQuestionsInputSchema = z.object({
  questionIds: z
    .array(z.uuid({ error: "Question not found" }))
    .min(1)
    .max(500),
});

export const assignQuestionnaireInputSchema = z.object({
  templateId: z.uuid({ error: "Questionnaire template not found" }),
});

export interface QuestionnaireTemplate {
  id: string;
  title: string;
  description: string | null;
  questionCount: number;
  assignedCount: number;
  completedCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface Question {
  id: string;
  templateId: string;
  type: QuestionType;
  label: string;
  options: string | null;
  orderIndex: number;
  isRequired: boolean;
}

/** A question as it was when the questionnaire was assigned. */
export type QuestionSnapshot = Omit<Question, "templateId">;

export type AnswerValue = string | number | string[] | null;
export type Answers = Record<string, AnswerValue>;

/** SPEC §3 questionnaire assignment, with what the photographer reads. */
export interface Assignment {
  id: string;
  projectId: string;
  projectTitle: string;
  clientName: string;
  templateId: string | null;
  templateTitle: string;
  templateDescription: string | null;
  questions: QuestionSnapshot[];
  answers: Answers;
  status: "Pending" | "Completed";
  submittedAt: string | null;
  createdAt: string;
}

/** What the client's form needs (GET /api/client-portal/questionnaires/{id}). */
export interface ClientQuestionnaire {
  id: string;
  title: string;
  description: string | null;
  questions: QuestionSnapshot[];
  answers: Answers;
  submittedAt: string | null;
  photographer: { businessName: string; brandPrimary: string; logoUrl: string | null };
}

export const isBlank = (value: AnswerValue | undefined) =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Why an answer is not acceptable for its question, or null when it is (blank answers: see `required`). */
export function answerProblem(question: QuestionSnapshot, value: AnswerValue | undefined): string | null {
  if (isBlank(value)) return question.isRequired ? "This question is required" : null;
  const options = optionsOf(question.options);
  switch (question.type) {
    case "TEXT":
      return typeof value === "string" && value.length <= 1000 ? null : "Keep this under 1,000 characters";
    case "TEXTAREA":
      return typeof value === "string" && value.length <= 10_000 ? null : "Keep this under 10,000 characters";
    case "EMAIL":
      return typeof value === "string" && value.length <= 255 && EMAIL.test(value.trim())
        ? null
        : "Enter a valid email address";
    case "NUMBER": {
      const n = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
      return Number.isFinite(n) && Math.abs(n) < 1e12 ? null : "Enter a number";
    }
    case "DATE":
      return typeof value === "string" && isRealDate(value) ? null : "Enter a valid date";
    case "MULTIPLE_CHOICE":
      return typeof value === "string" && options.includes(value) ? null : "Choose one of the options";
    case "CHECKBOX":
      return Array.isArray(value) &&
        value.every((v) => options.includes(v)) &&
        new Set(value).size === value.length
        ? null
        : "Choose from the options";
  }
}

export interface AnswerIssue {
  questionId: string;
  message: string;
}

/** Every problem with a set of answers, in question order. */
export function answerIssues(questions: QuestionSnapshot[], answers: Answers): AnswerIssue[] {
  const issues: AnswerIssue[] = [];
  for (const question of [...questions].sort((a, b) => a.orderIndex - b.orderIndex)) {
    const message = answerProblem(question, answers[question.id]);
    if (message) issues.push({ questionId: question.id, message });
  }
  return issues;
}

/** Answers as the server stores them: numbers as numbers, text trimmed, blanks dropped. */
export function normalizeAnswers(questions: QuestionSnapshot[], answers: Answers): Answers {
  const out: Answers = {};
  for (const question of questions) {
    const value = answers[question.id];
    if (isBlank(value)) continue;
    if (question.type === "NUMBER") out[question.id] = typeof value === "number" ? value : Number(value);
    else if (typeof value === "string")
      out[question.id] = question.type === "TEXTAREA" ? value : value.trim();
    else out[question.id] = value ?? null;
  }
  return out;
}

/** A draft saved while the client types: any text (a half-typed e-mail too), bounded in size. */
export const draftAnswersInputSchema = z.object({
  answers: z.record(
    z.uuid({ error: "Unknown question" }),
    z.union(
      [
        z.string().max(10_000, "Answer is too long"),
        z.number(),
        z.array(z.string().max(1000)).max(100),
        z.null(),
      ],
      {
        error: "Unsupported answer",
      },
    ),
  ),
});

/** An answer for display: the text a person reads, whatever its type. */
export function answerText(question: QuestionSnapshot, value: AnswerValue | undefined): string {
  if (isBlank(value)) return "";
  if (Array.isArray(value)) return value.join(", ");
  if (question.type === "DATE" && typeof value === "string" && isRealDate(value)) {
    return new Date(`${value}T12:00:00Z`).toLocaleDateString("en-US", {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
  }
  return String(value);
}
