import { analyticsQuerySchema, reportRangeQuerySchema } from "../../../shared/reports.js";
import { photographerIdOf } from "../../auth/guard.js";
import { fileResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import { reportAnalyticsResponse, reportSummaryResponse } from "./reports.responses.js";
import type { ReportsService } from "./reports.service.js";

export function registerReportRoutes(app: App, reports: ReportsService): void {
  const me = photographerIdOf;
  app.get(
    "/api/reports/summary",
    {
      schema: {
        summary: "The studio's summary figures",
        tags: ["reports"],
        response: { 200: reportSummaryResponse },
      },
    },
    async (request) => reports.summary(me(request)),
  );
  app.get(
    "/api/reports/analytics",
    {
      schema: {
        summary: "Analytics over a date range",
        tags: ["reports"],
        response: { 200: reportAnalyticsResponse },
        querystring: analyticsQuerySchema,
      },
    },
    async (request) => reports.analytics(me(request), request.query),
  );
  app.get(
    "/api/reports/export",
    {
      schema: {
        summary: "The monthly report as CSV",
        tags: ["reports"],
        response: { 200: fileResponse("text/csv", "The monthly figures of the range") },
        querystring: reportRangeQuerySchema,
      },
    },
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
