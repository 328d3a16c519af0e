import { z } from "zod";
import { PROJECT_TYPES } from "../../../shared/projects.js";
import { templateInputSchema } from "../../../shared/templates.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import { messageResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import { templateListResponse, templateResponse } from "./templates.responses.js";
import { TEMPLATE_NOT_FOUND, type TemplatesService } from "./templates.service.js";

const params = uuidParams(TEMPLATE_NOT_FOUND);
const listQuery = z.object({
  projectType: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(PROJECT_TYPES, { error: "Unknown project type" }).optional(),
  ),
});

export function registerTemplateRoutes(app: App, service: TemplatesService): void {
  app.get(
    "/api/templates",
    {
      schema: {
        summary: "List message templates",
        tags: ["templates"],
        response: { 200: templateListResponse },
        querystring: listQuery,
      },
    },
    async (request) => service.list(photographerIdOf(request), { projectType: request.query.projectType }),
  );
  app.get(
    "/api/templates/:id",
    {
      schema: {
        summary: "Get a message template",
        tags: ["templates"],
        response: { 200: templateResponse },
        params,
      },
    },
    async (request) => service.get(photographerIdOf(request), request.params.id),
  );
  app.post(
    "/api/templates",
    {
      schema: {
        summary: "Create a message template",
        tags: ["templates"],
        response: { 201: templateResponse },
        body: templateInputSchema,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(photographerIdOf(request), request.body)),
  );
  app.put(
    "/api/templates/:id",
    {
      schema: {
        summary: "Replace a message template",
        tags: ["templates"],
        response: { 200: templateResponse },
        params,
        body: templateInputSchema,
      },
    },
    async (request) => service.update(photographerIdOf(request), request.params.id, request.body),
  );
  app.delete(
    "/api/templates/:id",
    {
      schema: {
        summary: "Delete a message template",
        tags: ["templates"],
        response: { 200: messageResponse },
        params,
      },
    },
    async (request) => {
      await service.remove(photographerIdOf(request), request.params.id);
      return { message: "Template deleted" };
    },
  );
}
