/**
 * The fields the Add Project and Edit Project dialogs share (title, event date, notes, opt-ins) and their
 * footer, in one place so both dialogs stay alike. Each dialog owns its form state and submit, and puts
 * its own fields in the two slots: after the title (type and client) and after the event date.
 */
import type { ReactNode } from "react";
import { Controller, type FieldValues, type UseFormReturn } from "react-hook-form";
import { StickyDialogFooter } from "@/components/sticky-dialog-footer";
import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { EventDateField } from "./event-date-field";
import { EMAIL_OPT_IN_HINT, OptInSwitch, SMS_OPT_IN_HINT } from "./opt-in-switch";

/** What both project forms hold; each dialog's form has these and more. */
export interface ProjectFormFields {
  title: string;
  eventDate?: string | null;
  noEventDate: boolean;
  notes?: string | null;
  emailOptIn?: boolean;
  smsOptIn?: boolean;
}

interface ProjectFormProps {
  /** The dialog's form, seen through the fields the two forms share. */
  form: UseFormReturn<ProjectFormFields>;
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

/** A form's fields as the shared fields, for ProjectForm; the form keeps its own fields besides. */
export function sharedFields<T extends FieldValues & { title: string; noEventDate: boolean }, C, R>(
  form: UseFormReturn<T, C, R>,
) {
  return form as unknown as UseFormReturn<ProjectFormFields>;
}

export function ProjectForm({
  form,
  idPrefix: prefix,
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
  titlePlaceholder,
  notesRows,
  afterTitle,
  afterEventDate,
}: ProjectFormProps) {
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

      <StickyDialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </StickyDialogFooter>
    </form>
  );
}
