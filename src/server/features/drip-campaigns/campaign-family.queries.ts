/**
 * The statements over a whole campaign family (every version of one campaign): its versions, their
 * statuses and leads. Every statement names the studio, so another studio's id finds nothing.
 */
import { and, count, desc, eq, inArray, max, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { dripCampaigns, dripSubscriptions } from "../../db/schema/index.js";
import { type CampaignRow, ofFamily, replaceStages, stageIdsOf } from "./drip-campaigns.queries.js";

/** Every version of one campaign, newest first. */
export async function familyVersions(
  tx: DbOrTx,
  photographerId: string,
  rootId: string,
): Promise<CampaignRow[]> {
  return tx
    .select()
    .from(dripCampaigns)
    .where(ofFamily(photographerId, rootId))
    .orderBy(desc(dripCampaigns.version));
}

/** The family's unpublished next version, if one is being edited. */
export async function findDraftVersion(
  tx: DbOrTx,
  photographerId: string,
  rootId: string,
  lock = false,
): Promise<CampaignRow | null> {
  const query = tx
    .select()
    .from(dripCampaigns)
    .where(
      and(
        ofFamily(photographerId, rootId),
        eq(dripCampaigns.isCurrentVersion, false),
        eq(dripCampaigns.status, "DRAFT"),
      ),
    )
    .orderBy(desc(dripCampaigns.version))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Sets the status of these versions of the family; answers the ids changed. */
export async function setFamilyStatus(
  tx: DbOrTx,
  photographerId: string,
  rootId: string,
  from: string[],
  to: string,
): Promise<string[]> {
  const rows = await tx
    .update(dripCampaigns)
    .set({ status: to, updatedAt: new Date() })
    .where(and(ofFamily(photographerId, rootId), inArray(dripCampaigns.status, from)))
    .returning({ id: dripCampaigns.id });
  return rows.map((row) => row.id);
}

/** The next version of a campaign: a copy of `from`'s row (DRAFT, not current) and of its stages. */
export async function insertNextVersion(
  tx: DbOrTx,
  from: CampaignRow,
  version: number,
): Promise<CampaignRow> {
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = from;
  const [row] = await tx
    .insert(dripCampaigns)
    .values({
      ...fields,
      status: "DRAFT",
      version,
      parentCampaignId: from.id,
      isCurrentVersion: false,
      publishedAt: null,
    })
    .returning();
  const stageIds = (await stageIdsOf(tx, from.photographerId, [from.id])).get(from.id) ?? [];
  await replaceStages(tx, from.photographerId, row!.id, stageIds);
  return row!;
}

/** The highest version number of a family. */
export async function lastVersionNumber(tx: DbOrTx, photographerId: string, rootId: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(dripCampaigns.version) })
    .from(dripCampaigns)
    .where(ofFamily(photographerId, rootId));
  return Number(row?.last ?? 0);
}

/** ACTIVE subscriptions per version. */
export async function activeLeadsOf(tx: DbOrTx, photographerId: string, campaignIds: string[]) {
  const counts = new Map<string, number>();
  if (campaignIds.length === 0) return counts;
  const rows = await tx
    .select({ campaignId: dripSubscriptions.campaignId, n: count() })
    .from(dripSubscriptions)
    .where(
      and(
        eq(dripSubscriptions.photographerId, photographerId),
        inArray(dripSubscriptions.campaignId, campaignIds),
        eq(dripSubscriptions.status, "ACTIVE"),
      ),
    )
    .groupBy(dripSubscriptions.campaignId);
  for (const row of rows) counts.set(row.campaignId!, Number(row.n));
  return counts;
}

/** Whether any lead was ever enrolled in any version of the family. */
export async function everEnrolled(tx: DbOrTx, photographerId: string, rootId: string, versionIds: string[]) {
  const [row] = await tx
    .select({ n: count() })
    .from(dripSubscriptions)
    .where(
      and(
        eq(dripSubscriptions.photographerId, photographerId),
        or(eq(dripSubscriptions.campaignRootId, rootId), inArray(dripSubscriptions.campaignId, versionIds)),
      ),
    );
  return Number(row?.n ?? 0) > 0;
}

/** Deletes versions with everything that hangs on them (stages, e-mails, history cascade). */
export async function deleteVersions(tx: DbOrTx, photographerId: string, ids: string[]) {
  if (ids.length === 0) return;
  await tx
    .delete(dripCampaigns)
    .where(and(eq(dripCampaigns.photographerId, photographerId), inArray(dripCampaigns.id, ids)));
}

/**
 * Moves the ACTIVE and PAUSED subscriptions of these (older) versions onto `toId`, keeping their place
 * in the sequence; answers how many moved.
 */
export async function moveSubscriptions(tx: DbOrTx, photographerId: string, fromIds: string[], toId: string) {
  if (fromIds.length === 0) return 0;
  const rows = await tx
    .update(dripSubscriptions)
    .set({ campaignId: toId })
    .where(
      and(
        eq(dripSubscriptions.photographerId, photographerId),
        inArray(dripSubscriptions.campaignId, fromIds),
        inArray(dripSubscriptions.status, ["ACTIVE", "PAUSED"]),
      ),
    )
    .returning({ id: dripSubscriptions.id });
  return rows.length;
}
