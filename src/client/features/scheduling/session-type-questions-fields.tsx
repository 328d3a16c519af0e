/**
 * The questions a client answers when booking: rows of question, answer type and required, added,
 * removed and moved up or down (buttons, so it all works by keyboard). Used by the full editor and the
 * mini-session dialog; errors come by path ("questions.2.label").
 */
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { FieldErrors } from "@/lib/form-values";
import { QUESTION_TYPES, type QuestionType } from "../../../shared/session-types";
import { idOf } from "./session-type-fields";
import { emptyQuestion, type QuestionDraft } from "./session-type-form";
import { QUESTION_TYPE_LABELS } from "./session-type-words";

/** The schema's limit. */
const MAX_QUESTIONS = 20;

/** The list with one row moved by `by` places (kept inside the list). */
export function moveRow<T>(rows: readonly T[], index: number, by: number): T[] {
  const to = index + by;
  if (to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(index, 1);
  next.splice(to, 0, row!);
  return next;
}

export function SessionTypeQuestionsFields({
  questions,
  onChange,
  errors,
  prefix,
}: {
  questions: QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
  errors: FieldErrors;
  prefix: string;
}) {
  const change = (index: number, patch: Partial<QuestionDraft>) =>
    onChange(questions.map((q, i) => (i === index ? { ...q, ...patch } : q)));
  const move = (index: number, by: number) => {
    onChange(moveRow(questions, index, by));
    // The moved row's button keeps focus where the row went, so repeated presses keep moving it.
    requestAnimationFrame(() =>
      document.getElementById(idOf(prefix, `questions.${index + by}.${by < 0 ? "up" : "down"}`))?.focus(),
    );
  };
  const add = () => {
    onChange([...questions, emptyQuestion()]);
    requestAnimationFrame(() =>
      document.getElementById(idOf(prefix, `questions.${questions.length}.label`))?.focus(),
    );
  };

  return (
    <div className="grid gap-3">
      {questions.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No questions: clients give their name, e-mail and phone only.
        </p>
      ) : (
        <ol className="grid gap-3" aria-label="Questions">
          {questions.map((question, index) => {
            const path = `questions.${index}`;
            const typeId = idOf(prefix, `${path}.type`);
            const requiredId = idOf(prefix, `${path}.required`);
            const name = question.label.trim() || `question ${index + 1}`;
            return (
              <li key={question.key} className="grid gap-3 rounded-lg border p-3">
                <FormField
                  id={idOf(prefix, `${path}.label`)}
                  label={`Question ${index + 1}`}
                  required
                  maxLength={200}
                  autoComplete="off"
                  placeholder="e.g. Who will be in the photos?"
                  value={question.label}
                  error={errors[`${path}.label`] ?? errors[path]}
                  onChange={(event) => change(index, { label: event.target.value })}
                />
                <div className="flex flex-wrap items-end gap-3">
                  <div className="grid min-w-40 flex-1 gap-2">
                    <Label htmlFor={typeId}>Answer type</Label>
                    <Select
                      value={question.type}
                      onValueChange={(value) => change(index, { type: value as QuestionType })}
                    >
                      <SelectTrigger id={typeId} className="w-full bg-background">
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {QUESTION_TYPES.map((type) => (
                          <SelectItem key={type} value={type}>
                            {QUESTION_TYPE_LABELS[type]}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  </div>
                  <div className="flex h-9 items-center gap-2">
                    <Checkbox
                      id={requiredId}
                      checked={question.required}
                      onCheckedChange={(checked) => change(index, { required: checked === true })}
                    />
                    <Label htmlFor={requiredId}>Required</Label>
                  </div>
                  <div className="ml-auto flex gap-1">
                    <Button
                      id={idOf(prefix, `${path}.up`)}
                      type="button"
                      size="icon"
                      variant="ghost"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={`Move ${name} up`}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      id={idOf(prefix, `${path}.down`)}
                      type="button"
                      size="icon"
                      variant="ghost"
                      disabled={index === questions.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={`Move ${name} down`}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      onClick={() => {
                        onChange(questions.filter((_, i) => i !== index));
                        // The row and its button are gone: focus goes to the next step.
                        requestAnimationFrame(() =>
                          document.getElementById(idOf(prefix, "questions.add"))?.focus(),
                        );
                      }}
                      aria-label={`Remove ${name}`}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button
          id={idOf(prefix, "questions.add")}
          type="button"
          variant="outline"
          size="sm"
          onClick={add}
          disabled={questions.length >= MAX_QUESTIONS}
        >
          <Plus aria-hidden="true" />
          Add question
        </Button>
      </div>
    </div>
  );
}
