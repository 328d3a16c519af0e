/**
 * One question of the client's questionnaire: its label above, the input its type calls for, and its
 * message below. Every control is labelled by the question (or, for options, by the option's text).
 */
import type { FocusEvent } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { optionsOf, type QuestionSnapshot } from "../../../shared/questionnaire-answers";
import { toggleOption } from "./questionnaire-form";

export const fieldId = (questionId: string) => `q-${questionId}`;

const inputClass =
  "h-12 rounded-lg bg-background px-3.5 text-base md:text-base focus-visible:border-(--brand) focus-visible:ring-(--brand)/25";
const optionClass =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border bg-background px-3.5 py-2.5 text-base transition-colors hover:bg-slate-50 has-[:checked]:border-(--brand) has-[:checked]:bg-(--brand)/5 has-[[data-state=checked]]:border-(--brand) has-[[data-state=checked]]:bg-(--brand)/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-(--brand)/40";

export function QuestionnaireField({
  question,
  value,
  error,
  disabled,
  onChange,
  onBlur,
}: {
  question: QuestionSnapshot;
  value: string | string[];
  error?: string;
  disabled?: boolean;
  onChange: (value: string | string[]) => void;
  onBlur?: (event: FocusEvent) => void;
}) {
  const id = fieldId(question.id);
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  const described = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? messageId : undefined,
  };
  const common = { ...described, "aria-required": question.isRequired || undefined };
  const text = typeof value === "string" ? value : "";
  const isGroup = question.type === "MULTIPLE_CHOICE" || question.type === "CHECKBOX";

  return (
    <div className="grid gap-2.5" data-question={question.id}>
      {isGroup ? (
        <span id={labelId} className={labelClass}>
          {question.label}
          <RequiredMark isRequired={question.isRequired} />
        </span>
      ) : (
        <label id={labelId} htmlFor={id} className={labelClass}>
          {question.label}
          <RequiredMark isRequired={question.isRequired} />
        </label>
      )}

      {question.type === "TEXTAREA" ? (
        <Textarea
          id={id}
          value={text}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          rows={4}
          className={cn(inputClass, "h-auto min-h-28 py-3")}
          {...common}
        />
      ) : question.type === "MULTIPLE_CHOICE" ? (
        <div role="radiogroup" aria-labelledby={labelId} className="grid gap-2" {...common}>
          {optionsOf(question.options).map((option, index) => (
            <label key={option} className={optionClass}>
              <input
                type="radio"
                id={index === 0 ? id : undefined}
                name={id}
                value={option}
                checked={text === option}
                disabled={disabled}
                onChange={() => onChange(option)}
                onBlur={onBlur}
                className="size-5 shrink-0 cursor-pointer accent-(--brand) outline-none"
              />
              <span className="min-w-0 break-words">{option}</span>
            </label>
          ))}
        </div>
      ) : question.type === "CHECKBOX" ? (
        <fieldset aria-labelledby={labelId} className="grid min-w-0 gap-2" {...described}>
          {optionsOf(question.options).map((option, index) => {
            const ticked = Array.isArray(value) ? value : [];
            const optionId = `${id}-${index}`;
            return (
              <label key={option} htmlFor={optionId} className={optionClass}>
                <Checkbox
                  id={optionId}
                  checked={ticked.includes(option)}
                  disabled={disabled}
                  onCheckedChange={(on) => onChange(toggleOption(question, ticked, option, on === true))}
                  onBlur={onBlur}
                  className="size-5 data-[state=checked]:border-(--brand) data-[state=checked]:bg-(--brand) data-[state=checked]:text-(--brand-fg) focus-visible:ring-0 focus-visible:ring-offset-0"
                />
                <span className="min-w-0 break-words">{option}</span>
              </label>
            );
          })}
        </fieldset>
      ) : (
        <Input
          id={id}
          value={text}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          className={cn(inputClass, question.type === "DATE" && "w-full sm:w-56")}
          {...inputProps(question.type)}
          {...common}
        />
      )}

      {error ? (
        <p id={messageId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const labelClass = "text-base leading-snug font-medium text-pretty sm:text-lg";

function RequiredMark({ isRequired }: { isRequired: boolean }) {
  return isRequired ? (
    <span aria-hidden="true" className="ml-1 text-destructive">
      *
    </span>
  ) : null;
}

function inputProps(type: QuestionSnapshot["type"]) {
  switch (type) {
    case "EMAIL":
      return { type: "email", inputMode: "email" as const, autoComplete: "email" };
    case "NUMBER":
      return { type: "text", inputMode: "decimal" as const, autoComplete: "off" };
    case "DATE":
      return { type: "date" };
    default:
      return { type: "text" };
  }
}
