import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The SelectItems. */
  children: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** A labelled select with its message under it, like FormField for text (DESIGN "Forms"). */
export function SelectField({
  id,
  label,
  value,
  onChange,
  placeholder,
  children,
  error,
  hint,
  required,
  className,
}: SelectFieldProps) {
  const messageId = `${id}-message`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && !error ? hintId : null, error ? messageId : null].filter(Boolean).join(" ");
  return (
    <div className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger
          id={id}
          className="w-full bg-background"
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy || undefined}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>{children}</SelectContent>
      </Select>
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
