/**
 * New or edit session type: every setting of the type in groups, with a live preview of the card clients
 * will see on the booking calendar beside the form (below it on phones). Checked by the shared schema
 * before sending; after a first try, each field's message follows what is typed, and a refused save puts
 * the server's message under its field and focus on the first wrong one.
 */
import { useRef, useState } from "react";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useStudioCurrency } from "@/hooks/use-money";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { FieldErrors } from "@/lib/form-values";
import { parseMoney } from "../../../shared/money-input";
import type { SessionType } from "../../../shared/session-types";
import { SessionTypeAvailabilityFields } from "./session-type-availability-fields";
import { SessionTypeBasicsFields } from "./session-type-basics-fields";
import { SessionTypeCardPreview } from "./session-type-card-preview";
import { type DraftFieldsProps, FieldGroup, idOf } from "./session-type-fields";
import { checkDraft, draftOf, type SessionTypeDraft, serverFieldErrors } from "./session-type-form";
import { SessionTypePriceFields } from "./session-type-price-fields";
import { SessionTypeQuestionsFields } from "./session-type-questions-fields";
import { SessionTypeTimeFields } from "./session-type-time-fields";
import { cardDate } from "./session-type-words";
import { useSaveSessionType } from "./use-session-types";

const PREFIX = "session-type";

interface SessionTypeEditorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The type to edit; null creates one. */
  type: SessionType | null;
  onCloseAutoFocus?: (event: Event) => void;
}

export function SessionTypeEditorDialog({
  open,
  onOpenChange,
  type,
  onCloseAutoFocus,
}: SessionTypeEditorDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex flex-col sm:max-w-5xl"
        onCloseAutoFocus={onCloseAutoFocus}
        // A stray click beside the dialog must not throw away what was typed.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{type ? `Edit ${type.name}` : "New session type"}</DialogTitle>
          <DialogDescription>
            {type
              ? "Changes apply to new bookings; booked sessions keep their time."
              : "Something clients can book on your calendar, with its own length, price and rules."}
          </DialogDescription>
        </DialogHeader>
        {open ? <EditorForm type={type} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** Own times that are all dates make a mini-session (the shared isMiniSession's rule). */
const isMiniDraft = (draft: SessionTypeDraft) =>
  draft.availabilityMode === "WINDOWS" &&
  draft.windows.length > 0 &&
  draft.windows.every((w) => w.mode === "date");

/** The first of a mini-session's dates, in words, for the preview. */
function previewDate(draft: SessionTypeDraft): string | null {
  if (!isMiniDraft(draft)) return null;
  const first = draft.windows
    .map((w) => w.date)
    .filter(Boolean)
    .sort()[0];
  return first ? cardDate(first) : null;
}

function EditorForm({ type, onDone }: { type: SessionType | null; onDone: () => void }) {
  const currency = useStudioCurrency();
  const save = useSaveSessionType();
  const [draft, setDraft] = useState(() => draftOf(type, currency));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const update: DraftFieldsProps["update"] = (change) => {
    const next = change(draft);
    setDraft(next);
    // After a first try, the messages follow what is typed.
    if (tried) {
      const check = checkDraft(next, currency);
      setErrors(check.ok ? {} : check.errors);
    }
  };
  const set: DraftFieldsProps["set"] = (field, value) => update((d) => ({ ...d, [field]: value }));

  const focusFirst = (found: FieldErrors) => {
    const ids = new Set(
      Object.keys(found).flatMap((path) => [idOf(PREFIX, path), idOf(PREFIX, `${path}.mode`)]),
    );
    requestAnimationFrame(() => {
      const first = [...(formRef.current?.querySelectorAll<HTMLElement>("[id]") ?? [])].find((el) =>
        ids.has(el.id),
      );
      first?.focus();
    });
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    const check = checkDraft(draft, currency);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirst(check.errors);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ id: type?.id ?? null, input: check.payload });
      toast({
        title: type ? "Session type updated" : "Session type created",
        description: saved.enabled
          ? `${saved.name} is on your booking calendar.`
          : `${saved.name} is saved, turned off.`,
      });
      onDone();
    } catch (error) {
      const placed = serverFieldErrors(error);
      setErrors(placed);
      focusFirst(placed);
      toast({
        variant: "destructive",
        title: type ? "Failed to update session type" : "Failed to create session type",
        description: errorMessage(error, "Please try again."),
      });
    }
  };

  const props = { draft, set, update, errors, prefix: PREFIX };
  const duration = Number(draft.durationMinutes);
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-1 flex-col gap-6">
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-6">
          <SessionTypeBasicsFields {...props} slugLocked={type?.isDefault ?? false} />
          <SessionTypeTimeFields {...props} />
          <SessionTypePriceFields {...props} currency={currency} />
          <FieldGroup title="Questions" description="Asked when a client books.">
            <SessionTypeQuestionsFields
              questions={draft.questions}
              onChange={(questions) => set("questions", questions)}
              errors={errors}
              prefix={PREFIX}
            />
          </FieldGroup>
          <SessionTypeAvailabilityFields {...props} />
        </div>
        <aside aria-labelledby="session-type-preview" className="grid gap-3 lg:sticky lg:top-0">
          <h3 id="session-type-preview" className="text-sm font-semibold text-muted-foreground">
            Preview on your booking page
          </h3>
          <SessionTypeCardPreview
            name={draft.name}
            durationMinutes={Number.isInteger(duration) && duration > 0 ? duration : null}
            priceCents={parseMoney(draft.price, currency)}
            depositCents={parseMoney(draft.deposit, currency)}
            currency={currency}
            location={{ kind: draft.locationKind, detail: draft.locationDetail }}
            description={draft.description}
            color={draft.color}
            isMiniSession={isMiniDraft(draft)}
            miniSessionDate={previewDate(draft)}
          />
        </aside>
      </div>
      <FormDialogFooter
        sticky
        busy={save.isPending}
        submitLabel={type ? "Save changes" : "Create session type"}
        busyLabel="Saving..."
      />
    </form>
  );
}
