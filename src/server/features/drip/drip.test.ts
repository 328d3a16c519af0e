/**
 * The drip API: settings per studio and type, the sequence with a studio's edits, subscriptions, and
 * what bad input and another studio's ids get back.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignSettings, DripSubscription, StaticDripTemplates } from "../../../shared/drip.js";
import type { Stage } from "../../../shared/projects.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;

/**
 * The latest 15:00 UTC (10:00 or 11:00 in New York) at or before now: a day-0 e-mail goes out at once
 * only in the studio's daytime, so the engine's clock is pinned there whatever time the suite runs.
 */
function latestMorningInNewYork(): Date {
  const now = new Date();
  const morning = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 15));
  return morning <= now ? morning : new Date(morning.getTime() - 86_400_000);
}

beforeAll(async () => {
  ctx = await createTestContext();
  const morning = latestMorningInNewYork();
  ctx.app.dripEngine.setClock(() => morning);
  a = await createTestPhotographer(ctx, { businessName: "Studio A" });
  b = await createTestPhotographer(ctx, { businessName: "Studio B" });
});
afterAll(() => ctx.close());

const api = (who: TestPhotographer | null) => as(ctx, who?.cookie ?? null);

describe("campaign settings", () => {
  it("defaults to off with every e-mail on, and the default stage as the lead stage", async () => {
    const res = await api(a).get("/api/static-campaign-settings/PORTRAIT");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      projectType: "PORTRAIT",
      campaignEnabled: false,
      emailToggles: "{}",
      targetStageId: null,
      leadStage: { name: "Inquiry" },
      activeSubscriptions: 0,
      updatedAt: null,
    });
  });

  it("saves per studio and type: toggles as a JSON string", async () => {
    const saved = await api(a).post("/api/static-campaign-settings", {
      projectType: "FAMILY",
      campaignEnabled: true,
      emailToggles: JSON.stringify({ "FAMILY-3": false, "FAMILY-0": true }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await api(a).get("/api/static-campaign-settings/FAMILY")).json() as CampaignSettings;
    expect(read.campaignEnabled).toBe(true);
    expect(JSON.parse(read.emailToggles)).toEqual({ "FAMILY-3": false, "FAMILY-0": true });
    // Another studio and another type are untouched.
    expect((await api(b).get("/api/static-campaign-settings/FAMILY")).json()).toMatchObject({
      campaignEnabled: false,
    });
    expect((await api(a).get("/api/static-campaign-settings/WEDDING")).json()).toMatchObject({
      campaignEnabled: false,
    });
  });

  it.each([
    [{ projectType: "NEWBORN", campaignEnabled: true }, "Drip campaigns are available for"],
    [{ projectType: "WEDDING", campaignEnabled: "yes" }, "campaignEnabled must be true or false"],
    [{ projectType: "WEDDING", campaignEnabled: true, emailToggles: "{not json" }, "Invalid email toggles"],
    [
      { projectType: "WEDDING", campaignEnabled: true, emailToggles: '{"WEDDING-1":"off"}' },
      "Invalid email toggles",
    ],
    [
      { projectType: "WEDDING", campaignEnabled: true, emailToggles: '{"PORTRAIT-1":false}' },
      "Invalid email toggles: PORTRAIT-1",
    ],
    [
      { projectType: "WEDDING", campaignEnabled: true, emailToggles: '{"WEDDING-24":false}' },
      "Invalid email toggles: WEDDING-24",
    ],
    [{ projectType: "WEDDING", campaignEnabled: true, targetStageId: "nope" }, "Stage not found"],
  ])("refuses %j with a clear message and changes nothing", async (body, message) => {
    const res = await api(a).post("/api/static-campaign-settings", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await api(a).get("/api/static-campaign-settings/WEDDING")).json()).toMatchObject({
      campaignEnabled: false,
    });
  });

  it("answers 404 for another studio's stage, or a stage of another type", async () => {
    const theirs = ((await api(b).get("/api/stages?projectType=WEDDING")).json() as Stage[])[0]!;
    const portrait = ((await api(a).get("/api/stages?projectType=PORTRAIT")).json() as Stage[])[0]!;
    for (const targetStageId of [theirs.id, portrait.id, randomUUID()]) {
      const res = await api(a).post("/api/static-campaign-settings", {
        projectType: "WEDDING",
        campaignEnabled: true,
        targetStageId,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Stage not found" });
    }
    expect((await api(a).get("/api/static-campaign-settings/WEDDING")).json()).toMatchObject({
      campaignEnabled: false,
    });
  });

  it("answers 404 for a type without a sequence in the path, and 401 when signed out", async () => {
    expect((await api(a).get("/api/static-campaign-settings/NEWBORN")).statusCode).toBe(404);
    expect((await api(null).get("/api/static-campaign-settings/WEDDING")).statusCode).toBe(401);
    expect((await api(null).get("/api/drip-campaigns/static-templates?projectType=WEDDING")).statusCode).toBe(
      401,
    );
    expect((await api(null).get("/api/drip-subscriptions")).statusCode).toBe(401);
  });
});

describe("the sequence", () => {
  it("serves 24 e-mails for a type, with keys, days, subjects and both bodies", async () => {
    const res = await api(a).get("/api/drip-campaigns/static-templates?projectType=COMMERCIAL");
    expect(res.statusCode).toBe(200);
    const { projectType, emails } = res.json() as StaticDripTemplates;
    expect(projectType).toBe("COMMERCIAL");
    expect(emails).toHaveLength(24);
    expect(emails[0]).toMatchObject({
      key: "COMMERCIAL-0",
      index: 0,
      daysAfterStart: 0,
      hasManualEdits: false,
    });
    expect(emails[23]!.key).toBe("COMMERCIAL-23");
    expect(emails[5]!.htmlBody).toMatch(/^<p style/);
    expect(emails[5]!.textBody).toMatch(/^Hi \{\{firstName\}\},/);
  });

  it("requires a known type", async () => {
    for (const url of [
      "/api/drip-campaigns/static-templates",
      "/api/drip-campaigns/static-templates?projectType=EVENT",
    ]) {
      const res = await api(a).get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("Drip campaigns are available for");
    }
  });

  it("keeps a studio's edit to itself and restores the original", async () => {
    const edited = await api(a).put("/api/drip-campaigns/static-templates/MATERNITY/2", {
      subject: "  Our own subject  ",
      textBody: "Hi {{firstName}},\n\nOur words.\n\n{{businessName}}",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ subject: "Our own subject", hasManualEdits: true });
    const mine = (
      await api(a).get("/api/drip-campaigns/static-templates?projectType=MATERNITY")
    ).json() as StaticDripTemplates;
    const theirs = (
      await api(b).get("/api/drip-campaigns/static-templates?projectType=MATERNITY")
    ).json() as StaticDripTemplates;
    expect(mine.emails[2]).toMatchObject({ subject: "Our own subject", hasManualEdits: true });
    expect(mine.emails[2]!.htmlBody).toContain('<p style="margin:0 0 16px">Our words.</p>');
    expect(theirs.emails[2]).toMatchObject({
      subject: mine.emails[2]!.originalSubject,
      hasManualEdits: false,
    });

    const restored = await api(a).delete("/api/drip-campaigns/static-templates/MATERNITY/2");
    expect(restored.json()).toMatchObject({
      subject: mine.emails[2]!.originalSubject,
      hasManualEdits: false,
    });
    // Saving the original text back is not an edit.
    const same = await api(a).put("/api/drip-campaigns/static-templates/MATERNITY/2", {
      subject: mine.emails[2]!.originalSubject,
      textBody: mine.emails[2]!.originalTextBody,
    });
    expect(same.json()).toMatchObject({ hasManualEdits: false });
  });

  it.each([
    [{ subject: "", textBody: "Hi" }, 400, "Subject is required"],
    [{ subject: "Hello", textBody: "   " }, 400, "Email body is required"],
    [
      { subject: "Hello {{nickname}}", textBody: "Hi" },
      400,
      "Subject uses an unknown variable: {{nickname}}",
    ],
    [
      { subject: "Hello", textBody: "Hi {{weddingday}}" },
      400,
      "Email body uses an unknown variable: {{weddingday}}",
    ],
  ])("refuses the edit %j", async (body, status, message) => {
    const res = await api(a).put("/api/drip-campaigns/static-templates/WEDDING/1", body);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it("answers 404 for an e-mail that does not exist", async () => {
    const body = { subject: "Hello", textBody: "Hi" };
    for (const url of ["WEDDING/24", "WEDDING/-1", "WEDDING/x", "NEWBORN/1", "WEDDING/%20", "WEDDING/1.0"]) {
      const res = await api(a).put(`/api/drip-campaigns/static-templates/${url}`, body);
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe("subscriptions", () => {
  it("lists only the studio's own, filtered by type and project", async () => {
    const c = await api(a).post("/api/clients", {
      firstName: "Lena",
      lastName: "Park",
      email: "lena@example.com",
    });
    const p = await api(a).post("/api/projects", {
      title: "Park family",
      projectType: "FAMILY",
      clientId: c.json().id,
    });
    await ctx.queue.drain();
    const mine = (
      await api(a).get("/api/drip-subscriptions?projectType=FAMILY")
    ).json() as DripSubscription[];
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      projectId: p.json().id,
      projectTitle: "Park family",
      clientName: "Lena Park",
      status: "ACTIVE",
      // Enrolled as it entered Inquiry; its day-0 e-mail went out with the same drain.
      nextEmailIndex: 1,
      sentCount: 1,
    });
    expect((await api(a).get(`/api/drip-subscriptions?projectId=${p.json().id}`)).json()).toHaveLength(1);
    expect((await api(a).get("/api/drip-subscriptions?projectType=WEDDING")).json()).toHaveLength(0);
    expect((await api(b).get("/api/drip-subscriptions")).json()).toEqual([]);
    expect((await api(b).get(`/api/drip-subscriptions?projectId=${p.json().id}`)).json()).toEqual([]);
    expect((await api(a).get("/api/drip-subscriptions?projectId=nope")).statusCode).toBe(400);
  });
});
