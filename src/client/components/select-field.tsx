import type { ReactNode, Ref } from "react";
import { FieldMessage } from "@/components/field-message";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The trigger's ref, so that a form can focus the field that failed. */
  triggerRef?: Ref<HTMLButtonElement>;
  name?: string;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** A note under the field (why it is locked, what it does). */
  hint?: ReactNode;
  /** The validation message, shown under the field and announced with it. */
  error?: string;
  /** The field's own classes (its place in a grid). */
  className?: string;
  /** The trigger's width, when it should not fill the field's column. */
  triggerClassName?: string;
  /** The SelectItems. */
  children: ReactNode;
}

/** A labelled select with its hint or validation message under it, like FormField for text (DESIGN "Forms"). */
export function SelectField({
  id,
  label,
  value,
  onChange,
  onBlur,
  triggerRef,
  name,
  placeholder,
  required,
  disabled,
  hint,
  error,
  className,
  triggerClassName,
  children,
}: SelectFieldProps) {
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  // The message replaces the hint while there is one.
  const showHint = Boolean(hint) && !error;
  const describedBy = [showHint ? hintId : null, error ? messageId : null].filter(Boolean).join(" ");
  return (
    <div className={cn("grid min-w-0 content-start gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      <Select value={value} onValueChange={onChange} name={name} disabled={disabled}>
        <SelectTrigger
          id={id}
          ref={triggerRef}
          onBlur={onBlur}
          className={cn("w-full bg-background", triggerClassName)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy || undefined}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>{children}</SelectContent>
      </Select>
      {showHint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={messageId} message={error} />
    </div>
  );
}
