import { z } from "zod";
import { escapeHtml } from "../../../shared/email.js";
import { photographerIdOf } from "../../auth/guard.js";
import { HttpError } from "../../http/errors.js";
import { fileResponse } from "../../http/responses.js";
import { allowInlineScript } from "../../http/security-headers.js";
import type { App } from "../../http/types.js";
import type { CalendarService } from "./calendar.service.js";
import {
  calendarAuthUrlResponse,
  calendarFeedResponse,
  calendarStatusResponse,
  successResponse,
} from "./scheduling.responses.js";

const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});
const feedParams = z.object({ token: z.string().min(10).max(200) });

/** The popup's only script; the page's Content-Security-Policy names its hash. */
const CLOSE_SCRIPT = "setTimeout(function(){window.close()},1500)";

/** What the OAuth popup shows when Google sends it back; the settings page is polling meanwhile. */
function popupPage(ok: boolean, message: string) {
  const title = ok ? "Google Calendar connected" : "Google Calendar not connected";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>
<body style="margin:0;min-height:100vh;display:grid;place-items:center;font:15px system-ui,sans-serif;color:#0f172a;background:#f8fafc">
<main style="max-width:22rem;padding:2rem;text-align:center"><h1 style="font-size:1.25rem">${title}</h1><p style="color:#475569">${escapeHtml(message)}</p></main>
${ok ? `<script>${CLOSE_SCRIPT}</script>` : ""}</body></html>`;
}

export function registerCalendarRoutes(app: App, service: CalendarService): void {
  const me = photographerIdOf;

  app.get(
    "/api/auth/google-calendar",
    {
      schema: {
        summary: "Google Calendar's consent URL",
        tags: ["scheduling"],
        response: { 200: calendarAuthUrlResponse },
      },
    },
    async (request) => service.authUrl(me(request)),
  );
  app.get(
    "/api/auth/google-calendar/callback",
    {
      schema: {
        summary: "Google's OAuth callback (the popup's page)",
        tags: ["scheduling"],
        // Refusals are the popup's page too (saying what went wrong), not JSON.
        response: {
          200: fileResponse("text/html", "The popup's page, which closes itself"),
          "4xx": fileResponse("text/html", "The popup's page saying Google did not grant access"),
          "5xx": fileResponse("text/html", "The popup's page saying Google could not finish"),
        },
        querystring: callbackQuery,
      },
    },
    async (request, reply) => {
      const { code, state, error } = request.query;
      reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
      if (error || !code || !state) {
        return reply
          .status(400)
          .send(popupPage(false, "Google didn't grant access. You can close this window and try again."));
      }
      try {
        const { email } = await service.completeConnection(me(request), code, state);
        allowInlineScript(reply, CLOSE_SCRIPT);
        return reply.send(
          popupPage(true, `Connected${email ? ` as ${email}` : ""}. This window closes by itself.`),
        );
      } catch (cause) {
        const message =
          cause instanceof HttpError ? cause.message : "Google couldn't finish connecting. Please try again.";
        if (!(cause instanceof HttpError))
          request.log.warn({ err: cause }, "google calendar connection failed");
        return reply
          .status(cause instanceof HttpError ? cause.statusCode : 502)
          .send(popupPage(false, message));
      }
    },
  );
  app.get(
    "/api/calendar/status",
    {
      schema: {
        summary: "Google Calendar connection status",
        tags: ["scheduling"],
        response: { 200: calendarStatusResponse },
      },
    },
    async (request) => service.status(me(request)),
  );
  app.post(
    "/api/calendar/disconnect",
    {
      schema: {
        summary: "Disconnect Google Calendar",
        tags: ["scheduling"],
        response: { 200: successResponse },
      },
    },
    async (request) => service.disconnect(me(request)),
  );

  app.get(
    "/api/calendar/feed",
    {
      schema: {
        summary: "The private iCalendar subscription",
        tags: ["scheduling"],
        response: { 200: calendarFeedResponse },
      },
    },
    async (request) => service.feed(me(request)),
  );
  app.post(
    "/api/calendar/feed",
    {
      schema: {
        summary: "Create (or replace) the iCalendar subscription",
        tags: ["scheduling"],
        response: { 200: calendarFeedResponse },
      },
    },
    async (request) => service.createFeed(me(request)),
  );
  app.delete(
    "/api/calendar/feed",
    {
      schema: {
        summary: "Revoke the iCalendar subscription",
        tags: ["scheduling"],
        response: { 200: calendarFeedResponse },
      },
    },
    async (request) => service.removeFeed(me(request)),
  );
  // Calendar apps fetch this on their own, with no cookie: the unguessable token is the key.
  app.get(
    "/api/public/calendar-feed/:token/focal.ics",
    {
      schema: {
        summary: "The studio's bookings as iCalendar",
        tags: ["scheduling"],
        response: { 200: fileResponse("text/calendar", "The bookings of the last 90 days and to come") },
        params: feedParams,
      },
      config: { access: "public" },
    },
    async (request, reply) =>
      reply
        .type("text/calendar; charset=utf-8")
        .header("cache-control", "private, max-age=300")
        .header("content-disposition", 'inline; filename="focal.ics"')
        .send(await service.feedCalendar(request.params.token)),
  );
}
