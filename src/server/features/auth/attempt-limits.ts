/**
 * Guessing limits for sign-in, sign-up, passwords and two-factor codes: fixed windows in the database
 * (src/server/auth/rate-limit.ts). Every attempt takes its slot before the guess is tried, so a burst
 * of parallel guesses cannot all slip in under the limit; a right answer may give its slot back, so
 * that only wrong guesses use the limit up.
 */
import { hitRateLimit, type RateWindow, releaseRateLimit } from "../../auth/rate-limit.js";
import type { DbOrTx } from "../../db/connect.js";
import { type HttpError, tooManyRequests } from "../../http/errors.js";

export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

export interface AttemptLimit {
  key: string;
  limit: number;
}

/** The slots one attempt holds. */
export interface Reservation {
  /** Gives every slot back: the attempt was right (or was never tried) and should not count. */
  release(): Promise<void>;
}

export function tooMany(what: string, retryAfterSeconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return tooManyRequests(
    `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    retryAfterSeconds,
  );
}

/**
 * Takes one slot on every counter (one atomic insert-or-increment each) and refuses with 429 as soon
 * as one is over its limit. The slots already taken on the other counters are then given back: a
 * request that was never tried uses up nobody's allowance (a flooding address does not lock out the
 * e-mails it names).
 */
export async function reserveAttempt(
  db: DbOrTx,
  limits: AttemptLimit[],
  what: string,
  windowMs = ATTEMPT_WINDOW_MS,
): Promise<Reservation> {
  const taken: { key: string; window: RateWindow }[] = [];
  const release = async () => {
    for (const { key, window } of taken) await releaseRateLimit(db, key, window.windowStart);
  };
  for (const { key, limit } of limits) {
    const window = await hitRateLimit(db, key, windowMs);
    if (window.count > limit) {
      await release();
      throw tooMany(what, window.retryAfterSeconds);
    }
    taken.push({ key, window });
  }
  return { release };
}
