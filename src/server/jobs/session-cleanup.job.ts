import { lt } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/connect.js";
import { emailDeliveryAttempts, rateLimits, sessions } from "../db/schema/index.js";
import { defineJob } from "./queue.js";

/**
 * Removes expired sessions, day-old rate-limit windows and month-old delivery attempt counts (no job
 * retries that late). Idempotent: a second run deletes nothing more.
 */
export const sessionCleanupJob = (database: Database) =>
  defineJob({
    name: "auth.session-cleanup",
    payload: z.object({}),
    schedule: "17 * * * *",
    async handler() {
      const now = new Date();
      await database.db.delete(sessions).where(lt(sessions.expiresAt, now));
      await database.db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000)));
      await database.db
        .delete(emailDeliveryAttempts)
        .where(lt(emailDeliveryAttempts.lastAttemptAt, new Date(now.getTime() - 30 * 86_400_000)));
    },
  });
