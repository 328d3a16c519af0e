import { packageInputSchema } from "../../../shared/packages.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import { cached } from "../../http/read-cache.js";
import type { App } from "../../http/types.js";
import type { PackagesService } from "./packages.service.js";

const params = uuidParams("Package not found");

export function registerPackageRoutes(app: App, service: PackagesService): void {
  app.get("/api/packages", { config: cached }, async (request, reply) =>
    reply.type("application/json").send(await service.listJson(photographerIdOf(request))),
  );
  app.get("/api/packages/:id", { schema: { params } }, async (request) =>
    service.get(photographerIdOf(request), request.params.id),
  );
  app.post("/api/packages", { schema: { body: packageInputSchema } }, async (request, reply) =>
    reply.status(201).send(await service.create(photographerIdOf(request), request.body)),
  );
  app.put("/api/packages/:id", { schema: { params, body: packageInputSchema } }, async (request) =>
    service.update(photographerIdOf(request), request.params.id, request.body),
  );
  app.post("/api/packages/:id/copy", { schema: { params } }, async (request, reply) =>
    reply.status(201).send(await service.copy(photographerIdOf(request), request.params.id)),
  );
  app.delete("/api/packages/:id", { schema: { params } }, async (request) => {
    await service.remove(photographerIdOf(request), request.params.id);
    return { message: "Package deleted" };
  });
}
