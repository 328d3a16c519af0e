/**
 * A session type's settings in words for the studio's list and editor (the public pages' words, which
 * the list and preview share, are in public-type-format.ts). Pure and Intl-only.
 */
import type { LocationKind, QuestionType, RefundRule } from "../../../shared/session-types";

export const LOCATION_LABELS: Record<LocationKind, string> = {
  IN_PERSON: "In person",
  PHONE: "Phone call",
  GOOGLE_MEET: "Google Meet",
  CUSTOM: "Other",
};

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  SHORT_TEXT: "Short answer",
  LONG_TEXT: "Paragraph",
  PHONE: "Phone number",
  EMAIL: "E-mail",
  CHECKBOX: "Checkbox",
};

export const REFUND_RULE_LABELS: Record<RefundRule, string> = {
  FULL: "Full refund",
  DEPOSIT_KEPT: "Refund all but the deposit",
  NONE: "No refund",
};

/** Minutes as a short duration: 30 → "30 min", 60 → "1 h", 90 → "1 h 30 min". */
export function shortDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? `${hours} h` : "", rest > 0 ? `${rest} min` : ""].filter(Boolean).join(" ") || "0 min";
}

/** A "YYYY-MM-DD" day on a card: "October 12, 2027" (a day has no zone). */
export function cardDate(date: string): string {
  const parsed = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed)) return date;
  return new Intl.DateTimeFormat("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(parsed);
}
