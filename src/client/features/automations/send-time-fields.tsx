import { FormField as TextField } from "@/components/ui/form-field";
import { SelectItem } from "@/components/ui/select";
import { MINUTE_CHOICES } from "../../../shared/automations";
import { formatTriggerTime } from "./automation-labels";
import { type DraftSectionProps, FIELD_IDS } from "./form-field-props";
import { SelectField } from "./select-field";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** How many days before or after the date: a time trigger's and a payment reminder's. */
export function DaysField({ draft, onDraftChange, errorFor }: DraftSectionProps) {
  return (
    <TextField
      id={FIELD_IDS.timeDays}
      label="Days"
      required
      type="number"
      inputMode="numeric"
      min={1}
      max={365}
      step={1}
      value={draft.timeDays}
      onChange={(event) => onDraftChange({ ...draft, timeDays: event.target.value }, "timeDays")}
      error={errorFor("timeDays")}
    />
  );
}

/** The hour and minute it sends at, on the studio's clock, and a line saying so. */
export function SendTimeFields({ draft, onDraftChange, errorFor }: DraftSectionProps) {
  return (
    <>
      <SelectField
        id={FIELD_IDS.timeHour}
        label="Hour"
        placeholder="Hour"
        value={draft.timeHour}
        onChange={(timeHour) => onDraftChange({ ...draft, timeHour }, "timeHour")}
        error={errorFor("timeHour")}
      >
        {HOURS.map((hour) => (
          <SelectItem key={hour} value={String(hour)}>
            {String(hour).padStart(2, "0")}
          </SelectItem>
        ))}
      </SelectField>
      <SelectField
        id={FIELD_IDS.timeMinute}
        label="Minute"
        placeholder="Minute"
        value={String(draft.timeMinute)}
        onChange={(value) => onDraftChange({ ...draft, timeMinute: Number(value) }, "timeMinute")}
        error={errorFor("timeMinute")}
      >
        {MINUTE_CHOICES.map((minute) => (
          <SelectItem key={minute} value={String(minute)}>
            {String(minute).padStart(2, "0")}
          </SelectItem>
        ))}
      </SelectField>
      <p className="self-end pb-2 text-xs text-muted-foreground sm:col-span-1">
        Sends at {formatTriggerTime(Number(draft.timeHour) || 0, draft.timeMinute)}, your studio's time.
      </p>
    </>
  );
}
