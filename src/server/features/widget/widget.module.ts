/**
 * The lead-capture widget: the embed script at /widget.js, the public lead endpoint it posts to, and
 * its configuration (saved by the studio, read by the script). buildApp calls this once.
 */
import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerWidgetRoutes } from "./widget.routes.js";
import { createWidgetService } from "./widget.service.js";
import { registerWidgetConfigRoutes } from "./widget-config.routes.js";
import { createWidgetConfigService } from "./widget-config.service.js";
import { createWidgetScriptLoader } from "./widget-script.js";

export async function registerWidget(app: App, deps: FeatureDeps): Promise<void> {
  registerWidgetRoutes(app, createWidgetService(deps), createWidgetScriptLoader());
  registerWidgetConfigRoutes(app, createWidgetConfigService(deps));
}
