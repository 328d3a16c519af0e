/** What the Settings page reads about the daily backup. */
import type { BackupStatus } from "../../../shared/backups.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/connect.js";
import { latestRun } from "./backups.queries.js";

export function createBackupsService(database: Database, config: Pick<Config, "BACKUP_KEEP">) {
  return {
    async status(): Promise<BackupStatus> {
      return { enabled: config.BACKUP_KEEP > 0, latest: await latestRun(database.db) };
    },
  };
}
export type BackupsService = ReturnType<typeof createBackupsService>;
