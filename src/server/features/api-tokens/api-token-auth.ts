/**
 * `Authorization: Bearer focal_…`: the access guard (auth/guard.ts) hands the header here on the studio
 * routes that accept a token, and gets back the studio's photographer to act as, or a refusal. The token
 * is looked up through its unique index on every request rather than cached, so deleting its row revokes
 * it on every server at the next request, with no notification to wait for.
 */
import type { FastifyRequest } from "fastify";
import { API_TOKEN_PATTERN, type ApiTokenScope } from "../../../shared/api-tokens.js";
import type { SessionUser } from "../../../shared/auth.js";
import type { BearerAuthenticator } from "../../auth/guard.js";
import { hitRateLimit } from "../../auth/rate-limit.js";
import { sha256 } from "../../auth/tokens.js";
import type { Database } from "../../db/connect.js";
import { forbidden, tooManyRequests, unauthorized } from "../../http/errors.js";
import { selectApiTokenUser, touchApiToken } from "./api-tokens.queries.js";

declare module "fastify" {
  interface FastifyRequest {
    /** Set when the request was authenticated by an API token rather than a session. */
    apiToken?: { id: string; scopes: ApiTokenScope[] };
  }
}

export const API_TOKEN_AUTH_MESSAGES = {
  malformed: "Malformed Authorization header: send Authorization: Bearer focal_…",
  unknown: "This API token is not valid: it may have been revoked",
  expired: "This API token has expired",
  readOnly: "This API token can only read: make one with the write scope to change data",
  tooMany: "Too many requests with this API token: wait a moment and try again",
} as const;

/** A read token may only look. */
const READ_METHODS = new Set(["GET", "HEAD"]);
/** How often last_used_at may be written per token (the query holds the same minute across servers). */
const TOUCH_EVERY_MS = 60_000;

export interface ApiTokenAuthOptions {
  /** Requests a token may make per minute, counted across every server. */
  perMinute?: number;
}

export const API_TOKEN_REQUESTS_PER_MINUTE = 600;

export function createApiTokenAuthenticator(
  database: Database,
  options: ApiTokenAuthOptions = {},
): BearerAuthenticator {
  const perMinute = options.perMinute ?? API_TOKEN_REQUESTS_PER_MINUTE;
  const { db } = database;

  return async (request: FastifyRequest, authorization: string): Promise<SessionUser> => {
    const token = /^Bearer (\S+)$/.exec(authorization)?.[1];
    if (!token || !API_TOKEN_PATTERN.test(token)) throw unauthorized(API_TOKEN_AUTH_MESSAGES.malformed);
    const found = await selectApiTokenUser(db, sha256(token));
    if (!found || found.role !== "PHOTOGRAPHER") throw unauthorized(API_TOKEN_AUTH_MESSAGES.unknown);
    const now = Date.now();
    if (found.expiresAt && found.expiresAt.getTime() <= now) {
      throw unauthorized(API_TOKEN_AUTH_MESSAGES.expired);
    }
    // The slot is taken before anything else is decided, so parallel requests cannot all slip under it.
    const window = await hitRateLimit(db, `api-token:${found.tokenId}`, 60_000);
    if (window.count > perMinute)
      throw tooManyRequests(API_TOKEN_AUTH_MESSAGES.tooMany, window.retryAfterSeconds);
    const scopes = found.scopes as ApiTokenScope[];
    if (!READ_METHODS.has(request.method) && !scopes.includes("write")) {
      throw forbidden(API_TOKEN_AUTH_MESSAGES.readOnly);
    }
    if (!found.lastUsedAt || now - found.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
      await touchApiToken(db, found.tokenId);
    }
    request.apiToken = { id: found.tokenId, scopes };
    return {
      id: found.userId,
      email: found.email,
      role: "PHOTOGRAPHER",
      photographerId: found.photographerId,
      clientId: null,
      timezone: found.timezone,
      publicToken: found.publicToken,
      businessName: found.businessName,
    };
  };
}
