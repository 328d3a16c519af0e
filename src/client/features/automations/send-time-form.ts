/**
 * The "days, hour, minute" fields as a pure step of the Create Automation form: a time trigger counts
 * from a project's date, a payment reminder (Payment due soon / Payment overdue) from an instalment's
 * due date, and both send at that time on the studio's clock. A reminder only sends: it has no delay
 * of its own, no questionnaire and no move.
 */
import {
  BUSINESS_TRIGGER_LABELS,
  isPaymentReminderTrigger,
  type PaymentReminderTrigger,
  paymentReminderTiming,
} from "../../../shared/automations";
import type { AutomationDraft } from "./automation-draft";

export const DAYS_RANGE_MESSAGE = "Days must be between 1 and 365";
export const HOUR_RANGE_MESSAGE = "Hour must be between 0 and 23";
export const MINUTE_RANGE_MESSAGE = "Minute must be between 0 and 59";

/** A whole number within bounds, or null; blank counts as not given. */
export function parseWhole(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

/** The payment reminder the draft sets up, or null when it is not one. */
export function reminderOf(draft: AutomationDraft): PaymentReminderTrigger | null {
  return draft.triggerMode === "BUSINESS" && isPaymentReminderTrigger(draft.businessEvent)
    ? draft.businessEvent
    : null;
}

/** The draft counts days and sends at a time of day: a time trigger or a payment reminder. */
export const countsDays = (draft: AutomationDraft) =>
  draft.triggerMode === "TIME" || reminderOf(draft) !== null;

export function sendTimeErrors(draft: AutomationDraft) {
  const errors: { timeDays?: string; timeHour?: string; timeMinute?: string } = {};
  if (parseWhole(draft.timeDays, 1, 365) === null) errors.timeDays = DAYS_RANGE_MESSAGE;
  if (parseWhole(draft.timeHour, 0, 23) === null) errors.timeHour = HOUR_RANGE_MESSAGE;
  if (!Number.isInteger(draft.timeMinute) || draft.timeMinute < 0 || draft.timeMinute > 59) {
    errors.timeMinute = MINUTE_RANGE_MESSAGE;
  }
  return errors;
}

/** The automation's fields for a reminder: its trigger, its days (before or after) and its send time. */
export function reminderFields(draft: AutomationDraft, trigger: PaymentReminderTrigger) {
  return {
    triggerType: trigger,
    daysBefore: Number(draft.timeDays.trim()),
    triggerTiming: paymentReminderTiming(trigger),
    triggerHour: Number(draft.timeHour.trim()),
    triggerMinute: draft.timeMinute,
  };
}

/** "Payment due soon, 3 days before". */
export function reminderName(trigger: PaymentReminderTrigger, daysText: string): string {
  const days = daysText.trim() || "?";
  const when = paymentReminderTiming(trigger) === "BEFORE" ? "before" : "after";
  return `${BUSINESS_TRIGGER_LABELS[trigger]}, ${days} ${days === "1" ? "day" : "days"} ${when}`;
}
