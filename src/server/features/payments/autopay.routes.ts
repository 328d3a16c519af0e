/**
 * Switching autopay off, from the public proposal page (by its token) and from the studio's proposal.
 * Only off: turning it on is the card checkout's `autopay: true` (the schema's message says so).
 */
import { z } from "zod";
import { autopaySwitchSchema } from "../../../shared/autopay.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import type { App } from "../../http/types.js";
import type { AutopayService } from "./autopay.service.js";
import { autopayStateResponse } from "./payments.responses.js";

const tokenParams = z.object({ token: z.string().min(10).max(200) });
const proposalParams = uuidParams("Proposal not found");

export function registerAutopayRoutes(app: App, autopay: AutopayService): void {
  app.put(
    "/api/public/proposals/:token/autopay",
    {
      schema: {
        summary: "Switch autopay off (the client)",
        tags: ["payments"],
        response: { 200: autopayStateResponse },
        params: tokenParams,
        body: autopaySwitchSchema,
      },
      config: { access: "public" },
    },
    async (request) => autopay.switchOffByToken(request.params.token),
  );
  app.put(
    "/api/proposals/:id/autopay",
    {
      schema: {
        summary: "Switch autopay off (the studio)",
        tags: ["payments"],
        response: { 200: autopayStateResponse },
        params: proposalParams,
        body: autopaySwitchSchema,
      },
    },
    async (request) => autopay.switchOffForStudio(photographerIdOf(request), request.params.id),
  );
}
