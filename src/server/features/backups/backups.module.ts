import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { backupJob } from "./backup.job.js";
import { registerBackupRoutes } from "./backups.routes.js";
import { createBackupsService } from "./backups.service.js";

/** The daily backup job (install-wide) and the route that tells Settings how it went. */
export async function registerBackups(app: App, deps: Pick<FeatureDeps, "database" | "config" | "queue">) {
  const { database, config, queue } = deps;
  await queue.register(backupJob(database, config));
  registerBackupRoutes(app, createBackupsService(database, config));
}
