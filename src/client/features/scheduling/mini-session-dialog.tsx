/**
 * "New mini-session": one day of short back-to-back sessions (a fall mini-session day). The photographer
 * gives the day, the window, each slot's length and the break between, and sees how many slots that
 * makes; typing a number of slots instead moves the end. Saving creates a session type with that one
 * dated window (mini-session-form.ts has the rules).
 */
import { useRef, useState } from "react";
import { FieldMessage } from "@/components/field-message";
import { FormDialogFooter } from "@/components/form-dialog-footer";
import { PriceInput } from "@/components/price-input";
import { SelectField } from "@/components/select-field";
import { TimeInput } from "@/components/time-input";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { SelectItem } from "@/components/ui/select";
import { useStudioCurrency } from "@/hooks/use-money";
import { toast } from "@/hooks/use-toast";
import { errorMessage } from "@/lib/api";
import type { FieldErrors } from "@/lib/form-values";
import { PROJECT_TYPES, type ProjectType, projectTypeLabel } from "../../../shared/projects";
import { LOCATION_KINDS, type LocationKind } from "../../../shared/session-types";
import {
  checkMiniSession,
  type MiniSessionDraft,
  miniSessionFieldErrors,
  newMiniSessionDraft,
  withField,
} from "./mini-session-form";
import { todayIn } from "./scheduling-format";
import { serverFieldErrors } from "./session-type-form";
import { SessionTypeQuestionsFields } from "./session-type-questions-fields";
import { LOCATION_LABELS } from "./session-type-words";
import { useStudioZone } from "./use-scheduling";
import { useSaveSessionType } from "./use-session-types";

const PREFIX = "mini-session";
const id = (field: string) => `${PREFIX}-${field.replace(/\./g, "-")}`;
/** The dialog's fields in the order they stand, for focusing the first wrong one. */
const ORDER = [
  "name",
  "date",
  "startTime",
  "endTime",
  "slotMinutes",
  "bufferMinutes",
  "slots",
  "price",
  "locationKind",
  "locationDetail",
  "projectType",
];

interface MiniSessionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function MiniSessionDialog({ open, onOpenChange, onCloseAutoFocus }: MiniSessionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex flex-col sm:max-w-xl"
        onCloseAutoFocus={onCloseAutoFocus}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>New mini-session</DialogTitle>
          <DialogDescription>
            One day of short sessions, back to back. Clients pick a slot on your booking calendar.
          </DialogDescription>
        </DialogHeader>
        {open ? <MiniSessionForm onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function MiniSessionForm({ onDone }: { onDone: () => void }) {
  const currency = useStudioCurrency();
  const today = todayIn(useStudioZone());
  const save = useSaveSessionType();
  const [draft, setDraft] = useState<MiniSessionDraft>(newMiniSessionDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof MiniSessionDraft>(field: K, value: MiniSessionDraft[K]) => {
    const next = withField(draft, field, value);
    setDraft(next);
    if (tried) {
      const check = checkMiniSession(next, currency, today);
      setErrors(check.ok ? {} : check.errors);
    }
  };

  const focusFirst = (found: FieldErrors) => {
    const first = ORDER.find((field) => field in found) ?? Object.keys(found)[0];
    if (first) requestAnimationFrame(() => document.getElementById(id(first))?.focus());
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    const check = checkMiniSession(draft, currency, today);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirst(check.errors);
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ id: null, input: check.payload });
      toast({
        title: "Mini-session created",
        description: `${saved.name}: ${draft.slots} slots are open on your booking calendar.`,
      });
      onDone();
    } catch (error) {
      const placed = miniSessionFieldErrors(serverFieldErrors(error));
      setErrors(placed);
      focusFirst(placed);
      toast({
        variant: "destructive",
        title: "Failed to create mini-session",
        description: errorMessage(error, "Please try again."),
      });
    }
  };

  const count = Number(draft.slots);
  const summary =
    Number.isInteger(count) && count > 0 && !errors.slots && !errors.endTime
      ? `${count} slot${count === 1 ? "" : "s"} from ${draft.startTime} to ${draft.endTime}`
      : "Set the window and slot length to see how many slots fit.";

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-1 flex-col gap-5">
      <FormField
        id={id("name")}
        label="Name"
        required
        maxLength={100}
        autoComplete="off"
        placeholder="e.g. Fall mini-sessions"
        value={draft.name}
        error={errors.name}
        onChange={(event) => set("name", event.target.value)}
      />
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField
          id={id("date")}
          label="Date"
          type="date"
          required
          min={today}
          value={draft.date}
          error={errors.date}
          onChange={(event) => set("date", event.target.value)}
        />
        <TimeInput
          id={id("startTime")}
          label="Start"
          required
          value={draft.startTime}
          onChange={(value) => set("startTime", value)}
          onBlur={() => undefined}
          error={errors.startTime}
        />
        <TimeInput
          id={id("endTime")}
          label="End"
          required
          value={draft.endTime}
          onChange={(value) => set("endTime", value)}
          onBlur={() => undefined}
          error={errors.endTime}
        />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-3">
        <FormField
          id={id("slotMinutes")}
          label="Slot length (minutes)"
          type="number"
          inputMode="numeric"
          min={5}
          step={5}
          required
          value={draft.slotMinutes}
          error={errors.slotMinutes}
          onChange={(event) => set("slotMinutes", event.target.value)}
        />
        <FormField
          id={id("bufferMinutes")}
          label="Break between (minutes)"
          type="number"
          inputMode="numeric"
          min={0}
          step={5}
          value={draft.bufferMinutes}
          error={errors.bufferMinutes}
          onChange={(event) => set("bufferMinutes", event.target.value)}
        />
        <FormField
          id={id("slots")}
          label="How many slots"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          hint="Type a number to move the end time."
          value={draft.slots}
          error={errors.slots}
          onChange={(event) => set("slots", event.target.value)}
        />
      </div>
      <p className="rounded-md bg-muted px-3 py-2 text-sm font-medium tabular-nums" aria-live="polite">
        {summary}
      </p>
      <div className="grid content-start gap-2">
        <Label htmlFor={id("price")}>Price</Label>
        <PriceInput
          id={id("price")}
          currency={currency}
          value={draft.price}
          onValueChange={(value) => set("price", value)}
          aria-invalid={errors.price ? true : undefined}
          aria-describedby={errors.price ? `${id("price")}-message` : `${id("price")}-hint`}
        />
        {errors.price ? null : (
          <p id={`${id("price")}-hint`} className="text-xs text-muted-foreground">
            Paid in full when booking; zero makes it free.
          </p>
        )}
        <FieldMessage id={`${id("price")}-message`} message={errors.price} />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <SelectField
          id={id("locationKind")}
          label="Location"
          value={draft.locationKind}
          onChange={(value) => set("locationKind", value as LocationKind)}
          error={errors.locationKind}
        >
          {LOCATION_KINDS.map((kind) => (
            <SelectItem key={kind} value={kind}>
              {LOCATION_LABELS[kind]}
            </SelectItem>
          ))}
        </SelectField>
        {draft.locationKind === "GOOGLE_MEET" ? null : (
          <FormField
            id={id("locationDetail")}
            label={draft.locationKind === "IN_PERSON" ? "Address" : "Details"}
            maxLength={500}
            autoComplete="off"
            placeholder={draft.locationKind === "IN_PERSON" ? "Riverside Park, north gate" : undefined}
            value={draft.locationDetail}
            error={errors.locationDetail}
            onChange={(event) => set("locationDetail", event.target.value)}
          />
        )}
      </div>
      <SelectField
        id={id("projectType")}
        label="Project type"
        value={draft.projectType}
        onChange={(value) => set("projectType", value as ProjectType)}
        hint="A booking starts a project of this kind."
        error={errors.projectType}
      >
        {PROJECT_TYPES.map((type) => (
          <SelectItem key={type} value={type}>
            {projectTypeLabel(type)}
          </SelectItem>
        ))}
      </SelectField>
      <section aria-labelledby={id("questions-heading")} className="grid gap-3 border-t pt-4">
        <h3 id={id("questions-heading")} className="text-sm font-semibold">
          Questions <span className="font-normal text-muted-foreground">(optional)</span>
        </h3>
        <SessionTypeQuestionsFields
          questions={draft.questions}
          onChange={(questions) => set("questions", questions)}
          errors={errors}
          prefix={PREFIX}
        />
      </section>
      <FormDialogFooter
        sticky
        busy={save.isPending}
        submitLabel="Create mini-session"
        busyLabel="Creating..."
      />
    </form>
  );
}
