import { CalendarClock, Layers, Zap } from "lucide-react";
import { FormField as TextField } from "@/components/ui/form-field";
import { SelectItem } from "@/components/ui/select";
import {
  BUSINESS_TRIGGER_LABELS,
  BUSINESS_TRIGGER_TYPES,
  type BusinessTriggerType,
  MINUTE_CHOICES,
  TIME_BASE_DATES,
  type TimeBaseDate,
  TRIGGER_TIMINGS,
  type TriggerMode,
  type TriggerTiming,
} from "../../../shared/automations";
import type { Stage } from "../../../shared/projects";
import { GLOBAL_STAGE } from "./automation-draft";
import { formatTriggerTime, TIME_BASE_DATE_LABELS, TRIGGER_TIMING_LABELS } from "./automation-labels";
import { type Choice, ChoiceCards } from "./choice-cards";
import { type DraftSectionProps, FIELD_IDS } from "./form-field-props";
import { SelectField } from "./select-field";

const MODES: readonly Choice<TriggerMode>[] = [
  { value: "STAGE", title: "Stage", description: "When a project enters a stage", icon: Layers },
  {
    value: "BUSINESS",
    title: "Business event",
    description: "When something happens, like a payment",
    icon: Zap,
  },
  { value: "TIME", title: "Time", description: "Days before or after a date", icon: CalendarClock },
];

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** "When should it run?": the trigger mode and the fields of the chosen one. */
export function TriggerFields({
  draft,
  onDraftChange,
  errorFor,
  stages,
}: DraftSectionProps & { stages: readonly Stage[] }) {
  return (
    <section aria-labelledby="automation-trigger-heading" className="grid gap-4">
      <h3 id="automation-trigger-heading" className="text-base font-semibold">
        When should it run?
      </h3>
      <ChoiceCards
        name="automation-trigger-mode"
        legend="Trigger"
        value={draft.triggerMode}
        onChange={(triggerMode) => onDraftChange({ ...draft, triggerMode })}
        choices={MODES}
        className="sm:grid-cols-3"
      />

      {draft.triggerMode === "STAGE" ? (
        <SelectField
          id={FIELD_IDS.triggerStageId}
          label="Trigger stage"
          required
          placeholder="Choose a stage"
          value={draft.triggerStageId}
          onChange={(triggerStageId) => onDraftChange({ ...draft, triggerStageId }, "triggerStageId")}
          error={errorFor("triggerStageId")}
          hint="Runs for each project that enters this stage."
        >
          <SelectItem value={GLOBAL_STAGE}>Any stage (global)</SelectItem>
          {stages.map((stage) => (
            <SelectItem key={stage.id} value={stage.id}>
              {stage.name}
            </SelectItem>
          ))}
        </SelectField>
      ) : null}

      {draft.triggerMode === "BUSINESS" ? (
        <SelectField
          id={FIELD_IDS.businessEvent}
          label="Business event"
          required
          placeholder="Choose an event"
          value={draft.businessEvent}
          onChange={(value) =>
            onDraftChange({ ...draft, businessEvent: value as BusinessTriggerType }, "businessEvent")
          }
          error={errorFor("businessEvent")}
        >
          {BUSINESS_TRIGGER_TYPES.map((type) => (
            <SelectItem key={type} value={type}>
              {BUSINESS_TRIGGER_LABELS[type]}
            </SelectItem>
          ))}
        </SelectField>
      ) : null}

      {draft.triggerMode === "TIME" ? (
        <TimeTriggerFields draft={draft} onDraftChange={onDraftChange} errorFor={errorFor} />
      ) : null}
    </section>
  );
}

function TimeTriggerFields({ draft, onDraftChange, errorFor }: DraftSectionProps) {
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
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
      <SelectField
        id="automation-time-timing"
        label="Timing"
        placeholder="Before or after"
        value={draft.timeTiming}
        onChange={(value) => onDraftChange({ ...draft, timeTiming: value as TriggerTiming }, "timeDays")}
      >
        {TRIGGER_TIMINGS.map((timing) => (
          <SelectItem key={timing} value={timing}>
            {TRIGGER_TIMING_LABELS[timing]}
          </SelectItem>
        ))}
      </SelectField>
      <SelectField
        id={FIELD_IDS.timeBaseDate}
        label="Base date"
        required
        placeholder="Choose a date"
        value={draft.timeBaseDate}
        onChange={(value) => onDraftChange({ ...draft, timeBaseDate: value as TimeBaseDate }, "timeBaseDate")}
        error={errorFor("timeBaseDate")}
      >
        {TIME_BASE_DATES.map((date) => (
          <SelectItem key={date} value={date}>
            {TIME_BASE_DATE_LABELS[date]}
          </SelectItem>
        ))}
      </SelectField>
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
    </div>
  );
}
