import { z } from "zod";
import { photographerLinkInputSchema, reorderInputSchema } from "../../../shared/photographer.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import { messageResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import { photographerLinkResponse } from "./photographer.responses.js";
import { LINK_NOT_FOUND, type PhotographerLinksService } from "./photographer-links.service.js";

const linkParams = uuidParams(LINK_NOT_FOUND);

export function registerPhotographerLinkRoutes(app: App, links: PhotographerLinksService): void {
  const me = photographerIdOf;
  const tags = ["photographer"];

  app.get(
    "/api/photographer/links",
    {
      schema: {
        summary: "The portal's quick links",
        tags,
        response: { 200: z.array(photographerLinkResponse) },
      },
    },
    async (request) => links.list(me(request)),
  );
  app.post(
    "/api/photographer/links",
    {
      schema: {
        summary: "Add a quick link",
        tags,
        body: photographerLinkInputSchema,
        response: { 201: photographerLinkResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await links.create(me(request), request.body)),
  );
  app.put(
    "/api/photographer/links/order",
    {
      schema: {
        summary: "Put the quick links in order",
        tags,
        body: reorderInputSchema,
        response: { 200: z.array(photographerLinkResponse) },
      },
    },
    async (request) => links.reorder(me(request), request.body.ids),
  );
  app.put(
    "/api/photographer/links/:id",
    {
      schema: {
        summary: "Change a quick link",
        tags,
        params: linkParams,
        body: photographerLinkInputSchema,
        response: { 200: photographerLinkResponse },
      },
    },
    async (request) => links.update(me(request), request.params.id, request.body),
  );
  app.delete(
    "/api/photographer/links/:id",
    {
      schema: {
        summary: "Delete a quick link",
        tags,
        params: linkParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await links.remove(me(request), request.params.id);
      return { message: "Link deleted" };
    },
  );
}
