import type * as React from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

interface EventDateFieldProps {
  idPrefix: string;
  /** YYYY-MM-DD, or "" for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  noDate: boolean;
  onNoDateChange: (noDate: boolean) => void;
  error?: string;
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * The event date and "I don't have a date yet" (mutually exclusive). Ticking the
 * box clears and disables the date; unticking it gives the date back to fill in.
 */
export function EventDateField({
  idPrefix,
  value,
  onChange,
  onBlur,
  noDate,
  onNoDateChange,
  error,
  inputRef,
}: EventDateFieldProps) {
  const inputId = `${idPrefix}-event-date`;
  const checkboxId = `${idPrefix}-no-date`;
  const messageId = `${inputId}-message`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Event date</Label>
      <Input
        id={inputId}
        ref={inputRef}
        type="date"
        className="sm:max-w-[calc(50%-0.625rem)]"
        value={noDate ? "" : value}
        disabled={noDate}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex items-center gap-2">
        <Checkbox
          id={checkboxId}
          checked={noDate}
          onCheckedChange={(checked) => {
            const next = checked === true;
            if (next) onChange("");
            onNoDateChange(next);
          }}
        />
        <Label htmlFor={checkboxId} className="font-normal">
          I don't have a date yet
        </Label>
      </div>
    </div>
  );
}
