import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerTrackingRoutes } from "./tracking.routes.js";
import { createTrackingService } from "./tracking.service.js";

/** E-mail open tracking: the pixel every sent e-mail carries. */
export async function registerTracking(app: App, deps: Pick<FeatureDeps, "database">): Promise<void> {
  registerTrackingRoutes(app, createTrackingService(deps.database));
}
