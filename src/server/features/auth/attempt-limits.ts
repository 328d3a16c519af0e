/**
 * Guessing limits for sign-in, passwords and two-factor codes: fixed windows in the database
 * (src/server/auth/rate-limit.ts), checked before the guess is tried and counted only when it was wrong.
 */
import { peekRateLimit } from "../../auth/rate-limit.js";
import type { DbOrTx } from "../../db/connect.js";
import { HttpError } from "../../http/errors.js";

export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

export function tooMany(what: string, retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new HttpError(
    429,
    `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  );
}

export async function assertNotLimited(
  db: DbOrTx,
  keys: { key: string; limit: number }[],
  what: string,
  windowMs = ATTEMPT_WINDOW_MS,
): Promise<void> {
  for (const { key, limit } of keys) {
    const window = await peekRateLimit(db, key, windowMs);
    if (window.count >= limit) throw tooMany(what, window.retryAfterSeconds);
  }
}
