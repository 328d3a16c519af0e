/** Every SQL statement of the rate_limits table (rate-limit.ts holds what they mean). */
import { and, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/connect.js";
import { rateLimits } from "../db/schema/index.js";

/**
 * Adds one to the counter of `key` in a single statement, restarting it at 1 from `windowStart` when
 * its window began before `expiredBefore`. Answers the counter as this statement left it.
 */
export async function upsertRateLimitHit(db: DbOrTx, key: string, windowStart: Date, expiredBefore: Date) {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} < ${expiredBefore} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} < ${expiredBefore} THEN ${windowStart} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning();
  return row!;
}

/** Takes one off the counter of `key`, only while its window is still the one that began at `windowStart`. */
export async function decrementRateLimit(db: DbOrTx, key: string, windowStart: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart), gt(rateLimits.count, 0)));
}

export async function deleteRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
