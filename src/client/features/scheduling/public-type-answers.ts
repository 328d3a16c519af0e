/**
 * The checks and the wire shape of a session type's questions on the booking form, kept apart from
 * the inputs so they are unit-tested: required and empty (or an unticked required box) is the
 * message the visitor sees; the server applies the same rule.
 */
import type { SessionTypeQuestion } from "../../../shared/session-types";

export const questionId = (index: number) => `type-question-${index}`;
const ANSWER_MAX = 2000;

/** The first message per question (required and empty, or too long), by index. */
export function questionErrors(questions: SessionTypeQuestion[], answers: string[]): (string | null)[] {
  return questions.map((q, i) => {
    const answer = (answers[i] ?? "").trim();
    if (q.required && (answer === "" || (q.type === "CHECKBOX" && answer !== "Yes"))) {
      return q.type === "CHECKBOX" ? "Please tick this box to continue" : "Please answer this question";
    }
    return answer.length > ANSWER_MAX ? "Answer too long" : null;
  });
}

export function answersFor(questions: SessionTypeQuestion[], answers: string[]) {
  return questions.map((q, i) => ({
    label: q.label,
    answer: q.type === "CHECKBOX" ? (answers[i] === "Yes" ? "Yes" : "No") : (answers[i] ?? "").trim(),
  }));
}
