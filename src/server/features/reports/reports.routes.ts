import { photographerIdOf } from "../../auth/guard.js";
import type { App } from "../../http/types.js";
import type { ReportsService } from "./reports.service.js";

export function registerReportRoutes(app: App, reports: ReportsService): void {
  app.get("/api/reports/summary", async (request) => reports.summary(photographerIdOf(request)));
}
