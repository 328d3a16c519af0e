/**
 * What the campaign engine tests share, on top of the drip engine's fixture: a studio's own campaign
 * written straight into the database (insertCampaign, then its status and approvals set by hand, as
 * the campaigns' service would), its leads enrolled by the engine, and readers for its subscriptions.
 */
import { eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { dripCampaignEmails, dripCampaigns, dripSubscriptions } from "../../db/schema/index.js";
import type { TestPhotographer } from "../../test/factories.js";
import { ctx, drain, engine, stageNamed } from "../drip/drip-engine.fixture.js";
import {
  type CampaignRow,
  insertCampaign,
  type NewCampaign,
  type NewCampaignEmail,
} from "./drip-campaigns.queries.js";

export interface TestEmail extends Partial<NewCampaignEmail> {
  approved?: boolean;
}

/** A campaign on the given stages (Inquiry by default), its approved e-mails marked APPROVED; still DRAFT. */
export async function draftCampaign(
  who: TestPhotographer,
  emails: TestEmail[],
  options: { stages?: string[]; campaign?: Partial<NewCampaign> } = {},
): Promise<CampaignRow> {
  const stageIds: string[] = [];
  for (const name of options.stages ?? ["Inquiry"]) stageIds.push((await stageNamed(who, name)).id);
  const campaign = await insertCampaign(
    ctx.database.db,
    who.photographerId,
    {
      name: "Gentle follow-up",
      projectType: "WEDDING",
      maxDurationMonths: 12,
      emailFrequencyWeeks: null,
      emailFrequencyDays: 7,
      ...options.campaign,
    },
    stageIds,
    emails.map((e, i) => ({
      subject: e.subject ?? `E-mail ${i + 1} for {{firstName}}`,
      textBody: e.textBody ?? `Hi {{firstName}},\n\nThis is e-mail ${i + 1}.`,
      htmlBody: e.htmlBody ?? null,
      daysAfterStart: e.daysAfterStart ?? i * 7,
    })),
  );
  const rows = await emailsOf(campaign.id);
  const approved = rows.filter((_, i) => emails[i]!.approved !== false).map((r) => r.id);
  if (approved.length > 0) {
    await ctx.database.db
      .update(dripCampaignEmails)
      .set({ approvalStatus: "APPROVED", approvedAt: new Date() })
      .where(inArray(dripCampaignEmails.id, approved));
  }
  return campaign;
}

export const emailsOf = (campaignId: string) =>
  ctx.database.db
    .select()
    .from(dripCampaignEmails)
    .where(eq(dripCampaignEmails.campaignId, campaignId))
    .orderBy(dripCampaignEmails.sequenceIndex);

/** Sets a version's status (and whether it is current) as the campaigns' service would. */
export async function setVersion(campaignId: string, fields: Partial<CampaignRow>) {
  await ctx.database.db.update(dripCampaigns).set(fields).where(eq(dripCampaigns.id, campaignId));
}

/** Activates (or resumes) a version and lets the engine enrol its leads; answers how many started or resumed. */
export async function activate(who: TestPhotographer, campaignId: string): Promise<number> {
  await setVersion(campaignId, { status: "ACTIVE", publishedAt: new Date() });
  const n = await ctx.database.db.transaction((tx) =>
    engine().campaigns.enrollCampaignLeads(tx, who.photographerId, campaignId),
  );
  await drain();
  return n;
}

/** An ACTIVE campaign of the given e-mails (all approved unless told), with its leads enrolled. */
export async function liveCampaign(
  who: TestPhotographer,
  emails: TestEmail[],
  options: { stages?: string[]; campaign?: Partial<NewCampaign> } = {},
) {
  const campaign = await draftCampaign(who, emails, options);
  await activate(who, campaign.id);
  return campaign;
}

export async function campaignSubscriptionOf(projectId: string) {
  const subs = await ctx.database.db
    .select()
    .from(dripSubscriptions)
    .where(eq(dripSubscriptions.projectId, projectId));
  const custom = subs.filter((s) => s.campaignId !== null);
  expect(custom.length).toBeLessThanOrEqual(1);
  return custom[0]!;
}
