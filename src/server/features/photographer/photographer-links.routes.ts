import { photographerLinkInputSchema, reorderInputSchema } from "../../../shared/photographer.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import type { App } from "../../http/types.js";
import { LINK_NOT_FOUND, type PhotographerLinksService } from "./photographer-links.service.js";

const linkParams = uuidParams(LINK_NOT_FOUND);

export function registerPhotographerLinkRoutes(app: App, links: PhotographerLinksService): void {
  const me = photographerIdOf;

  app.get("/api/photographer/links", async (request) => links.list(me(request)));
  app.post(
    "/api/photographer/links",
    { schema: { body: photographerLinkInputSchema } },
    async (request, reply) => reply.status(201).send(await links.create(me(request), request.body)),
  );
  app.put("/api/photographer/links/order", { schema: { body: reorderInputSchema } }, async (request) =>
    links.reorder(me(request), request.body.ids),
  );
  app.put(
    "/api/photographer/links/:id",
    { schema: { params: linkParams, body: photographerLinkInputSchema } },
    async (request) => links.update(me(request), request.params.id, request.body),
  );
  app.delete("/api/photographer/links/:id", { schema: { params: linkParams } }, async (request) => {
    await links.remove(me(request), request.params.id);
    return { message: "Link deleted" };
  });
}
