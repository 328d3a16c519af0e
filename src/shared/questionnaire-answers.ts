/**
 * The answer rules of questionnaires, without zod: the client's form (a public page that must load fast)
 * and the server apply the same checks. Schemas for the API are in ./questionnaires.ts.
 */

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

/** Options only for MULTIPLE_CHOICE and CHECKBOX. */
export const hasOptions = (type: QuestionType) => type === "MULTIPLE_CHOICE" || type === "CHECKBOX";

/** Options are stored as text, one per line. */
export function optionsOf(options: string | null | undefined): string[] {
  return (options ?? "")
    .split("\n")
    .map((o) => o.trim())
    .filter(Boolean);
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

/** A questionnaire assigned to a project, with what the photographer reads. */
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

// The years validation.ts allows (MIN_YEAR, MAX_YEAR), repeated here to keep zod out of this file.
const saneYear = (value: string) => Number(value.slice(0, 4)) >= 1900 && Number(value.slice(0, 4)) <= 2200;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value) || !saneYear(value)) return false;
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
