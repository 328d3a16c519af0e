/**
 * The lead-capture widget: the embed script at /widget.js and the public lead endpoint it posts to.
 * buildApp calls this once.
 */
import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerWidgetRoutes } from "./widget.routes.js";
import { createWidgetService } from "./widget.service.js";
import { createWidgetScriptLoader } from "./widget-script.js";

export async function registerWidget(app: App, deps: FeatureDeps): Promise<void> {
  registerWidgetRoutes(app, createWidgetService(deps), createWidgetScriptLoader());
}
