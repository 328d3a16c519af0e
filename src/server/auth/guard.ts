/**
 * Default-deny access control. Every /api route requires a signed-in photographer unless its route
 * config says otherwise (`access: "public" | "client" | "any"`), so a new route cannot forget a check.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SessionUser } from "../../shared/auth.js";
import type { Database } from "../db/connect.js";
import { DatabaseListener } from "../db/listener.js";
import { forbidden, unauthorized } from "../http/errors.js";
import { SessionCache } from "./session-cache.js";
import { lookupSession, SESSION_COOKIE } from "./sessions.js";
import { sha256 } from "./tokens.js";

export type Access = "public" | "photographer" | "client" | "any";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
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
