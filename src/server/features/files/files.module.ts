import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { createFileStore, type FileStore } from "./file-store.js";
import { registerFilesRoutes } from "./files.routes.js";
import { createFilesService, type FilesService } from "./files.service.js";
import { orphanSweepJob } from "./orphan-sweep.job.js";

/**
 * Files: uploads by the studio and its clients, their bytes in the file store (the disk or S3), the
 * download route, and the daily sweep of stored bytes no row names. Returns the service the
 * conversations and the portal call.
 */
export async function registerFiles(
  app: App,
  deps: Pick<FeatureDeps, "database" | "config" | "queue"> & { store?: FileStore },
): Promise<FilesService> {
  const store = deps.store ?? createFileStore(deps.config);
  const files = createFilesService(deps.database, store);
  registerFilesRoutes(app, files);
  await deps.queue.register(orphanSweepJob(deps.database, store));
  return files;
}
