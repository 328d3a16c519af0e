import { z } from "zod";
import type { Database } from "../../db/connect.js";
import { defineJob } from "../../jobs/queue.js";
import { deleteStaleAuthRows } from "./auth.queries.js";

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
      await deleteStaleAuthRows(database.db, {
        now,
        windowsBefore: new Date(now.getTime() - 86_400_000),
        attemptsBefore: new Date(now.getTime() - 30 * 86_400_000),
      });
    },
  });
