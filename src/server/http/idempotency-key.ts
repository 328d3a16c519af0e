/** Reads a request's Idempotency-Key header: absent is fine, malformed is a 400 before anything is written. */
import type { FastifyRequest } from "fastify";
import { BAD_IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_PATTERN } from "../../shared/idempotency.js";
import { badRequest } from "./errors.js";

export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers["idempotency-key"];
  if (raw === undefined) return null;
  // Sent twice, the header arrives as an array (or joined): ambiguous, so refused.
  if (typeof raw !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(raw)) throw badRequest(BAD_IDEMPOTENCY_KEY);
  return raw;
}
