/**
 * Lets the studio's own sites frame its public booking calendar. Every answer says
 * `frame-ancestors 'none'` and `X-Frame-Options: DENY` (http/security-headers.ts); the calendar's HTML
 * pages alone (/booking/calendar/{publicToken} and a type's page under it) say
 * `frame-ancestors 'self' <the studio's origins>` instead and drop X-Frame-Options, which knows no
 * list of sites (a browser that honours CSP ignores it anyway, but DENY would win in an old one).
 * The lookup runs on every such page load, so the answer is kept for a short while per token.
 */
import { bookingCalendarPageToken } from "../../../shared/booking-embed.js";
import type { Database } from "../../db/connect.js";
import type { App } from "../../http/types.js";
import { findFrameAncestorsByToken } from "./booking-embed.queries.js";

/** Another server process sees a studio's new list within this; this process at once (forget). */
const CACHE_MS = 30_000;
const CACHE_MAX = 5_000;

export function createFrameAncestorsCache(database: Database, now: () => number = Date.now) {
  const entries = new Map<string, { origins: string[] | null; until: number }>();

  async function originsFor(publicToken: string): Promise<string[] | null> {
    const cached = entries.get(publicToken);
    if (cached && cached.until > now()) return cached.origins;
    const origins = await findFrameAncestorsByToken(database.db, publicToken);
    // Bounded: unknown tokens are cached too (so a flood of them costs one query each per window).
    if (entries.size >= CACHE_MAX) entries.clear();
    entries.set(publicToken, { origins, until: now() + CACHE_MS });
    return origins;
  }

  /** After a studio changes its list: this process answers the new one from the next request. */
  function forget(): void {
    entries.clear();
  }

  return { originsFor, forget };
}
export type FrameAncestorsCache = ReturnType<typeof createFrameAncestorsCache>;

/** The policy with its frame-ancestors directive replaced: 'self' and the studio's origins. */
export function withFrameAncestors(policy: string, origins: readonly string[]): string {
  return policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${["'self'", ...origins].join(" ")}`);
}

/** After the security headers' hook (registered first, in buildApp), on the calendar's pages only. */
export function registerBookingFrameHeaders(app: App, cache: FrameAncestorsCache): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const token = bookingCalendarPageToken(request.url.split("?")[0] ?? "");
    if (token === null) return;
    const origins = await cache.originsFor(token);
    if (origins === null) return;
    const policy = reply.getHeader("content-security-policy");
    if (typeof policy === "string")
      reply.header("content-security-policy", withFrameAncestors(policy, origins));
    reply.removeHeader("x-frame-options");
  });
}
