/**
 * SQL for the drip engine's side of a studio's own campaigns: the versions a stage enrols into, a
 * version's stages and e-mails, the leads in its stages, and its subscriptions paused, resumed or
 * stopped. Every statement names the studio or a row's id.
 */
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import {
  dripCampaignEmails,
  dripCampaignStages,
  dripCampaigns,
  dripSubscriptions,
  projects,
} from "../../db/schema/index.js";
import type { SubscriptionRow } from "../drip/drip.queries.js";

export type CampaignVersionRow = typeof dripCampaigns.$inferSelect;
export type CampaignEmailRow = typeof dripCampaignEmails.$inferSelect;

/** The studio's current ACTIVE versions of a project type that nurture this stage. */
export async function findEnrollingVersions(
  tx: DbOrTx,
  photographerId: string,
  stageId: string,
  projectType: string,
): Promise<CampaignVersionRow[]> {
  const rows = await tx
    .select({ campaign: dripCampaigns })
    .from(dripCampaigns)
    .innerJoin(dripCampaignStages, eq(dripCampaignStages.campaignId, dripCampaigns.id))
    .where(
      and(
        eq(dripCampaigns.photographerId, photographerId),
        eq(dripCampaigns.status, "ACTIVE"),
        eq(dripCampaigns.isCurrentVersion, true),
        sql`${dripCampaigns.projectType} = ${projectType}`,
        eq(dripCampaignStages.stageId, stageId),
      ),
    );
  return rows.map((r) => r.campaign);
}

export async function findVersion(
  tx: DbOrTx,
  photographerId: string,
  campaignId: string,
): Promise<CampaignVersionRow | null> {
  const [row] = await tx
    .select()
    .from(dripCampaigns)
    .where(and(eq(dripCampaigns.id, campaignId), eq(dripCampaigns.photographerId, photographerId)));
  return row ?? null;
}

export async function findVersionStageIds(tx: DbOrTx, campaignId: string): Promise<string[]> {
  const rows = await tx
    .select({ stageId: dripCampaignStages.stageId })
    .from(dripCampaignStages)
    .where(eq(dripCampaignStages.campaignId, campaignId));
  return rows.map((r) => r.stageId);
}

/** A version's e-mails in sending order: a subscription's nextEmailIndex is a position in this list. */
export async function findVersionEmails(tx: DbOrTx, campaignId: string): Promise<CampaignEmailRow[]> {
  return tx
    .select()
    .from(dripCampaignEmails)
    .where(eq(dripCampaignEmails.campaignId, campaignId))
    .orderBy(
      asc(dripCampaignEmails.sequenceIndex),
      asc(dripCampaignEmails.createdAt),
      asc(dripCampaignEmails.id),
    );
}

export async function findCampaignEmail(tx: DbOrTx, emailId: string): Promise<CampaignEmailRow | null> {
  const [row] = await tx.select().from(dripCampaignEmails).where(eq(dripCampaignEmails.id, emailId));
  return row ?? null;
}

/** The studio's active projects of a type in any of these stages (only the ones given, when ids are passed). */
export async function findProjectsInStages(
  tx: DbOrTx,
  photographerId: string,
  projectType: string,
  stageIds: string[],
  onlyProjectIds?: string[],
) {
  if (stageIds.length === 0) return [];
  const rows = await tx
    .select({ id: projects.id, clientId: projects.clientId, stageId: projects.stageId })
    .from(projects)
    .where(
      and(
        eq(projects.photographerId, photographerId),
        sql`${projects.projectType} = ${projectType}`,
        inArray(projects.stageId, stageIds),
        eq(projects.status, "ACTIVE"),
        onlyProjectIds ? inArray(projects.id, onlyProjectIds) : undefined,
      ),
    );
  return rows.flatMap((r) => (r.stageId ? [{ ...r, stageId: r.stageId }] : []));
}

export async function findPausedVersionSubscriptions(
  tx: DbOrTx,
  photographerId: string,
  campaignId: string,
): Promise<SubscriptionRow[]> {
  return tx
    .select()
    .from(dripSubscriptions)
    .where(
      and(
        eq(dripSubscriptions.photographerId, photographerId),
        eq(dripSubscriptions.campaignId, campaignId),
        eq(dripSubscriptions.status, "PAUSED"),
      ),
    );
}

export async function resumeVersionSubscription(
  tx: DbOrTx,
  subscriptionId: string,
  nextEmailAt: Date | null,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .update(dripSubscriptions)
    .set({ status: "ACTIVE", endedReason: null, nextEmailAt })
    .where(and(eq(dripSubscriptions.id, subscriptionId), eq(dripSubscriptions.status, "PAUSED")))
    .returning();
  return row ?? null;
}

/** Sets the status of the studio's subscriptions of these versions that are in one of `from`. */
export async function setVersionSubscriptionsStatus(
  tx: DbOrTx,
  photographerId: string,
  campaignIds: string[],
  from: string[],
  fields: Partial<SubscriptionRow>,
): Promise<number> {
  if (campaignIds.length === 0) return 0;
  const changed = await tx
    .update(dripSubscriptions)
    .set(fields)
    .where(
      and(
        eq(dripSubscriptions.photographerId, photographerId),
        inArray(dripSubscriptions.campaignId, campaignIds),
        inArray(dripSubscriptions.status, from),
      ),
    )
    .returning({ id: dripSubscriptions.id });
  return changed.length;
}

/**
 * A project moved to another stage of its campaign's version: its running subscriptions of the
 * versions that nurture that stage follow it there (the stage shown on the project page).
 */
export async function followToStage(tx: DbOrTx, projectId: string, stageId: string) {
  await tx
    .update(dripSubscriptions)
    .set({ stageId })
    .where(
      and(
        eq(dripSubscriptions.projectId, projectId),
        isNotNull(dripSubscriptions.campaignId),
        inArray(dripSubscriptions.status, ["ACTIVE", "PAUSED"]),
        sql`exists (select 1 from drip_campaign_stages s where s.campaign_id = drip_subscriptions.campaign_id and s.stage_id = ${stageId})`,
      ),
    );
}
