import type * as React from "react";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { StickyDialogFooter } from "@/components/sticky-dialog-footer";
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
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { TemplateVariable } from "../../../shared/email";
import type { Channel, Template } from "../../../shared/templates";
import {
  describeSmsLength,
  insertVariable,
  type TemplateDraft,
  type TextField,
  templateDraft,
  validateTemplateDraft,
} from "./template-form";
import { TemplatePreview } from "./template-preview";
import { useCreateTemplate, useUpdateTemplate } from "./use-templates";
import { VariableMenu } from "./variable-menu";

interface TemplateFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template being edited; null to create one. Kept while the dialog animates closed. */
  template: Template | null;
  /** The channel a new template starts on. */
  channel?: Channel;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Create Template, and Edit (the same form, saved with PUT), with a live preview beside it. */
export function TemplateFormDialog({
  open,
  onOpenChange,
  template,
  channel = "EMAIL",
  onCloseAutoFocus,
}: TemplateFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex flex-col sm:max-w-5xl"
        onCloseAutoFocus={onCloseAutoFocus}
        // A stray click beside the dialog must not throw away what was typed.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{template ? "Edit Template" : "Create Template"}</DialogTitle>
          <DialogDescription>
            Write it once; variables like {"{{firstName}}"} are filled in for each client when it is sent.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the template (or from empty). */}
        {open ? (
          <TemplateForm template={template} channel={channel} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

const FIELD_IDS = {
  name: "template-name",
  channel: "template-channel",
  subject: "template-subject",
  htmlBody: "template-html-body",
  textBody: "template-text-body",
} as const;

function TemplateForm({
  template,
  channel,
  onDone,
}: {
  template: Template | null;
  channel: Channel;
  onDone: () => void;
}) {
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const [draft, setDraft] = useState<TemplateDraft>(() => templateDraft(template, channel));
  // A message shows once its field was changed and left, or after a submit (as on the package form).
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const busy = create.isPending || update.isPending;
  const isEmail = draft.channel === "EMAIL";

  const fields = useRef<Partial<Record<TextField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  // Where the caret goes once the variable menu has closed.
  const pendingCaret = useRef<{ field: TextField; position: number } | null>(null);

  const validation = validateTemplateDraft(draft, template?.projectType ?? null);
  const errors = validation.ok ? {} : validation.errors;
  const errorFor = (path: string) =>
    submitted || (touched.has(path) && changed.has(path)) ? errors[path] : undefined;
  const touch = (path: string) => setTouched((current) => new Set(current).add(path));
  const set = (patch: Partial<TemplateDraft>) => {
    setChanged((current) => new Set([...current, ...Object.keys(patch)]));
    setDraft((current) => ({ ...current, ...patch }));
  };

  const insert = (field: TextField, variable: TemplateVariable) => {
    const element = fields.current[field];
    const result = insertVariable(
      draft[field],
      variable,
      element?.selectionStart ?? null,
      element?.selectionEnd ?? null,
    );
    pendingCaret.current = { field, position: result.cursor };
    set({ [field]: result.text });
  };
  const restoreCaret = () => {
    const pending = pendingCaret.current;
    pendingCaret.current = null;
    const element = pending ? fields.current[pending.field] : null;
    if (!pending || !element) return false;
    element.focus();
    element.setSelectionRange(pending.position, pending.position);
    return true;
  };
  const variableMenu = (field: TextField) => (
    <VariableMenu
      describedBy={`${FIELD_IDS[field]}-label`}
      onInsert={(variable) => insert(field, variable)}
      onClosed={restoreCaret}
    />
  );

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!validation.ok) {
      flushSync(() => setSubmitted(true));
      const first = Object.keys(validation.errors)[0] as keyof typeof FIELD_IDS | undefined;
      if (first && first in FIELD_IDS) document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    const { input } = validation;
    if (template) {
      update.mutate(
        { id: template.id, input },
        {
          onSuccess: (saved) => {
            toast({ title: "Template updated", description: `${saved.name} has been saved.` });
            onDone();
          },
          onError: (error) =>
            toast({
              variant: "destructive",
              title: "Error",
              description: errorMessage(error, "Failed to update template. Please try again."),
            }),
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: (saved) => {
          toast({ title: "Template created", description: `${saved.name} is ready to use in automations.` });
          onDone();
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Error",
            description: errorMessage(error, "Failed to create template. Please try again."),
          }),
      });
    }
  };

  const textError = errorFor("textBody");
  const subjectError = errorFor("subject");
  return (
    <form noValidate className="flex flex-1 flex-col gap-5" onSubmit={onSubmit}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid content-start gap-5">
          <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]">
            <FormField
              id={FIELD_IDS.name}
              label="Name"
              required
              autoComplete="off"
              placeholder="e.g. Inquiry reply"
              value={draft.name}
              onChange={(event) => set({ name: event.target.value })}
              onBlur={() => touch("name")}
              error={errorFor("name")}
            />
            <div className="grid content-start gap-2">
              <Label htmlFor={FIELD_IDS.channel}>Channel</Label>
              <Select value={draft.channel} onValueChange={(value) => set({ channel: value as Channel })}>
                <SelectTrigger id={FIELD_IDS.channel} className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="EMAIL">Email</SelectItem>
                  <SelectItem value="SMS">SMS</SelectItem>
                </SelectContent>
              </Select>
            </div>
          </div>

          {isEmail ? (
            <>
              <div className="grid gap-2">
                <div className="flex items-center justify-between gap-2">
                  <Label id={`${FIELD_IDS.subject}-label`} htmlFor={FIELD_IDS.subject}>
                    Subject
                  </Label>
                  {variableMenu("subject")}
                </div>
                <Input
                  id={FIELD_IDS.subject}
                  ref={(element) => {
                    fields.current.subject = element;
                  }}
                  autoComplete="off"
                  placeholder="e.g. Thank you for your inquiry, {{firstName}}!"
                  aria-invalid={subjectError ? true : undefined}
                  aria-describedby={subjectError ? `${FIELD_IDS.subject}-message` : undefined}
                  value={draft.subject}
                  onChange={(event) => set({ subject: event.target.value })}
                  onBlur={() => touch("subject")}
                />
                {subjectError ? (
                  <p id={`${FIELD_IDS.subject}-message`} role="alert" className="text-sm text-destructive">
                    {subjectError}
                  </p>
                ) : null}
              </div>
              <div className="grid gap-2">
                <div className="flex items-center justify-between gap-2">
                  <Label id={`${FIELD_IDS.htmlBody}-label`} htmlFor={FIELD_IDS.htmlBody}>
                    HTML body <span className="font-normal text-muted-foreground">(optional)</span>
                  </Label>
                  {variableMenu("htmlBody")}
                </div>
                <Textarea
                  id={FIELD_IDS.htmlBody}
                  ref={(element) => {
                    fields.current.htmlBody = element;
                  }}
                  className="max-h-60 min-h-24 font-mono text-xs md:text-xs"
                  placeholder="<p>Hi {{firstName}},</p>"
                  spellCheck={false}
                  value={draft.htmlBody}
                  onChange={(event) => set({ htmlBody: event.target.value })}
                />
              </div>
            </>
          ) : null}

          <div className="grid gap-2">
            <div className="flex items-center justify-between gap-2">
              <Label id={`${FIELD_IDS.textBody}-label`} htmlFor={FIELD_IDS.textBody}>
                Text body
                <span aria-hidden="true" className="text-destructive">
                  *
                </span>
              </Label>
              {variableMenu("textBody")}
            </div>
            <Textarea
              id={FIELD_IDS.textBody}
              ref={(element) => {
                fields.current.textBody = element;
              }}
              required
              className="max-h-96 min-h-40"
              placeholder={
                isEmail
                  ? "Hi {{firstName}},\n\nThank you for reaching out..."
                  : "Hi {{firstName}}, just a reminder that..."
              }
              aria-invalid={textError ? true : undefined}
              aria-describedby={
                [textError ? `${FIELD_IDS.textBody}-message` : null, isEmail ? null : "template-sms-length"]
                  .filter(Boolean)
                  .join(" ") || undefined
              }
              value={draft.textBody}
              onChange={(event) => set({ textBody: event.target.value })}
              onBlur={() => touch("textBody")}
            />
            {textError ? (
              <p id={`${FIELD_IDS.textBody}-message`} role="alert" className="text-sm text-destructive">
                {textError}
              </p>
            ) : null}
            {isEmail ? (
              <p className="text-xs text-muted-foreground">
                The plain-text version, for mail apps that don't show HTML.
              </p>
            ) : (
              <p id="template-sms-length" aria-live="polite" className="text-xs text-muted-foreground">
                {describeSmsLength(draft.textBody)} (160 characters per segment)
              </p>
            )}
          </div>
        </div>

        <TemplatePreview draft={draft} />
      </div>

      <StickyDialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton busy={busy} busyLabel={template ? "Saving..." : "Creating..."}>
          {template ? "Save Changes" : "Create Template"}
        </SubmitButton>
      </StickyDialogFooter>
    </form>
  );
}
