import type { z } from "zod";

/** The first message of each field of a failed parse, keyed by field name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Focuses the first field (in form order) that has a message. */
export function focusFirstError(errors: Record<string, string>, order: { name: string; id: string }[]) {
  const first = order.find(({ name }) => errors[name]);
  if (first) document.getElementById(first.id)?.focus();
}
