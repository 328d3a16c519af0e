/**
 * Every SQL statement of a returned bounce: the e-mail log rows of the Message-ID it names. The
 * Message-ID is ours, random per delivery (delivery-attempts.ts), so it names one studio's e-mail; a
 * delivery tried twice has a row per attempt under the same Message-ID, and the bounce marks each.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { emailLogs } from "../../db/schema/index.js";

/** Marks the e-mail bounced, once (a second report of the same bounce changes nothing); answers the rows marked. */
export async function markEmailBounced(db: DbOrTx, messageId: string, error: string, at: Date) {
  return db
    .update(emailLogs)
    .set({ status: "bounced", bouncedAt: at, error })
    .where(and(eq(emailLogs.messageId, messageId), isNull(emailLogs.bouncedAt)))
    .returning({ id: emailLogs.id, photographerId: emailLogs.photographerId });
}

/** Whether any e-mail of ours went out with this Message-ID. */
export async function emailWithMessageIdExists(db: DbOrTx, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: emailLogs.id })
    .from(emailLogs)
    .where(eq(emailLogs.messageId, messageId))
    .limit(1);
  return row !== undefined;
}
