/**
 * The statements behind a campaign version's e-mails. Every statement names the studio, so another
 * studio's id finds nothing.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { dripCampaignEmails } from "../../db/schema/index.js";
import type { CampaignEmailRow } from "./drip-campaigns.queries.js";

export type EmailValues = Partial<
  Omit<CampaignEmailRow, "id" | "photographerId" | "campaignId" | "createdAt">
>;

/** One e-mail of the studio's, locked when asked. */
export async function findEmail(
  tx: DbOrTx,
  photographerId: string,
  id: string,
  lock = false,
): Promise<CampaignEmailRow | null> {
  const query = tx
    .select()
    .from(dripCampaignEmails)
    .where(and(eq(dripCampaignEmails.id, id), eq(dripCampaignEmails.photographerId, photographerId)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The e-mails of these versions in sending order. */
export async function emailsOf(
  tx: DbOrTx,
  photographerId: string,
  campaignIds: string[],
): Promise<CampaignEmailRow[]> {
  if (campaignIds.length === 0) return [];
  return tx
    .select()
    .from(dripCampaignEmails)
    .where(
      and(
        eq(dripCampaignEmails.photographerId, photographerId),
        inArray(dripCampaignEmails.campaignId, campaignIds),
      ),
    )
    .orderBy(
      asc(dripCampaignEmails.sequenceIndex),
      asc(dripCampaignEmails.createdAt),
      asc(dripCampaignEmails.id),
    );
}

export async function insertEmail(
  tx: DbOrTx,
  photographerId: string,
  campaignId: string,
  values: EmailValues & { subject: string; sequenceIndex: number },
): Promise<CampaignEmailRow> {
  const [row] = await tx
    .insert(dripCampaignEmails)
    .values({ ...values, photographerId, campaignId })
    .returning();
  return row!;
}

export async function updateEmail(
  tx: DbOrTx,
  photographerId: string,
  id: string,
  values: EmailValues,
): Promise<CampaignEmailRow> {
  const [row] = await tx
    .update(dripCampaignEmails)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(dripCampaignEmails.id, id), eq(dripCampaignEmails.photographerId, photographerId)))
    .returning();
  return row!;
}

export async function deleteEmail(tx: DbOrTx, photographerId: string, id: string): Promise<void> {
  await tx
    .delete(dripCampaignEmails)
    .where(and(eq(dripCampaignEmails.id, id), eq(dripCampaignEmails.photographerId, photographerId)));
}

export async function deleteEmailsOf(tx: DbOrTx, photographerId: string, campaignId: string): Promise<void> {
  await tx
    .delete(dripCampaignEmails)
    .where(
      and(
        eq(dripCampaignEmails.photographerId, photographerId),
        eq(dripCampaignEmails.campaignId, campaignId),
      ),
    );
}

/**
 * Copies e-mails into another version as they are (approval, originals and edits included); the
 * creation time is kept too, so that ties on the day keep their order.
 */
export async function copyEmails(
  tx: DbOrTx,
  emails: CampaignEmailRow[],
  toCampaignId: string,
): Promise<void> {
  if (emails.length === 0) return;
  await tx
    .insert(dripCampaignEmails)
    .values(emails.map(({ id: _id, updatedAt: _u, ...email }) => ({ ...email, campaignId: toCampaignId })));
}

/** Sequence numbers follow the day of each e-mail (ties by creation): renumbers what changed. */
export async function renumberEmails(tx: DbOrTx, photographerId: string, campaignId: string): Promise<void> {
  const emails = await emailsOf(tx, photographerId, [campaignId]);
  const ordered = [...emails].sort(
    (x, y) =>
      (x.daysAfterStart ?? 0) - (y.daysAfterStart ?? 0) ||
      x.createdAt.getTime() - y.createdAt.getTime() ||
      x.id.localeCompare(y.id),
  );
  for (const [index, email] of ordered.entries()) {
    if (email.sequenceIndex === index) continue;
    await tx
      .update(dripCampaignEmails)
      .set({ sequenceIndex: index })
      .where(and(eq(dripCampaignEmails.id, email.id), eq(dripCampaignEmails.photographerId, photographerId)));
  }
}
