import { z } from "zod";
import {
  dripEmailOverrideInputSchema,
  dripProjectTypeSchema,
  saveCampaignSettingsInputSchema,
} from "../../../shared/drip.js";
import { photographerIdOf } from "../../auth/guard.js";
import type { App } from "../../http/types.js";
import { DRIP_EMAIL_NOT_FOUND, type DripService } from "./drip.service.js";
import type { DripEngine } from "./drip-engine.js";
import { unsubscribePage } from "./unsubscribe-page.js";

const typeParams = z.object({ projectType: dripProjectTypeSchema });
const emailParams = z.object({
  projectType: dripProjectTypeSchema,
  // Digits only: Number(" ") is 0, so a coerced blank would name the first e-mail.
  index: z
    .string()
    .regex(/^\d{1,2}$/, DRIP_EMAIL_NOT_FOUND)
    .transform((digits) => Number(digits)),
});
const templatesQuery = z.object({
  projectType: z.preprocess((v) => (v === "" ? undefined : v), dripProjectTypeSchema),
});
const subscriptionsQuery = z.object({
  projectType: z.preprocess((v) => (v === "" ? undefined : v), dripProjectTypeSchema.optional()),
  projectId: z.uuid({ error: "Project not found" }).optional(),
});
const tokenParams = z.object({ token: z.string().max(200) });

export function registerDripRoutes(app: App, service: DripService, engine: DripEngine): void {
  const me = photographerIdOf;

  app.get("/api/static-campaign-settings/:projectType", { schema: { params: typeParams } }, async (request) =>
    service.getSettings(me(request), request.params.projectType),
  );
  app.post(
    "/api/static-campaign-settings",
    { schema: { body: saveCampaignSettingsInputSchema } },
    async (request) => service.saveSettings(me(request), request.body),
  );
  app.get(
    "/api/drip-campaigns/static-templates",
    { schema: { querystring: templatesQuery } },
    async (request) => service.listEmails(me(request), request.query.projectType),
  );
  app.put(
    "/api/drip-campaigns/static-templates/:projectType/:index",
    { schema: { params: emailParams, body: dripEmailOverrideInputSchema } },
    async (request) =>
      service.saveEdit(me(request), request.params.projectType, request.params.index, request.body),
  );
  app.delete(
    "/api/drip-campaigns/static-templates/:projectType/:index",
    { schema: { params: emailParams } },
    async (request) => service.restoreOriginal(me(request), request.params.projectType, request.params.index),
  );
  app.get("/api/drip-subscriptions", { schema: { querystring: subscriptionsQuery } }, async (request) =>
    service.listSubscriptions(me(request), request.query),
  );

  // One-click unsubscribe: the link in every drip e-mail (GET) and mail clients' List-Unsubscribe-Post (POST).
  const publicRoute = { access: "public" as const };
  app.get(
    "/api/public/drip/unsubscribe/:token",
    { schema: { params: tokenParams }, config: publicRoute },
    async (request, reply) => {
      const result = await engine.unsubscribe(request.params.token);
      return reply
        .status(result ? 200 : 404)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(unsubscribePage(result));
    },
  );
  app.post(
    "/api/public/drip/unsubscribe/:token",
    { schema: { params: tokenParams }, config: publicRoute },
    async (request, reply) => {
      const result = await engine.unsubscribe(request.params.token);
      if (!result) return reply.status(404).send({ message: "Subscription not found" });
      return { message: "Unsubscribed" };
    },
  );
}
