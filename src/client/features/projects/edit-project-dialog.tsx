import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { FormDialog } from "@/components/form-dialog";
import { SelectField } from "@/components/select-field";
import { TimezoneSelect } from "@/components/timezone-select";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { SelectItem } from "@/components/ui/select";
import { useAuth } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { DEFAULT_TIMEZONE } from "../../../shared/auth";
import {
  PROJECT_STATUSES,
  type Project,
  type UpdateProjectInput,
  updateProjectInputSchema,
} from "../../../shared/projects";
import { timeZoneLabel } from "../../../shared/time-zone";
import { ProjectDatesFields } from "./project-dates-fields";
import { HALF_WIDTH, PROJECT_DIALOG_CLASS, ProjectForm, showServerReason } from "./project-form";
import { PROJECT_STATUS_STYLE } from "./project-labels";
import { useUpdateProject } from "./use-projects";

interface EditProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: Project;
}

/** Edit project: title, event, delivery and consultation dates, venue, gallery link, notes, status and opt-ins. On a phone it fills the screen. */
export function EditProjectDialog({ open, onOpenChange, project }: EditProjectDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Project"
      description={`Update the details of ${project.title}.`}
      className={PROJECT_DIALOG_CLASS}
    >
      <EditProjectForm project={project} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

const formSchema = updateProjectInputSchema.extend({ noEventDate: z.boolean() });

/** The form's starting values: the project as it is, blanks for what it does not have. */
export function editProjectDefaults(project: Project) {
  const initialDate = project.eventDate?.slice(0, 10) ?? "";
  return {
    title: project.title,
    eventDate: initialDate,
    noEventDate: !initialDate,
    deliveryDate: project.deliveryDate ?? "",
    consultationDate: project.consultationDate ?? "",
    notes: project.notes ?? "",
    venue: project.venue ?? "",
    galleryUrl: project.galleryUrl ?? "",
    eventTimeZone: project.eventTimeZone,
    status: project.status,
    smsOptIn: project.smsOptIn,
    emailOptIn: project.emailOptIn,
  };
}

export function EditProjectForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const updateProject = useUpdateProject();
  const studioZone = useAuth().user?.timezone ?? DEFAULT_TIMEZONE;
  const form = useForm({
    resolver: zodResolver(formSchema),
    mode: "onTouched",
    defaultValues: editProjectDefaults(project),
  });
  const { errors } = form.formState;
  const busy = updateProject.isPending;

  const onSubmit = form.handleSubmit(async ({ noEventDate, eventDate, notes, ...values }) => {
    const input: UpdateProjectInput = {
      ...values,
      // Sent explicitly, so that clearing the date or the notes clears them.
      eventDate: noEventDate ? null : (eventDate ?? null),
      notes: notes ?? "",
      // Empty clears a date; sent every time, like the event date.
      deliveryDate: values.deliveryDate || null,
      consultationDate: values.consultationDate || null,
      // Sent every time, so that emptying the field clears the venue.
      venue: values.venue ?? null,
      // Likewise: emptying the field takes the gallery link out of the client's portal.
      galleryUrl: values.galleryUrl ?? null,
      // null: the studio's zone ("Same as studio").
      eventTimeZone: values.eventTimeZone ?? null,
    };
    try {
      await updateProject.mutateAsync({ id: project.id, input });
      toast({ title: "Project updated", description: `${values.title} was saved.` });
      onDone();
    } catch (error) {
      showServerReason(error, form.setError, [["title", /title/i]]);
      toast({
        variant: "destructive",
        title: "Failed to update project",
        description: errorMessage(error, "Failed to update project. Please try again."),
      });
    }
  });

  const prefix = `edit-project-${project.id}`;
  return (
    <ProjectForm
      form={form}
      idPrefix={prefix}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel="Save changes"
      busyLabel="Saving..."
      notesRows={4}
      afterEventDate={
        <>
          <ProjectDatesFields
            idPrefix={prefix}
            fields={{
              deliveryDate: form.register("deliveryDate"),
              consultationDate: form.register("consultationDate"),
            }}
            errors={{
              deliveryDate: errors.deliveryDate?.message,
              consultationDate: errors.consultationDate?.message,
            }}
          />
          <FormField
            id={`${prefix}-venue`}
            label="Venue"
            autoComplete="off"
            placeholder="e.g. Juniper Ridge Vineyard"
            className={HALF_WIDTH}
            {...form.register("venue")}
            error={errors.venue?.message}
          />
          <FormField
            id={`${prefix}-gallery-url`}
            label="Gallery link"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            hint="Shown to the client in their portal as Open gallery"
            className={HALF_WIDTH}
            {...form.register("galleryUrl")}
            error={errors.galleryUrl?.message}
          />
          <Controller
            control={form.control}
            name="eventTimeZone"
            render={({ field }) => (
              <div className="grid gap-2">
                <Label htmlFor={`${prefix}-event-zone`}>Event time zone</Label>
                <TimezoneSelect
                  id={`${prefix}-event-zone`}
                  // The schema's input side is `unknown` (it preprocesses ""), the field holds a zone or null.
                  value={typeof field.value === "string" ? field.value : null}
                  noneLabel={`Same as studio (${timeZoneLabel(studioZone)})`}
                  onChange={field.onChange}
                  describedBy={`${prefix}-event-zone-hint`}
                />
                <p id={`${prefix}-event-zone-hint`} className="text-xs text-muted-foreground">
                  Where the event takes place: event-date automations and countdowns follow it.
                </p>
                {errors.eventTimeZone?.message ? (
                  <p className="text-sm text-destructive">{errors.eventTimeZone.message}</p>
                ) : null}
              </div>
            )}
          />
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <SelectField
                id={`${prefix}-status`}
                label="Status"
                value={field.value ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                triggerRef={field.ref}
                triggerClassName={HALF_WIDTH}
                error={errors.status?.message}
              >
                {PROJECT_STATUSES.map((status) => (
                  <SelectItem key={status} value={status}>
                    {PROJECT_STATUS_STYLE[status].label}
                  </SelectItem>
                ))}
              </SelectField>
            )}
          />
        </>
      }
    />
  );
}
