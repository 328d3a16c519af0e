import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { FieldMessage } from "@/components/field-message";
import { FormDialog } from "@/components/form-dialog";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useStages } from "@/hooks/use-stages";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import {
  type ProjectType,
  projectTypeLabel,
  type Stage,
  type StageInput,
  stageInputSchema,
} from "../../../shared/projects";
import { nextOrderIndex, stageFormDefaults } from "./pipeline-cache";
import { ProjectTypeField } from "./project-form";
import { useCreateStage, useUpdateStage } from "./use-pipeline";

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Stage Name and Project Type required; Order Position a whole number (empty places it last). */
const stageFormSchema = z.object({
  name: stageInputSchema.shape.name,
  projectType: stageInputSchema.shape.projectType,
  orderIndex: z
    .string()
    .trim()
    .refine((v) => v === "" || /^-?\d+$/.test(v), "Order Position must be a whole number")
    .refine((v) => v === "" || Number(v) >= 0, "Order Position must be 0 or more")
    .refine((v) => v === "" || Number(v) <= 1000, "Order Position must be 1000 or less"),
  color: z.string().trim().regex(HEX, "Color must be a hex value like #64748b"),
  isDefault: z.boolean(),
});
type StageFormValues = z.infer<typeof stageFormSchema>;

function toInput(values: StageFormValues): StageInput {
  return {
    name: values.name,
    projectType: values.projectType,
    ...(values.orderIndex === "" ? {} : { orderIndex: Number(values.orderIndex) }),
    color: values.color.toLowerCase(),
    isDefault: values.isDefault,
  };
}

interface StageFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stage to edit; null creates one. */
  stage: Stage | null;
  /** A new stage's project type: the one the board shows. */
  projectType: ProjectType;
  /** Where focus goes when the dialog closes (it has no trigger of its own). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The stage form, in create or edit mode depending on whether a stage is given. */
export function StageFormDialog({
  open,
  onOpenChange,
  stage,
  projectType,
  onCloseAutoFocus,
}: StageFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={stage ? "Edit Stage" : "Add Stage"}
      description={
        stage
          ? `Rename, recolour or reorder ${stage.name}.`
          : "Stages are the steps your projects move through, from first enquiry to delivery."
      }
      className="sm:max-w-[500px]"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <StageForm stage={stage} projectType={projectType} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function StageForm({
  stage,
  projectType,
  onDone,
}: {
  stage: Stage | null;
  projectType: ProjectType;
  onDone: () => void;
}) {
  const createStage = useCreateStage();
  const updateStage = useUpdateStage();
  // Usually cached by the board already, so a new stage's position is right from the first frame.
  const current = useStages(projectType, !stage);
  const form = useForm<StageFormValues>({
    resolver: zodResolver(stageFormSchema),
    mode: "onTouched",
    defaultValues: stageFormDefaults(stage, projectType, current.data ?? []),
  });
  const { errors } = form.formState;
  const chosenType = useWatch({ control: form.control, name: "projectType" });
  const color = useWatch({ control: form.control, name: "color" });

  // A new stage goes last in its type: follow the chosen type's stages (loaded on demand) until the
  // photographer types a position of their own.
  const chosenStages = useStages(chosenType, !stage);
  useEffect(() => {
    if (stage || !chosenStages.data || form.getFieldState("orderIndex").isDirty) return;
    form.resetField("orderIndex", { defaultValue: String(nextOrderIndex(chosenStages.data)) });
  }, [stage, chosenStages.data, form]);

  const busy = createStage.isPending || updateStage.isPending;
  const idPrefix = stage ? `edit-stage-${stage.id}` : "add-stage";
  // The server keeps one default per type: the default is changed by choosing another stage.
  const lockedDefault = Boolean(stage?.isDefault) && chosenType === stage?.projectType;
  const lockedType = Boolean(stage && stage.projectCount > 0);

  const onSubmit = form.handleSubmit(async (values) => {
    const input = toInput(values);
    try {
      if (stage) {
        await updateStage.mutateAsync({ id: stage.id, input });
        toast({ title: "Stage updated", description: `${values.name} was saved.` });
      } else {
        await createStage.mutateAsync(input);
        toast({
          title: "Stage created",
          description: `${values.name} was added to ${projectTypeLabel(values.projectType)} projects.`,
        });
      }
      onDone();
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Error",
        description: errorMessage(
          error,
          stage ? "Failed to update stage. Please try again." : "Failed to create stage. Please try again.",
        ),
      });
    }
  });

  return (
    <form noValidate className="grid gap-5" onSubmit={onSubmit}>
      <FormField
        id={`${idPrefix}-name`}
        label="Stage Name"
        required
        autoComplete="off"
        placeholder="e.g. Consultation"
        error={errors.name?.message}
        {...form.register("name")}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <ProjectTypeField
          control={form.control}
          id={`${idPrefix}-type`}
          placeholder="Choose a type"
          disabled={lockedType}
          hint={lockedType ? "This stage holds projects, so its type can't change." : undefined}
        />
        <FormField
          id={`${idPrefix}-order`}
          label="Order Position"
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          step={1}
          hint="Lower numbers come first on the board."
          error={errors.orderIndex?.message}
          {...form.register("orderIndex")}
        />
      </div>

      <Controller
        control={form.control}
        name="color"
        render={({ field }) => (
          <div className="grid gap-2">
            <Label htmlFor={`${idPrefix}-color`}>Color</Label>
            <div className="flex items-center gap-3">
              <input
                id={`${idPrefix}-color`}
                type="color"
                value={HEX.test(color ?? "") ? color : "#64748b"}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                className="h-9 w-14 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              />
              <Input
                ref={field.ref}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                aria-label="Color hex value"
                aria-invalid={errors.color ? true : undefined}
                aria-describedby={errors.color ? `${idPrefix}-color-message` : undefined}
                autoComplete="off"
                spellCheck={false}
                maxLength={7}
                className="w-32 font-mono uppercase"
              />
            </div>
            <FieldMessage id={`${idPrefix}-color-message`} message={errors.color?.message} />
          </div>
        )}
      />

      <Controller
        control={form.control}
        name="isDefault"
        render={({ field }) => (
          <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
            <Label htmlFor={`${idPrefix}-default`} className="grid gap-1 font-normal">
              <span className="font-medium">Default stage</span>
              <span id={`${idPrefix}-default-hint`} className="text-xs leading-snug text-muted-foreground">
                {lockedDefault
                  ? "New projects start here. To change that, make another stage the default."
                  : "New projects of this type start here."}
              </span>
            </Label>
            <Switch
              id={`${idPrefix}-default`}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              disabled={lockedDefault}
              aria-describedby={`${idPrefix}-default-hint`}
            />
          </div>
        )}
      />

      <FormDialogFooter
        busy={busy}
        submitLabel={stage ? "Save Stage" : "Create Stage"}
        busyLabel={stage ? "Saving..." : "Creating..."}
      />
    </form>
  );
}
