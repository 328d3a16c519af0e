import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useEffect } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { Link } from "wouter";
import { z } from "zod";
import { FieldMessage } from "@/components/field-message";
import { FormDialog } from "@/components/form-dialog";
import { SelectField } from "@/components/select-field";
import { Label } from "@/components/ui/label";
import { SelectItem } from "@/components/ui/select";
import { isUnknownClient, useChosenClient } from "@/features/clients";
import { toast } from "@/hooks/use-toast";
import { fullName } from "../../../shared/clients";
import {
  type CreateProjectInput,
  createProjectInputSchema,
  LEAD_SOURCES,
  type ProjectType,
} from "../../../shared/projects";
import { ClientPicker } from "./client-picker";
import {
  HALF_WIDTH,
  PROJECT_DIALOG_CLASS,
  ProjectForm,
  ProjectTypeField,
  showServerReason,
} from "./project-form";
import { leadSourceLabel } from "./project-labels";
import { useCreateProject } from "./use-projects";

export interface CreateProjectDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  defaultClientId?: string;
  defaultProjectType?: ProjectType;
  defaultStageId?: string;
}

/** Add Project. 600px wide; on a phone it fills the screen. */
export function CreateProjectDialog({
  open,
  onOpenChange,
  defaultClientId,
  defaultProjectType,
  defaultStageId,
}: CreateProjectDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Project"
      description="A project follows one shoot for a client through your pipeline, from inquiry to delivery."
      className={PROJECT_DIALOG_CLASS}
    >
      <CreateProjectForm
        defaultClientId={defaultClientId}
        defaultProjectType={defaultProjectType}
        defaultStageId={defaultStageId}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

const NO_LEAD_SOURCE = "none";

const formSchema = createProjectInputSchema.extend({ noEventDate: z.boolean() });
type FormInput = z.input<typeof formSchema>;

const REQUIRED_FIELDS = ["title", "projectType", "clientId"] as const;

function CreateProjectForm({
  defaultClientId,
  defaultProjectType,
  defaultStageId,
  onDone,
}: {
  defaultClientId?: string;
  defaultProjectType?: ProjectType;
  defaultStageId?: string;
  onDone: () => void;
}) {
  const createProject = useCreateProject();
  const initialType = defaultProjectType ?? "WEDDING";

  const form = useForm({
    resolver: zodResolver(formSchema),
    mode: "onTouched",
    defaultValues: {
      title: "",
      projectType: initialType,
      clientId: defaultClientId ?? "",
      eventDate: "",
      noEventDate: false,
      notes: "",
      leadSource: undefined,
      smsOptIn: true,
      emailOptIn: true,
    } satisfies FormInput,
  });
  const { errors } = form.formState;

  // The chosen client's own record names it; a pre-selected client that is not (or no longer) one of
  // the studio's answers 404, and the form starts with none.
  const chosenId = String(form.watch("clientId") ?? "");
  const chosen = useChosenClient(chosenId);
  const unknownClient = isUnknownClient(chosen.error);
  useEffect(() => {
    if (unknownClient && form.getValues("clientId") === chosenId) form.setValue("clientId", "");
  }, [unknownClient, chosenId, form]);

  const onInvalid = (invalid: FieldErrors<FormInput>) => {
    if (REQUIRED_FIELDS.some((field) => invalid[field])) {
      toast({
        variant: "destructive",
        title: "Validation Error",
        description: "Please fill in all required fields.",
      });
    }
  };

  const onSubmit = form.handleSubmit(async ({ noEventDate, ...values }) => {
    const input: CreateProjectInput = {
      ...values,
      eventDate: noEventDate ? undefined : values.eventDate,
      // The board's "+ Add project to {stage}": only while the project stays of that stage's type.
      stageId: defaultStageId && values.projectType === initialType ? defaultStageId : undefined,
    };
    try {
      await createProject.mutateAsync(input);
      const client = chosen.data?.id === values.clientId ? chosen.data : undefined;
      toast({
        title: "Project created",
        description: client
          ? `${values.title} was added for ${fullName(client)}.`
          : `${values.title} was added.`,
      });
      onDone();
    } catch (error) {
      const serverMessage = showServerReason(error, form.setError, [
        ["clientId", /client/i],
        ["title", /title/i],
      ]);
      toast({
        variant: "destructive",
        title: serverMessage ? "Failed to create project" : "Failed to create project. Please try again.",
        description: serverMessage,
      });
    }
  }, onInvalid);

  const busy = createProject.isPending;
  const prefix = "add-project";
  const clientMessageId = `${prefix}-client-message`;

  return (
    <ProjectForm
      form={form}
      idPrefix={prefix}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel="Create Project"
      busyLabel="Creating project..."
      titlePlaceholder="e.g. Emma & James Wedding"
      notesRows={3}
      afterTitle={
        <div className="grid gap-5 sm:grid-cols-2">
          <ProjectTypeField control={form.control} id={`${prefix}-type`} placeholder="Select a type" />

          <Controller
            control={form.control}
            name="clientId"
            render={({ field }) => (
              <div className="flex min-w-0 flex-col gap-2">
                <div className="flex items-center justify-between gap-2">
                  <Label htmlFor={`${prefix}-client`}>
                    Client
                    <span aria-hidden="true" className="text-destructive">
                      *
                    </span>
                  </Label>
                  <Link
                    href="/clients"
                    onClick={onDone}
                    className="inline-flex items-center gap-1 rounded-sm text-xs font-medium text-primary-solid underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <UserPlus aria-hidden="true" className="size-3.5" />
                    Add a client
                  </Link>
                </div>
                <ClientPicker
                  id={`${prefix}-client`}
                  value={String(field.value ?? "")}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  triggerRef={field.ref}
                  error={errors.clientId?.message}
                  describedBy={errors.clientId ? clientMessageId : undefined}
                />
                <FieldMessage id={clientMessageId} message={errors.clientId?.message} />
              </div>
            )}
          />
        </div>
      }
      afterEventDate={
        <Controller
          control={form.control}
          name="leadSource"
          render={({ field }) => (
            <SelectField
              id={`${prefix}-lead-source`}
              label="Lead source"
              value={field.value ?? NO_LEAD_SOURCE}
              onChange={(value) => field.onChange(value === NO_LEAD_SOURCE ? undefined : value)}
              onBlur={field.onBlur}
              triggerRef={field.ref}
              triggerClassName={HALF_WIDTH}
            >
              <SelectItem value={NO_LEAD_SOURCE}>Not specified</SelectItem>
              {LEAD_SOURCES.map((source) => (
                <SelectItem key={source} value={source}>
                  {leadSourceLabel(source)}
                </SelectItem>
              ))}
            </SelectField>
          )}
        />
      }
    />
  );
}
