import { photographerIdOf } from "../../auth/guard.js";
import type { App } from "../../http/types.js";
import { dashboardResponse } from "./dashboard.responses.js";
import type { DashboardService } from "./dashboard.service.js";

export function registerDashboardRoutes(app: App, dashboard: DashboardService): void {
  app.get(
    "/api/dashboard",
    {
      schema: { summary: "The morning overview", tags: ["dashboard"], response: { 200: dashboardResponse } },
    },
    async (request) => dashboard.overview(photographerIdOf(request)),
  );
}
