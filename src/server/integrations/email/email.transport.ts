/**
 * Where e-mail goes. With SMTP_URL, nodemailer delivers over SMTP; without it, messages are kept in
 * the database's development outbox, which the photographer can open in the app.
 */
import nodemailer from "nodemailer";
import type { DbOrTx } from "../../db/connect.js";
import { outboxMessages } from "../../db/schema/index.js";

export interface OutgoingEmail {
  photographerId: string;
  from: string;
  replyTo?: string | undefined;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string> | undefined;
  /** A transaction to write through (the outbox): the message then exists only if it commits. */
  db?: DbOrTx | undefined;
}

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
      const [row] = await (email.db ?? db)
        .insert(outboxMessages)
        .values({
          photographerId: email.photographerId,
          channel: "EMAIL",
          toAddress: email.to,
          fromAddress: email.from,
          subject: email.subject,
          textBody: email.text,
          htmlBody: email.html,
          headers: email.headers ?? null,
        })
        .returning({ id: outboxMessages.id });
      return { providerId: `outbox:${row!.id}` };
    },
    async close() {},
  };
}
