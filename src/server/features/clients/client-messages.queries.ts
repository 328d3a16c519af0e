/**
 * The studio's side of a client's messages: the thread as stored, a new message and the read marks.
 * Kept apart from clients.queries.ts (the client records); the conversations feature marks a thread
 * read through here too. Every statement is scoped by photographer.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { messages } from "../../db/schema/index.js";

export type MessageRow = typeof messages.$inferSelect;

export async function listMessages(db: DbOrTx, photographerId: string, clientId: string) {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.photographerId, photographerId), eq(messages.clientId, clientId)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** Marks the client's unread messages to the studio read; how many. */
export async function markClientMessagesRead(db: DbOrTx, photographerId: string, clientId: string) {
  const rows = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(messages.photographerId, photographerId),
        eq(messages.clientId, clientId),
        eq(messages.sentByPhotographer, false),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

export async function insertMessage(db: DbOrTx, values: typeof messages.$inferInsert) {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
}
