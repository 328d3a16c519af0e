/**
 * Cross-site request forgery defence, on top of SameSite=Lax session cookies: a state-changing request
 * that a browser marks as coming from another site is refused before any handler runs. Browsers send
 * Origin on every cross-site POST/PUT/PATCH/DELETE (and Sec-Fetch-Site on all of them), so a request
 * without either comes from a program (a webhook, curl, a test), which carries no victim's cookie.
 * Routes meant for other sites (the lead widget's CORS endpoint) opt out with `config.crossSite`.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { HttpError } from "./errors.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Accepts state-changing requests from any site: only for endpoints that use no session. */
    crossSite?: boolean;
  }
}

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
export const CROSS_SITE_MESSAGE = "This request came from another site and was refused";

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function isCrossSite(request: FastifyRequest, trusted: Set<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    // "null" is what sandboxed frames, data: pages and privacy redirects send: never ours.
    const own = `${request.protocol}://${request.host}`;
    return !(origin === own || trusted.has(origin));
  }
  const site = request.headers["sec-fetch-site"];
  if (site === "cross-site" || site === "same-site") return true;
  const referer = request.headers.referer;
  if (referer !== undefined) {
    const from = originOf(referer);
    return from === null || !(from === `${request.protocol}://${request.host}` || trusted.has(from));
  }
  return false;
}

export function registerCsrfGuard(app: FastifyInstance, config: Config): void {
  const trusted = new Set([new URL(config.publicUrl).origin]);
  app.addHook("onRequest", async (request) => {
    if (SAFE.has(request.method)) return;
    if (request.routeOptions.config?.crossSite) return;
    // An API token is put on a request by a program: another site's page cannot add the header without
    // a CORS preflight this server never grants, and with no cookie at all there is nothing for a forged
    // request to borrow (guard.ts checks the token itself).
    if (request.headers.cookie === undefined && /^bearer\s/i.test(request.headers.authorization ?? ""))
      return;
    if (isCrossSite(request, trusted)) throw new HttpError(403, CROSS_SITE_MESSAGE);
  });
}
