import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerDripRoutes } from "./drip.routes.js";
import { createDripService } from "./drip.service.js";
import { createDripEngine, type DripEngine } from "./drip-engine.js";

/**
 * Drip campaigns: the studio's e-mail sequences, the engine that schedules and sends them (its jobs
 * registered here) and the public unsubscribe page. Returns the engine, which tests drive by hand.
 */
export async function registerDrip(
  app: App,
  deps: Pick<FeatureDeps, "database" | "config" | "queue" | "bus" | "email">,
): Promise<DripEngine> {
  const drip = createDripEngine(deps);
  await deps.queue.register(...drip.jobs);
  registerDripRoutes(app, createDripService(deps.database, drip), drip);
  return drip;
}
