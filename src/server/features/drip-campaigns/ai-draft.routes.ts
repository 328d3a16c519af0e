import { z } from "zod";
import { type AiDraftStatus, draftWithAiInputSchema } from "../../../shared/drip-campaigns.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/connect.js";
import { unauthorized } from "../../http/errors.js";
import { messageResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import { createAiClient } from "../../integrations/ai/ai-client.js";
import { createAiDraftService } from "./ai-draft.service.js";
import { customCampaignResponse } from "./drip-campaigns.responses.js";

const aiDraftStatusResponse = z.object({
  configured: z.boolean(),
  model: z.string().nullable(),
}) satisfies z.ZodType<AiDraftStatus>;

/**
 * Drafting a campaign with AI: whether it is set up on this server, and the draft itself. Off unless
 * AI_API_URL and AI_MODEL are set.
 */
export function registerAiDraftRoutes(app: App, deps: { database: Database; config: Config }): void {
  const service = createAiDraftService(deps.database, createAiClient(deps.config));
  const tags = ["drip-campaigns"];

  app.get(
    "/api/drip-campaigns/ai",
    {
      schema: {
        summary: "Whether drafting campaigns with AI is set up, and with which model",
        tags,
        response: { 200: aiDraftStatusResponse },
      },
    },
    async () => service.status(),
  );
  app.post(
    "/api/drip-campaigns/ai-draft",
    {
      schema: {
        summary: "Draft a campaign with AI: a DRAFT whose e-mails all wait for approval (nothing is sent)",
        tags,
        body: draftWithAiInputSchema,
        response: {
          201: customCampaignResponse,
          400: messageResponse,
          404: messageResponse,
          409: messageResponse.describe("AI drafting is not set up on this server"),
          422: messageResponse.describe("The AI declined"),
          429: messageResponse,
          502: messageResponse.describe("The AI's answer could not be used, or its service failed"),
          504: messageResponse.describe("The AI did not answer in time"),
        },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw unauthorized();
      const drafter = { photographerId: user.photographerId, email: user.email };
      return reply.status(201).send(await service.draft(drafter, request.body));
    },
  );
}
