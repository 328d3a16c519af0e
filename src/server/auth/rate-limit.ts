/**
 * Fixed-window rate limits stored in PostgreSQL, so that every server copy counts together.
 * `hit` takes a slot: one statement adds one (starting a new window when the old one ran out) and
 * answers the new count, so parallel requests each get their own number and can be refused above the
 * limit before anything is tried. There is deliberately no way to read a counter without adding to
 * it: "read, try, then count" lets every request that reads before the first one counts through.
 */
import type { DbOrTx } from "../db/connect.js";
import { decrementRateLimit, deleteRateLimit, upsertRateLimitHit } from "./rate-limit.queries.js";

export interface RateWindow {
  count: number;
  retryAfterSeconds: number;
  /** Which window the slot was taken in: a slot given back goes to that window only. */
  windowStart: Date;
}

export async function hitRateLimit(db: DbOrTx, key: string, windowMs: number): Promise<RateWindow> {
  const windowStart = new Date();
  const expiredBefore = new Date(windowStart.getTime() - windowMs);
  const row = await upsertRateLimitHit(db, key, windowStart, expiredBefore);
  const retryAfterMs = row.windowStart.getTime() + windowMs - Date.now();
  return {
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    windowStart: row.windowStart,
  };
}

/**
 * Gives back a slot taken by `hitRateLimit`, for an attempt that turned out not to count (a right
 * answer). Only in the window it was taken in: a window that has since restarted owes nothing.
 */
export async function releaseRateLimit(db: DbOrTx, key: string, windowStart: Date): Promise<void> {
  await decrementRateLimit(db, key, windowStart);
}

export async function clearRateLimit(db: DbOrTx, key: string): Promise<void> {
  await deleteRateLimit(db, key);
}
