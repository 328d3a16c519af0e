/** The version history of a studio's own campaigns: one row per change, with what it was and became. */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { VersionChangeType } from "../../../shared/drip-campaigns.js";
import type { DbOrTx } from "../../db/connect.js";
import { dripCampaignVersionHistory } from "../../db/schema/index.js";

export type HistoryRow = typeof dripCampaignVersionHistory.$inferSelect;

export interface Change {
  campaignId: string;
  version: number;
  changeType: VersionChangeType;
  description: string;
  changedBy: string | null;
  affectedEmailId?: string | null;
  previousData?: Record<string, unknown> | null;
  newData?: Record<string, unknown> | null;
}

export async function recordChange(tx: DbOrTx, photographerId: string, change: Change): Promise<void> {
  await tx.insert(dripCampaignVersionHistory).values({
    photographerId,
    campaignId: change.campaignId,
    version: change.version,
    changeType: change.changeType,
    changeDescription: change.description,
    changedBy: change.changedBy,
    affectedEmailId: change.affectedEmailId ?? null,
    previousData: change.previousData ?? null,
    newData: change.newData ?? null,
  });
}

/** The changes of these versions, newest first. */
export async function historyOf(
  tx: DbOrTx,
  photographerId: string,
  campaignIds: string[],
): Promise<HistoryRow[]> {
  if (campaignIds.length === 0) return [];
  return tx
    .select()
    .from(dripCampaignVersionHistory)
    .where(
      and(
        eq(dripCampaignVersionHistory.photographerId, photographerId),
        inArray(dripCampaignVersionHistory.campaignId, campaignIds),
      ),
    )
    .orderBy(desc(dripCampaignVersionHistory.createdAt), asc(dripCampaignVersionHistory.id));
}
