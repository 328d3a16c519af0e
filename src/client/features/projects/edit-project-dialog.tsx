import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { ApiError, errorMessage } from "@/lib/api";
import {
  PROJECT_STATUSES,
  type Project,
  type UpdateProjectInput,
  updateProjectInputSchema,
} from "../../../shared/projects";
import { StickyDialogFooter } from "../clients/sticky-dialog-footer";
import { EventDateField } from "./event-date-field";
import { EMAIL_OPT_IN_HINT, OptInSwitch, SMS_OPT_IN_HINT } from "./opt-in-switch";
import { PROJECT_STATUS_STYLE } from "./project-labels";
import { useUpdateProject } from "./use-projects";

interface EditProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: Project;
}

/** Edit project: title, event date, notes, status and opt-ins. On a phone it fills the screen. */
export function EditProjectDialog({ open, onOpenChange, project }: EditProjectDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex flex-col sm:max-w-[600px]"
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Edit Project</DialogTitle>
          <DialogDescription>Update the details of {project.title}.</DialogDescription>
        </DialogHeader>
        {open ? <EditProjectForm project={project} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const formSchema = updateProjectInputSchema.extend({ noEventDate: z.boolean() });

function EditProjectForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const updateProject = useUpdateProject();
  const initialDate = project.eventDate?.slice(0, 10) ?? "";
  const form = useForm({
    resolver: zodResolver(formSchema),
    mode: "onTouched",
    defaultValues: {
      title: project.title,
      eventDate: initialDate,
      noEventDate: !initialDate,
      notes: project.notes ?? "",
      status: project.status,
      smsOptIn: project.smsOptIn,
      emailOptIn: project.emailOptIn,
    },
  });
  const { errors } = form.formState;
  const busy = updateProject.isPending;

  const onSubmit = form.handleSubmit(async ({ noEventDate, eventDate, notes, ...values }) => {
    const input: UpdateProjectInput = {
      ...values,
      // Sent explicitly, so that clearing the date or the notes clears them.
      eventDate: noEventDate ? null : (eventDate ?? null),
      notes: notes ?? "",
    };
    try {
      await updateProject.mutateAsync({ id: project.id, input });
      toast({ title: "Project updated", description: `${values.title} was saved.` });
      onDone();
    } catch (error) {
      const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
      if (serverMessage && /title/i.test(serverMessage)) {
        form.setError("title", { message: serverMessage }, { shouldFocus: true });
      }
      toast({
        variant: "destructive",
        title: "Failed to update project",
        description: errorMessage(error, "Failed to update project. Please try again."),
      });
    }
  });

  const prefix = `edit-project-${project.id}`;
  const notesMessageId = `${prefix}-notes-message`;
  return (
    <form noValidate className="flex flex-1 flex-col gap-5" onSubmit={onSubmit}>
      <FormField
        id={`${prefix}-title`}
        label="Title"
        required
        autoComplete="off"
        error={errors.title?.message}
        {...form.register("title")}
      />

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

      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <div className="grid gap-2">
            <Label htmlFor={`${prefix}-status`}>Status</Label>
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger
                id={`${prefix}-status`}
                ref={field.ref}
                onBlur={field.onBlur}
                className="w-full sm:max-w-[calc(50%-0.625rem)]"
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {PROJECT_STATUSES.map((status) => (
                  <SelectItem key={status} value={status}>
                    {PROJECT_STATUS_STYLE[status].label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {errors.status?.message ? (
              <p role="alert" className="text-sm text-destructive">
                {errors.status.message}
              </p>
            ) : null}
          </div>
        )}
      />

      <div className="grid gap-2">
        <Label htmlFor={`${prefix}-notes`}>Notes</Label>
        <Textarea
          id={`${prefix}-notes`}
          rows={4}
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
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save changes
        </SubmitButton>
      </StickyDialogFooter>
    </form>
  );
}
