import { bigint, boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import { id, instant } from "./columns.js";

/**
 * The daily backup job's runs, install-wide (no studio: a backup holds every studio). Every server and
 * the Settings page read the latest from here. Status: RUNNING, DONE (`file_name`, `size_bytes`),
 * FAILED (`error`).
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: id(),
    startedAt: instant("started_at").notNull().defaultNow(),
    finishedAt: instant("finished_at"),
    status: text("status").notNull().default("RUNNING"),
    fileName: text("file_name"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    encrypted: boolean("encrypted").notNull().default(false),
    error: text("error"),
  },
  (t) => [index("backup_runs_started_idx").on(t.startedAt)],
);
