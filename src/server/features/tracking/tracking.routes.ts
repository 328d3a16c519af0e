/**
 * E-mail tracking (open pixel, click redirect). Public by nature: mail clients fetch them without a
 * session. Only the first open and the first click are kept; a link index the e-mail did not contain
 * answers 404 rather than redirecting anywhere. The session cookie, when one comes along, is handed on
 * so that the sending studio's own opens and clicks are left out.
 */
import { z } from "zod";
import { SESSION_COOKIE } from "../../auth/sessions.js";
import type { App } from "../../http/types.js";
import { clickRedirectResponse, pixelResponse } from "./tracking.responses.js";
import type { TrackingService } from "./tracking.service.js";

// The smallest transparent GIF.
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

const openParams = z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.gif$/i, "Not found") });
const clickParams = z.object({
  logId: z.uuid({ error: "Not found" }),
  index: z.coerce.number().int().min(0).max(1000),
});

export function registerTrackingRoutes(app: App, tracking: TrackingService): void {
  const publicRoute = { access: "public" as const };

  app.get(
    "/api/t/o/:file",
    {
      schema: {
        summary: "E-mail open pixel",
        tags: ["tracking"],
        response: { 200: pixelResponse },
        params: openParams,
      },
      config: publicRoute,
    },
    async (request, reply) => {
      await tracking.opened(request.params.file.slice(0, 36), request.cookies[SESSION_COOKIE]);
      return reply
        .header("content-type", "image/gif")
        .header("cache-control", "no-store, max-age=0")
        .send(PIXEL);
    },
  );

  app.get(
    "/api/t/c/:logId/:index",
    {
      schema: {
        summary: "E-mail link click",
        tags: ["tracking"],
        response: { 302: clickRedirectResponse },
        params: clickParams,
      },
      config: publicRoute,
    },
    async (request, reply) =>
      reply.redirect(
        await tracking.clicked(request.params.logId, request.params.index, request.cookies[SESSION_COOKIE]),
        302,
      ),
  );
}
