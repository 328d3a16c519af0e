import type { App } from "../../http/types.js";
import { registerClientEraseRoutes } from "../clients/client-erase.routes.js";
import { createClientEraseService } from "../clients/client-erase.service.js";
import { registerClientExportRoutes } from "../clients/client-export.routes.js";
import { createClientExportService } from "../clients/client-export.service.js";
import { createContractPdfService } from "../contracts/contract-pdf.service.js";
import type { FeatureDeps } from "../feature-deps.js";
import { createFileStore, type FileStore } from "../files/file-store.js";
import { dataExportJob, expireExportsJob } from "./data-export.job.js";
import { registerExportRoutes } from "./exports.routes.js";
import { createExportsService } from "./exports.service.js";

/**
 * A studio's data out and a client's data out or erased (issue 29): the export zip built by a job and
 * fetched once through an e-mailed link, a client's JSON, and a client's erasure. The client routes
 * live in the clients folder, wired from here.
 */
export async function registerExports(
  app: App,
  deps: Pick<FeatureDeps, "database" | "config" | "queue" | "email"> & { store?: FileStore },
) {
  const { database, config, queue, email } = deps;
  const job = dataExportJob({ database, config, email, pdfs: createContractPdfService(database) });
  await queue.register(job, expireExportsJob(database));
  const exports = createExportsService(database, queue, job);
  registerExportRoutes(app, exports);
  registerClientExportRoutes(app, createClientExportService(database));
  const store = deps.store ?? createFileStore(config);
  registerClientEraseRoutes(app, createClientEraseService(database, store));
  return exports;
}
