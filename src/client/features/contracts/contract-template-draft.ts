/**
 * The contract template editor's pure steps: the draft, its validation (the server's own schema, so the
 * form and the API refuse the same things with the same words), inserting a field at the caret, and the
 * sample booking the live preview renders against.
 */
import {
  CONTRACT_FIELDS,
  type ContractContext,
  type ContractField,
  INPUT_FIELD_PREFIX,
  MAX_INPUT_LABEL_LENGTH,
} from "../../../shared/contract-fields";
import {
  type ContractTemplate,
  type ContractTemplateInput,
  contractTemplateInputSchema,
} from "../../../shared/contracts";

export interface ContractTemplateDraft {
  name: string;
  body: string;
}

export function contractTemplateDraft(template: ContractTemplate | null): ContractTemplateDraft {
  return template ? { name: template.name, body: template.body } : { name: "", body: "" };
}

export type DraftValidation =
  | { ok: true; input: ContractTemplateInput }
  | { ok: false; errors: Partial<Record<keyof ContractTemplateDraft, string>> };

export function validateContractTemplateDraft(draft: ContractTemplateDraft): DraftValidation {
  const parsed = contractTemplateInputSchema.safeParse(draft);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: Partial<Record<keyof ContractTemplateDraft, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === "name" || key === "body") && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/** What each field fills in, for the picker. */
export const FIELD_DESCRIPTIONS: Record<ContractField, string> = {
  "client.fullName": "Client's full name",
  "client.email": "Client's e-mail",
  "project.eventDate": "Event date",
  "project.venue": "Venue",
  "proposal.total": "Proposal total",
  "proposal.schedule": "Payment plan (a table)",
  "studio.businessName": "Your business name",
  today: "Date the contract is made",
};
export const PICKER_FIELDS: readonly ContractField[] = CONTRACT_FIELDS;

/** The `input:Label` field name for a label the studio typed, or null when the label cannot be one. */
export function inputFieldName(label: string): string | null {
  const clean = label.replace(/[{}]/g, "").trim();
  if (clean.length === 0 || clean.length > MAX_INPUT_LABEL_LENGTH) return null;
  return `${INPUT_FIELD_PREFIX}${clean}`;
}

/**
 * `{{field}}` inserted at the selection (replacing it), and where the caret goes after it. The payment
 * plan is a table of its own, so it goes on its own line with a blank line either side.
 */
export function insertContractField(
  text: string,
  field: string,
  selectionStart: number | null,
  selectionEnd: number | null,
): { text: string; cursor: number } {
  const start = Math.min(Math.max(selectionStart ?? text.length, 0), text.length);
  const end = Math.min(Math.max(selectionEnd ?? start, start), text.length);
  let token = `{{${field}}}`;
  if (field === "proposal.schedule") {
    const before = text.slice(0, start);
    const after = text.slice(end);
    const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
    const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
    token = `${lead}${token}${trail}`;
  }
  return { text: text.slice(0, start) + token + text.slice(end), cursor: start + token.length };
}

/** The sample booking the preview fills the fields from: a wedding paid in three instalments. */
export function sampleContractContext(businessName: string | null, today: string): ContractContext {
  return {
    client: { fullName: "Ava & Noah Rivera", email: "ava.rivera@example.com" },
    project: { eventDate: "2027-06-12", venue: "Juniper Ridge Vineyard" },
    proposal: {
      totalCents: 540_000,
      currency: "USD",
      schedule: [
        { label: "Retainer", amountCents: 180_000, dueDate: null },
        { label: "Second payment", amountCents: 180_000, dueDate: "2027-01-12" },
        { label: "Balance", amountCents: 180_000, dueDate: "2027-05-29" },
      ],
    },
    studio: { businessName: businessName?.trim() || "Your Studio" },
    today,
  };
}

/** A sample answer for each client input, so the preview shows where it lands. */
export function sampleInputs(labels: readonly string[]): Record<string, string> {
  return Object.fromEntries(labels.map((label) => [label, `(${label}, filled in by the client)`]));
}

/** Today's calendar day (YYYY-MM-DD) in the studio's time zone. */
export function todayIn(zone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
