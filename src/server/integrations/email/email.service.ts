/**
 * sendEmail: the one way the app sends e-mail. It renders the template variables into the subject
 * and both bodies (HTML-escaped in HTML), wraps the HTML in the studio's layout, sends through the
 * configured transport, and writes an email log row whatever happens.
 */
import { randomUUID } from "node:crypto";
import { escapeHtml, renderTemplate, type TemplateValues } from "../../../shared/email.js";
import { wrapEmailHtml } from "../../../shared/email-layout.js";
import type { Config } from "../../config.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { bounceAddress } from "./bounce-address.js";
import { countAttempt, domainOf, messageIdFor } from "./delivery-attempts.js";
import { findStudioAccountEmail, findStudioEmailSettings, insertEmailLog } from "./email.queries.js";
import { addTracking } from "./email.tracking.js";
import {
  type CalendarInvite,
  createOutboxTransport,
  createSmtpTransport,
  type EmailAttachment,
  type EmailTransport,
} from "./email.transport.js";
import { replyAddress } from "./reply-address.js";
import { ensureReplyToken } from "./reply-tokens.queries.js";
import { sanitizeEmailHtml } from "./sanitize-email-html.js";

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
  /**
   * Write the log (and, in development, the outbox message) through this transaction, so that a
   * send and the record of it commit together. On PGlite nothing else may be used inside one.
   */
  db?: DbOrTx;
  /** Add an open pixel and route links through the click tracker (automated e-mails). */
  track?: boolean;
  /**
   * Marketing e-mail (drip campaigns): a one-click unsubscribe address, put in the List-Unsubscribe
   * headers (RFC 8058) and in a footer line of both bodies. The footer link is never tracked.
   */
  unsubscribeUrl?: string;
  /** An iCalendar invitation (a booking): sent as the message's text/calendar part and as invite.ics. */
  calendarInvite?: CalendarInvite;
  /** Files sent with it (a payment's receipt PDF). */
  attachments?: EmailAttachment[];
  /**
   * Add the studio's e-mail signature at the end (a message typed in the client's thread) unless the
   * text places it itself with {{signature}}. The variable is filled in every e-mail.
   */
  appendSignature?: boolean;
  /** The Message-IDs this e-mail answers (the thread's last e-mail from the client first): mail clients thread on them. */
  inReplyTo?: string | null;
  references?: readonly string[];
  /**
   * Names the delivery when a job may run again after a crash (an automation run, a drip e-mail): every
   * attempt then carries one Message-ID and is counted (delivery-attempts.ts).
   */
  deliveryKey?: string;
}

export interface SendEmailResult {
  status: "sent" | "failed";
  delivery: "smtp" | "outbox";
  providerId: string | null;
  logId: string;
  messageId: string;
  replyTo: string | null;
  /** 1 for a first attempt; more when this delivery was tried before (it may have arrived already). */
  attempt: number;
  error?: string;
}

/** Addresses in plain text become links (a scheduling link in a template should be clickable). */
function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+[^\s<.,;:!?)]/g, (url) => `<a href="${url}">${url}</a>`);
}

/** Plain text to HTML paragraphs, escaped, with line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${linkify(escapeHtml(paragraph)).replaceAll("\n", "<br>")}</p>`)
    .join("\n");
}

/** In-Reply-To and References (RFC 5322 §3.6.4), each id in angle brackets; undefined when answering nothing. */
export function threadingHeaders(
  inReplyTo: string | null | undefined,
  references: readonly string[] | undefined,
): Record<string, string> | undefined {
  const bracket = (id: string) => (id.startsWith("<") ? id : `<${id}>`);
  const clean = (id: string) => id.replace(/[\r\n\s]/g, "");
  const refs = [...new Set((references ?? []).map(clean).filter(Boolean))].slice(-10).map(bracket);
  if (!inReplyTo && refs.length === 0) return undefined;
  return {
    ...(inReplyTo ? { "In-Reply-To": bracket(clean(inReplyTo)) } : {}),
    ...(refs.length > 0 ? { References: refs.join(" ") } : {}),
  };
}

function parseFrom(from: string): { name: string; address: string } {
  const match = /^(.*)<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1]!.trim(), address: match[2]!.trim() } : { name: "", address: from.trim() };
}

export function createEmailService(database: Database, config: Config, transport?: EmailTransport) {
  const active =
    transport ??
    (config.SMTP_URL
      ? createSmtpTransport(config.SMTP_URL, {
          ...(config.INBOUND_EMAIL_DOMAIN
            ? { bounceAddress: bounceAddress(config.INBOUND_EMAIL_DOMAIN) }
            : {}),
        })
      : createOutboxTransport(database.db));

  async function sendEmail(input: SendEmailInput): Promise<SendEmailResult> {
    const db = input.db ?? database.db;
    const logId = randomUUID();
    const studio = await findStudioEmailSettings(db, input.photographerId);
    const signature = studio?.emailSignature?.trim() ?? "";
    const values: TemplateValues = { businessName: studio?.businessName, signature, ...input.values };
    const subject = renderTemplate(input.subject, values);
    const placed = input.text.includes("{{signature}}");
    const rendered = renderTemplate(
      input.appendSignature && signature && !placed ? `${input.text}\n\n-- \n${signature}` : input.text,
      values,
    );
    const bodyHtml = input.html
      ? sanitizeEmailHtml(renderTemplate(input.html, values, { html: true }))
      : textToHtml(rendered);
    const { html: trackedBody, links } = input.track
      ? addTracking(bodyHtml, logId, config.publicUrl)
      : { html: bodyHtml, links: null };
    const unsubscribe = input.unsubscribeUrl;
    const html = wrapEmailHtml(
      trackedBody,
      {
        businessName: studio?.businessName ?? "",
        brandPrimary: studio?.brandPrimary ?? "#3b82f6",
        logoUrl: studio?.logoUrl ?? null,
      },
      unsubscribe
        ? {
            footerHtml: `Don't want these e-mails? <a href="${escapeHtml(unsubscribe)}" style="color:#64748b">Unsubscribe</a>`,
          }
        : {},
    );
    const text = unsubscribe
      ? `${rendered}\n\n--\nDon't want these e-mails? Unsubscribe: ${unsubscribe}`
      : rendered;
    const threading = threadingHeaders(input.inReplyTo, input.references);
    const headers = unsubscribe
      ? {
          ...input.headers,
          ...threading,
          "List-Unsubscribe": `<${unsubscribe}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        }
      : threading
        ? { ...input.headers, ...threading }
        : input.headers;
    // The platform address sends (so SPF/DKIM pass); the studio's own address receives the replies.
    const platform = parseFrom(config.SMTP_FROM);
    const fromName = studio?.emailFromName || studio?.businessName || platform.name;
    const from = `"${fromName.replaceAll('"', "'")}" <${platform.address}>`;

    // With inbound mail configured, a reply to an e-mail about a client comes back into that client's
    // thread. Otherwise a studio that has not named a reply address still hears its clients' answers:
    // the texts invite them to "just reply", and the platform's no-reply sender would swallow those.
    const token =
      config.INBOUND_EMAIL_DOMAIN && input.clientId
        ? await ensureReplyToken(db, input.photographerId, input.clientId)
        : undefined;
    const replyTo =
      (token && config.INBOUND_EMAIL_DOMAIN ? replyAddress(token, config.INBOUND_EMAIL_DOMAIN) : undefined) ||
      studio?.emailFromAddr ||
      (await findStudioAccountEmail(db, input.photographerId)) ||
      undefined;

    const messageId = messageIdFor(input.deliveryKey, domainOf(platform.address));
    const attempt = input.deliveryKey
      ? await countAttempt(database, input.db, input.deliveryKey, messageId)
      : 1;

    let status: SendEmailResult["status"] = "sent";
    let providerId: string | null = null;
    let error: string | undefined;
    try {
      ({ providerId } = await active.send({
        photographerId: input.photographerId,
        from,
        replyTo,
        to: input.to,
        subject,
        text,
        html,
        headers,
        calendarInvite: input.calendarInvite,
        attachments: input.attachments,
        messageId,
        db: input.db,
      }));
    } catch (cause) {
      status = "failed";
      error = (cause as Error).message;
    }
    const storedLogId = await insertEmailLog(db, {
      id: logId,
      links,
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
      messageId,
      attempt,
      sentAt: status === "sent" ? new Date() : null,
    });
    return {
      status,
      delivery: active.kind,
      replyTo: replyTo ?? null,
      providerId,
      logId: storedLogId,
      messageId,
      attempt,
      ...(error ? { error } : {}),
    };
  }

  return { sendEmail, delivery: active.kind, close: () => active.close() };
}

export type EmailService = ReturnType<typeof createEmailService>;
