import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/hooks/use-toast";
import { ApiError, errorMessage } from "@/lib/api";
import {
  PROJECT_STATUSES,
  type Project,
  type UpdateProjectInput,
  updateProjectInputSchema,
} from "../../../shared/projects";
import { ProjectDatesFields } from "./project-dates-fields";
import { ProjectForm, sharedFields } from "./project-form";
import { PROJECT_STATUS_STYLE } from "./project-labels";
import { useUpdateProject } from "./use-projects";

interface EditProjectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: Project;
}

/** Edit project: title, event, delivery and consultation dates, notes, status and opt-ins. On a phone it fills the screen. */
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
      deliveryDate: project.deliveryDate ?? "",
      consultationDate: project.consultationDate ?? "",
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
      // Empty clears a date; sent every time, like the event date.
      deliveryDate: values.deliveryDate || null,
      consultationDate: values.consultationDate || null,
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
  return (
    <ProjectForm
      form={sharedFields(form)}
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
        </>
      }
    />
  );
}
