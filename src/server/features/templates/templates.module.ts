import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerTemplateRoutes } from "./templates.routes.js";
import { createTemplatesService } from "./templates.service.js";

/** Message templates: the studio's reusable e-mail and SMS texts. */
export async function registerTemplates(app: App, deps: Pick<FeatureDeps, "database">): Promise<void> {
  registerTemplateRoutes(app, createTemplatesService(deps.database));
}
