/** Thread rows as the API shows them: one shape for typed messages, automated e-mails and texts. */
import type { MessageStatus, ThreadChannel, ThreadMessage } from "../../../shared/conversations.js";
import type { FileView } from "../../../shared/files.js";
import type { listAutomatedEmails, listAutomatedSms, listThreadMessages } from "./thread.queries.js";

type MessageJoin = Awaited<ReturnType<typeof listThreadMessages>>[number];
type EmailRow = Awaited<ReturnType<typeof listAutomatedEmails>>[number];
type SmsRow = Awaited<ReturnType<typeof listAutomatedSms>>[number];

/** The stored channel as the thread names it: an internal note is INTERNAL in the table (the older API). */
export const threadChannel = (stored: string): ThreadChannel =>
  stored === "EMAIL" || stored === "SMS" || stored === "PORTAL" ? stored : "NOTE";

/** What happened to an e-mail after it left: opened and bounced come from the tracker and the provider. */
function emailStatus(
  base: string,
  log: { openedAt: Date | null; bouncedAt: Date | null; status?: string | null },
): MessageStatus {
  if (log.bouncedAt) return "BOUNCED";
  if (log.status === "failed" || base === "FAILED") return "FAILED";
  if (log.openedAt) return "OPENED";
  return base === "QUEUED" ? "QUEUED" : "SENT";
}

/** What happened to a text after it left: Twilio's status callback records delivered or failed. */
function smsStatus(base: string, logStatus: string | null): MessageStatus {
  if (logStatus === "delivered") return "DELIVERED";
  if (logStatus === "failed") return "FAILED";
  return base as MessageStatus;
}

/**
 * One typed message. `clientEmail` is given on the studio's side only: an inbound e-mail from another
 * address (a planner's, accepted after it was held) keeps saying who wrote it there.
 */
export function messageView(
  { message: m, openedAt, bouncedAt, logStatus, smsStatus: smsLogStatus }: MessageJoin,
  files: FileView[],
  clientEmail?: string | null,
) {
  const channel = threadChannel(m.channel);
  const status =
    channel === "EMAIL" && m.sentByPhotographer
      ? emailStatus(m.status, { openedAt, bouncedAt, status: logStatus })
      : channel === "SMS" && m.sentByPhotographer
        ? smsStatus(m.status, smsLogStatus)
        : (m.status as MessageStatus);
  return {
    id: m.id,
    direction: m.sentByPhotographer ? "OUT" : "IN",
    channel,
    content: m.content,
    subject: m.subject,
    attachments: files,
    status,
    readAt: m.readAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
    ...(m.fromAddress && (m.status === "HELD" || (clientEmail !== undefined && !sameAddress(m, clientEmail)))
      ? { fromAddress: m.fromAddress }
      : {}),
  } satisfies ThreadMessage;
}

/** Whether an inbound message came from the client's own address (a text's number is always theirs). */
function sameAddress(m: MessageJoin["message"], clientEmail: string | null) {
  if (m.channel !== "EMAIL") return true;
  return clientEmail !== null && m.fromAddress?.trim().toLowerCase() === clientEmail.trim().toLowerCase();
}

export const automatedEmailView = (e: EmailRow): ThreadMessage => ({
  id: `email:${e.id}`,
  direction: "OUT",
  channel: "EMAIL",
  content: e.preview ?? "",
  subject: e.subject,
  attachments: [],
  status: emailStatus(e.status === "failed" ? "FAILED" : "SENT", e),
  readAt: e.openedAt?.toISOString() ?? null,
  createdAt: e.createdAt.toISOString(),
  automated: true,
});

export const automatedSmsView = (s: SmsRow): ThreadMessage => ({
  id: `sms:${s.id}`,
  direction: "OUT",
  channel: "SMS",
  content: s.body ?? "",
  attachments: [],
  status: (s.status === "failed"
    ? "FAILED"
    : s.status === "delivered"
      ? "DELIVERED"
      : "SENT") as MessageStatus,
  readAt: null,
  createdAt: s.createdAt.toISOString(),
  automated: true,
});

/** Oldest first; ties by id, so the order never changes between two reads. */
export const byTime = (a: ThreadMessage, b: ThreadMessage) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1;
