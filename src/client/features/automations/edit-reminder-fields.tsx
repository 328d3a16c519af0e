import { FormField as TextField } from "@/components/ui/form-field";
import { SelectItem } from "@/components/ui/select";
import {
  type Automation,
  isPaymentReminderTrigger,
  MINUTE_CHOICES,
  type PaymentReminderTrigger,
  paymentReminderTiming,
} from "../../../shared/automations";
import { SelectField } from "./select-field";
import { DAYS_RANGE_MESSAGE, parseWhole } from "./send-time-form";

/** A payment reminder's days and send time as the edit form holds them. */
export interface ReminderTiming {
  days: string;
  hour: string;
  minute: number;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The payment reminder an automation sends, or null when it is not one. */
export function reminderTriggerOf(a: Pick<Automation, "businessTriggers" | "triggerType">) {
  const trigger = a.businessTriggers[0]?.triggerType ?? a.triggerType;
  return isPaymentReminderTrigger(trigger) ? trigger : null;
}

export const reminderTimingOf = (a: Automation): ReminderTiming => ({
  days: String(a.daysBefore ?? 3),
  hour: String(a.triggerHour),
  minute: a.triggerMinute,
});

/** The PATCH body for a valid timing, or the days' message. */
export function reminderTimingPatch(timing: ReminderTiming) {
  const days = parseWhole(timing.days, 1, 365);
  if (days === null) return { error: DAYS_RANGE_MESSAGE } as const;
  return {
    patch: { daysBefore: days, triggerHour: Number(timing.hour), triggerMinute: timing.minute },
  } as const;
}

/** Edit a payment reminder's days before (or after) the due date and its send time. */
export function EditReminderFields({
  trigger,
  timing,
  onChange,
  daysError,
}: {
  trigger: PaymentReminderTrigger;
  timing: ReminderTiming;
  onChange: (next: ReminderTiming) => void;
  daysError?: string;
}) {
  const when = paymentReminderTiming(trigger) === "BEFORE" ? "before" : "after";
  return (
    <div className="grid grid-cols-3 gap-4">
      <TextField
        id="edit-automation-days"
        label={`Days ${when}`}
        required
        type="number"
        inputMode="numeric"
        min={1}
        max={365}
        step={1}
        value={timing.days}
        onChange={(event) => onChange({ ...timing, days: event.target.value })}
        error={daysError}
      />
      <SelectField
        id="edit-automation-hour"
        label="Hour"
        placeholder="Hour"
        value={timing.hour}
        onChange={(hour) => onChange({ ...timing, hour })}
      >
        {HOURS.map((hour) => (
          <SelectItem key={hour} value={String(hour)}>
            {String(hour).padStart(2, "0")}
          </SelectItem>
        ))}
      </SelectField>
      <SelectField
        id="edit-automation-minute"
        label="Minute"
        placeholder="Minute"
        value={String(timing.minute)}
        onChange={(value) => onChange({ ...timing, minute: Number(value) })}
      >
        {MINUTE_CHOICES.map((minute) => (
          <SelectItem key={minute} value={String(minute)}>
            {String(minute).padStart(2, "0")}
          </SelectItem>
        ))}
      </SelectField>
      <p className="col-span-3 -mt-2 text-xs text-muted-foreground">
        Days {when} each instalment's due date; sent at this time, your studio's time.
      </p>
    </div>
  );
}
