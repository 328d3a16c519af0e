import { photographerIdOf } from "../../auth/guard.js";
import type { App } from "../../http/types.js";
import { clientEraseResponse, errorResponse } from "../exports/exports.responses.js";
import type { ClientEraseService } from "./client-erase.service.js";
import { idParams } from "./clients.routes.js";

/** The right to erasure: the client's personal data removed, money and signed records kept nameless. */
export function registerClientEraseRoutes(app: App, service: ClientEraseService): void {
  app.post(
    "/api/clients/:id/erase",
    {
      schema: {
        summary: "Erase one client's personal data",
        tags: ["clients"],
        params: idParams,
        response: { 200: clientEraseResponse, 404: errorResponse },
      },
    },
    async (request) => service.erase(photographerIdOf(request), request.params.id),
  );
}
