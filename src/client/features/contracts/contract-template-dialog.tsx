import type * as React from "react";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { FormDialog } from "@/components/form-dialog";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useAuth } from "@/hooks/use-auth";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import { DEFAULT_TIMEZONE } from "../../../shared/auth";
import type { ContractTemplate } from "../../../shared/contracts";
import { ContractFieldPicker } from "./contract-field-picker";
import { ContractPreview } from "./contract-preview";
import {
  type ContractTemplateDraft,
  contractTemplateDraft,
  insertContractField,
  sampleContractContext,
  todayIn,
  validateContractTemplateDraft,
} from "./contract-template-draft";
import { useSaveContractTemplate } from "./use-contract-templates";

const IDS = { name: "contract-template-name", body: "contract-template-body" } as const;

interface ContractTemplateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template being edited; null to create one. Kept while the dialog animates closed. */
  template: ContractTemplate | null;
  onCloseAutoFocus?: (event: Event) => void;
}

/** New contract and Edit contract: name, the text with its field picker, and a live preview beside it. */
export function ContractTemplateDialog({ template, ...dialog }: ContractTemplateDialogProps) {
  return (
    <FormDialog
      {...dialog}
      title={template ? "Edit contract" : "New contract"}
      description="Smart fields like {{client.fullName}} are filled in from the proposal the contract is attached to."
      className="flex flex-col sm:max-w-6xl"
    >
      <ContractTemplateForm template={template} onDone={() => dialog.onOpenChange(false)} />
    </FormDialog>
  );
}

function ContractTemplateForm({
  template,
  onDone,
}: {
  template: ContractTemplate | null;
  onDone: () => void;
}) {
  const { user } = useAuth();
  const save = useSaveContractTemplate();
  const [draft, setDraft] = useState<ContractTemplateDraft>(() => contractTemplateDraft(template));
  const [submitted, setSubmitted] = useState(false);
  const body = useRef<HTMLTextAreaElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const [today] = useState(() => todayIn(user?.timezone ?? DEFAULT_TIMEZONE));
  const context = sampleContractContext(user?.businessName ?? null, today);

  const validation = validateContractTemplateDraft(draft);
  const errors: Partial<Record<keyof ContractTemplateDraft, string>> =
    validation.ok || !submitted ? {} : validation.errors;
  const set = (patch: Partial<ContractTemplateDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const insert = (field: string) => {
    const element = body.current;
    const result = insertContractField(
      draft.body,
      field,
      element?.selectionStart ?? null,
      element?.selectionEnd ?? null,
    );
    pendingCaret.current = result.cursor;
    // Synchronously, so the caret can be placed in the new text right away.
    flushSync(() => set({ body: result.text }));
  };
  const restoreCaret = () => {
    const position = pendingCaret.current;
    pendingCaret.current = null;
    const element = body.current;
    if (position === null || !element) return false;
    element.focus();
    element.setSelectionRange(position, position);
    return true;
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    if (!validation.ok) {
      flushSync(() => setSubmitted(true));
      const first = validation.errors.name ? IDS.name : IDS.body;
      document.getElementById(first)?.focus();
      return;
    }
    save.mutate(
      { id: template?.id ?? null, input: validation.input },
      {
        onSuccess: (saved) => {
          toast({ title: template ? "Contract saved" : "Contract created", description: saved.name });
          onDone();
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Error",
            description: errorMessage(error, "Failed to save the contract. Please try again."),
          }),
      },
    );
  };

  return (
    <form noValidate className="flex flex-1 flex-col gap-5" onSubmit={onSubmit}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-5">
          <FormField
            id={IDS.name}
            label="Name"
            required
            autoComplete="off"
            placeholder="e.g. Wedding photography agreement"
            value={draft.name}
            onChange={(event) => set({ name: event.target.value })}
            error={errors.name}
          />
          <div className="grid gap-2">
            <div className="flex items-start justify-between gap-2">
              <Label id={`${IDS.body}-label`} htmlFor={IDS.body} className="pt-1">
                Contract text
              </Label>
              <ContractFieldPicker
                describedBy={`${IDS.body}-label`}
                onInsert={insert}
                onClosed={restoreCaret}
              />
            </div>
            <Textarea
              id={IDS.body}
              ref={body}
              rows={22}
              className="font-mono text-xs leading-relaxed"
              aria-invalid={errors.body ? true : undefined}
              aria-describedby={`${IDS.body}-hint${errors.body ? ` ${IDS.body}-message` : ""}`}
              value={draft.body}
              onChange={(event) => set({ body: event.target.value })}
            />
            <p id={`${IDS.body}-hint`} className="text-xs text-muted-foreground">
              # Heading, ## Section, **bold**, *italic*, lines starting with - or 1. for lists; a blank line
              starts a new paragraph.
            </p>
            {errors.body ? (
              <p id={`${IDS.body}-message`} role="alert" className="text-sm text-destructive">
                {errors.body}
              </p>
            ) : null}
          </div>
        </div>
        <ContractPreview body={draft.body} context={context} />
      </div>
      <FormDialogFooter
        sticky
        busy={save.isPending}
        submitLabel={template ? "Save contract" : "Create contract"}
        busyLabel="Saving..."
      />
    </form>
  );
}
