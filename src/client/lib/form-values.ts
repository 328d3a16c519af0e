/** Form helpers shared by the proposal, package and template editors. */
import { centsToInput, dollarsToCents } from "../../shared/proposals";

/** A quantity that is empty, zero or not a number falls back to 1. */
export function parseQty(text: string): number {
  const qty = Number.parseInt(text, 10);
  return Number.isNaN(qty) || qty === 0 ? 1 : qty;
}

/** Field path ("title", "items.0.name") to the first message the schema gave for it. */
export type FieldErrors = Record<string, string>;

export function firstErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** A price field on blur: cents, written back as "1234.50" (empty becomes "0.00"). */
export function normalizePrice(text: string): string {
  return centsToInput(dollarsToCents(text));
}

/**
 * What was typed into a time field, tidied to "HH:MM" on the 24-hour clock: "9" → "09:00",
 * "930" → "09:30", "9.30" → "09:30". Anything else is left as typed for the validator to name.
 */
export function normalizeTime(raw: string): string {
  const text = raw.trim();
  const match = /^(\d{1,2})(?:[:.h]?(\d{2}))?$/.exec(text);
  if (!match) return text;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? "0");
  if (hours > 23 || minutes > 59) return text;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}
