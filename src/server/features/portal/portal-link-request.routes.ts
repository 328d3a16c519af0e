import { portalLinkRequestSchema } from "../../../shared/portal-link.js";
import type { App } from "../../http/types.js";
import { linkRequestResponse } from "./portal.responses.js";
import type { LinkRequestService } from "./portal-link-request.service.js";

/** "E-mail me a sign-in link" on the portal's sign-in page: public, 202 whatever the address. */
export function registerLinkRequestRoutes(app: App, service: LinkRequestService): void {
  app.post(
    "/api/client-portal/request-link",
    {
      schema: {
        summary: "E-mail me a sign-in link (202 whatever the address)",
        tags: ["portal"],
        security: [],
        body: portalLinkRequestSchema,
        response: { 202: linkRequestResponse },
      },
      config: { access: "public" },
    },
    async (request, reply) => reply.status(202).send(await service.request(request.body, request.ip)),
  );
}
