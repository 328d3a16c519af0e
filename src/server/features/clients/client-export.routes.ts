import { photographerIdOf } from "../../auth/guard.js";
import type { App } from "../../http/types.js";
import { clientExportResponse, errorResponse } from "../exports/exports.responses.js";
import type { ClientExportService } from "./client-export.service.js";
import { idParams } from "./clients.routes.js";

/** A data-access request: the client's data as a JSON download. */
export function registerClientExportRoutes(app: App, service: ClientExportService): void {
  app.get(
    "/api/clients/:id/export",
    {
      schema: {
        summary: "Export one client's data",
        tags: ["clients"],
        params: idParams,
        response: { 200: clientExportResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const file = await service.export(photographerIdOf(request), request.params.id);
      return reply
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "no-store")
        .send(file.data);
    },
  );
}
