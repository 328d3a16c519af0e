import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerDocumentRoutes } from "./documents.routes.js";
import { createDocumentsService } from "./documents.service.js";

/** Documents: a proposal's invoice and its payments' receipts as PDFs, for the client's public link. */
export async function registerDocuments(app: App, deps: Pick<FeatureDeps, "database">): Promise<void> {
  registerDocumentRoutes(app, createDocumentsService(deps.database));
}
