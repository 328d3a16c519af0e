import { and, desc, eq, inArray } from "drizzle-orm";
import type { OutboxMessage } from "../../../shared/email.js";
import type { DbOrTx } from "../../db/connect.js";
import { emailLogs, outboxMessages } from "../../db/schema/index.js";

function toOutboxMessage(row: typeof outboxMessages.$inferSelect): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    toAddress: row.toAddress,
    fromAddress: row.fromAddress,
    subject: row.subject,
    textBody: row.textBody,
    htmlBody: row.htmlBody,
    attachments: row.attachments ?? [],
    replyTo: row.headers?.["Reply-To"] ?? null,
    messageId: row.headers?.["Message-ID"] ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The studio's 200 newest kept messages, newest first. */
export async function listOutboxMessages(db: DbOrTx, photographerId: string): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.photographerId, photographerId))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(200);
  return rows.map(toOutboxMessage);
}

export async function findOutboxMessage(
  db: DbOrTx,
  photographerId: string,
  id: string,
): Promise<OutboxMessage | undefined> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.photographerId, photographerId), eq(outboxMessages.id, id)));
  return row ? toOutboxMessage(row) : undefined;
}

/** The links each of the studio's tracked e-mails contained, in order, by log id. */
export async function findTrackedLinks(
  db: DbOrTx,
  photographerId: string,
  logIds: string[],
): Promise<Map<string, string[]>> {
  if (logIds.length === 0) return new Map();
  const rows = await db
    .select({ id: emailLogs.id, links: emailLogs.links })
    .from(emailLogs)
    .where(and(eq(emailLogs.photographerId, photographerId), inArray(emailLogs.id, logIds)));
  return new Map(rows.map((r) => [r.id, r.links ?? []]));
}
