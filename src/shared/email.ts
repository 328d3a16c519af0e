/**
 * Template variables and their rendering, used by the server's e-mail service and
 * by the template preview in the client.
 */
export const TEMPLATE_VARIABLES = [
  "firstName",
  "lastName",
  "fullName",
  "email",
  "phone",
  "weddingDate",
  "businessName",
  "scheduling_link",
  // The studio's e-mail signature (Settings); added at the end of a thread message unless placed.
  "signature",
  // Filled in by payment reminders (PAYMENT_DUE_SOON / PAYMENT_OVERDUE) only; empty in other sends.
  "installmentLabel",
  "installmentAmount",
  "installmentDueDate",
  "payment_link",
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateValues = Partial<Record<TemplateVariable, string | null | undefined>>;

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * Replaces {{variable}} (spaces allowed inside the braces) with its value. Unknown variables stay as
 * written so that a typo shows up in the preview; known ones without a value become empty.
 */
export function renderTemplate(
  text: string,
  values: TemplateValues,
  options: { html?: boolean } = {},
): string {
  return text.replace(/\{\{\s*([A-Za-z_]+)\s*\}\}/g, (match, key: string) => {
    if (!(TEMPLATE_VARIABLES as readonly string[]).includes(key)) return match;
    const value = values[key as TemplateVariable] ?? "";
    return options.html ? escapeHtml(value) : value;
  });
}

export interface OutboxMessage {
  id: string;
  channel: "EMAIL" | "SMS";
  toAddress: string;
  fromAddress: string | null;
  subject: string | null;
  textBody: string | null;
  htmlBody: string | null;
  /** Files sent with it (a booking's invite.ics), as text. */
  attachments: { filename: string; contentType: string; content: string; encoding?: "base64" }[];
  /** Where a reply goes (the thread's reply address when inbound mail is configured). */
  replyTo: string | null;
  /** The Message-ID header, in angle brackets. */
  messageId: string | null;
  createdAt: string;
}
