import { photographerIdOf } from "../../auth/guard.js";
import type { App } from "../../http/types.js";
import type { DashboardService } from "./dashboard.service.js";

export function registerDashboardRoutes(app: App, dashboard: DashboardService): void {
  app.get("/api/dashboard", async (request) => dashboard.overview(photographerIdOf(request)));
}
