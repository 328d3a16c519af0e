/**
 * A studio's own campaigns over the API: create, list, read, change and delete, what bad input and
 * another studio's ids get, approval gating on activate, pause and resume, and leads enrolled.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CustomCampaign } from "../../../shared/drip-campaigns.js";
import { dripCampaigns, dripDeliveries } from "../../db/schema/index.js";
import {
  a,
  addEmail,
  api,
  approve,
  b,
  ctx,
  getCampaign,
  inquiryStage,
  lead,
  liveCampaign,
  newCampaign,
  setUpCampaigns,
  stagesOf,
  subscriptionTo,
} from "./drip-campaigns.fixture.js";

setUpCampaigns();

describe("campaigns", () => {
  it("creates a draft (first version, current, its own root) and lists and reads it", async () => {
    const stages = await stagesOf(a);
    const created = await newCampaign(a, {
      name: "Spring nurture",
      targetStageIds: [stages[0]!.id, stages[1]!.id, stages[0]!.id],
      styling: { primaryBrandColor: "#112233", fontFamily: "Georgia, serif" },
    });
    expect(created).toMatchObject({
      name: "Spring nurture",
      status: "DRAFT",
      version: 1,
      isCurrentVersion: true,
      rootCampaignId: created.id,
      parentCampaignId: null,
      publishedAt: null,
      draftVersionId: null,
      emailFrequencyDays: 7,
      emailFrequencyWeeks: null,
      maxDurationMonths: 12,
      styling: { primaryBrandColor: "#112233", secondaryBrandColor: null, fontFamily: "Georgia, serif" },
      emails: [],
    });
    // A stage named twice is kept once.
    expect([...created.targetStageIds].sort()).toEqual([stages[0]!.id, stages[1]!.id].sort());
    const listed = (await api(a).get("/api/drip-campaigns")).json() as CustomCampaign[];
    expect(listed.map((c) => c.id)).toContain(created.id);
    expect((await getCampaign(a, created.id)).name).toBe("Spring nurture");
    // B sees none of it.
    expect(
      ((await api(b).get("/api/drip-campaigns")).json() as CustomCampaign[]).map((c) => c.id),
    ).not.toContain(created.id);
    expect((await api(b).get(`/api/drip-campaigns/${created.id}`)).json()).toEqual({
      message: "Campaign not found",
    });
  });

  it("updates a draft: fields, stages, frequency, styling; records the change", async () => {
    const created = await newCampaign(a);
    const stages = await stagesOf(a);
    const res = await api(a).put(`/api/drip-campaigns/${created.id}`, {
      name: "Renamed",
      targetStageIds: [stages[2]!.id],
      emailFrequencyWeeks: 3,
      styling: { secondaryBrandColor: "#abcdef" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Renamed",
      targetStageIds: [stages[2]!.id],
      emailFrequencyWeeks: 3,
      emailFrequencyDays: null,
      styling: { secondaryBrandColor: "#abcdef" },
    });
    const versions = (await api(a).get(`/api/drip-campaigns/${created.id}/versions`)).json();
    const change = versions[0].changes.find(
      (c: { changeType: string }) => c.changeType === "CAMPAIGN_UPDATED",
    );
    expect(change).toMatchObject({
      changedBy: a.email,
      previousData: { name: created.name, emailFrequencyDays: 7 },
      newData: { name: "Renamed", emailFrequencyWeeks: 3, emailFrequencyDays: null },
    });
  });

  it.each([
    [{ emailFrequencyWeeks: 2, emailFrequencyDays: 3 }, "not both"],
    [{ name: "Bad\u0000name" }, "name"],
    [{ name: "" }, "Name is required"],
    [{ targetStageIds: [] }, "Choose at least one stage"],
    [{ maxDurationMonths: 0 }, "maxDurationMonths"],
    [{ styling: { primaryBrandColor: "red" } }, "#rrggbb"],
    [{ projectType: "SPACESHIP" }, "Project type"],
  ])("refuses bad input %j with a 400 and changes nothing", async (bad, words) => {
    const before = (await api(a).get("/api/drip-campaigns")).json().length;
    const stage = await inquiryStage(a);
    const res = await api(a).post("/api/drip-campaigns", {
      name: "Bad",
      projectType: "WEDDING",
      targetStageIds: [stage.id],
      ...bad,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(words);
    expect((await api(a).get("/api/drip-campaigns")).json().length).toBe(before);
  });

  it("refuses another studio's stage, naming it, and a stage of another project type", async () => {
    const theirs = await inquiryStage(b);
    const res = await api(a).post("/api/drip-campaigns", {
      name: "Theirs",
      projectType: "WEDDING",
      targetStageIds: [theirs.id],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`Stage not found: ${theirs.id}`);
    const portrait = await inquiryStage(a, "PORTRAIT");
    const wrongType = await api(a).post("/api/drip-campaigns", {
      name: "Mixed",
      projectType: "WEDDING",
      targetStageIds: [portrait.id],
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toContain(portrait.name);
    const created = await newCampaign(a);
    const put = await api(a).put(`/api/drip-campaigns/${created.id}`, { targetStageIds: [theirs.id] });
    expect(put.statusCode).toBe(404);
    // Changing the type alone leaves the stages of the old type: refused too.
    expect(
      (await api(a).put(`/api/drip-campaigns/${created.id}`, { projectType: "PORTRAIT" })).statusCode,
    ).toBe(400);
    expect((await getCampaign(a, created.id)).targetStageIds).toEqual(created.targetStageIds);
  });

  it("answers 404 to B for A's campaign on every route, and to ids that are not ids", async () => {
    const mine = await newCampaign(a);
    const email = await addEmail(a, mine.id);
    const calls = [
      api(b).put(`/api/drip-campaigns/${mine.id}`, { name: "Mine" }),
      api(b).delete(`/api/drip-campaigns/${mine.id}`),
      api(b).post(`/api/drip-campaigns/${mine.id}/activate`),
      api(b).post(`/api/drip-campaigns/${mine.id}/pause`),
      api(b).post(`/api/drip-campaigns/${mine.id}/emails`, { subject: "Hi", textBody: "Hi" }),
      api(b).get(`/api/drip-campaigns/${mine.id}/versions`),
      api(b).post(`/api/drip-campaigns/${mine.id}/versions`),
      api(b).post(`/api/drip-campaigns/${mine.id}/move-leads`),
      api(a).get("/api/drip-campaigns/not-a-uuid"),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe("Campaign not found");
    }
    for (const res of await Promise.all([
      api(b).put(`/api/drip-campaign-emails/${email.id}`, { subject: "Mine" }),
      api(b).delete(`/api/drip-campaign-emails/${email.id}`),
      api(b).post(`/api/drip-campaign-emails/${email.id}/approve`),
      api(b).post(`/api/drip-campaign-emails/${email.id}/reject`, { reason: "Mine" }),
    ])) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe("E-mail not found");
    }
    expect((await getCampaign(a, mine.id)).emails[0]).toMatchObject({
      subject: email.subject,
      approvalStatus: "PENDING",
    });
  });
});

describe("activation", () => {
  it("refuses a campaign without e-mails or with e-mails not approved, naming them", async () => {
    const campaign = await newCampaign(a);
    const empty = await api(a).post(`/api/drip-campaigns/${campaign.id}/activate`);
    expect(empty.statusCode).toBe(409);
    const first = await addEmail(a, campaign.id, { subject: "Hello" });
    const second = await addEmail(a, campaign.id, { subject: "Next" });
    const refused = await api(a).post(`/api/drip-campaigns/${campaign.id}/activate`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('2 e-mails are not approved yet: "Hello", "Next"');
    await approve(a, first.id);
    await api(a).post(`/api/drip-campaign-emails/${second.id}/reject`, { reason: "Too pushy" });
    const still = await api(a).post(`/api/drip-campaigns/${campaign.id}/activate`);
    expect(still.statusCode).toBe(409);
    expect(still.json().message).toContain('"Next"');
    expect((await getCampaign(a, campaign.id)).status).toBe("DRAFT");
    await api(a).put(`/api/drip-campaign-emails/${second.id}`, { subject: "Next, gently" });
    await approve(a, second.id);
    const ok = await api(a).post(`/api/drip-campaigns/${campaign.id}/activate`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: "ACTIVE", isCurrentVersion: true });
    expect(ok.json().publishedAt).not.toBeNull();
    // Live: edits are refused until a next version is made.
    const edit = await api(a).put(`/api/drip-campaign-emails/${first.id}`, { subject: "Changed" });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe("This campaign is live: edit its next version");
    expect((await api(a).put(`/api/drip-campaigns/${campaign.id}`, { name: "Live" })).statusCode).toBe(409);
    expect(
      (await api(a).post(`/api/drip-campaigns/${campaign.id}/emails`, { subject: "x", textBody: "y" }))
        .statusCode,
    ).toBe(409);
    expect((await api(a).delete(`/api/drip-campaign-emails/${first.id}`)).statusCode).toBe(409);
    expect((await api(a).post(`/api/drip-campaign-emails/${first.id}/approve`)).statusCode).toBe(409);
  });

  it("enrols the leads already in its stages, pauses them with it and resumes them", async () => {
    const { projectId } = await lead(a);
    const campaign = await liveCampaign(a);
    const sub = await subscriptionTo(projectId, campaign.id);
    expect(sub).toMatchObject({ campaignId: campaign.id, campaignRootId: campaign.id, status: "ACTIVE" });
    expect((await getCampaign(a, campaign.id)).activeLeads).toBe(1);

    const paused = await api(a).post(`/api/drip-campaigns/${campaign.id}/pause`);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().status).toBe("PAUSED");
    expect(await subscriptionTo(projectId, campaign.id)).toMatchObject({
      status: "PAUSED",
      endedReason: "The campaign was paused",
    });
    // Pausing again changes nothing; a paused campaign is still live (no edits).
    expect((await api(a).post(`/api/drip-campaigns/${campaign.id}/pause`)).statusCode).toBe(200);
    expect((await api(a).put(`/api/drip-campaigns/${campaign.id}`, { name: "x" })).statusCode).toBe(409);

    const resumed = await api(a).post(`/api/drip-campaigns/${campaign.id}/activate`);
    expect(resumed.json().status).toBe("ACTIVE");
    expect((await subscriptionTo(projectId, campaign.id))!.status).toBe("ACTIVE");
  });

  it("refuses to pause a campaign that is not active", async () => {
    const campaign = await newCampaign(a);
    const res = await api(a).post(`/api/drip-campaigns/${campaign.id}/pause`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This campaign is not active");
  });
});

describe("deleting", () => {
  it("deletes the rows of a campaign nobody was enrolled in", async () => {
    const campaign = await newCampaign(a);
    await addEmail(a, campaign.id);
    const res = await api(a).delete(`/api/drip-campaigns/${campaign.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(
      await ctx.database.db.select().from(dripCampaigns).where(eq(dripCampaigns.id, campaign.id)),
    ).toEqual([]);
    expect((await api(a).get(`/api/drip-campaigns/${campaign.id}`)).statusCode).toBe(404);
  });

  it("archives a campaign leads were enrolled in: leads stopped, delivery log kept, no longer listed", async () => {
    const { projectId } = await lead(a);
    const campaign = await liveCampaign(a);
    const deliveries = await ctx.database.db
      .select()
      .from(dripDeliveries)
      .where(eq(dripDeliveries.projectId, projectId));
    const res = await api(a).delete(`/api/drip-campaigns/${campaign.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await getCampaign(a, campaign.id)).status).toBe("ARCHIVED");
    expect(await subscriptionTo(projectId, campaign.id)).toMatchObject({
      status: "STOPPED",
      endedReason: "The campaign was deleted",
    });
    const listed = (await api(a).get("/api/drip-campaigns")).json() as CustomCampaign[];
    expect(listed.map((c) => c.id)).not.toContain(campaign.id);
    const kept = await ctx.database.db
      .select()
      .from(dripDeliveries)
      .where(eq(dripDeliveries.projectId, projectId));
    expect(kept.length).toBe(deliveries.length);
    // Archived stays archived: no activating, no new version.
    expect((await api(a).post(`/api/drip-campaigns/${campaign.id}/activate`)).statusCode).toBe(409);
    expect((await api(a).post(`/api/drip-campaigns/${campaign.id}/versions`)).statusCode).toBe(409);
  });
});
