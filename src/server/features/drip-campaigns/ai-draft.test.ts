/**
 * Drafting a campaign with AI, against a local stand-in that speaks OpenAI's chat-completions API: a
 * good answer becomes a DRAFT whose e-mails all wait for approval, and nothing is sent; another
 * studio's stage, bad input and a studio over its hourly budget never reach the AI; without the
 * settings drafting is off. (What goes wrong on the AI's side: ai-draft.failures.test.ts.)
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CustomCampaign } from "../../../shared/drip-campaigns.js";
import {
  dripCampaigns,
  dripCampaignVersionHistory,
  dripSubscriptions,
  outboxMessages,
} from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import {
  ai,
  api,
  ctx,
  draftBody,
  KEY,
  MODEL,
  PROMPT,
  refused,
  setUpAiDrafting,
  stageOf,
  studioWithStage,
} from "./ai-draft.fixture.js";
import { AI_DRAFTS_LIMITED, AI_DRAFTS_PER_HOUR, AI_NOT_CONFIGURED } from "./ai-draft.service.js";

setUpAiDrafting();

describe("GET /api/drip-campaigns/ai", () => {
  it("says drafting is set up, and with which model", async () => {
    const { who } = await studioWithStage();
    const res = await api(who).get("/api/drip-campaigns/ai");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ configured: true, model: MODEL });
  });
});

describe("POST /api/drip-campaigns/ai-draft", () => {
  it("turns a good answer into a DRAFT of pending e-mails, keeps the prompt and the originals, sends nothing", async () => {
    const { who, stageId } = await studioWithStage("Golden Hour Studio");
    // A client of the studio's, whose details must not reach the AI.
    const known = await api(who).post("/api/clients", {
      firstName: "Zelda",
      lastName: "Quartzfield",
      email: "zelda.quartzfield@example.com",
    });
    expect(known.statusCode, known.body).toBe(201);
    const res = await api(who).post("/api/drip-campaigns/ai-draft", draftBody(stageId));
    expect(res.statusCode, res.body).toBe(201);
    const campaign = res.json() as CustomCampaign;
    expect(campaign).toMatchObject({
      name: "Wedding campaign (drafted with AI)",
      projectType: "WEDDING",
      status: "DRAFT",
      targetStageIds: [stageId],
      generatedByAi: true,
      aiPrompt: PROMPT,
      version: 1,
      parentCampaignId: null,
      isCurrentVersion: true,
      rootCampaignId: campaign.id,
      publishedAt: null,
      emailFrequencyDays: 7,
      activeLeads: 0,
    });
    expect(campaign.emails).toHaveLength(3);
    expect(campaign.emails.map((e) => e.daysAfterStart)).toEqual([0, 7, 14]);
    for (const email of campaign.emails) {
      expect(email).toMatchObject({
        approvalStatus: "PENDING",
        approvedAt: null,
        hasManualEdits: false,
        htmlBody: null,
      });
      expect(email.textBody).toContain("{{scheduling_link}}");
      expect(email.original).toEqual({ subject: email.subject, textBody: email.textBody, htmlBody: null });
    }
    // The same campaign through the campaigns API.
    const read = await api(who).get(`/api/drip-campaigns/${campaign.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: campaign.id, generatedByAi: true, aiPrompt: PROMPT });

    // What was kept: the context sent, and a CREATED history row naming the model and the user.
    const [row] = await ctx.database.db.select().from(dripCampaigns).where(eq(dripCampaigns.id, campaign.id));
    expect(JSON.parse(row!.businessContext!)).toMatchObject({
      businessName: "Golden Hour Studio",
      projectType: "WEDDING",
      stages: ["Inquiry"],
      style: "relaxed, documentary",
      priceRange: "$3,000–$6,000",
      emailCount: 3,
    });
    const history = await ctx.database.db
      .select()
      .from(dripCampaignVersionHistory)
      .where(eq(dripCampaignVersionHistory.campaignId, campaign.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      version: 1,
      changeType: "CREATED",
      changeDescription: `Drafted with AI (${MODEL})`,
      changedBy: who.email,
      newData: { prompt: PROMPT, emailCount: 3 },
    });

    // What the AI was asked: with the key, the model, structured output, the studio's context and rules.
    expect(ai.completions()).toHaveLength(1);
    const [request] = ai.completions();
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.authorization).toBe(`Bearer ${KEY}`);
    const body = request!.body as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: { type: string; json_schema: { name: string; strict: boolean } };
    };
    expect(body.model).toBe(MODEL);
    expect(body.response_format).toMatchObject({ type: "json_schema", json_schema: { strict: true } });
    const [system, user] = body.messages;
    expect(system!.role).toBe("system");
    expect(system!.content).toContain("no HTML");
    expect(system!.content).toContain("{{scheduling_link}}");
    expect(system!.content).toContain("{{firstName}}");
    expect(user!.content).toContain("Golden Hour Studio");
    expect(user!.content).toContain("Wedding");
    expect(user!.content).toContain("relaxed, documentary");
    expect(user!.content).toContain("$3,000–$6,000");
    expect(user!.content).toContain("exactly 3 e-mails");
    expect(user!.content).toContain(PROMPT);
    expect(JSON.stringify(request!.body)).not.toMatch(/Quartzfield|zelda/i);

    // A lead entering the stage is not enrolled in a draft, and no mail goes anywhere.
    const client = await api(who).post("/api/clients", {
      firstName: "Maya",
      lastName: "Chen",
      email: "maya@example.com",
    });
    expect(client.statusCode, client.body).toBe(201);
    const project = await api(who).post("/api/projects", {
      title: "Chen wedding",
      projectType: "WEDDING",
      clientId: client.json().id,
    });
    expect(project.statusCode, project.body).toBe(201);
    await ctx.queue.drain();
    expect(
      await ctx.database.db
        .select()
        .from(dripSubscriptions)
        .where(eq(dripSubscriptions.photographerId, who.photographerId)),
    ).toEqual([]);
    expect(
      await ctx.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.toAddress, "maya@example.com")),
    ).toEqual([]);
  });

  it("names the campaign as asked, and reads the draft's count from the request", async () => {
    const { who, stageId } = await studioWithStage();
    const res = await api(who).post(
      "/api/drip-campaigns/ai-draft",
      draftBody(stageId, { name: "Spring couples", emailCount: 1, emailFrequencyDays: undefined }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: "Spring couples", emails: [{ daysAfterStart: 0 }] });
    expect(res.json().emails).toHaveLength(1);
  });

  it("refuses another studio's stage (404) and a stage of another project type (400) before asking the AI", async () => {
    const { who: a, stageId: aStage } = await studioWithStage("Studio A");
    const { who: b, stageId: bStage } = await studioWithStage("Studio B");
    const theirs = await refused(b, draftBody(aStage));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: "Stage not found" });
    const mixed = await refused(b, draftBody(bStage, { targetStageIds: [bStage, aStage] }));
    expect(mixed.statusCode).toBe(404);
    const portrait = await refused(a, draftBody(await stageOf(a, "Inquiry", "PORTRAIT")));
    expect(portrait.statusCode).toBe(400);
    expect(portrait.json().message).toBe('The stage "Inquiry" is not a Wedding stage');
    expect(ai.completions()).toHaveLength(0);
  });

  it.each([
    ["a short prompt", { prompt: "short" }, "Describe the campaign you want in a sentence or two"],
    ["a long prompt", { prompt: "x".repeat(2_001) }, "The prompt is too long"],
    ["a NUL in the prompt", { prompt: `${PROMPT}\u0000` }, undefined],
    ["no e-mails", { emailCount: 0 }, "emailCount must be at least 1"],
    ["13 e-mails", { emailCount: 13 }, "emailCount must be at most 12"],
    ["a count as text", { emailCount: "3" }, "emailCount must be a whole number"],
    ["a fractional count", { emailCount: 2.5 }, "emailCount must be a whole number"],
    ["an unknown project type", { projectType: "BIRTHDAY" }, undefined],
    ["no stage", { targetStageIds: [] }, "Choose at least one stage"],
    ["a stage id that is no id", { targetStageIds: ["not-a-uuid"] }, "Stage not found"],
    ["a long style", { style: "s".repeat(201) }, "The style is too long"],
    ["a frequency of 0 days", { emailFrequencyDays: 0 }, "emailFrequencyDays must be at least 1"],
  ])("refuses bad input (%s) with 400 before asking the AI", async (_label, change, message) => {
    const { who, stageId } = await studioWithStage();
    const res = await refused(who, draftBody(stageId, change));
    expect(res.statusCode, res.body).toBe(400);
    if (message) expect(res.json().message).toBe(message);
    else expect(typeof res.json().message).toBe("string");
    expect(ai.completions()).toHaveLength(0);
  });

  // The embedded database runs one statement at a time and would hide the race: PostgreSQL only.
  it.runIf(testDbKind() === "postgres")(
    `lets ${AI_DRAFTS_PER_HOUR} drafts an hour reach the AI, even when 20 arrive at once`,
    async () => {
      const { who, stageId } = await studioWithStage();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => api(who).post("/api/drip-campaigns/ai-draft", draftBody(stageId))),
      );
      const statuses = answers.map((res) => res.statusCode).join();
      const limited = answers.filter((res) => res.statusCode === 429);
      expect(limited, statuses).toHaveLength(20 - AI_DRAFTS_PER_HOUR);
      expect(
        answers.filter((res) => res.statusCode === 201),
        statuses,
      ).toHaveLength(AI_DRAFTS_PER_HOUR);
      expect(ai.completions()).toHaveLength(AI_DRAFTS_PER_HOUR);
      for (const res of limited) {
        expect(res.json()).toEqual({ message: AI_DRAFTS_LIMITED });
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      }
      await expectOwnBudget();
    },
  );

  it.runIf(testDbKind() === "pglite")(
    `lets ${AI_DRAFTS_PER_HOUR} drafts an hour reach the AI, counting the unusable ones`,
    async () => {
      const { who, stageId } = await studioWithStage();
      ai.setMode({ kind: "content", content: "{ not json" });
      for (let i = 0; i < AI_DRAFTS_PER_HOUR; i++) {
        expect((await api(who).post("/api/drip-campaigns/ai-draft", draftBody(stageId))).statusCode).toBe(
          502,
        );
      }
      ai.setMode({ kind: "good" });
      const over = await refused(who, draftBody(stageId));
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ message: AI_DRAFTS_LIMITED });
      expect(ai.completions()).toHaveLength(AI_DRAFTS_PER_HOUR);
      await expectOwnBudget();
    },
  );

  /** Another studio has its own budget. */
  async function expectOwnBudget() {
    const other = await studioWithStage("Another Studio");
    const res = await api(other.who).post("/api/drip-campaigns/ai-draft", draftBody(other.stageId));
    expect(res.statusCode, res.body).toBe(201);
  }
});

describe("without AI_API_URL and AI_MODEL", () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestContext();
  });
  afterAll(() => plain?.close());

  it("says drafting is not set up (GET) and refuses a draft with 409, creating nothing", async () => {
    const who = await createTestPhotographer(plain);
    const status = await as(plain, who.cookie).get("/api/drip-campaigns/ai");
    expect(status.json()).toEqual({ configured: false, model: null });
    const stageId = await stageOf(who, "Inquiry", "WEDDING", plain);
    const res = await refused(who, draftBody(stageId), plain);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: AI_NOT_CONFIGURED });
    expect(ai.completions()).toHaveLength(0);
  });
});
