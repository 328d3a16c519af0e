/**
 * The Questions tab's rows while they are edited: a row is new (created on save) or existing
 * (updated on save); removing a new row only drops it here. Saving turns the rows into the calls to make.
 */
import { hasOptions, optionsOf, type Question, type QuestionType } from "../../../shared/questionnaires";

export interface QuestionRow {
  /** A question's id, or a local key for a new row. */
  key: string;
  id: string | null;
  type: QuestionType;
  label: string;
  options: string;
  isRequired: boolean;
}

let counter = 0;
export function newRow(type: QuestionType = "TEXT"): QuestionRow {
  counter += 1;
  return { key: `new-${counter}`, id: null, type, label: "", options: "", isRequired: false };
}

export function rowsFromQuestions(questions: Question[]): QuestionRow[] {
  return [...questions]
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .map((q) => ({
      key: q.id,
      id: q.id,
      type: q.type,
      label: q.label,
      options: q.options ?? "",
      isRequired: q.isRequired,
    }));
}

export interface RowProblem {
  key: string;
  field: "label" | "options";
  message: string;
}

/** A label is required; choice questions need their options (two at least). */
export function rowProblems(rows: QuestionRow[]): RowProblem[] {
  const problems: RowProblem[] = [];
  for (const row of rows) {
    if (!row.label.trim())
      problems.push({ key: row.key, field: "label", message: "Question label is required." });
    else if (hasOptions(row.type) && optionsOf(row.options).length < 2) {
      problems.push({ key: row.key, field: "options", message: "Add at least two options, one per line." });
    }
  }
  return problems;
}

export interface QuestionBody {
  type: QuestionType;
  label: string;
  options: string | null;
  orderIndex: number;
  isRequired: boolean;
  templateId: string;
}

export interface SavePlan {
  create: { key: string; body: QuestionBody }[];
  update: { id: string; body: QuestionBody }[];
}

function sameAs(question: Question | undefined, body: QuestionBody): boolean {
  return Boolean(
    question &&
      question.type === body.type &&
      question.label === body.label &&
      (question.options ?? null) === body.options &&
      question.orderIndex === body.orderIndex &&
      question.isRequired === body.isRequired,
  );
}

/** The calls a save makes: new rows created, changed existing rows updated, in the rows' order. */
export function savePlan(templateId: string, rows: QuestionRow[], saved: Question[]): SavePlan {
  const byId = new Map(saved.map((q) => [q.id, q]));
  const plan: SavePlan = { create: [], update: [] };
  rows.forEach((row, orderIndex) => {
    const body: QuestionBody = {
      type: row.type,
      label: row.label.trim(),
      options: hasOptions(row.type) ? optionsOf(row.options).join("\n") : null,
      orderIndex,
      isRequired: row.isRequired,
      templateId,
    };
    if (!row.id) plan.create.push({ key: row.key, body });
    else if (!sameAs(byId.get(row.id), body)) plan.update.push({ id: row.id, body });
  });
  return plan;
}

export function moveRow(rows: QuestionRow[], from: number, to: number): QuestionRow[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return rows;
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
