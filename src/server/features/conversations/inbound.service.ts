/**
 * Messages that come back: an e-mail reply (from the SMTP receiver or the IMAP poller) and a text (from
 * Twilio's webhook). A reply finds its thread only by the token in the address it was sent to; an unknown
 * or forged token lands nowhere. A reply from an address that is not the client's is kept, but held for
 * the studio to accept; the client never sees it. The studio is told of each message that lands. A
 * bounce (inbound-bounce.ts) lands in no thread: it marks the e-mail it reports on.
 */
import type { FileView } from "../../../shared/files.js";
import type { Config } from "../../config.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { HttpError } from "../../http/errors.js";
import { isBounceAddress } from "../../integrations/email/bounce-address.js";
import { replyTokenOf } from "../../integrations/email/reply-address.js";
import { findReplyToken } from "../../integrations/email/reply-tokens.queries.js";
import { insertSmsLog } from "../../integrations/sms/sms.queries.js";
import type { DeliveryReport } from "./inbound-bounce.js";
import { type BounceOutcome, receiveDeliveryReport } from "./inbound-bounce.service.js";
import { findThreadClient, insertInboundEmail, insertThreadMessage } from "./thread.queries.js";
import type { OnClientMessage } from "./thread.service.js";

export interface InboundFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface InboundEmail {
  /** Every address the message was delivered to (the SMTP envelope's recipients, To and Cc). */
  recipients: readonly string[];
  /** The sender's address (From). */
  from: string;
  /** Its Message-ID header: the same e-mail delivered twice is stored once. */
  messageId: string | null;
  subject: string | null;
  /** The text to show: the reply without the quoted earlier message and the signature. */
  text: string;
  /** The whole text as it came. */
  originalText: string;
  attachments: readonly InboundFile[];
  /** A delivery status notification's report (a bounce), when the message is one. */
  report?: DeliveryReport | null;
}

export type InboundOutcome =
  | { outcome: "stored" | "held"; messageId: string }
  | { outcome: "duplicate" | "unknown-token" | BounceOutcome };

/** Saves an inbound attachment to the message (the files feature's saveFile). */
export type SaveInboundFile = (
  tx: DbOrTx,
  file: InboundFile & { photographerId: string; clientId: string; messageId: string },
) => Promise<FileView>;

export interface InboundLog {
  warn(details: object, message: string): void;
}

export function createInboundService(deps: {
  database: Database;
  config: Pick<Config, "INBOUND_EMAIL_DOMAIN">;
  saveFile: SaveInboundFile;
  onClientMessage: OnClientMessage;
  log: InboundLog;
}) {
  const { db } = deps.database;

  /** One inbound e-mail into the thread its reply address names. */
  async function receiveEmail(mail: InboundEmail): Promise<InboundOutcome> {
    const domain = deps.config.INBOUND_EMAIL_DOMAIN;
    // A bounce comes to the envelope sender, or to Reply-To from some servers: it marks our e-mail, and
    // is never a message from the client.
    const toUs = (address: string) =>
      Boolean(domain) &&
      (isBounceAddress(address, domain!) || replyTokenOf(address.trim(), domain!) !== null);
    if (mail.report && mail.recipients.some(toUs)) {
      return { outcome: await receiveDeliveryReport(db, mail.report, deps.log) };
    }
    const token = domain
      ? mail.recipients.map((address) => replyTokenOf(address.trim(), domain)).find((t) => t !== null)
      : undefined;
    const owner = token ? await findReplyToken(db, token) : undefined;
    if (!owner) {
      // Never guessed into some other thread: dropped, and said in the log for the operator.
      deps.log.warn(
        { recipients: mail.recipients.slice(0, 5), from: mail.from, messageId: mail.messageId },
        "inbound e-mail with no known reply token dropped",
      );
      return { outcome: "unknown-token" };
    }
    return db.transaction(async (tx) => {
      const client = await findThreadClient(tx, owner.photographerId, owner.clientId);
      if (!client) return { outcome: "unknown-token" as const };
      const fromClient =
        Boolean(client.email) && client.email!.toLowerCase() === mail.from.trim().toLowerCase();
      const stored = await insertInboundEmail(tx, {
        photographerId: owner.photographerId,
        clientId: owner.clientId,
        channel: "EMAIL",
        sentByPhotographer: false,
        status: fromClient ? "RECEIVED" : "HELD",
        subject: mail.subject?.slice(0, 500) ?? null,
        content: mail.text.trim() || "(no text)",
        originalContent: mail.originalText,
        fromAddress: mail.from.slice(0, 320),
        emailMessageId: mail.messageId?.slice(0, 998) ?? null,
      });
      if (!stored) return { outcome: "duplicate" as const };
      const refused: string[] = [];
      for (const file of mail.attachments) {
        try {
          await deps.saveFile(tx, {
            ...file,
            photographerId: owner.photographerId,
            clientId: owner.clientId,
            messageId: stored.id,
          });
        } catch (error) {
          // A file the studio could not safely open (an executable, over 25 MB) is named, not kept.
          if (!(error instanceof HttpError)) throw error;
          refused.push(`${file.filename}: ${error.message}`);
        }
      }
      if (refused.length > 0) {
        deps.log.warn({ messageId: stored.id, refused }, "inbound e-mail attachments not kept");
      }
      await deps.onClientMessage(tx, owner.photographerId, stored.id);
      return { outcome: fromClient ? ("stored" as const) : ("held" as const), messageId: stored.id };
    });
  }

  /** One inbound text from a client the webhook matched, logged as an SMS and kept in the thread. */
  async function receiveSms(input: {
    photographerId: string;
    clientId: string;
    from: string;
    to: string;
    body: string;
    providerId: string | null;
  }) {
    return db.transaction(async (tx) => {
      const smsLogId = await insertSmsLog(tx, {
        photographerId: input.photographerId,
        clientId: input.clientId,
        direction: "INBOUND",
        status: "received",
        providerId: input.providerId,
        fromPhone: input.from,
        toPhone: input.to,
        messageBody: input.body,
      });
      const stored = await insertThreadMessage(tx, {
        photographerId: input.photographerId,
        clientId: input.clientId,
        channel: "SMS",
        sentByPhotographer: false,
        status: "RECEIVED",
        content: input.body,
        fromAddress: input.from,
        smsLogId,
      });
      await deps.onClientMessage(tx, input.photographerId, stored.id);
      return { messageId: stored.id };
    });
  }

  return { receiveEmail, receiveSms };
}

export type InboundService = ReturnType<typeof createInboundService>;
