/**
 * Default-deny access control. Every /api route requires a signed-in photographer unless its route
 * config says otherwise (`access: "public" | "client" | "any"`), so a new route cannot forget a check.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SessionUser } from "../../shared/auth.js";
import type { Database } from "../db/connect.js";
import { DatabaseListener } from "../db/listener.js";
import { badRequest, forbidden, unauthorized } from "../http/errors.js";
import { SessionCache } from "./session-cache.js";
import { lookupSession, SESSION_COOKIE } from "./sessions.js";
import { sha256 } from "./tokens.js";

export type Access = "public" | "photographer" | "client" | "any";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** `false`: an API token is refused here even though the route is the photographer's (see `bearer`). */
    bearer?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export function routeAccess(request: FastifyRequest): Access | null {
  if (!request.routeOptions.url) return null; // unknown route: the not-found handler answers
  const configured = request.routeOptions.config.access;
  if (configured) return configured;
  return request.routeOptions.url.startsWith("/api/") ? "photographer" : "public";
}

export interface AccessGuardOptions {
  /**
   * How long a session lookup may be reused without asking the database (SESSION_CACHE_SECONDS),
   * as a backstop to the invalidation by notification; 0 turns the cache off.
   */
  sessionCacheSeconds?: number;
  /** The session cache's bound in bytes (SESSION_CACHE_MAX_BYTES); unset: 16 MB. */
  sessionCacheMaxBytes?: number;
  /** Tests: the cache stands for another process's and hears of changes only through PostgreSQL. */
  isolatedSessionCache?: boolean;
  /** The server's LISTEN connection (app.ts shares one among its caches); without it the guard opens its own. */
  listener?: DatabaseListener;
  /** Checks `Authorization: Bearer …` (features/api-tokens); without it the header is not read. */
  bearer?: BearerAuthenticator;
}

/** The studio's photographer a bearer token acts as, or the refusal it throws (401, 403, 429). */
export type BearerAuthenticator = (request: FastifyRequest, authorization: string) => Promise<SessionUser>;

export const BEARER_MESSAGES = {
  refused: "API tokens are not accepted here: sign in to Focal in a browser to do this",
  both: "Send either a session cookie or an API token, not both",
} as const;

/**
 * The Authorization header when it is an attempt at a bearer token; other schemes (a proxy's Basic
 * login in front of a staging server) are left alone, as before tokens existed.
 */
function bearerAttempt(request: FastifyRequest): string | undefined {
  const value = request.headers.authorization;
  if (value === undefined) return undefined;
  return /^bearer(\s|$)/i.test(value) || value.includes("focal_") ? value : undefined;
}

/** Registers the guard; answers its session cache (tests read its counters). */
export function registerAccessGuard(
  app: FastifyInstance,
  database: Database,
  options: AccessGuardOptions = {},
): SessionCache {
  let listener = options.listener;
  if (!listener) {
    const own = new DatabaseListener(database);
    app.addHook("onReady", () => own.start());
    app.addHook("onClose", () => own.stop());
    listener = own;
  }
  const cache = new SessionCache(listener, (options.sessionCacheSeconds ?? 10) * 1000, {
    isolated: options.isolatedSessionCache,
    maxBytes: options.sessionCacheMaxBytes,
  });
  app.addHook("onClose", async () => cache.stop());

  /** `fresh`: skip the cache (sign-in, the session list, /api/auth/me must see changes at once). */
  async function sessionUser(token: string, fresh: boolean): Promise<SessionUser | null> {
    const idHash = sha256(token);
    if (!fresh) {
      const cached = cache.get(idHash);
      if (cached) return cached;
    }
    const generation = cache.begin();
    const found = await lookupSession(database.db, idHash);
    cache.store(idHash, generation, found);
    return found?.user ?? null;
  }

  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request) => {
    const access = routeAccess(request);
    if (access === null) return;
    const token = request.cookies[SESSION_COOKIE];
    const authRoute = request.routeOptions.url?.startsWith("/api/auth/") ?? false;
    const authorization = options.bearer ? bearerAttempt(request) : undefined;
    // A token stands in for a session only on studio routes; the session and two-factor routes (all
    // under /api/auth/) and the routes that opt out (the token routes: a token must not mint tokens)
    // refuse it. Other public routes read no credentials and ignore it.
    if (authorization !== undefined && options.bearer && (access !== "public" || authRoute)) {
      if (access !== "photographer" || authRoute || request.routeOptions.config.bearer === false) {
        throw forbidden(BEARER_MESSAGES.refused);
      }
      if (token) throw badRequest(BEARER_MESSAGES.both);
      request.user = await options.bearer(request, authorization);
      return;
    }
    if (access === "public") {
      // Public routes still learn who is signed in (login redirects, the portal), without requiring it.
      if (token && authRoute) request.user = await sessionUser(token, true);
      return;
    }
    request.user = token ? await sessionUser(token, authRoute) : null;
    if (!request.user) throw unauthorized();
    if (access === "photographer" && request.user.role !== "PHOTOGRAPHER") {
      throw forbidden("This is available to the photographer only");
    }
    if (access === "client" && request.user.role !== "CLIENT") {
      throw forbidden("This is available to clients only");
    }
  });
  return cache;
}

/** The signed-in photographer's id; only ever taken from the session, never from a body. */
export function photographerIdOf(request: FastifyRequest): string {
  if (!request.user) throw unauthorized();
  return request.user.photographerId;
}
