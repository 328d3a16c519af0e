/**
 * sendEmail: the one way the app sends e-mail. It renders SPEC's template variables into the subject
 * and both bodies (HTML-escaped in HTML), wraps the HTML in the studio's layout, sends through the
 * configured transport, and writes an email log row whatever happens.
 */
import { eq } from "drizzle-orm";
import { escapeHtml, renderTemplate, type TemplateValues } from "../../../shared/email.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/connect.js";
import { emailLogs, photographers } from "../../db/schema/index.js";
import { wrapEmailHtml } from "./email.layout.js";
import { createOutboxTransport, createSmtpTransport, type EmailTransport } from "./email.transport.js";

export interface SendEmailInput {
  photographerId: string;
  to: string;
  subject: string;
  /** Plain text; also the source of the HTML body when `html` is not given. */
  text: string;
  html?: string;
  values?: TemplateValues;
  clientId?: string | null;
  projectId?: string | null;
  automationId?: string | null;
  automationStepId?: string | null;
  headers?: Record<string, string>;
}

export interface SendEmailResult {
  status: "sent" | "failed";
  delivery: "smtp" | "outbox";
  providerId: string | null;
  logId: string;
  error?: string;
}

/** Plain text to HTML paragraphs, escaped, with line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`)
    .join("\n");
}

function parseFrom(from: string): { name: string; address: string } {
  const match = /^(.*)<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1]!.trim(), address: match[2]!.trim() } : { name: "", address: from.trim() };
}

export function createEmailService(database: Database, config: Config, transport?: EmailTransport) {
  const active =
    transport ??
    (config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : createOutboxTransport(database.db));

  async function sendEmail(input: SendEmailInput): Promise<SendEmailResult> {
    const [studio] = await database.db
      .select({
        businessName: photographers.businessName,
        emailFromName: photographers.emailFromName,
        emailFromAddr: photographers.emailFromAddr,
        brandPrimary: photographers.brandPrimary,
        logoUrl: photographers.logoUrl,
      })
      .from(photographers)
      .where(eq(photographers.id, input.photographerId));
    const values: TemplateValues = { businessName: studio?.businessName, ...input.values };
    const subject = renderTemplate(input.subject, values);
    const text = renderTemplate(input.text, values);
    const bodyHtml = input.html ? renderTemplate(input.html, values, { html: true }) : textToHtml(text);
    const html = wrapEmailHtml(bodyHtml, {
      businessName: studio?.businessName ?? "",
      brandPrimary: studio?.brandPrimary ?? "#3b82f6",
      logoUrl: studio?.logoUrl ?? null,
    });
    // The platform address sends (so SPF/DKIM pass); the studio's own address receives the replies.
    const platform = parseFrom(config.SMTP_FROM);
    const fromName = studio?.emailFromName || studio?.businessName || platform.name;
    const from = `"${fromName.replaceAll('"', "'")}" <${platform.address}>`;

    let status: SendEmailResult["status"] = "sent";
    let providerId: string | null = null;
    let error: string | undefined;
    try {
      ({ providerId } = await active.send({
        photographerId: input.photographerId,
        from,
        replyTo: studio?.emailFromAddr ?? undefined,
        to: input.to,
        subject,
        text,
        html,
        headers: input.headers,
      }));
    } catch (cause) {
      status = "failed";
      error = (cause as Error).message;
    }
    const [log] = await database.db
      .insert(emailLogs)
      .values({
        photographerId: input.photographerId,
        clientId: input.clientId ?? null,
        projectId: input.projectId ?? null,
        automationId: input.automationId ?? null,
        automationStepId: input.automationStepId ?? null,
        toEmail: input.to,
        subject,
        preview: text.slice(0, 200),
        status,
        error: error ?? null,
        providerId,
        sentAt: status === "sent" ? new Date() : null,
      })
      .returning({ id: emailLogs.id });
    return { status, delivery: active.kind, providerId, logId: log!.id, ...(error ? { error } : {}) };
  }

  return { sendEmail, delivery: active.kind, close: () => active.close() };
}

export type EmailService = ReturnType<typeof createEmailService>;
