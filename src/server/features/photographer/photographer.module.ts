import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerChecklistTemplateRoutes } from "./checklist-template.routes.js";
import { createChecklistTemplateService } from "./checklist-template.service.js";
import { registerPhotographerRoutes } from "./photographer.routes.js";
import { createPhotographerService } from "./photographer.service.js";
import { registerPhotographerLinkRoutes } from "./photographer-links.routes.js";
import { createPhotographerLinksService } from "./photographer-links.service.js";

/**
 * Settings: the studio's profile, branding, e-mail and automation settings, the portal's quick links
 * and the checklist template. (Password and sessions live with auth, under /api/auth.)
 */
export async function registerPhotographer(app: App, deps: FeatureDeps): Promise<void> {
  registerPhotographerRoutes(app, createPhotographerService(deps.database, deps.config));
  registerPhotographerLinkRoutes(app, createPhotographerLinksService(deps.database));
  registerChecklistTemplateRoutes(app, createChecklistTemplateService(deps.database));
}
