import { ArrowRightLeft, MessageSquare } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField as TextField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { type ProjectType, projectTypeLabel, type Stage } from "../../../shared/projects";
import type { Template } from "../../../shared/templates";
import { ActionSwitch } from "./action-switch";
import {
  type AutomationDraft,
  newAutomationDraft,
  withMoveProjects,
  withSendMessages,
} from "./automation-draft";
import {
  type AutomationFormContext,
  type FormField,
  type PlannedAutomation,
  planAutomations,
  submitLabel,
  suggestedName,
  validateAutomationDraft,
} from "./automation-form";
import { FIELD_IDS } from "./form-field-props";
import { MessageFields } from "./message-fields";
import { PipelineFields } from "./pipeline-fields";
import { TriggerFields } from "./trigger-fields";
import { useCreateAutomations, useQuestionnaireTemplates } from "./use-automations";

interface CreateAutomationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectType: ProjectType;
  stages: readonly Stage[];
  /** The templates this project type can use. */
  templates: readonly Template[];
  onCloseAutoFocus?: (event: Event) => void;
  /** Told what was created, so the page can show where it landed. */
  onCreated?: (plan: readonly PlannedAutomation[]) => void;
}

/** New Automation: trigger, then actions, then one submit that may create two automations. */
export function CreateAutomationDialog({
  open,
  onOpenChange,
  projectType,
  stages,
  templates,
  onCloseAutoFocus,
  onCreated,
}: CreateAutomationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex flex-col sm:max-w-2xl"
        onCloseAutoFocus={onCloseAutoFocus}
        // A stray click beside the dialog must not throw away the choices made.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Create Automation</DialogTitle>
          <DialogDescription>
            For {projectTypeLabel(projectType).toLowerCase()} projects. Choose when it runs, then what it
            does.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts afresh (success resets the form). */}
        {open ? (
          <CreateAutomationForm
            projectType={projectType}
            stages={stages}
            templates={templates}
            onDone={(plan) => {
              onOpenChange(false);
              onCreated?.(plan);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? "Unknown error occurred";
  return error instanceof Error && error.message ? error.message : "Unknown error occurred";
}

function CreateAutomationForm({
  projectType,
  stages,
  templates,
  onDone,
}: Omit<CreateAutomationDialogProps, "open" | "onOpenChange" | "onCloseAutoFocus" | "onCreated"> & {
  onDone: (plan: readonly PlannedAutomation[]) => void;
}) {
  const create = useCreateAutomations();
  const questionnaires = useQuestionnaireTemplates(true);
  const [draft, setDraft] = useState<AutomationDraft>(newAutomationDraft);
  // A message shows once its field was changed, or for every field after a submit (DESIGN "Forms").
  const [changed, setChanged] = useState<ReadonlySet<FormField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const busy = create.isPending;

  const ctx: AutomationFormContext = {
    projectType,
    stages,
    templates,
    questionnaires: questionnaires.data ?? [],
  };
  const errors = validateAutomationDraft(draft, ctx);
  const noTemplates = !templates.some((t) => t.channel === draft.channel);
  const errorFor = (field: FormField) => {
    const shown =
      submitted ||
      changed.has(field) ||
      // These say what cannot work as chosen, so they show without waiting for a submit.
      field === "moveProjects" ||
      (field === "templateId" && noTemplates);
    return shown ? errors[field] : undefined;
  };
  const onDraftChange = (next: AutomationDraft, field?: FormField) => {
    setDraft(next);
    if (field) setChanged((current) => new Set(current).add(field));
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const result = planAutomations(draft, ctx);
    if (!result.ok) {
      flushSync(() => setSubmitted(true));
      document.getElementById(FIELD_IDS[result.first])?.focus();
      return;
    }
    create.mutate(result.plan, {
      onSuccess: (count) => {
        toast({
          title: "Automation(s) created successfully",
          description: `Created ${count} automation(s) successfully.`,
        });
        onDone(result.plan);
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Failed to create automation",
          description: failureText(error),
        }),
    });
  };

  const label = submitLabel(draft);
  const ready = label.startsWith("Create");
  const suggestion = suggestedName(draft, ctx);

  return (
    <form noValidate className="flex flex-1 flex-col gap-6" onSubmit={onSubmit}>
      <TextField
        id={FIELD_IDS.name}
        label="Automation name"
        autoComplete="off"
        placeholder={suggestion}
        value={draft.name}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
        hint={
          draft.sendMessages && draft.moveProjects
            ? `Leave blank to name them "${suggestedName({ ...draft, moveProjects: false }, ctx)}" and "${suggestedName({ ...draft, sendMessages: false }, ctx)}".`
            : "Leave blank to use the suggested name."
        }
        maxLength={200}
      />

      <TriggerFields draft={draft} onDraftChange={onDraftChange} errorFor={errorFor} stages={stages} />

      <section aria-labelledby="automation-actions-heading" className="grid gap-3">
        <h3 id="automation-actions-heading" className="text-base font-semibold">
          What should it do?
        </h3>
        <ActionSwitch
          id={FIELD_IDS.actions}
          label="Send Messages"
          description="Email or text the client from a template."
          icon={MessageSquare}
          checked={draft.sendMessages}
          onCheckedChange={(on) => onDraftChange(withSendMessages(draft, on), "actions")}
        >
          <MessageFields
            draft={draft}
            onDraftChange={onDraftChange}
            errorFor={errorFor}
            templates={templates}
            questionnaires={questionnaires.isSuccess ? questionnaires.data : null}
          />
        </ActionSwitch>
        <ActionSwitch
          id={FIELD_IDS.moveProjects}
          label="Move Projects"
          description="Move the project to another pipeline stage."
          icon={ArrowRightLeft}
          checked={draft.moveProjects}
          onCheckedChange={(on) => onDraftChange(withMoveProjects(draft, on), "actions")}
          error={draft.moveProjects ? errorFor("moveProjects") : undefined}
        >
          <PipelineFields draft={draft} onDraftChange={onDraftChange} errorFor={errorFor} stages={stages} />
        </ActionSwitch>
        {errorFor("actions") ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.actions}
          </p>
        ) : null}
      </section>

      <DialogFooter className="sticky -bottom-6 z-10 -mx-6 mt-auto -mb-6 border-t bg-background px-6 py-4 sm:rounded-b-lg">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        {/* Stays clickable while something is missing: a click points at the field that needs it. */}
        <SubmitButton
          busy={busy}
          busyLabel="Creating..."
          variant={ready ? "default" : "secondary"}
          className={cn(!ready && "text-muted-foreground")}
        >
          {label}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
