/**
 * The create form's state and its one pure step: the draft (a name, read or read-and-write, an optional
 * last day) turned into what the server takes, or the messages to show beside the fields.
 */
import { type ApiTokenInput, apiTokenInputSchema } from "../../../shared/api-tokens";

export type AccessChoice = "read" | "write";

export interface ApiTokenDraft {
  name: string;
  access: AccessChoice;
  /** YYYY-MM-DD, or "" for a token that never expires. */
  expiresOn: string;
}

export const emptyApiTokenDraft = (): ApiTokenDraft => ({ name: "", access: "read", expiresOn: "" });

/** A chosen day means "valid through that day": the token stops at its end, in the browser's zone. */
export function expiryOf(expiresOn: string): string | null {
  if (!expiresOn) return null;
  const end = new Date(`${expiresOn}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? "invalid" : end.toISOString();
}

export type DraftResult =
  | { ok: true; input: ApiTokenInput }
  | { ok: false; errors: Partial<Record<"name" | "scopes" | "expiresAt", string>> };

export function toApiTokenInput(draft: ApiTokenDraft): DraftResult {
  const input = {
    name: draft.name,
    scopes: draft.access === "write" ? ["read", "write"] : ["read"],
    expiresAt: expiryOf(draft.expiresOn),
  };
  const parsed = apiTokenInputSchema.safeParse(input);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<"name" | "scopes" | "expiresAt", string>> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]) as keyof typeof errors;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
