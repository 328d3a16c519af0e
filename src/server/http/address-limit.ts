/**
 * A per-route guessing and flooding limit, counted in the database (so every server copy counts
 * together) before the handler runs: public endpoints that create rows or send e-mail are limited per
 * caller address, and a studio's own sends per studio. Over the limit: 429 `{ message }` and
 * Retry-After, and nothing else happens.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { hitRateLimit } from "../auth/rate-limit.js";
import type { Database } from "../db/connect.js";
import { tooManyRequests } from "./errors.js";

export interface AddressLimit {
  /** Names the counter; the caller's key is appended. */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
  /** Whose counter a request adds to; the client's address by default. */
  keyOf?: (request: FastifyRequest) => string;
}

export type RequestLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function limitRequests(database: Database, options: AddressLimit): RequestLimit {
  return async (request: FastifyRequest) => {
    const key = `${options.name}:${options.keyOf ? options.keyOf(request) : request.ip}`;
    const window = await hitRateLimit(database.db, key, options.windowMs);
    if (window.count > options.limit) throw tooManyRequests(options.message, window.retryAfterSeconds);
  };
}
