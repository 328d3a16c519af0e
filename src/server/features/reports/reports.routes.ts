import { analyticsQuerySchema, reportRangeQuerySchema } from "../../../shared/reports.js";
import { photographerIdOf } from "../../auth/guard.js";
import type { App } from "../../http/types.js";
import type { ReportsService } from "./reports.service.js";

export function registerReportRoutes(app: App, reports: ReportsService): void {
  const me = photographerIdOf;
  app.get("/api/reports/summary", async (request) => reports.summary(me(request)));
  app.get("/api/reports/analytics", { schema: { querystring: analyticsQuerySchema } }, async (request) =>
    reports.analytics(me(request), request.query),
  );
  app.get(
    "/api/reports/export",
    { schema: { querystring: reportRangeQuerySchema } },
    async (request, reply) => {
      const { fileName, csv } = await reports.exportCsv(me(request), request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );
}
