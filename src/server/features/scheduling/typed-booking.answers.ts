/**
 * The visitor's answers to a type's questions, checked against the questions as they are now: every
 * answer must be to one of them (by its label), each required one answered, an e-mail question given
 * an address. Kept in the questions' order, so the studio reads them as it wrote them.
 */
import { badRequest } from "../../http/errors.js";

type Question = { label: string; type: string; required: boolean };
type Answer = { label: string; answer: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkAnswers(questions: Question[], answers: Answer[]): Answer[] {
  const byLabel = new Map<string, string>();
  for (const { label, answer } of answers) {
    if (!questions.some((q) => q.label === label))
      throw badRequest(`"${label}" is not a question of this session`);
    if (byLabel.has(label)) throw badRequest(`"${label}" is answered twice`);
    byLabel.set(label, answer);
  }
  const kept: Answer[] = [];
  for (const question of questions) {
    const answer = byLabel.get(question.label)?.trim() ?? "";
    // An unticked checkbox comes as "false" (or nothing): a required one must be ticked.
    const given = question.type === "CHECKBOX" ? answer !== "" && answer !== "false" : answer !== "";
    if (!given) {
      if (question.required) throw badRequest(`Please answer "${question.label}"`);
      continue;
    }
    if (question.type === "EMAIL" && !EMAIL.test(answer)) {
      throw badRequest(`"${question.label}" needs an e-mail address`);
    }
    kept.push({ label: question.label, answer });
  }
  return kept;
}
