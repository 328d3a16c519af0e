/**
 * The widget's configuration: the studio's own read and save, and the public read that the embed
 * script makes from the studio's website (another origin, so it answers any origin, and a browser or
 * proxy may keep the answer for a minute).
 */
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { WIDGET_NOT_FOUND } from "../../../shared/widget.js";
import { widgetConfigSchema } from "../../../shared/widget-config-schema.js";
import { photographerIdOf } from "../../auth/guard.js";
import type { App } from "../../http/types.js";
import { publicWidgetConfigResponse, widgetConfigStateResponse } from "./widget.responses.js";
import type { WidgetConfigService } from "./widget-config.service.js";

const tokenParams = z.object({
  publicToken: z.string().min(10, WIDGET_NOT_FOUND).max(200, WIDGET_NOT_FOUND),
});

/**
 * How long a website's visitors (and any cache between) may reuse the settings: a saved change shows
 * on the website within this time, and a busy website doesn't ask for them on every page view.
 */
export const WEBSITE_CONFIG_CACHE = "public, max-age=60";

async function allowAnyOrigin(_request: unknown, reply: FastifyReply) {
  reply.header("access-control-allow-origin", "*");
}

export function registerWidgetConfigRoutes(app: App, service: WidgetConfigService): void {
  app.get(
    "/api/widget-config",
    {
      schema: {
        summary: "The widget configuration",
        tags: ["widget"],
        response: { 200: widgetConfigStateResponse },
      },
    },
    async (request) => service.get(photographerIdOf(request)),
  );

  app.put(
    "/api/widget-config",
    {
      schema: {
        summary: "Save the widget configuration",
        tags: ["widget"],
        response: { 200: widgetConfigStateResponse },
        body: widgetConfigSchema,
      },
    },
    async (request) => service.save(photographerIdOf(request), request.body),
  );

  app.get(
    "/api/public/widget/:publicToken/config",
    {
      schema: {
        summary: "The widget configuration for the studio's website",
        tags: ["widget"],
        response: { 200: publicWidgetConfigResponse },
        params: tokenParams,
      },
      config: { access: "public" },
      // Before validation, so that a refusal (404) is readable by the script too.
      onRequest: allowAnyOrigin,
    },
    async (request, reply) => {
      const answer = await service.forWebsite(request.params.publicToken);
      return reply.header("cache-control", WEBSITE_CONFIG_CACHE).send(answer);
    },
  );
}
