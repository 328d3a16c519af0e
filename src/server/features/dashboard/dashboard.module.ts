import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { createReportsService } from "../reports/reports.service.js";
import { registerDashboardRoutes } from "./dashboard.routes.js";
import { createDashboardService } from "./dashboard.service.js";

/** The dashboard: the photographer's morning overview (GET /api/dashboard). */
export async function registerDashboard(app: App, deps: FeatureDeps): Promise<void> {
  const reports = createReportsService(deps.database);
  registerDashboardRoutes(app, createDashboardService(deps.database, reports));
}
