/**
 * The client's questionnaire form as pure data: what the inputs hold (text as typed, numbers too, so
 * nothing typed is lost), the answers sent to the server for a draft and for submission, and the
 * messages shown under each field. The rules themselves live in src/shared/questionnaires.ts.
 */
import {
  type Answers,
  answerProblem,
  isBlank,
  optionsOf,
  type QuestionSnapshot,
} from "../../../shared/questionnaire-answers";

/** One value per question id: a string for every input, the ticked options for CHECKBOX. */
export type FormValues = Record<string, string | string[]>;
/** A message under each field that is wrong, by question id. */
export type FieldErrors = Record<string, string>;

export const sortQuestions = (questions: QuestionSnapshot[]) =>
  [...questions].sort((a, b) => a.orderIndex - b.orderIndex);

/** The inputs' starting values from what the server holds (a draft from before, or the submission). */
export function initialValues(questions: QuestionSnapshot[], answers: Answers): FormValues {
  const values: FormValues = {};
  for (const question of questions) {
    const value = answers[question.id];
    if (question.type === "CHECKBOX") {
      values[question.id] = Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
    } else if (typeof value === "string" || typeof value === "number") {
      values[question.id] = String(value);
    } else if (Array.isArray(value)) {
      values[question.id] = value.join(", ");
    } else {
      values[question.id] = "";
    }
  }
  return values;
}

/** A draft keeps exactly what was typed; blank answers are left out so that clearing a field sticks. */
export function draftAnswers(questions: QuestionSnapshot[], values: FormValues): Answers {
  const answers: Answers = {};
  for (const question of questions) {
    const value = values[question.id];
    if (value === undefined || isBlank(value)) continue;
    answers[question.id] = Array.isArray(value) ? [...value] : value;
  }
  return answers;
}

/** The answers to submit: as a draft, with numbers sent as numbers when they read as one. */
export function submittedAnswers(questions: QuestionSnapshot[], values: FormValues): Answers {
  const answers = draftAnswers(questions, values);
  for (const question of questions) {
    const value = answers[question.id];
    if (question.type !== "NUMBER" || typeof value !== "string") continue;
    const n = Number(value.trim());
    if (Number.isFinite(n)) answers[question.id] = n;
  }
  return answers;
}

/** Every field's problem (the texts from answerProblem), and the first wrong question in form order. */
export function validateAnswers(
  questions: QuestionSnapshot[],
  answers: Answers,
): { errors: FieldErrors; firstId: string | null } {
  const errors: FieldErrors = {};
  let firstId: string | null = null;
  for (const question of sortQuestions(questions)) {
    const message = answerProblem(question, answers[question.id]);
    if (!message) continue;
    errors[question.id] = message;
    firstId ??= question.id;
  }
  return { errors, firstId };
}

/** The one field's problem as the client fixes it: blank is only wrong once they tried to submit. */
export function fieldProblem(
  question: QuestionSnapshot,
  values: FormValues,
  { blankIsWrong }: { blankIsWrong: boolean },
): string | null {
  const value = submittedAnswers([question], values)[question.id];
  if (!blankIsWrong && isBlank(value)) return null;
  return answerProblem(question, value);
}

/** The server's 400 `{ issues: [{ path, message }] }` as field messages (only for known questions). */
export function serverFieldErrors(questions: QuestionSnapshot[], body: string): FieldErrors {
  const known = new Set(questions.map((q) => q.id));
  const errors: FieldErrors = {};
  try {
    const parsed = JSON.parse(body) as { issues?: unknown };
    if (!Array.isArray(parsed.issues)) return errors;
    for (const issue of parsed.issues as { path?: unknown; message?: unknown }[]) {
      const path = Array.isArray(issue.path) ? issue.path.at(-1) : issue.path;
      if (typeof path === "string" && known.has(path) && typeof issue.message === "string") {
        errors[path] ??= issue.message;
      }
    }
  } catch {
    // Not JSON: the caller shows a general message instead.
  }
  return errors;
}

/** The first question (in form order) that has a message. */
export const firstWrongId = (questions: QuestionSnapshot[], errors: FieldErrors) =>
  sortQuestions(questions).find((q) => errors[q.id])?.id ?? null;

/** Ticks or unticks one option, keeping the options' own order. */
export function toggleOption(question: QuestionSnapshot, current: string[], option: string, on: boolean) {
  const next = new Set(current);
  if (on) next.add(option);
  else next.delete(option);
  return optionsOf(question.options).filter((o) => next.has(o));
}
