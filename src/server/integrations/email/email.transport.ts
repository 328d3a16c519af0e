/**
 * Where e-mail goes. With SMTP_URL, nodemailer delivers over SMTP; without it, messages are kept in
 * the database's development outbox, which the photographer can open in the app.
 */
import nodemailer from "nodemailer";
import type { DbOrTx } from "../../db/connect.js";
import type { OutboxAttachment } from "../../db/schema/index.js";
import { insertOutboxMessage } from "./email.queries.js";

export interface OutgoingEmail {
  photographerId: string;
  from: string;
  replyTo?: string | undefined;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string> | undefined;
  calendarInvite?: CalendarInvite | undefined;
  attachments?: EmailAttachment[] | undefined;
  /** The Message-ID header, `<id@domain>`: the same on every attempt at one delivery. */
  messageId?: string | undefined;
  /** A transaction to write through (the outbox): the message then exists only if it commits. */
  db?: DbOrTx | undefined;
}

/** An .ics body; METHOD in it must match `method` (REQUEST for an invitation, CANCEL to withdraw it). */
export interface CalendarInvite {
  method: "REQUEST" | "CANCEL" | "PUBLISH";
  content: string;
}

/** A file sent with the message (a payment's receipt PDF). */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

const INVITE_FILENAME = "invite.ics";

export interface EmailTransport {
  kind: "smtp" | "outbox";
  send(email: OutgoingEmail): Promise<{ providerId: string }>;
  close(): Promise<void>;
}

/**
 * `bounceAddress`: the SMTP envelope sender (MAIL FROM), where servers send their bounces; without it,
 * nodemailer uses the From address.
 */
export function createSmtpTransport(url: string, options: { bounceAddress?: string } = {}): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send(email) {
      const info = await transporter.sendMail({
        ...(options.bounceAddress ? { envelope: { from: options.bounceAddress, to: email.to } } : {}),
        from: email.from,
        replyTo: email.replyTo,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
        messageId: email.messageId,
        ...(email.attachments?.length
          ? {
              attachments: email.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: Buffer.from(a.content),
              })),
            }
          : {}),
        // nodemailer puts it in the alternative part calendar apps read and attaches it as a file.
        ...(email.calendarInvite
          ? {
              icalEvent: {
                method: email.calendarInvite.method,
                filename: INVITE_FILENAME,
                content: email.calendarInvite.content,
              },
            }
          : {}),
      });
      return { providerId: info.messageId };
    },
    async close() {
      transporter.close();
    },
  };
}

/** The outbox keeps text files as text and binary ones (a PDF) in base64. */
function outboxAttachments(email: OutgoingEmail): OutboxAttachment[] | null {
  const files: OutboxAttachment[] = (email.attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.content).toString("base64"),
    encoding: "base64",
  }));
  if (email.calendarInvite) {
    files.unshift({
      filename: INVITE_FILENAME,
      contentType: `text/calendar; method=${email.calendarInvite.method}; charset=UTF-8`,
      content: email.calendarInvite.content,
    });
  }
  return files.length > 0 ? files : null;
}

export function createOutboxTransport(db: DbOrTx): EmailTransport {
  return {
    kind: "outbox",
    async send(email) {
      const id = await insertOutboxMessage(email.db ?? db, {
        photographerId: email.photographerId,
        channel: "EMAIL",
        toAddress: email.to,
        fromAddress: email.from,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html,
        // Kept with the other headers, so that the outbox shows where a reply would go and the id it threads on.
        headers: {
          ...email.headers,
          ...(email.replyTo ? { "Reply-To": email.replyTo } : {}),
          ...(email.messageId ? { "Message-ID": email.messageId } : {}),
        },
        attachments: outboxAttachments(email),
      });
      return { providerId: `outbox:${id}` };
    },
    async close() {},
  };
}
