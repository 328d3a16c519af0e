/**
 * The widget's public routes. Its lead endpoint is called by the embed script from the studio's own
 * website, another origin: it answers any origin (no cookies are involved) and its preflight.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { WIDGET_NOT_FOUND, widgetLeadInputSchema } from "../../../shared/widget.js";
import { noContentResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import { widgetLeadResponse } from "./widget.responses.js";
import type { WidgetService } from "./widget.service.js";
import type { WidgetScript } from "./widget-script.js";

const publicRoute = { access: "public" as const };
const tokenParams = z.object({
  publicToken: z.string().min(10, WIDGET_NOT_FOUND).max(200, WIDGET_NOT_FOUND),
});
const LEADS_URL = "/api/public/widget/:publicToken/leads";

/** Long enough for a browser to keep it while someone browses the site, short enough for a new release. */
const SCRIPT_CACHE = "public, max-age=300";

async function allowAnyOrigin(_request: unknown, reply: FastifyReply) {
  reply.header("access-control-allow-origin", "*");
}

export function registerWidgetRoutes(
  app: App,
  service: WidgetService,
  loadScript: (logFailure: (error: unknown) => void) => Promise<WidgetScript>,
): void {
  app.options(
    LEADS_URL,
    {
      schema: {
        summary: "Preflight of the lead form",
        tags: ["widget"],
        response: { 204: noContentResponse },
      },
      config: publicRoute,
      onRequest: allowAnyOrigin,
    },
    async (_request, reply) =>
      reply
        .status(204)
        .header("access-control-allow-methods", "POST, OPTIONS")
        .header("access-control-allow-headers", "Content-Type")
        .header("access-control-max-age", "86400")
        .send(),
  );
  app.post(
    LEADS_URL,
    {
      schema: {
        summary: "Submit a lead from the website widget",
        tags: ["widget"],
        response: { 201: widgetLeadResponse },
        params: tokenParams,
        body: widgetLeadInputSchema,
      },
      // Posted from the studio's own website: no session is involved, so no forgery to defend against.
      config: { ...publicRoute, crossSite: true },
      // Before validation, so that a refusal (400, 404, 429) is readable by the script too.
      onRequest: allowAnyOrigin,
    },
    async (request, reply) =>
      reply.status(201).send(await service.submitLead(request.params.publicToken, request.body, request.ip)),
  );
  const serveScript = async (request: FastifyRequest, reply: FastifyReply) => {
    const script = await loadScript((error) =>
      request.log.error({ err: error }, "widget script build failed"),
    );
    return reply
      .header("content-type", "application/javascript; charset=utf-8")
      .header("cache-control", script.origin === "built" ? SCRIPT_CACHE : "no-cache")
      .header("x-content-type-options", "nosniff")
      .send(script.code);
  };
  app.get("/widget.js", { config: publicRoute }, serveScript);
  // Under `npm run dev`, Vite's middleware (an onRequest hook added after this one) would answer its
  // index.html for /widget.js; answering from the first hook keeps the one script in every mode.
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.url === "/widget.js") return serveScript(request, reply);
  });
}
