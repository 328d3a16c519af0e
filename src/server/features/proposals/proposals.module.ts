import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import type { PackagesService } from "../packages/packages.service.js";
import { registerProposalRoutes } from "./proposals.routes.js";
import { createProposalsService } from "./proposals.service.js";
import { createPublicProposalsService } from "./public-proposals.service.js";
import { registerScheduleRoutes } from "./schedule.routes.js";
import { createScheduleService } from "./schedule.service.js";

/**
 * Proposals (estimates): the studio's side, its payment schedule, and the public page a client accepts
 * and signs.
 */
export async function registerProposals(
  app: App,
  deps: Pick<FeatureDeps, "database" | "config" | "queue" | "bus" | "email" | "clients" | "projects"> & {
    packages: PackagesService;
  },
): Promise<void> {
  const { database, config, email, clients, projects, packages, queue, bus } = deps;
  registerProposalRoutes(
    app,
    createProposalsService(database, config, { email, clients, projects, packages, queue, bus }),
    createPublicProposalsService(database, deps.queue, deps.bus),
  );
  registerScheduleRoutes(app, createScheduleService(database));
}
