import { CalendarClock, Layers, Zap } from "lucide-react";
import { SelectItem } from "@/components/ui/select";
import {
  BUSINESS_TRIGGER_LABELS,
  BUSINESS_TRIGGER_TYPES,
  type BusinessTriggerType,
  type PaymentReminderTrigger,
  paymentReminderTiming,
  TIME_BASE_DATES,
  type TimeBaseDate,
  TRIGGER_TIMINGS,
  type TriggerMode,
  type TriggerTiming,
} from "../../../shared/automations";
import type { Stage } from "../../../shared/projects";
import { GLOBAL_STAGE } from "./automation-draft";
import { TIME_BASE_DATE_LABELS, TRIGGER_TIMING_LABELS } from "./automation-labels";
import { type Choice, ChoiceCards } from "./choice-cards";
import { type DraftSectionProps, FIELD_IDS } from "./form-field-props";
import { SelectField } from "./select-field";
import { DaysField, SendTimeFields } from "./send-time-fields";
import { reminderOf } from "./send-time-form";

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

/** "When should it run?": the trigger mode and the fields of the chosen one. */
export function TriggerFields({
  draft,
  onDraftChange,
  errorFor,
  stages,
}: DraftSectionProps & { stages: readonly Stage[] }) {
  const reminder = reminderOf(draft);
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

      {reminder ? (
        <ReminderFields draft={draft} onDraftChange={onDraftChange} errorFor={errorFor} reminder={reminder} />
      ) : null}

      {draft.triggerMode === "TIME" ? (
        <TimeTriggerFields draft={draft} onDraftChange={onDraftChange} errorFor={errorFor} />
      ) : null}
    </section>
  );
}

function TimeTriggerFields(props: DraftSectionProps) {
  const { draft, onDraftChange, errorFor } = props;
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      <DaysField {...props} />
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
      <SendTimeFields {...props} />
    </div>
  );
}

/** A payment reminder: how many days before (due soon) or after (overdue) each due date, and when. */
function ReminderFields(props: DraftSectionProps & { reminder: PaymentReminderTrigger }) {
  const days = props.draft.timeDays.trim() || "N";
  const when = paymentReminderTiming(props.reminder) === "BEFORE" ? "before" : "after";
  return (
    <div className="grid gap-2">
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <DaysField {...props} />
        <SendTimeFields {...props} />
      </div>
      <p className="text-xs text-muted-foreground">
        Sent once for each unpaid instalment of a signed proposal, {days} {days === "1" ? "day" : "days"}{" "}
        {when} its due date. Never for an instalment already paid.
      </p>
    </div>
  );
}
