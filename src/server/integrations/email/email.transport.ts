/**
 * Where e-mail goes. With SMTP_URL, nodemailer delivers over SMTP; without it, messages are kept in
 * the database's development outbox, which the photographer can open in the app.
 */
import nodemailer from "nodemailer";
import type { DbOrTx } from "../../db/connect.js";
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

const INVITE_FILENAME = "invite.ics";

export interface EmailTransport {
  kind: "smtp" | "outbox";
  send(email: OutgoingEmail): Promise<{ providerId: string }>;
  close(): Promise<void>;
}

export function createSmtpTransport(url: string): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send(email) {
      const info = await transporter.sendMail({
        from: email.from,
        replyTo: email.replyTo,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
        messageId: email.messageId,
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
        headers: email.headers ?? null,
        attachments: email.calendarInvite
          ? [
              {
                filename: INVITE_FILENAME,
                contentType: `text/calendar; method=${email.calendarInvite.method}; charset=UTF-8`,
                content: email.calendarInvite.content,
              },
            ]
          : null,
      });
      return { providerId: `outbox:${id}` };
    },
    async close() {},
  };
}
