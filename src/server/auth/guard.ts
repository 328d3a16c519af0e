/**
 * Default-deny access control. Every /api route requires a signed-in photographer unless its route
 * config says otherwise (`access: "public" | "client" | "any"`), so a new route cannot forget a check.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SessionUser } from "../../shared/auth.js";
import type { Database } from "../db/connect.js";
import { forbidden, unauthorized } from "../http/errors.js";
import { findSessionUser, SESSION_COOKIE } from "./sessions.js";

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

export function registerAccessGuard(app: FastifyInstance, database: Database): void {
  app.decorateRequest("user", null);
  app.addHook("onRequest", async (request) => {
    const access = routeAccess(request);
    if (access === null) return;
    const token = request.cookies[SESSION_COOKIE];
    if (access === "public") {
      // Public routes still learn who is signed in (login redirects, the portal), without requiring it.
      if (token && request.routeOptions.url?.startsWith("/api/auth/")) {
        request.user = await findSessionUser(database.db, token);
      }
      return;
    }
    request.user = token ? await findSessionUser(database.db, token) : null;
    if (!request.user) throw unauthorized();
    if (access === "photographer" && request.user.role !== "PHOTOGRAPHER") {
      throw forbidden("This is available to the photographer only");
    }
    if (access === "client" && request.user.role !== "CLIENT") {
      throw forbidden("This is available to clients only");
    }
  });
}

/** The signed-in photographer's id; only ever taken from the session, never from a body. */
export function photographerIdOf(request: FastifyRequest): string {
  if (!request.user) throw unauthorized();
  return request.user.photographerId;
}
