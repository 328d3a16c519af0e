import { z } from "zod";
import { PROJECT_TYPES } from "../../../shared/projects.js";
import { templateInputSchema } from "../../../shared/templates.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import type { App } from "../../http/types.js";
import { TEMPLATE_NOT_FOUND, type TemplatesService } from "./templates.service.js";

const params = uuidParams(TEMPLATE_NOT_FOUND);
const listQuery = z.object({
  projectType: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(PROJECT_TYPES, { error: "Unknown project type" }).optional(),
  ),
});

export function registerTemplateRoutes(app: App, service: TemplatesService): void {
  app.get("/api/templates", { schema: { querystring: listQuery } }, async (request) =>
    service.list(photographerIdOf(request), { projectType: request.query.projectType }),
  );
  app.get("/api/templates/:id", { schema: { params } }, async (request) =>
    service.get(photographerIdOf(request), request.params.id),
  );
  app.post("/api/templates", { schema: { body: templateInputSchema } }, async (request, reply) =>
    reply.status(201).send(await service.create(photographerIdOf(request), request.body)),
  );
  app.put("/api/templates/:id", { schema: { params, body: templateInputSchema } }, async (request) =>
    service.update(photographerIdOf(request), request.params.id, request.body),
  );
  app.delete("/api/templates/:id", { schema: { params } }, async (request) => {
    await service.remove(photographerIdOf(request), request.params.id);
    return { message: "Template deleted" };
  });
}
