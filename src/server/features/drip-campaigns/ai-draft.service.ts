/**
 * Drafting a campaign with an AI: the studio's words and context go to the configured chat-completions
 * service, and a usable answer becomes a DRAFT campaign whose e-mails all wait for approval. Nothing is
 * sent: a draft only ever reaches a lead after the studio approves every e-mail and activates it.
 *
 * The provider costs money and time, so each studio has a budget of drafts per hour. A slot is taken
 * (one statement, counted in the database) before the AI is called: parallel requests each get their own
 * count, and those past the limit never reach the provider. A slot is not given back when the answer
 * turns out unusable, since the provider was still asked.
 */
import type { z } from "zod";
import {
  type AiDraftStatus,
  CAMPAIGN_LIMITS,
  type CustomCampaign,
  type draftWithAiInputSchema,
} from "../../../shared/drip-campaigns.js";
import { projectTypeLabel } from "../../../shared/projects.js";
import { hitRateLimit } from "../../auth/rate-limit.js";
import type { Database } from "../../db/connect.js";
import { badRequest, conflict, HttpError, notFound, tooManyRequests } from "../../http/errors.js";
import { type AiClient, AiFailure } from "../../integrations/ai/ai-client.js";
import { type AiDraftEmail, aiAnswerJsonSchema, readAiAnswer } from "./ai-draft.answer.js";
import { studioContext, systemPrompt, userPrompt } from "./ai-draft.prompt.js";
import { findBusinessName } from "./ai-draft.queries.js";
import { recordChange } from "./campaign-history.queries.js";
import { campaignView } from "./campaign-views.js";
import { insertCampaign, studioStagesOf } from "./drip-campaigns.queries.js";

export const AI_NOT_CONFIGURED = "AI drafting is not set up on this server";
export const AI_DRAFTS_PER_HOUR = 10;
export const AI_DRAFTS_LIMITED = `At most ${AI_DRAFTS_PER_HOUR} AI drafts an hour: please try again later`;
const HOUR_MS = 3_600_000;

/** The signed-in user drafting: their studio, and their e-mail for the history. */
export interface Drafter {
  photographerId: string;
  email: string;
}

/** The draft input as the shared schema leaves it (trimmed). */
export type DraftInput = z.output<typeof draftWithAiInputSchema>;

export function createAiDraftService(database: Database, ai: AiClient | null) {
  const { db } = database;

  function status(): AiDraftStatus {
    return { configured: ai !== null, model: ai?.model ?? null };
  }

  async function draft(drafter: Drafter, input: DraftInput): Promise<CustomCampaign> {
    const { photographerId } = drafter;
    const stageNames = await checkStages(photographerId, input);
    if (!ai) throw conflict(AI_NOT_CONFIGURED);
    const slot = await hitRateLimit(db, `ai-draft:${photographerId}`, HOUR_MS);
    if (slot.count > AI_DRAFTS_PER_HOUR) throw tooManyRequests(AI_DRAFTS_LIMITED, slot.retryAfterSeconds);

    const context = studioContext({
      businessName: (await findBusinessName(db, photographerId)) ?? "the studio",
      projectType: input.projectType,
      stageNames,
      style: input.style,
      priceRange: input.priceRange,
      emailCount: input.emailCount,
      emailFrequencyDays: input.emailFrequencyDays,
    });
    const emails = await ask(ai, input.prompt, context);

    return db.transaction(async (tx) => {
      // The AI may have taken a minute: a stage deleted meanwhile is said, not a foreign-key failure.
      const ids = [...new Set(input.targetStageIds)];
      if ((await studioStagesOf(tx, photographerId, ids)).length !== ids.length) {
        throw conflict("A stage was deleted while the AI was writing: nothing was created");
      }
      const lastDay = emails.at(-1)?.daysAfterStart ?? 0;
      const campaign = await insertCampaign(
        tx,
        photographerId,
        {
          name: input.name ?? `${projectTypeLabel(input.projectType)} campaign (drafted with AI)`,
          projectType: input.projectType,
          maxDurationMonths: monthsToCover(lastDay),
          emailFrequencyWeeks: null,
          emailFrequencyDays: input.emailFrequencyDays ?? null,
          generatedByAi: true,
          aiPrompt: input.prompt,
          businessContext: JSON.stringify(context),
        },
        ids,
        emails.map((email) => ({
          subject: email.subject,
          textBody: email.textBody,
          htmlBody: null,
          daysAfterStart: email.daysAfterStart,
          // What the AI wrote, so that the studio's later edits can be shown against it.
          original: { subject: email.subject, textBody: email.textBody, htmlBody: null },
        })),
      );
      await recordChange(tx, photographerId, {
        campaignId: campaign.id,
        version: 1,
        changeType: "CREATED",
        description: `Drafted with AI (${ai.model})`,
        changedBy: drafter.email,
        newData: { prompt: input.prompt, emailCount: input.emailCount },
      });
      return campaignView(tx, photographerId, campaign);
    });
  }

  /** The stages must be the studio's (another studio's is "not found") and of the campaign's type. */
  async function checkStages(photographerId: string, input: DraftInput): Promise<string[]> {
    const ids = [...new Set(input.targetStageIds)];
    const found = await studioStagesOf(db, photographerId, ids);
    if (found.length !== ids.length) throw notFound("Stage not found");
    const byId = new Map(found.map((stage) => [stage.id, stage]));
    const stages = ids.map((id) => byId.get(id)!);
    const other = stages.find((stage) => stage.projectType !== input.projectType);
    if (other) {
      throw badRequest(`The stage "${other.name}" is not a ${projectTypeLabel(input.projectType)} stage`);
    }
    return stages.map((stage) => stage.name);
  }

  return { status, draft };
}

/** The e-mails of a usable answer, or the refusal the studio is shown (nothing saved either way). */
async function ask(
  ai: AiClient,
  prompt: string,
  context: ReturnType<typeof studioContext>,
): Promise<AiDraftEmail[]> {
  let answer: Awaited<ReturnType<AiClient["complete"]>>;
  try {
    answer = await ai.complete({
      system: systemPrompt(),
      user: userPrompt(prompt, context),
      schemaName: "drip_campaign",
      schema: aiAnswerJsonSchema(context.emailCount),
    });
  } catch (error) {
    if (!(error instanceof AiFailure)) throw error;
    throw failureAnswer(error, ai.timeoutSeconds);
  }
  if (answer.kind === "refusal") throw new HttpError(422, `The AI declined: ${oneLine(answer.refusal)}`);
  if (answer.finishReason === "length") throw unusable("it was cut off before the end");
  const read = readAiAnswer(answer.content, context.emailCount);
  if (!read.ok) throw unusable(read.why);
  return read.emails;
}

function failureAnswer(error: AiFailure, timeoutSeconds: number): HttpError {
  switch (error.reason) {
    case "timeout":
      return new HttpError(
        504,
        `The AI did not answer within ${timeoutSeconds} second${timeoutSeconds === 1 ? "" : "s"}: nothing was created`,
      );
    case "http":
      return new HttpError(
        502,
        `The AI service answered ${error.status}: ${error.message}. Nothing was created`,
      );
    case "garbled":
      return unusable(error.message);
    default:
      return new HttpError(502, "The AI service could not be reached: nothing was created");
  }
}

const unusable = (why: string) =>
  new HttpError(502, `The AI's answer could not be used: ${why}. Nothing was created`);

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, 500);

/** Long enough for the last e-mail to go out: a year at least, at most the campaigns' limit. */
function monthsToCover(lastDay: number): number {
  return Math.min(CAMPAIGN_LIMITS.maxDurationMonths, Math.max(12, Math.ceil(lastDay / 30) + 1));
}
