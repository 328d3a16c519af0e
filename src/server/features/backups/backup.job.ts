/**
 * The daily backup (issue 30): at BACKUP_HOUR (UTC) one server of the install, whichever pg-boss hands
 * the scheduled job to, writes a backup into BACKUP_DIR, keeps the newest BACKUP_KEEP and records the
 * run in backup_runs, where every server and the Settings page read it. BACKUP_KEEP=0 turns it off.
 */
import { z } from "zod";
import type { Config } from "../../config.js";
import type { Database } from "../../db/connect.js";
import { defineJob } from "../../jobs/queue.js";
import { backupDirOf, pruneBackups } from "./backup-files.js";
import { writeBackup } from "./backup-write.js";
import { failRun, finishRun, startRun } from "./backups.queries.js";

export const BACKUP_JOB = "backup-daily";

type BackupJobConfig = Pick<
  Config,
  "DATABASE_URL" | "FOCAL_DATA_DIR" | "BACKUP_DIR" | "BACKUP_KEEP" | "BACKUP_PASSPHRASE" | "BACKUP_HOUR"
>;

/** One run: write, prune, record. Throws (after recording the failure) so the queue counts it failed. */
export async function runBackup(
  database: Database,
  config: BackupJobConfig,
  now = new Date(),
): Promise<void> {
  if (config.BACKUP_KEEP === 0) return;
  const runId = await startRun(database.db, now);
  try {
    const written = await writeBackup(database, config, now);
    pruneBackups(backupDirOf(config), config.BACKUP_KEEP);
    await finishRun(database.db, runId, written);
  } catch (error) {
    await failRun(database.db, runId, (error as Error).message);
    throw error;
  }
}

export function backupJob(database: Database, config: BackupJobConfig) {
  return defineJob({
    name: BACKUP_JOB,
    payload: z.object({}).passthrough(),
    // Off: no timetable (a schedule left from before finds the handler doing nothing).
    ...(config.BACKUP_KEEP > 0 ? { schedule: `0 ${config.BACKUP_HOUR} * * *` } : {}),
    retryLimit: 1,
    retryDelaySeconds: 600,
    expireInSeconds: 3 * 60 * 60,
    async handler() {
      await runBackup(database, config);
    },
  });
}
