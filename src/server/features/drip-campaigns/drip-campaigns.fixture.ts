/**
 * What the campaign API tests share: one app per test file, two studios, and short ways to make a
 * campaign with e-mails, approve them, and read a lead's subscription.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { CustomCampaign, CustomCampaignEmail } from "../../../shared/drip-campaigns.js";
import type { Stage } from "../../../shared/projects.js";
import { dripSubscriptions } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

export let ctx: TestContext;
export let a: TestPhotographer;
export let b: TestPhotographer;

/** The hooks every campaign test file needs: its app and two studios, closed at the end. */
export function setUpCampaigns() {
  beforeAll(async () => {
    ctx = await createTestContext();
    // Daytime in New York, so that nothing waits on quiet hours.
    ctx.app.dripEngine.setClock(() => new Date("2027-03-02T15:00:00Z"));
    a = await createTestPhotographer(ctx, { businessName: "Studio A" });
    b = await createTestPhotographer(ctx, { businessName: "Studio B" });
  });
  afterAll(() => ctx.close());
}

export const api = (who: TestPhotographer) => as(ctx, who.cookie);

export async function stagesOf(who: TestPhotographer, type = "WEDDING"): Promise<Stage[]> {
  return (await api(who).get(`/api/stages?projectType=${type}`)).json() as Stage[];
}

/** The stage new projects of the type start in. */
export async function inquiryStage(who: TestPhotographer, type = "WEDDING"): Promise<Stage> {
  const stages = await stagesOf(who, type);
  return stages.find((stage) => stage.isDefault) ?? stages[0]!;
}

export async function newCampaign(who: TestPhotographer, extra: Record<string, unknown> = {}) {
  const stage = await inquiryStage(who);
  const res = await api(who).post("/api/drip-campaigns", {
    name: `Nurture ${randomUUID().slice(0, 6)}`,
    projectType: "WEDDING",
    targetStageIds: [stage.id],
    emailFrequencyDays: 7,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CustomCampaign;
}

export async function addEmail(
  who: TestPhotographer,
  campaignId: string,
  body: Record<string, unknown> = {},
) {
  const res = await api(who).post(`/api/drip-campaigns/${campaignId}/emails`, {
    subject: `Hello {{firstName}} ${randomUUID().slice(0, 4)}`,
    textBody: "We would love to hear about your plans.",
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CustomCampaignEmail;
}

export async function approve(who: TestPhotographer, emailId: string) {
  const res = await api(who).post(`/api/drip-campaign-emails/${emailId}/approve`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CustomCampaignEmail;
}

export async function getCampaign(who: TestPhotographer, id: string) {
  const res = await api(who).get(`/api/drip-campaigns/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CustomCampaign;
}

/** A campaign of `count` approved e-mails, activated. */
export async function liveCampaign(who: TestPhotographer, count = 2) {
  const campaign = await newCampaign(who);
  for (let i = 0; i < count; i++) await approve(who, (await addEmail(who, campaign.id)).id);
  const res = await api(who).post(`/api/drip-campaigns/${campaign.id}/activate`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CustomCampaign;
}

/** A lead (client and wedding project) in the type's first stage. */
export async function lead(who: TestPhotographer) {
  const c = await api(who).post("/api/clients", {
    firstName: "Maya",
    lastName: "Chen",
    email: `lead-${randomUUID().slice(0, 8)}@example.com`,
  });
  expect(c.statusCode, c.body).toBe(201);
  const p = await api(who).post("/api/projects", {
    title: "Chen wedding",
    projectType: "WEDDING",
    clientId: c.json().id,
  });
  expect(p.statusCode, p.body).toBe(201);
  await ctx.queue.drain();
  return { clientId: c.json().id as string, projectId: p.json().id as string };
}

export const subscriptionsOf = (projectId: string) =>
  ctx.database.db.select().from(dripSubscriptions).where(eq(dripSubscriptions.projectId, projectId));

/** The project's subscription to one campaign (any of its versions). */
export async function subscriptionTo(projectId: string, rootId: string) {
  const subs = await subscriptionsOf(projectId);
  return subs.find((sub) => sub.campaignRootId === rootId);
}
