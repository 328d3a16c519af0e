/**
 * A session type's own questions on the booking form, with their required marks. Answers are kept by
 * the page (so they survive a taken slot) and sent as [{ label, answer }]; a checkbox answers Yes/No.
 */

import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { SessionTypeQuestion } from "../../../shared/session-types";
import { questionId } from "./public-type-answers";

const INPUT = "[&_input]:h-11 [&_input]:text-base";

export function TypeQuestions({
  questions,
  answers,
  shown,
  onChange,
  disabled,
}: {
  questions: SessionTypeQuestion[];
  answers: string[];
  /** Messages to show now (after a submit), by index. */
  shown: (string | null)[];
  onChange: (index: number, value: string) => void;
  disabled?: boolean;
}) {
  if (questions.length === 0) return null;
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-4 text-base font-semibold">A few questions</legend>
      {questions.map((q, i) => {
        const id = questionId(i);
        const error = shown[i] ?? undefined;
        if (q.type === "CHECKBOX") {
          return (
            <div key={id} className="grid gap-2">
              <div className="flex items-start gap-3">
                <input
                  id={id}
                  type="checkbox"
                  checked={answers[i] === "Yes"}
                  onChange={(e) => onChange(i, e.target.checked ? "Yes" : "")}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-message` : undefined}
                  required={q.required}
                  disabled={disabled}
                  className="mt-0.5 size-5 shrink-0 accent-(--brand-solid)"
                />
                <Label htmlFor={id} className="leading-snug">
                  {q.label}
                  {q.required ? (
                    <span aria-hidden="true" className="text-destructive">
                      *
                    </span>
                  ) : null}
                </Label>
              </div>
              {error ? (
                <p id={`${id}-message`} role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
          );
        }
        if (q.type === "LONG_TEXT") {
          return (
            <div key={id} className="grid gap-2">
              <Label htmlFor={id}>
                {q.label}
                {q.required ? (
                  <span aria-hidden="true" className="text-destructive">
                    *
                  </span>
                ) : null}
              </Label>
              <Textarea
                id={id}
                value={answers[i] ?? ""}
                onChange={(e) => onChange(i, e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-message` : undefined}
                required={q.required}
                disabled={disabled}
                rows={3}
                className="min-h-20 text-base md:text-base"
              />
              {error ? (
                <p id={`${id}-message`} role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
          );
        }
        const kind =
          q.type === "EMAIL"
            ? ({ type: "email", inputMode: "email" } as const)
            : q.type === "PHONE"
              ? ({ type: "tel", inputMode: "tel" } as const)
              : ({ type: "text" } as const);
        return (
          <FormField
            key={id}
            id={id}
            label={q.label}
            required={q.required}
            value={answers[i] ?? ""}
            onChange={(e) => onChange(i, e.target.value)}
            error={error}
            disabled={disabled}
            className={INPUT}
            {...kind}
          />
        );
      })}
    </fieldset>
  );
}
