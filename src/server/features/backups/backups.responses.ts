/** What the backup route answers (the shape of shared/backups.ts). */
import { backupStatusSchema } from "../../../shared/backups.js";

export const backupStatusResponse = backupStatusSchema.describe(
  "Whether the daily backup runs, and its most recent run (null before the first)",
);
