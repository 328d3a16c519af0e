/**
 * The client thread, the studio's side and the client's: read it (every channel, automated e-mails and
 * texts included), write into it by e-mail, SMS, the portal or as an internal note, and mark it read.
 * A message is stored first and then sent, in one transaction, so that what the thread shows is what
 * went out: its delivery state, its e-mail's Message-ID and log, the files that went with it.
 */
import {
  NO_EMAIL_ADDRESS,
  NO_PHONE,
  NO_SMS_OPT_IN,
  type PortalMessageInput,
  type ThreadMessage,
  type ThreadPostInput,
  type ThreadView,
} from "../../../shared/conversations.js";
import type { FileView } from "../../../shared/files.js";
import { IDEMPOTENCY_KEY_REUSED } from "../../../shared/idempotency.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { badRequest, conflict, notFound } from "../../http/errors.js";
import type { EmailService } from "../../integrations/email/email.service.js";
import type { EmailAttachment } from "../../integrations/email/email.transport.js";
import type { SmsService } from "../../integrations/sms/sms.service.js";
// The same marking as the older messages route: one statement for both.
import { markClientMessagesRead } from "../clients/client-messages.queries.js";
import {
  countUnread,
  findClientProject,
  findThreadClient,
  insertMessageOnce,
  listAutomatedEmails,
  listAutomatedSms,
  listThreadMessages,
  markStudioPortalMessagesRead,
  recentEmailIds,
  updateMessage,
} from "./thread.queries.js";
import { automatedEmailView, automatedSmsView, byTime, messageView } from "./thread.view.js";

/** What the thread needs of the files feature. */
export interface ThreadFiles {
  attachToMessage(
    tx: DbOrTx,
    photographerId: string,
    clientId: string,
    fileIds: string[],
    messageId: string,
    uploadedBy?: "STUDIO" | "CLIENT" | "EMAIL",
  ): Promise<unknown>;
  listForMessages(db: DbOrTx, photographerId: string, messageIds: string[]): Promise<Map<string, FileView[]>>;
  /** The message's files as e-mail attachments (their bytes). */
  emailAttachments(db: DbOrTx, photographerId: string, messageId: string): Promise<EmailAttachment[]>;
}

/** Called in the transaction that stored a client's message: tells the studio (a queued job). */
export type OnClientMessage = (tx: DbOrTx, photographerId: string, messageId: string) => Promise<void>;

/** A posted message, and whether it is an earlier post's answer repeated (the same Idempotency-Key). */
export interface Posted {
  message: ThreadMessage;
  replayed: boolean;
}

/** A repeat must be the same message: the same key on different words is a client's bug, not a resend. */
function sameMessage(earlier: { channel: string; content: string }, channel: string, content: string) {
  if (earlier.channel !== channel || earlier.content !== content) throw conflict(IDEMPOTENCY_KEY_REUSED);
}

export const CLIENT_NOT_FOUND = "Client not found";
export const PROJECT_NOT_FOUND = "Project not found";

export function createThreadService(deps: {
  database: Database;
  email: EmailService;
  sms: SmsService;
  files: ThreadFiles;
  onClientMessage: OnClientMessage;
}) {
  const { db } = deps.database;

  async function clientOf(tx: DbOrTx, photographerId: string, clientId: string) {
    const client = await findThreadClient(tx, photographerId, clientId);
    if (!client) throw notFound(CLIENT_NOT_FOUND);
    return client;
  }

  async function view(tx: DbOrTx, photographerId: string, clientId: string, forClient: boolean) {
    const rows = await listThreadMessages(tx, photographerId, clientId, forClient);
    const files = await deps.files.listForMessages(
      tx,
      photographerId,
      rows.map((r) => r.message.id),
    );
    // The studio's side names the sender of an e-mail that came from another address than the client's.
    const clientEmail = forClient
      ? undefined
      : ((await findThreadClient(tx, photographerId, clientId))?.email ?? null);
    const typed = rows.map((r) => messageView(r, files.get(r.message.id) ?? [], clientEmail));
    if (forClient) return { messages: typed };
    const [emails, texts] = await Promise.all([
      listAutomatedEmails(tx, photographerId, clientId),
      listAutomatedSms(tx, photographerId, clientId),
    ]);
    return {
      messages: [...typed, ...emails.map(automatedEmailView), ...texts.map(automatedSmsView)].sort(byTime),
    };
  }

  async function messageOf(
    tx: DbOrTx,
    photographerId: string,
    clientId: string,
    messageId: string,
    forClient: boolean,
  ) {
    return (await view(tx, photographerId, clientId, forClient)).messages.find((m) => m.id === messageId)!;
  }

  /** GET /api/clients/{id}/thread. */
  async function thread(photographerId: string, clientId: string): Promise<ThreadView> {
    await clientOf(db, photographerId, clientId);
    return view(db, photographerId, clientId, false);
  }

  /**
   * POST /api/clients/{id}/thread: stored, then sent on its channel; the answer is the stored message. With
   * an Idempotency-Key, a repeat answers with the first message and sends nothing again.
   */
  async function post(
    photographerId: string,
    clientId: string,
    input: ThreadPostInput & { content: string },
    idempotencyKey: string | null = null,
  ): Promise<Posted> {
    return db.transaction(async (tx) => {
      const client = await clientOf(tx, photographerId, clientId);
      if (input.projectId && !(await findClientProject(tx, photographerId, clientId, input.projectId))) {
        throw notFound(PROJECT_NOT_FOUND);
      }
      if (input.channel === "EMAIL" && !client.email) throw badRequest(NO_EMAIL_ADDRESS);
      if (input.channel === "SMS" && !client.phone) throw badRequest(NO_PHONE);
      if (input.channel === "SMS" && !client.smsOptIn) throw badRequest(NO_SMS_OPT_IN);
      if (input.channel === "SMS" && (input.attachmentIds?.length ?? 0) > 0) {
        throw badRequest("Files go by e-mail or the portal, not by text message");
      }
      const channel = input.channel === "NOTE" ? "INTERNAL" : input.channel;
      const { row: stored, replayed } = await insertMessageOnce(tx, {
        photographerId,
        clientId,
        projectId: input.projectId ?? null,
        content: input.content,
        subject: input.channel === "EMAIL" ? input.subject?.trim() || null : null,
        sentByPhotographer: true,
        channel,
        status: input.channel === "NOTE" ? "SAVED" : input.channel === "PORTAL" ? "SENT" : "QUEUED",
        idempotencyKey,
      });
      if (replayed) {
        sameMessage(stored, channel, input.content);
        return { message: await messageOf(tx, photographerId, clientId, stored.id, false), replayed };
      }
      if (input.attachmentIds?.length) {
        await deps.files.attachToMessage(
          tx,
          photographerId,
          clientId,
          input.attachmentIds,
          stored.id,
          "STUDIO",
        );
      }
      if (input.channel === "EMAIL") {
        const earlier = await recentEmailIds(tx, photographerId, clientId);
        const lastFromClient = [...earlier].reverse().find((e) => e.inbound)?.id ?? null;
        const sent = await deps.email.sendEmail({
          db: tx,
          photographerId,
          clientId,
          projectId: input.projectId ?? null,
          to: client.email!,
          subject:
            stored.subject ?? (lastFromClient ? "Re: your message" : "A message from {{businessName}}"),
          text: input.content,
          values: { firstName: client.firstName, lastName: client.lastName, email: client.email },
          appendSignature: true,
          inReplyTo: lastFromClient,
          references: earlier.map((e) => e.id!),
          attachments: await deps.files.emailAttachments(tx, photographerId, stored.id),
        });
        await updateMessage(tx, photographerId, stored.id, {
          status: sent.status === "sent" ? "SENT" : "FAILED",
          emailLogId: sent.logId,
          emailMessageId: sent.messageId,
        });
      } else if (input.channel === "SMS") {
        const sent = await deps.sms.sendSms({
          db: tx,
          photographerId,
          clientId,
          projectId: input.projectId ?? null,
          to: client.phone!,
          body: input.content,
        });
        await updateMessage(tx, photographerId, stored.id, {
          status: sent.status === "sent" ? "SENT" : "FAILED",
          smsLogId: sent.logId,
        });
      }
      return { message: await messageOf(tx, photographerId, clientId, stored.id, false), replayed };
    });
  }

  /** POST /api/clients/{id}/thread/read. */
  async function markRead(photographerId: string, clientId: string) {
    await clientOf(db, photographerId, clientId);
    return { marked: await markClientMessagesRead(db, photographerId, clientId) };
  }

  /** GET /api/client-portal/messages: the thread without notes; opening it reads the studio's messages. */
  async function portalThread(photographerId: string, clientId: string): Promise<ThreadView> {
    await clientOf(db, photographerId, clientId);
    await markStudioPortalMessagesRead(db, photographerId, clientId);
    return view(db, photographerId, clientId, true);
  }

  /** POST /api/client-portal/messages: the client writes to the studio, which is told. */
  async function portalPost(
    photographerId: string,
    clientId: string,
    input: PortalMessageInput & { content: string },
    idempotencyKey: string | null = null,
  ): Promise<Posted> {
    return db.transaction(async (tx) => {
      await clientOf(tx, photographerId, clientId);
      const { row: stored, replayed } = await insertMessageOnce(tx, {
        photographerId,
        clientId,
        content: input.content,
        sentByPhotographer: false,
        channel: "PORTAL",
        status: "RECEIVED",
        idempotencyKey,
      });
      if (replayed) {
        sameMessage(stored, "PORTAL", input.content);
        return { message: await messageOf(tx, photographerId, clientId, stored.id, true), replayed };
      }
      if (input.attachmentIds?.length) {
        // A client attaches only what they uploaded themselves.
        await deps.files.attachToMessage(
          tx,
          photographerId,
          clientId,
          input.attachmentIds,
          stored.id,
          "CLIENT",
        );
      }
      await deps.onClientMessage(tx, photographerId, stored.id);
      return { message: await messageOf(tx, photographerId, clientId, stored.id, true), replayed };
    });
  }

  /** GET /api/conversations/unread: what the sidebar counts. */
  async function unread(photographerId: string) {
    return { unread: await countUnread(db, photographerId) };
  }

  /** 404 unless the client is the studio's (null: not even an id). */
  async function requireClient(photographerId: string, clientId: string | null) {
    if (clientId === null) throw notFound(CLIENT_NOT_FOUND);
    await clientOf(db, photographerId, clientId);
  }

  return { thread, post, markRead, portalThread, portalPost, unread, requireClient };
}

export type ThreadService = ReturnType<typeof createThreadService>;
