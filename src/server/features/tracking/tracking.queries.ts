import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { dripDeliveries, emailLogs } from "../../db/schema/index.js";

/** The studio that sent an e-mail (undefined for an unknown log). */
export async function findEmailSender(db: DbOrTx, logId: string): Promise<string | undefined> {
  const [log] = await db
    .select({ photographerId: emailLogs.photographerId })
    .from(emailLogs)
    .where(eq(emailLogs.id, logId));
  return log?.photographerId;
}

/** Keeps the first open of a sent e-mail, and of its drip delivery if it was one. */
export async function markEmailOpened(db: DbOrTx, logId: string): Promise<void> {
  await db
    .update(emailLogs)
    .set({ openedAt: sql`coalesce(${emailLogs.openedAt}, now())` })
    .where(eq(emailLogs.id, logId));
  // A drip e-mail's delivery keeps its own open time.
  await db
    .update(dripDeliveries)
    .set({ openedAt: sql`coalesce(${dripDeliveries.openedAt}, now())` })
    .where(eq(dripDeliveries.emailLogId, logId));
}

/** The links a sent e-mail contained, in order (undefined for an unknown log). */
export async function findEmailLinks(db: DbOrTx, logId: string): Promise<string[] | null | undefined> {
  const [log] = await db.select({ links: emailLogs.links }).from(emailLogs).where(eq(emailLogs.id, logId));
  return log?.links;
}

/** Keeps the first click (and, since a click proves it, the first open) of an e-mail and its drip delivery. */
export async function markEmailClicked(db: DbOrTx, logId: string): Promise<void> {
  await db
    .update(emailLogs)
    .set({
      clickedAt: sql`coalesce(${emailLogs.clickedAt}, now())`,
      openedAt: sql`coalesce(${emailLogs.openedAt}, now())`,
    })
    .where(eq(emailLogs.id, logId));
  await db
    .update(dripDeliveries)
    .set({
      clickedAt: sql`coalesce(${dripDeliveries.clickedAt}, now())`,
      openedAt: sql`coalesce(${dripDeliveries.openedAt}, now())`,
    })
    .where(eq(dripDeliveries.emailLogId, logId));
}
