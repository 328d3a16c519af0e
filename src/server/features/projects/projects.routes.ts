import { z } from "zod";
import {
  createProjectInputSchema,
  moveProjectInputSchema,
  projectListQuerySchema,
  stageInputSchema,
  stageListQuerySchema,
  updateProjectInputSchema,
} from "../../../shared/projects.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import { cached } from "../../http/read-cache.js";
import type { App } from "../../http/types.js";
import type { ProjectsService } from "./projects.service.js";
import type { StagesService } from "./stages.service.js";

const projectParams = uuidParams("Project not found");
const moveParams = z.object({ projectId: z.uuid({ error: "Project not found" }) });
const stageParams = uuidParams("Stage not found");

export function registerProjectRoutes(app: App, projects: ProjectsService, stages: StagesService) {
  app.get(
    "/api/projects",
    { schema: { querystring: projectListQuerySchema }, config: cached },
    async (request, reply) => {
      const { limit, projectType, ...filters } = request.query;
      // With `limit`, one page ({ items, nextCursor }); without it, the whole list as it always was.
      const json =
        limit === undefined
          ? await projects.listJson(photographerIdOf(request), projectType)
          : await projects.pageJson(photographerIdOf(request), { limit, projectType, ...filters });
      return reply.type("application/json").send(json);
    },
  );
  app.post("/api/projects", { schema: { body: createProjectInputSchema } }, async (request, reply) =>
    reply.status(201).send(await projects.create(photographerIdOf(request), request.body)),
  );
  app.get(
    "/api/projects/:id",
    { schema: { params: projectParams }, config: cached },
    async (request, reply) =>
      reply
        .type("application/json")
        .send(await projects.detailJson(photographerIdOf(request), request.params.id)),
  );
  app.put(
    "/api/projects/:id",
    { schema: { params: projectParams, body: updateProjectInputSchema } },
    async (request) => projects.update(photographerIdOf(request), request.params.id, request.body),
  );
  app.put(
    "/api/projects/:projectId/stage",
    { schema: { params: moveParams, body: moveProjectInputSchema } },
    async (request) =>
      projects.move(photographerIdOf(request), request.params.projectId, request.body.stageId),
  );

  // A read-only list for the project page; the proposals feature owns the writes.
  app.get("/api/estimates/project/:id", { schema: { params: projectParams } }, async (request) =>
    projects.proposalRows(photographerIdOf(request), request.params.id),
  );
  app.get("/api/stages", { schema: { querystring: stageListQuerySchema } }, async (request) =>
    stages.list(photographerIdOf(request), request.query.projectType),
  );
  app.post("/api/stages", { schema: { body: stageInputSchema } }, async (request, reply) =>
    reply.status(201).send(await stages.create(photographerIdOf(request), request.body)),
  );
  app.put("/api/stages/:id", { schema: { params: stageParams, body: stageInputSchema } }, async (request) =>
    stages.update(photographerIdOf(request), request.params.id, request.body),
  );
  app.delete("/api/stages/:id", { schema: { params: stageParams } }, async (request) =>
    stages.remove(photographerIdOf(request), request.params.id),
  );
}
