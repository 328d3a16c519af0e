/**
 * The statements behind a studio's own drip campaigns. Every statement names the studio, so another
 * studio's id finds nothing.
 */
import { and, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { dripCampaignEmails, dripCampaignStages, dripCampaigns, stages } from "../../db/schema/index.js";

export type CampaignRow = typeof dripCampaigns.$inferSelect;
export type CampaignEmailRow = typeof dripCampaignEmails.$inferSelect;

export interface NewCampaign {
  name: string;
  projectType: CampaignRow["projectType"];
  maxDurationMonths: number;
  emailFrequencyWeeks: number | null;
  emailFrequencyDays: number | null;
  primaryBrandColor?: string | null;
  secondaryBrandColor?: string | null;
  fontFamily?: string;
  generatedByAi?: boolean;
  aiPrompt?: string | null;
  businessContext?: string | null;
}

export interface NewCampaignEmail {
  subject: string;
  textBody: string;
  htmlBody: string | null;
  daysAfterStart: number;
  /** What the AI wrote, kept so that later edits can be compared with it. */
  original?: { subject: string; textBody: string; htmlBody: string | null };
}

/**
 * A new campaign (its first version: DRAFT, current, its own root) with its stages and e-mails, all
 * PENDING. The stage ids must already be checked to be the studio's.
 */
export async function insertCampaign(
  tx: DbOrTx,
  photographerId: string,
  campaign: NewCampaign,
  stageIds: string[],
  emails: NewCampaignEmail[],
): Promise<CampaignRow> {
  const [row] = await tx
    .insert(dripCampaigns)
    .values({
      photographerId,
      name: campaign.name,
      projectType: campaign.projectType,
      status: "DRAFT",
      maxDurationMonths: campaign.maxDurationMonths,
      emailFrequencyWeeks: campaign.emailFrequencyWeeks ?? 2,
      emailFrequencyDays: campaign.emailFrequencyDays,
      useCustomStyling: Boolean(campaign.primaryBrandColor || campaign.secondaryBrandColor),
      primaryBrandColor: campaign.primaryBrandColor ?? null,
      secondaryBrandColor: campaign.secondaryBrandColor ?? null,
      ...(campaign.fontFamily ? { fontFamily: campaign.fontFamily } : {}),
      generatedByAi: campaign.generatedByAi ?? false,
      aiPrompt: campaign.aiPrompt ?? null,
      businessContext: campaign.businessContext ?? null,
      version: 1,
      isCurrentVersion: true,
    })
    .returning();
  const created = row!;
  const [rooted] = await tx
    .update(dripCampaigns)
    .set({ rootCampaignId: created.id })
    .where(sql`${dripCampaigns.id} = ${created.id}`)
    .returning();
  if (stageIds.length > 0) {
    await tx
      .insert(dripCampaignStages)
      .values(stageIds.map((stageId) => ({ photographerId, campaignId: created.id, stageId })));
  }
  if (emails.length > 0) {
    await tx.insert(dripCampaignEmails).values(
      emails.map((email, index) => ({
        photographerId,
        campaignId: created.id,
        sequenceIndex: index,
        subject: email.subject,
        textBody: email.textBody,
        htmlBody: email.htmlBody,
        daysAfterStart: email.daysAfterStart,
        approvalStatus: "PENDING",
        originalSubject: email.original?.subject ?? null,
        originalTextBody: email.original?.textBody ?? null,
        originalHtmlBody: email.original?.htmlBody ?? null,
      })),
    );
  }
  return rooted!;
}

/** Campaign fields a version may change (PUT, restore): the row's own columns. */
export type CampaignFields = Partial<
  Pick<
    CampaignRow,
    | "name"
    | "projectType"
    | "maxDurationMonths"
    | "emailFrequencyWeeks"
    | "emailFrequencyDays"
    | "primaryBrandColor"
    | "secondaryBrandColor"
    | "fontFamily"
    | "useCustomStyling"
  >
>;

/** Every version of one campaign family of the studio's (the condition the family's statements share). */
export const ofFamily = (photographerId: string, rootId: string) =>
  and(eq(dripCampaigns.photographerId, photographerId), eq(dripCampaigns.rootCampaignId, rootId));

const ofStudio = (photographerId: string, id: string) =>
  and(
    eq(dripCampaigns.id, id),
    eq(dripCampaigns.photographerId, photographerId),
    isNotNull(dripCampaigns.rootCampaignId),
  );

/** One version of the studio's own campaigns (not a prewritten sequence's row), locked when asked. */
export async function findVersion(
  tx: DbOrTx,
  photographerId: string,
  id: string,
  lock = false,
): Promise<CampaignRow | null> {
  const query = tx.select().from(dripCampaigns).where(ofStudio(photographerId, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The family's current version (the one that enrols new leads), locked when asked. */
export async function findCurrentVersion(
  tx: DbOrTx,
  photographerId: string,
  rootId: string,
  lock = false,
): Promise<CampaignRow | null> {
  const query = tx
    .select()
    .from(dripCampaigns)
    .where(and(ofFamily(photographerId, rootId), eq(dripCampaigns.isCurrentVersion, true)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The current version of each of the studio's campaigns that is not deleted (archived). */
export async function listCurrentVersions(tx: DbOrTx, photographerId: string): Promise<CampaignRow[]> {
  return tx
    .select()
    .from(dripCampaigns)
    .where(
      and(
        eq(dripCampaigns.photographerId, photographerId),
        isNotNull(dripCampaigns.rootCampaignId),
        eq(dripCampaigns.isCurrentVersion, true),
        ne(dripCampaigns.status, "ARCHIVED"),
      ),
    )
    .orderBy(desc(dripCampaigns.createdAt), desc(dripCampaigns.id));
}

/** The drafts of these families, by root id. */
export async function draftIdsOf(tx: DbOrTx, photographerId: string, rootIds: string[]) {
  if (rootIds.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: dripCampaigns.id, rootId: dripCampaigns.rootCampaignId })
    .from(dripCampaigns)
    .where(
      and(
        eq(dripCampaigns.photographerId, photographerId),
        inArray(dripCampaigns.rootCampaignId, rootIds),
        eq(dripCampaigns.isCurrentVersion, false),
        eq(dripCampaigns.status, "DRAFT"),
      ),
    );
  return new Map(rows.map((row) => [row.rootId!, row.id]));
}

/** The stages of these versions, by version id, in the order they were chosen. */
export async function stageIdsOf(tx: DbOrTx, photographerId: string, campaignIds: string[]) {
  const byCampaign = new Map<string, string[]>();
  if (campaignIds.length === 0) return byCampaign;
  const rows = await tx
    .select()
    .from(dripCampaignStages)
    .where(
      and(
        eq(dripCampaignStages.photographerId, photographerId),
        inArray(dripCampaignStages.campaignId, campaignIds),
      ),
    );
  for (const row of rows)
    byCampaign.set(row.campaignId, [...(byCampaign.get(row.campaignId) ?? []), row.stageId]);
  return byCampaign;
}

/** Which of these stage ids are the studio's, with their project types. */
export async function studioStagesOf(tx: DbOrTx, photographerId: string, stageIds: string[]) {
  if (stageIds.length === 0) return [];
  return tx
    .select({ id: stages.id, name: stages.name, projectType: stages.projectType })
    .from(stages)
    .where(and(eq(stages.photographerId, photographerId), inArray(stages.id, stageIds)));
}

export async function replaceStages(
  tx: DbOrTx,
  photographerId: string,
  campaignId: string,
  stageIds: string[],
) {
  await tx
    .delete(dripCampaignStages)
    .where(
      and(
        eq(dripCampaignStages.photographerId, photographerId),
        eq(dripCampaignStages.campaignId, campaignId),
      ),
    );
  if (stageIds.length > 0) {
    await tx
      .insert(dripCampaignStages)
      .values(stageIds.map((stageId) => ({ photographerId, campaignId, stageId })));
  }
}

export async function updateVersion(
  tx: DbOrTx,
  photographerId: string,
  id: string,
  values: CampaignFields & Partial<Pick<CampaignRow, "status" | "isCurrentVersion" | "publishedAt">>,
): Promise<CampaignRow> {
  const [row] = await tx
    .update(dripCampaigns)
    .set({ ...values, updatedAt: new Date() })
    .where(ofStudio(photographerId, id))
    .returning();
  return row!;
}
