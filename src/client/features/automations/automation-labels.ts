/**
 * How an automation reads on its card and in its detail view (a communication automation shows
 * its business trigger, with its days and send time for a payment reminder, else its first step's
 * delay, else Immediately).
 */
import { formatDelay } from "../../../shared/automation-delays";
import {
  type Automation,
  type AutomationStep,
  BUSINESS_TRIGGER_LABELS,
  type BusinessTriggerType,
  isPaymentReminderTrigger,
  type PaymentReminderTrigger,
  paymentReminderTiming,
  type TimeBaseDate,
  type TriggerTiming,
} from "../../../shared/automations";
import type { Channel } from "../../../shared/templates";

export const CHANNEL_LABELS: Record<Channel, string> = { EMAIL: "Email", SMS: "SMS" };

export const TIME_BASE_DATE_LABELS: Record<TimeBaseDate, string> = {
  EVENT_DATE: "Event date",
  DELIVERY_DATE: "Delivery date",
  CONSULTATION_DATE: "Consultation date",
  SHOOT_DATE: "Shoot date",
};

export const TRIGGER_TIMING_LABELS: Record<TriggerTiming, string> = { BEFORE: "Before", AFTER: "After" };

/** Older rows may carry a trigger type this client does not know; show it rather than nothing. */
export function businessTriggerLabel(type: string): string {
  return BUSINESS_TRIGGER_LABELS[type as BusinessTriggerType] ?? type;
}

/** Times on a 24-hour clock. */
export function formatTriggerTime(hour: number, minute: number): string {
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** "7 days before event date at 09:00". */
export function describeTimeTrigger(
  a: Pick<Automation, "daysBefore" | "triggerTiming" | "eventType" | "triggerHour" | "triggerMinute">,
): string {
  const base = a.eventType ? TIME_BASE_DATE_LABELS[a.eventType].toLowerCase() : "event date";
  const when = a.triggerTiming === "AFTER" ? "after" : "before";
  return `${plural(a.daysBefore ?? 0, "day")} ${when} ${base} at ${formatTriggerTime(a.triggerHour, a.triggerMinute)}`;
}

/** "Payment due soon: 3 days before the due date at 09:00". */
export function describeReminder(
  trigger: PaymentReminderTrigger,
  a: Pick<Automation, "daysBefore" | "triggerHour" | "triggerMinute">,
): string {
  const when = paymentReminderTiming(trigger) === "BEFORE" ? "before" : "after";
  return `${BUSINESS_TRIGGER_LABELS[trigger]}: ${plural(a.daysBefore ?? 0, "day")} ${when} the due date at ${formatTriggerTime(a.triggerHour, a.triggerMinute)}`;
}

export function sortedSteps(steps: readonly AutomationStep[]): AutomationStep[] {
  return [...steps].sort((x, y) => x.stepIndex - y.stepIndex);
}

/** "After 2 days" for a delay, "Immediately" for none. */
export function describeDelay(minutes: number): string {
  return minutes > 0 ? `After ${formatDelay(minutes)}` : formatDelay(0);
}

/** The one line under a card's name saying when it runs. */
export function describeTrigger(
  a: Pick<
    Automation,
    | "automationType"
    | "businessTriggers"
    | "triggerType"
    | "steps"
    | "daysBefore"
    | "triggerTiming"
    | "eventType"
    | "triggerHour"
    | "triggerMinute"
  >,
): string {
  const event = a.businessTriggers[0]?.triggerType ?? a.triggerType;
  if (isPaymentReminderTrigger(event)) return describeReminder(event, a);
  if (event) return `When ${businessTriggerLabel(event).toLowerCase()}`;
  if (a.automationType === "COUNTDOWN") return describeTimeTrigger(a);
  const first = sortedSteps(a.steps)[0];
  return describeDelay(first?.delayMinutes ?? 0);
}
