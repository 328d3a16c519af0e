import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerClientRoutes } from "./clients.routes.js";
import { type ClientsService, createClientsService } from "./clients.service.js";

/** Clients: the address book, its CSV import and export, and each client's history. */
export async function registerClients(
  app: App,
  deps: Pick<FeatureDeps, "database" | "queue">,
): Promise<ClientsService> {
  const clients = createClientsService(deps.database, deps.queue);
  registerClientRoutes(app, clients);
  return clients;
}
