import { z } from "zod";
import {
  dripEmailOverrideInputSchema,
  dripProjectTypeSchema,
  saveCampaignSettingsInputSchema,
} from "../../../shared/drip.js";
import { photographerIdOf } from "../../auth/guard.js";
import { withIgnoredFormBody } from "../../http/form-post.js";
import type { App } from "../../http/types.js";
import {
  campaignSettingsResponse,
  dripEmailResponse,
  dripSubscriptionsResponse,
  dripTemplatesResponse,
  savedCampaignSettingsResponse,
  unsubscribeAnswer,
  unsubscribePageResponse,
} from "./drip.responses.js";
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
  const tags = ["drip"];

  app.get(
    "/api/static-campaign-settings/:projectType",
    {
      schema: {
        summary: "A project type's drip campaign settings",
        tags,
        params: typeParams,
        response: { 200: campaignSettingsResponse },
      },
    },
    async (request) => service.getSettings(me(request), request.params.projectType),
  );
  app.post(
    "/api/static-campaign-settings",
    {
      schema: {
        summary: "Save a drip campaign's settings (enrols or pauses leads)",
        tags,
        body: saveCampaignSettingsInputSchema,
        response: { 200: savedCampaignSettingsResponse },
      },
    },
    async (request) => service.saveSettings(me(request), request.body),
  );
  app.get(
    "/api/drip-campaigns/static-templates",
    {
      schema: {
        summary: "A campaign's prewritten e-mails",
        tags,
        querystring: templatesQuery,
        response: { 200: dripTemplatesResponse },
      },
    },
    async (request) => service.listEmails(me(request), request.query.projectType),
  );
  app.put(
    "/api/drip-campaigns/static-templates/:projectType/:index",
    {
      schema: {
        summary: "Edit one of a campaign's e-mails",
        tags,
        params: emailParams,
        body: dripEmailOverrideInputSchema,
        response: { 200: dripEmailResponse },
      },
    },
    async (request) =>
      service.saveEdit(me(request), request.params.projectType, request.params.index, request.body),
  );
  app.delete(
    "/api/drip-campaigns/static-templates/:projectType/:index",
    {
      schema: {
        summary: "Restore a campaign e-mail's original text",
        tags,
        params: emailParams,
        response: { 200: dripEmailResponse },
      },
    },
    async (request) => service.restoreOriginal(me(request), request.params.projectType, request.params.index),
  );
  app.get(
    "/api/drip-subscriptions",
    {
      schema: {
        summary: "Leads in drip campaigns",
        tags,
        querystring: subscriptionsQuery,
        response: { 200: dripSubscriptionsResponse },
      },
    },
    async (request) => service.listSubscriptions(me(request), request.query),
  );

  registerUnsubscribeRoutes(app, engine);
}

/**
 * The unsubscribe link of every drip e-mail. GET only asks (mail scanners open every link); the page's
 * button posts back, and so do mail clients' RFC 8058 one-click requests (List-Unsubscribe-Post), whose
 * body is the form field `List-Unsubscribe=One-Click`. A browser's form gets the page; anything else JSON.
 */
function registerUnsubscribeRoutes(app: App, engine: DripEngine): void {
  const config = { access: "public" as const };
  const url = "/api/public/drip/unsubscribe/:token";
  app.get(
    url,
    {
      schema: {
        summary: "The unsubscribe page of a drip e-mail (asks to confirm)",
        tags: ["drip"],
        security: [],
        params: tokenParams,
        response: { 200: unsubscribePageResponse, 404: unsubscribePageResponse },
      },
      config,
    },
    async (request, reply) => {
      const found = await engine.subscriptionOf(request.params.token);
      const state = !found
        ? ({ kind: "expired" } as const)
        : {
            kind: found.unsubscribed ? ("done" as const) : ("confirm" as const),
            businessName: found.businessName,
          };
      return reply
        .status(found ? 200 : 404)
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(unsubscribePage(state));
    },
  );
  // The one-click body is a form field that says nothing the address does not.
  withIgnoredFormBody(app, (scope) => {
    scope.post(
      url,
      {
        schema: {
          summary:
            "Unsubscribe (the page's button, or a mail client's one-click): HTML to a browser, JSON otherwise",
          tags: ["drip"],
          security: [],
          params: tokenParams,
          response: { 200: unsubscribeAnswer, 404: unsubscribeAnswer },
        },
        config,
      },
      async (request, reply) => {
        const result = await engine.unsubscribe(request.params.token);
        const wantsPage = (request.headers.accept ?? "").includes("text/html");
        if (wantsPage) {
          return reply
            .status(result ? 200 : 404)
            .type("text/html; charset=utf-8")
            .header("cache-control", "no-store")
            .send(
              unsubscribePage(
                result ? { kind: "done", businessName: result.businessName } : { kind: "expired" },
              ),
            );
        }
        if (!result) return reply.status(404).send({ message: "Subscription not found" });
        return { message: "Unsubscribed" };
      },
    );
  });
}
