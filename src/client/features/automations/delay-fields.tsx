import { FormField as TextField } from "@/components/ui/form-field";
import { delayToMinutes, formatDelay } from "../../../shared/automation-delays";
import { type DelayField, type DelayMode, withDelayField, withDelayMode } from "./automation-draft";
import { type Choice, ChoiceCards } from "./choice-cards";
import { type DraftSectionProps, FIELD_IDS } from "./form-field-props";

const MODES: readonly Choice<DelayMode>[] = [
  { value: "immediate", title: "Immediately" },
  { value: "delayed", title: "After a delay" },
];

const PARTS: readonly { field: DelayField; label: string; max?: number }[] = [
  { field: "delayDays", label: "Days" },
  { field: "delayHours", label: "Hours", max: 23 },
  { field: "delayMinutes", label: "Minutes", max: 59 },
];

/** When the message goes out after the trigger; typing a delay picks "After a delay" by itself. */
export function DelayFields({ draft, onDraftChange, errorFor }: DraftSectionProps) {
  const total = delayToMinutes({
    days: Number(draft.delayDays),
    hours: Number(draft.delayHours),
    minutes: Number(draft.delayMinutes),
  });
  return (
    <div className="grid gap-3">
      <ChoiceCards
        name="automation-delay"
        legend="Send"
        value={draft.delayMode}
        onChange={(mode) => onDraftChange(withDelayMode(draft, mode))}
        choices={MODES}
        className="grid-cols-2"
      />
      <div className="grid grid-cols-3 gap-3">
        {PARTS.map(({ field, label, max }) => (
          <TextField
            key={field}
            id={FIELD_IDS[field]}
            label={label}
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            step={1}
            value={draft[field]}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => onDraftChange(withDelayField(draft, field, event.target.value), field)}
            error={errorFor(field)}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {draft.delayMode === "delayed" && total > 0
          ? `Sends ${formatDelay(total)} after the trigger.`
          : "Sends as soon as the trigger happens."}
      </p>
    </div>
  );
}
