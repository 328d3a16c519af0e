/**
 * Every SQL statement of the e-mail integration: the studio's sender and template fields, the e-mail
 * log, the development outbox and the delivery-attempt counter.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import {
  emailDeliveryAttempts,
  emailLogs,
  outboxMessages,
  photographers,
  users,
} from "../../db/schema/index.js";

export type NewEmailLog = typeof emailLogs.$inferInsert;
export type NewOutboxMessage = typeof outboxMessages.$inferInsert;

/** What a sent e-mail takes from its studio: the sender name, the reply address and the brand. */
export async function findStudioEmailSettings(db: DbOrTx, photographerId: string) {
  const [studio] = await db
    .select({
      businessName: photographers.businessName,
      emailFromName: photographers.emailFromName,
      emailFromAddr: photographers.emailFromAddr,
      emailSignature: photographers.emailSignature,
      brandPrimary: photographers.brandPrimary,
      logoUrl: photographers.logoUrl,
    })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return studio;
}

/**
 * The address the studio's account signed up with (its first photographer user): where replies go
 * until the studio names another.
 */
export async function findStudioAccountEmail(db: DbOrTx, photographerId: string): Promise<string | null> {
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.photographerId, photographerId), eq(users.role, "PHOTOGRAPHER")))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return owner?.email ?? null;
}

/** The studio fields template variables are filled from. */
export async function findStudioTemplateFields(db: DbOrTx, photographerId: string) {
  const [studio] = await db
    .select({ publicToken: photographers.publicToken, businessName: photographers.businessName })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return studio;
}

/** Answers the new log's id. */
export async function insertEmailLog(db: DbOrTx, values: NewEmailLog): Promise<string> {
  const [log] = await db.insert(emailLogs).values(values).returning({ id: emailLogs.id });
  return log!.id;
}

/** Answers the new outbox message's id. */
export async function insertOutboxMessage(db: DbOrTx, values: NewOutboxMessage): Promise<string> {
  const [row] = await db.insert(outboxMessages).values(values).returning({ id: outboxMessages.id });
  return row!.id;
}

/**
 * Counts one attempt at `deliveryKey` in a single statement (the first one records its Message-ID) and
 * answers the count so far.
 */
export async function upsertDeliveryAttempt(
  db: DbOrTx,
  deliveryKey: string,
  messageId: string,
): Promise<number> {
  const [row] = await db
    .insert(emailDeliveryAttempts)
    .values({ deliveryKey, messageId })
    .onConflictDoUpdate({
      target: emailDeliveryAttempts.deliveryKey,
      set: { attempts: sql`${emailDeliveryAttempts.attempts} + 1`, lastAttemptAt: new Date() },
    })
    .returning({ attempts: emailDeliveryAttempts.attempts });
  return row?.attempts ?? 1;
}
