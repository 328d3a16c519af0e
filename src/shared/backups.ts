/** The daily backup as the Settings page shows it: whether it runs, and how its last run went. */
import { z } from "zod";

export const BACKUP_RUN_STATUSES = ["RUNNING", "DONE", "FAILED"] as const;

export const backupRunSchema = z.object({
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  status: z.enum(BACKUP_RUN_STATUSES),
  sizeBytes: z.int().nullable(),
  encrypted: z.boolean(),
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

export const backupStatusSchema = z.object({
  /** False when BACKUP_KEEP=0 turns the daily job off. */
  enabled: z.boolean(),
  /** The most recent run, finished or not; null before the first. */
  latest: backupRunSchema.nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
