/**
 * A client's history: messages, e-mails, SMS, proposals and payments merged newest first. Each source
 * is one indexed query scoped by photographer and client; the merge happens here.
 */
import { and, desc, eq, notExists, sql } from "drizzle-orm";
import type { HistoryItem } from "../../../shared/clients.js";
import { formatMoney } from "../../../shared/currency.js";
import type { DbOrTx } from "../../db/connect.js";
import {
  automations,
  emailLogs,
  estimatePayments,
  estimates,
  messages,
  smsLogs,
} from "../../db/schema/index.js";

const LIMIT = 200;

function proposalEvent(e: typeof estimates.$inferSelect): Pick<HistoryItem, "title" | "description"> {
  if (e.signedAt)
    return {
      title: `Proposal signed: ${e.title}`,
      description: `Signed by ${e.signedByName ?? "the client"}`,
    };
  if (e.sentAt)
    return {
      title: `Proposal sent: ${e.title}`,
      description: `Total ${formatMoney(e.totalCents, e.currency)}`,
    };
  return {
    title: `Proposal created: ${e.title}`,
    description: `Draft, total ${formatMoney(e.totalCents, e.currency)}`,
  };
}

const BY: Record<string, string> = { EMAIL: " by e-mail", SMS: " by text", PORTAL: " in the portal" };

/** One event per message, whichever way it went: a note, or a message sent or received on its channel. */
function messageTitle(m: { sentByPhotographer: boolean; channel: string }): string {
  if (m.channel === "INTERNAL") return "You added a note";
  const by = BY[m.channel] ?? "";
  return m.sentByPhotographer ? `You sent a message${by}` : `The client sent a message${by}`;
}

export async function listClientHistory(
  db: DbOrTx,
  photographerId: string,
  clientId: string,
): Promise<HistoryItem[]> {
  const [messageRows, emailRows, smsRows, estimateRows, paymentRows] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(and(eq(messages.photographerId, photographerId), eq(messages.clientId, clientId)))
      .orderBy(desc(messages.createdAt))
      .limit(LIMIT),
    db
      .select({ log: emailLogs, automationName: automations.name })
      .from(emailLogs)
      .leftJoin(automations, eq(automations.id, emailLogs.automationId))
      .where(
        and(
          eq(emailLogs.photographerId, photographerId),
          eq(emailLogs.clientId, clientId),
          // An e-mail typed in the thread is its message's event, not a second one.
          notExists(db.select({ one: sql`1` }).from(messages).where(eq(messages.emailLogId, emailLogs.id))),
        ),
      )
      .orderBy(desc(emailLogs.createdAt))
      .limit(LIMIT),
    db
      .select({ log: smsLogs, automationName: automations.name })
      .from(smsLogs)
      .leftJoin(automations, eq(automations.id, smsLogs.automationId))
      .where(
        and(
          eq(smsLogs.photographerId, photographerId),
          eq(smsLogs.clientId, clientId),
          // A text typed in the thread, or one the client sent back, is its message's event.
          notExists(db.select({ one: sql`1` }).from(messages).where(eq(messages.smsLogId, smsLogs.id))),
        ),
      )
      .orderBy(desc(smsLogs.createdAt))
      .limit(LIMIT),
    db
      .select()
      .from(estimates)
      .where(and(eq(estimates.photographerId, photographerId), eq(estimates.clientId, clientId)))
      .orderBy(desc(estimates.createdAt))
      .limit(LIMIT),
    db
      .select({ payment: estimatePayments, title: estimates.title, currency: estimates.currency })
      .from(estimatePayments)
      .innerJoin(estimates, eq(estimates.id, estimatePayments.estimateId))
      .where(
        and(
          eq(estimatePayments.photographerId, photographerId),
          eq(estimatePayments.clientId, clientId),
          // A checkout the client opened but never finished is not a payment.
          eq(estimatePayments.status, "COMPLETED"),
        ),
      )
      .orderBy(desc(estimatePayments.createdAt))
      .limit(LIMIT),
  ]);

  const items: HistoryItem[] = [
    ...messageRows.map((m) => ({
      id: `message:${m.id}`,
      type: "message" as const,
      title: messageTitle(m),
      description: m.content,
      createdAt: m.createdAt.toISOString(),
    })),
    ...emailRows.map(({ log, automationName }) => ({
      id: `email:${log.id}`,
      type: "email" as const,
      title: log.subject ? `Email: ${log.subject}` : "Email",
      description:
        log.status === "failed" ? `Not delivered: ${log.error ?? "unknown error"}` : `Sent to ${log.toEmail}`,
      createdAt: log.createdAt.toISOString(),
      status: log.status,
      ...(log.subject ? { templateSubject: log.subject } : {}),
      ...(log.preview ? { templatePreview: log.preview } : {}),
      ...(automationName ? { automationName } : {}),
    })),
    ...smsRows.map(({ log, automationName }) => ({
      id: `sms:${log.id}`,
      type: "sms" as const,
      title: log.direction === "INBOUND" ? "Text message received" : "Text message sent",
      description: log.messageBody ?? "",
      createdAt: log.createdAt.toISOString(),
      status: log.status,
      ...(log.messageBody ? { templatePreview: log.messageBody.slice(0, 200) } : {}),
      ...(automationName ? { automationName } : {}),
    })),
    ...estimateRows.map((e) => ({
      id: `proposal:${e.id}`,
      type: "proposal" as const,
      ...proposalEvent(e),
      createdAt: (e.signedAt ?? e.sentAt ?? e.createdAt).toISOString(),
      status: e.status,
      totalCents: e.totalCents,
    })),
    ...paymentRows.map(({ payment, title, currency }) => ({
      id: `payment:${payment.id}`,
      type: "payment" as const,
      title: `Payment: ${formatMoney(payment.amountCents, currency)}`,
      description: `For ${title}`,
      createdAt: (payment.completedAt ?? payment.createdAt).toISOString(),
      status: payment.status,
      amountCents: payment.amountCents,
    })),
  ];
  return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, LIMIT);
}
