import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerPhotographerRoutes } from "./photographer.routes.js";
import { createPhotographerService } from "./photographer.service.js";

/** Settings: the studio's profile, branding, e-mail and automation settings. */
export async function registerPhotographer(app: App, deps: FeatureDeps): Promise<void> {
  registerPhotographerRoutes(app, createPhotographerService(deps.database));
}
