import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerReportRoutes } from "./reports.routes.js";
import { createReportsService } from "./reports.service.js";

/** Reports & Analytics: the summary figures, the analytics behind the charts, and the CSV export. */
export async function registerReports(app: App, deps: FeatureDeps): Promise<void> {
  registerReportRoutes(app, createReportsService(deps.database));
}
