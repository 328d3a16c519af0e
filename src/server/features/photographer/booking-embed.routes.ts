/** The booking calendar's embed script, /embed/booking.js (booking-embed-script.ts). */
import type { FastifyReply } from "fastify";
import type { App } from "../../http/types.js";
import { BOOKING_EMBED_SCRIPT } from "./booking-embed-script.js";

export const BOOKING_EMBED_SCRIPT_URL = "/embed/booking.js";
/** Long enough for a visitor's browsing of the site, short enough for a new release to reach them. */
const SCRIPT_CACHE = "public, max-age=300";

function sendScript(reply: FastifyReply) {
  return reply
    .header("content-type", "application/javascript; charset=utf-8")
    .header("cache-control", SCRIPT_CACHE)
    .header("x-content-type-options", "nosniff")
    .send(BOOKING_EMBED_SCRIPT);
}

export function registerBookingEmbedRoutes(app: App): void {
  app.get(BOOKING_EMBED_SCRIPT_URL, { config: { access: "public" } }, async (_request, reply) =>
    sendScript(reply),
  );
  // Under `npm run dev`, Vite's middleware would answer index.html for this path (as for /widget.js).
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.url === BOOKING_EMBED_SCRIPT_URL) return sendScript(reply);
  });
}
