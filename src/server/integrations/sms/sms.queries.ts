/** Every SQL statement of the SMS integration: the studio's name, the SMS log and the development outbox. */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { outboxMessages, photographers, smsLogs } from "../../db/schema/index.js";

export type NewSmsLog = typeof smsLogs.$inferInsert;
export type NewOutboxMessage = typeof outboxMessages.$inferInsert;

/** The studio's business name, which template variables may use. */
export async function findStudioName(db: DbOrTx, photographerId: string) {
  const [studio] = await db
    .select({ businessName: photographers.businessName })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return studio;
}

/** Answers the new log's id. */
export async function insertSmsLog(db: DbOrTx, values: NewSmsLog): Promise<string> {
  const [log] = await db.insert(smsLogs).values(values).returning({ id: smsLogs.id });
  return log!.id;
}

/** Answers the new outbox message's id. */
export async function insertOutboxMessage(db: DbOrTx, values: NewOutboxMessage): Promise<string> {
  const [row] = await db.insert(outboxMessages).values(values).returning({ id: outboxMessages.id });
  return row!.id;
}
