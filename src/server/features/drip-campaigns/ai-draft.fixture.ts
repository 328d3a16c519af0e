/**
 * What the AI drafting tests share: one app per test file configured for a local stand-in of OpenAI's
 * chat-completions API (timeout 1 s), the stand-in reset to good answers before each test, studios with
 * their Inquiry stage, and a draft's body.
 *
 * `ctx` and `ai` are live bindings: the hooks assign them here, and every importer reads the current value.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { stages } from "../../db/schema/index.js";
import { type AiStandIn, startAiStandIn } from "../../test/ai-stand-in.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { changedTables, databaseDigest } from "../../test/db-digest.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

export const KEY = "sk-stand-in-0123456789";
export const MODEL = "stand-in-model-1";
export const PROMPT =
  "A gentle follow-up for couples who asked about our wedding packages but have not booked a call.";

export let ai: AiStandIn;
export let ctx: TestContext;

export function setUpAiDrafting() {
  beforeAll(async () => {
    ai = await startAiStandIn({ apiKey: KEY });
    ctx = await createTestContext({
      AI_API_URL: ai.url,
      AI_API_KEY: KEY,
      AI_MODEL: MODEL,
      AI_TIMEOUT_SECONDS: "1",
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await ai?.close();
  });
  beforeEach(() => {
    ai.setMode({ kind: "good" });
    ai.requests.length = 0;
  });
}

export const api = (who: TestPhotographer) => as(ctx, who.cookie);

export async function stageOf(
  who: TestPhotographer,
  name = "Inquiry",
  type: "WEDDING" | "PORTRAIT" = "WEDDING",
  on: TestContext = ctx,
) {
  const [stage] = await on.database.db
    .select()
    .from(stages)
    .where(
      and(eq(stages.photographerId, who.photographerId), eq(stages.projectType, type), eq(stages.name, name)),
    );
  return stage!.id;
}

export async function studioWithStage(name = "Golden Hour Studio") {
  const who = await createTestPhotographer(ctx, { businessName: name });
  return { who, stageId: await stageOf(who) };
}

export const draftBody = (stageId: string, extra: Record<string, unknown> = {}) => ({
  prompt: `  ${PROMPT}  `,
  projectType: "WEDDING",
  targetStageIds: [stageId],
  emailCount: 3,
  emailFrequencyDays: 7,
  style: "relaxed, documentary",
  priceRange: "$3,000–$6,000",
  ...extra,
});

/** Runs a draft that must be refused and checks that it changed nothing anywhere. */
export async function refused(who: TestPhotographer, body: unknown, on: TestContext = ctx) {
  const before = await databaseDigest(on.database);
  const res = await as(on, who.cookie).post("/api/drip-campaigns/ai-draft", body);
  expect(changedTables(before, await databaseDigest(on.database))).toEqual([]);
  return res;
}
