/**
 * The fields the Add Project and Edit Project dialogs share (title, event date, notes, opt-ins) and their
 * footer, in one place so both dialogs stay alike. Each dialog owns its form state and submit, and puts
 * its own fields in the two slots: after the title (type and client) and after the event date.
 */
import type { ReactNode } from "react";
import { type Control, Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { SelectField } from "@/components/select-field";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { SelectItem } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api";
import { PROJECT_TYPES, projectTypeLabel } from "../../../shared/projects";
import { EventDateField } from "./event-date-field";
import { EMAIL_OPT_IN_HINT, OptInSwitch, SMS_OPT_IN_HINT } from "./opt-in-switch";

/** The Add Project and Edit Project dialogs: 600px wide; on a phone they fill the screen. */
export const PROJECT_DIALOG_CLASS = "flex flex-col sm:max-w-[600px]";

/** A select that lines up with the left column of the two-column rows above it. */
export const HALF_WIDTH = "sm:max-w-[calc(50%-0.625rem)]";

/** What both project forms hold; each dialog's form has these and more. */
export interface ProjectFormFields {
  title: string;
  eventDate?: string | null;
  noEventDate: boolean;
  notes?: string | null;
  emailOptIn?: boolean;
  smsOptIn?: boolean;
}

/** The fields a dialog's form must have for ProjectForm; it keeps its own fields besides. */
type WithProjectFields = FieldValues & { title: string; noEventDate: boolean };

interface ProjectFormProps<T extends WithProjectFields, C, R> {
  /** The dialog's form. */
  form: UseFormReturn<T, C, R>;
  /** Prefix of every field id, unique on the page. */
  idPrefix: string;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  titlePlaceholder?: string;
  notesRows: number;
  /** Fields shown between the title and the event date. */
  afterTitle?: ReactNode;
  /** Fields shown between the event date and the notes. */
  afterEventDate?: ReactNode;
}

export function ProjectForm<T extends WithProjectFields, C, R>({
  form: dialogForm,
  idPrefix: prefix,
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
  titlePlaceholder,
  notesRows,
  afterTitle,
  afterEventDate,
}: ProjectFormProps<T, C, R>) {
  // The dialog's form seen through the fields the two forms share.
  const form = dialogForm as unknown as UseFormReturn<ProjectFormFields>;
  const { errors } = form.formState;
  const notesMessageId = `${prefix}-notes-message`;
  return (
    <form noValidate className="flex flex-1 flex-col gap-5" onSubmit={onSubmit}>
      <FormField
        id={`${prefix}-title`}
        label="Title"
        required
        autoComplete="off"
        placeholder={titlePlaceholder}
        error={errors.title?.message}
        {...form.register("title")}
      />

      {afterTitle}

      <Controller
        control={form.control}
        name="noEventDate"
        render={({ field: noDate }) => (
          <Controller
            control={form.control}
            name="eventDate"
            render={({ field }) => (
              <EventDateField
                idPrefix={prefix}
                value={typeof field.value === "string" ? field.value : ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                noDate={noDate.value}
                onNoDateChange={(checked) => {
                  noDate.onChange(checked);
                  if (checked) form.clearErrors("eventDate");
                }}
                error={errors.eventDate?.message}
              />
            )}
          />
        )}
      />

      {afterEventDate}

      <div className="grid gap-2">
        <Label htmlFor={`${prefix}-notes`}>Notes</Label>
        <Textarea
          id={`${prefix}-notes`}
          rows={notesRows}
          placeholder="Venue, timeline, anything worth remembering"
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? notesMessageId : undefined}
          {...form.register("notes")}
        />
        {errors.notes?.message ? (
          <p id={notesMessageId} role="alert" className="text-sm text-destructive">
            {errors.notes.message}
          </p>
        ) : null}
      </div>

      <fieldset className="grid gap-3 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">Communication</legend>
        <Controller
          control={form.control}
          name="emailOptIn"
          render={({ field }) => (
            <OptInSwitch
              id={`${prefix}-email-opt-in`}
              label="Email opt-in"
              hint={EMAIL_OPT_IN_HINT}
              switchRef={field.ref}
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={form.control}
          name="smsOptIn"
          render={({ field }) => (
            <OptInSwitch
              id={`${prefix}-sms-opt-in`}
              label="SMS opt-in"
              hint={SMS_OPT_IN_HINT}
              switchRef={field.ref}
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </fieldset>

      <FormDialogFooter sticky busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} />
    </form>
  );
}

/**
 * Puts the server's reason for refusing a save under the first field it names (`fields`: a field and
 * the words that name it), and focuses that field. Returns the reason, when the server gave one.
 */
export function showServerReason<N extends string>(
  error: unknown,
  setError: (name: N, error: { message: string }, options: { shouldFocus: boolean }) => void,
  fields: readonly (readonly [N, RegExp])[],
): string | undefined {
  const reason = error instanceof ApiError ? error.serverMessage : undefined;
  const field = reason ? fields.find(([, words]) => words.test(reason)) : undefined;
  if (reason && field) setError(field[0], { message: reason }, { shouldFocus: true });
  return reason;
}

interface ProjectTypeFieldProps<T extends FieldValues, C, R> {
  /** The control of a form with a `projectType` field. */
  control: Control<T, C, R>;
  id: string;
  placeholder: string;
  hint?: string;
  disabled?: boolean;
}

/** The required Project Type select, of the project form and of the stage form. */
export function ProjectTypeField<T extends FieldValues & { projectType?: string }, C, R>({
  control,
  id,
  placeholder,
  hint,
  disabled,
}: ProjectTypeFieldProps<T, C, R>) {
  return (
    <Controller
      control={control}
      name={"projectType" as Path<T>}
      render={({ field, fieldState }) => (
        <SelectField
          id={id}
          label="Project Type"
          required
          value={field.value ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          triggerRef={field.ref}
          placeholder={placeholder}
          disabled={disabled}
          hint={hint}
          error={fieldState.error?.message}
        >
          {PROJECT_TYPES.map((type) => (
            <SelectItem key={type} value={type}>
              {projectTypeLabel(type)}
            </SelectItem>
          ))}
        </SelectField>
      )}
    />
  );
}
