/**
 * The template form's state as typed and the pure rules around it: validation through the shared
 * schema, inserting a {{variable}} at the cursor, SMS length and segments, and the
 * {{names}} that are not variables (sent as written, so worth a warning).
 */

import { TEMPLATE_VARIABLES } from "../../../shared/email";
import {
  type Channel,
  type Template,
  type TemplateInput,
  templateInputSchema,
} from "../../../shared/templates";
import { type FieldErrors, firstErrors } from "../../lib/form-values";

export interface TemplateDraft {
  name: string;
  channel: Channel;
  subject: string;
  htmlBody: string;
  textBody: string;
}

export type TextField = "subject" | "htmlBody" | "textBody";

export function templateDraft(template: Template | null, channel: Channel = "EMAIL"): TemplateDraft {
  if (!template) return { name: "", channel, subject: "", htmlBody: "", textBody: "" };
  return {
    name: template.name,
    channel: template.channel,
    subject: template.subject ?? "",
    htmlBody: template.htmlBody ?? "",
    textBody: template.textBody,
  };
}

export type TemplateValidation = { ok: true; input: TemplateInput } | { ok: false; errors: FieldErrors };

/**
 * An SMS draft keeps what was typed into subject and HTML (switching back to EMAIL restores it) but
 * never sends it. The project type is not edited here, so an edit keeps the template's own.
 */
export function validateTemplateDraft(
  draft: TemplateDraft,
  projectType: string | null = null,
): TemplateValidation {
  const isEmail = draft.channel === "EMAIL";
  const candidate = {
    name: draft.name,
    channel: draft.channel,
    subject: isEmail ? draft.subject : undefined,
    htmlBody: isEmail ? draft.htmlBody : undefined,
    textBody: draft.textBody,
    projectType: projectType ?? undefined,
  };
  const result = templateInputSchema.safeParse(candidate);
  if (!result.success) return { ok: false, errors: firstErrors(result.error.issues) };
  return { ok: true, input: candidate as TemplateInput };
}

/** `{{name}}` placed over the selection (or at the cursor), and where the cursor goes afterwards. */
export function insertVariable(
  text: string,
  variable: string,
  selectionStart: number | null,
  selectionEnd: number | null,
): { text: string; cursor: number } {
  const start = Math.min(Math.max(selectionStart ?? text.length, 0), text.length);
  const end = Math.min(Math.max(selectionEnd ?? start, start), text.length);
  const token = `{{${variable}}}`;
  return { text: text.slice(0, start) + token + text.slice(end), cursor: start + token.length };
}

export const SMS_SEGMENT_LENGTH = 160;

/** Characters and 160-character segments of a text message. */
export function smsLength(text: string): { characters: number; segments: number } {
  const characters = [...text].length;
  return { characters, segments: Math.ceil(characters / SMS_SEGMENT_LENGTH) };
}

export function describeSmsLength(text: string): string {
  const { characters, segments } = smsLength(text);
  const chars = `${characters.toLocaleString("en-US")} character${characters === 1 ? "" : "s"}`;
  return `${chars} · ${segments} segment${segments === 1 ? "" : "s"}`;
}

/** The {{names}} in a text that are not template variables: they are sent exactly as written. */
export function unknownVariables(...texts: string[]): string[] {
  const known = new Set<string>(TEMPLATE_VARIABLES);
  const found = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(/\{\{\s*([A-Za-z_]+)\s*\}\}/g)) {
      const name = match[1] as string;
      if (!known.has(name)) found.add(name);
    }
  }
  return [...found];
}
