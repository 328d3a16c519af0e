/**
 * The pieces every part of the session-type editor is built from: a titled group of fields, a number
 * field with its unit, and a switch with its words. Field ids follow the API body's paths
 * (fieldIdOf), so a message from the schema or the server finds its field.
 */
import type { ReactNode } from "react";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { FieldErrors } from "@/lib/form-values";
import { fieldIdOf, type SessionTypeDraft } from "./session-type-form";

/** What each part of the editor gets: the draft, a setter, the errors by path, and the ids' prefix. */
export interface DraftFieldsProps {
  draft: SessionTypeDraft;
  set: <K extends keyof SessionTypeDraft>(field: K, value: SessionTypeDraft[K]) => void;
  /** For a change of several fields at once (the name moves the link name). */
  update: (change: (draft: SessionTypeDraft) => SessionTypeDraft) => void;
  errors: FieldErrors;
  prefix: string;
}

export const idOf = (prefix: string, path: string) => fieldIdOf(path, prefix);

export function FieldGroup({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid min-w-0 gap-4 border-t pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left mb-1 w-full">
        <span className="block text-base font-semibold">{title}</span>
        {description ? (
          <span className="mt-0.5 block text-sm font-normal text-muted-foreground">{description}</span>
        ) : null}
      </legend>
      {children}
    </fieldset>
  );
}

/** A whole number with its unit in the label ("Duration (minutes)"); empty stays empty. */
export function NumberField({
  prefix,
  path,
  label,
  unit,
  value,
  onChange,
  errors,
  hint,
  required,
  placeholder,
  disabled,
  className,
}: {
  prefix: string;
  path: string;
  label: string;
  unit: string;
  value: string;
  onChange: (value: string) => void;
  errors: FieldErrors;
  hint?: string;
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <FormField
      id={idOf(prefix, path)}
      label={`${label} (${unit})`}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      required={required}
      disabled={disabled}
      placeholder={placeholder}
      hint={hint}
      className={className}
      value={value}
      error={errors[path]}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A switch beside its label and a line saying what it does now. */
export function SwitchRow({
  id,
  label,
  checked,
  onChange,
  hint,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint: string;
}) {
  return (
    <div className="flex items-start gap-3 rounded-lg border p-3">
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
