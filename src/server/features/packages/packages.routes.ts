import { z } from "zod";
import { packageInputSchema } from "../../../shared/packages.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import { preSerialized } from "../../http/pre-serialized.js";
import { cached } from "../../http/read-cache.js";
import { messageResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import { packageResponse } from "./packages.responses.js";
import type { PackagesService } from "./packages.service.js";

const params = uuidParams("Package not found");

export function registerPackageRoutes(app: App, service: PackagesService): void {
  const tags = ["packages"];
  app.get(
    "/api/packages",
    {
      config: cached,
      schema: { summary: "List packages", tags, response: { 200: z.array(packageResponse) } },
    },
    async (request, reply) =>
      reply.type("application/json").send(preSerialized(await service.listJson(photographerIdOf(request)))),
  );
  app.get(
    "/api/packages/:id",
    { schema: { summary: "Get a package", tags, params, response: { 200: packageResponse } } },
    async (request) => service.get(photographerIdOf(request), request.params.id),
  );
  app.post(
    "/api/packages",
    {
      schema: {
        summary: "Create a package",
        tags,
        body: packageInputSchema,
        response: { 201: packageResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(photographerIdOf(request), request.body)),
  );
  app.put(
    "/api/packages/:id",
    {
      schema: {
        summary: "Replace a package",
        tags,
        params,
        body: packageInputSchema,
        response: { 200: packageResponse },
      },
    },
    async (request) => service.update(photographerIdOf(request), request.params.id, request.body),
  );
  app.post(
    "/api/packages/:id/copy",
    { schema: { summary: "Copy a package", tags, params, response: { 201: packageResponse } } },
    async (request, reply) =>
      reply.status(201).send(await service.copy(photographerIdOf(request), request.params.id)),
  );
  app.delete(
    "/api/packages/:id",
    { schema: { summary: "Delete a package", tags, params, response: { 200: messageResponse } } },
    async (request) => {
      await service.remove(photographerIdOf(request), request.params.id);
      return { message: "Package deleted" };
    },
  );
}
