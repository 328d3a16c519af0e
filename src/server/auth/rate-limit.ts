/**
 * Fixed-window rate limits stored in PostgreSQL, so that every server copy counts together.
 * `peek` reads a counter without touching it; `hit` adds one and starts a new window when the old one ran out.
 */
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/connect.js";
import { rateLimits } from "../db/schema/index.js";

export interface RateWindow {
  count: number;
  retryAfterSeconds: number;
}

function toWindow(count: number, windowStart: Date, windowMs: number): RateWindow {
  const retryAfterMs = windowStart.getTime() + windowMs - Date.now();
  if (retryAfterMs <= 0) return { count: 0, retryAfterSeconds: 0 };
  return { count, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
}

export async function peekRateLimit(db: DbOrTx, key: string, windowMs: number): Promise<RateWindow> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row) return { count: 0, retryAfterSeconds: 0 };
  return toWindow(row.count, row.windowStart, windowMs);
}

export async function hitRateLimit(db: DbOrTx, key: string, windowMs: number): Promise<RateWindow> {
  const windowStart = new Date();
  const expiredBefore = new Date(windowStart.getTime() - windowMs);
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
  return toWindow(row!.count, row!.windowStart, windowMs);
}

export async function clearRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
