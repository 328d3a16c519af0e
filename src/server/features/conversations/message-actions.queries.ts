/** The SQL of what the studio does to one message of a thread: accept a held one, delete one. */
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { messages, smsLogs } from "../../db/schema/index.js";

/** The studio's message, locked until the transaction ends (a delete and an accept take turns). */
export async function lockStudioMessage(db: DbOrTx, photographerId: string, id: string) {
  const [row] = await db
    .select({
      id: messages.id,
      channel: messages.channel,
      status: messages.status,
      sentByPhotographer: messages.sentByPhotographer,
      smsLogId: messages.smsLogId,
    })
    .from(messages)
    .where(and(eq(messages.photographerId, photographerId), eq(messages.id, id)))
    .for("update");
  return row;
}

/**
 * A held message becomes the client's: RECEIVED and unread (whatever the studio saw of it while held).
 * Only a row still HELD changes, so of parallel accepts exactly one gets the row back.
 */
export async function acceptHeldMessage(db: DbOrTx, photographerId: string, id: string) {
  const [row] = await db
    .update(messages)
    .set({ status: "RECEIVED", readAt: null })
    .where(and(eq(messages.photographerId, photographerId), eq(messages.id, id), eq(messages.status, "HELD")))
    .returning({ id: messages.id });
  return row;
}

export async function messageExists(db: DbOrTx, photographerId: string, id: string) {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.photographerId, photographerId), eq(messages.id, id)));
  return row !== undefined;
}

export async function deleteStudioMessage(db: DbOrTx, photographerId: string, id: string) {
  await db.delete(messages).where(and(eq(messages.photographerId, photographerId), eq(messages.id, id)));
}

/**
 * The log of a text that came in, which is nothing but that message's record: left behind, the client's
 * history would show the deleted text again as an SMS of its own.
 */
export async function deleteInboundSmsLog(db: DbOrTx, photographerId: string, id: string) {
  await db
    .delete(smsLogs)
    .where(
      and(eq(smsLogs.photographerId, photographerId), eq(smsLogs.id, id), eq(smsLogs.direction, "INBOUND")),
    );
}
