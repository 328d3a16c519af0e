import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { createFileStore, type FileStore } from "./file-store.js";
import { registerFilesRoutes } from "./files.routes.js";
import { createFilesService, type FilesService } from "./files.service.js";

/**
 * Files: uploads by the studio and its clients, their bytes in the file store (the disk or S3), and
 * the download route. Returns the service the conversations and the portal call.
 */
export async function registerFiles(
  app: App,
  deps: Pick<FeatureDeps, "database" | "config"> & { store?: FileStore },
): Promise<FilesService> {
  const files = createFilesService(deps.database, deps.store ?? createFileStore(deps.config));
  registerFilesRoutes(app, files);
  return files;
}
