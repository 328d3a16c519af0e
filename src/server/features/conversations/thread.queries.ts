/**
 * The client thread's SQL: its messages (every channel), the automated e-mails and texts that are not a
 * message of their own, read marks, unread counts, and what a new message needs to know of the client.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, notExists, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { clients, emailLogs, messages, photographers, projects, smsLogs } from "../../db/schema/index.js";

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

/** The client a message is for: how to reach them. */
export async function findThreadClient(db: DbOrTx, photographerId: string, clientId: string) {
  const [row] = await db
    .select({
      id: clients.id,
      firstName: clients.firstName,
      lastName: clients.lastName,
      email: clients.email,
      phone: clients.phone,
      smsOptIn: clients.smsOptIn,
    })
    .from(clients)
    .where(and(eq(clients.photographerId, photographerId), eq(clients.id, clientId)));
  return row;
}

/** The thread's messages, oldest first, with the delivery marks of the e-mail or text each went out as. */
export async function listThreadMessages(
  db: DbOrTx,
  photographerId: string,
  clientId: string,
  forClient: boolean,
) {
  return db
    .select({
      message: messages,
      openedAt: emailLogs.openedAt,
      bouncedAt: emailLogs.bouncedAt,
      logStatus: emailLogs.status,
      smsStatus: smsLogs.status,
    })
    .from(messages)
    .leftJoin(emailLogs, eq(emailLogs.id, messages.emailLogId))
    .leftJoin(smsLogs, eq(smsLogs.id, messages.smsLogId))
    .where(
      and(
        eq(messages.photographerId, photographerId),
        eq(messages.clientId, clientId),
        // The client never sees an internal note, nor a message held for the studio to accept.
        forClient ? and(ne(messages.channel, "INTERNAL"), ne(messages.status, "HELD")) : undefined,
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** E-mails to the client that are not a thread message of their own (automations, proposals, reminders). */
export async function listAutomatedEmails(db: DbOrTx, photographerId: string, clientId: string) {
  return db
    .select({
      id: emailLogs.id,
      subject: emailLogs.subject,
      preview: emailLogs.preview,
      status: emailLogs.status,
      openedAt: emailLogs.openedAt,
      bouncedAt: emailLogs.bouncedAt,
      createdAt: emailLogs.createdAt,
    })
    .from(emailLogs)
    .where(
      and(
        eq(emailLogs.photographerId, photographerId),
        eq(emailLogs.clientId, clientId),
        notExists(db.select({ one: sql`1` }).from(messages).where(eq(messages.emailLogId, emailLogs.id))),
      ),
    )
    .orderBy(asc(emailLogs.createdAt));
}

/** Texts to the client that are not a thread message of their own. */
export async function listAutomatedSms(db: DbOrTx, photographerId: string, clientId: string) {
  return db
    .select({
      id: smsLogs.id,
      body: smsLogs.messageBody,
      status: smsLogs.status,
      createdAt: smsLogs.createdAt,
    })
    .from(smsLogs)
    .where(
      and(
        eq(smsLogs.photographerId, photographerId),
        eq(smsLogs.clientId, clientId),
        eq(smsLogs.direction, "OUTBOUND"),
        notExists(db.select({ one: sql`1` }).from(messages).where(eq(messages.smsLogId, smsLogs.id))),
      ),
    )
    .orderBy(asc(smsLogs.createdAt));
}

export async function insertThreadMessage(db: DbOrTx, values: NewMessage) {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
}

/**
 * A posted message, once per Idempotency-Key: a repeat with the same key (the same studio or client, the
 * same side) finds the first one instead. On PostgreSQL a parallel repeat waits at the unique index for the
 * first transaction and then sees its row; if that one rolled back, the repeat is the message.
 */
export async function insertMessageOnce(
  db: DbOrTx,
  values: NewMessage,
): Promise<{ row: typeof messages.$inferSelect; replayed: boolean }> {
  const key = values.idempotencyKey;
  if (!key) return { row: await insertThreadMessage(db, values), replayed: false };
  const [row] = await db.insert(messages).values(values).onConflictDoNothing().returning();
  if (row) return { row, replayed: false };
  const [earlier] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.photographerId, values.photographerId),
        eq(messages.clientId, values.clientId),
        eq(messages.sentByPhotographer, values.sentByPhotographer),
        eq(messages.idempotencyKey, key),
      ),
    );
  // The first was deleted in between: this one is the message now.
  if (!earlier) return { row: await insertThreadMessage(db, values), replayed: false };
  return { row: earlier, replayed: true };
}

/** An inbound e-mail, once: undefined when the same Message-ID already reached this studio. */
export async function insertInboundEmail(db: DbOrTx, values: NewMessage) {
  const [row] = await db.insert(messages).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateMessage(
  db: DbOrTx,
  photographerId: string,
  id: string,
  values: Partial<Pick<NewMessage, "status" | "emailLogId" | "smsLogId" | "emailMessageId">>,
) {
  const [row] = await db
    .update(messages)
    .set(values)
    .where(and(eq(messages.photographerId, photographerId), eq(messages.id, id)))
    .returning();
  return row;
}

/** The client opened their messages in the portal: the studio's portal messages are read. */
export async function markStudioPortalMessagesRead(db: DbOrTx, photographerId: string, clientId: string) {
  await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(messages.photographerId, photographerId),
        eq(messages.clientId, clientId),
        eq(messages.sentByPhotographer, true),
        eq(messages.channel, "PORTAL"),
        isNull(messages.readAt),
      ),
    );
}

/** Client messages the studio has not read yet, in all (the sidebar's count). */
export async function countUnread(db: DbOrTx, photographerId: string) {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .where(
      and(
        eq(messages.photographerId, photographerId),
        eq(messages.sentByPhotographer, false),
        isNull(messages.readAt),
      ),
    );
  return row?.unread ?? 0;
}

/** The Message-IDs an e-mail answering the client threads on: their last e-mails, newest last. */
export async function recentEmailIds(db: DbOrTx, photographerId: string, clientId: string) {
  const rows = await db
    .select({ id: messages.emailMessageId, inbound: sql<boolean>`NOT ${messages.sentByPhotographer}` })
    .from(messages)
    .where(
      and(
        eq(messages.photographerId, photographerId),
        eq(messages.clientId, clientId),
        eq(messages.channel, "EMAIL"),
        isNotNull(messages.emailMessageId),
        or(eq(messages.sentByPhotographer, true), ne(messages.status, "HELD")),
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(10);
  return rows.reverse();
}

/** The studio's name and where it hears about its clients (for the new-message notice). */
export async function findStudioNoticeSettings(db: DbOrTx, photographerId: string) {
  const [row] = await db
    .select({ businessName: photographers.businessName, digestMinutes: photographers.messageDigestMinutes })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return row;
}

export async function findMessages(db: DbOrTx, photographerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.photographerId, photographerId), inArray(messages.id, ids)));
}

/** The project, when it is this client's in this studio. */
export async function findClientProject(
  db: DbOrTx,
  photographerId: string,
  clientId: string,
  projectId: string,
) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.photographerId, photographerId),
        eq(projects.clientId, clientId),
        eq(projects.id, projectId),
      ),
    );
  return row;
}
