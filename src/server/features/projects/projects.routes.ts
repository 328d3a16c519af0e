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
import { preSerialized } from "../../http/pre-serialized.js";
import { cached } from "../../http/read-cache.js";
import type { App } from "../../http/types.js";
import { proposalRowsResponse } from "../proposals/proposals.responses.js";
import {
  projectDetailResponse,
  projectListResponse,
  projectResponse,
  stageDeletedResponse,
  stageResponse,
} from "./projects.responses.js";
import type { ProjectsService } from "./projects.service.js";
import type { StagesService } from "./stages.service.js";

const projectParams = uuidParams("Project not found");
const moveParams = z.object({ projectId: z.uuid({ error: "Project not found" }) });
const stageParams = uuidParams("Stage not found");

export function registerProjectRoutes(app: App, projects: ProjectsService, stages: StagesService) {
  app.get(
    "/api/projects",
    {
      schema: {
        summary: "List projects (all, or one page with limit)",
        tags: ["projects"],
        response: { 200: projectListResponse },
        querystring: projectListQuerySchema,
      },
      config: cached,
    },
    async (request, reply) => {
      const { limit, projectType, ...filters } = request.query;
      // With `limit`, one page ({ items, nextCursor }); without it, the whole list as it always was.
      const json =
        limit === undefined
          ? await projects.listJson(photographerIdOf(request), projectType)
          : await projects.pageJson(photographerIdOf(request), { limit, projectType, ...filters });
      return reply.type("application/json").send(preSerialized(json));
    },
  );
  app.post(
    "/api/projects",
    {
      schema: {
        summary: "Create a project",
        tags: ["projects"],
        response: { 201: projectResponse },
        body: createProjectInputSchema,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await projects.create(photographerIdOf(request), request.body)),
  );
  app.get(
    "/api/projects/:id",
    {
      schema: {
        summary: "Get a project with its recent activity",
        tags: ["projects"],
        response: { 200: projectDetailResponse },
        params: projectParams,
      },
      config: cached,
    },
    async (request, reply) =>
      reply
        .type("application/json")
        .send(preSerialized(await projects.detailJson(photographerIdOf(request), request.params.id))),
  );
  app.put(
    "/api/projects/:id",
    {
      schema: {
        summary: "Update a project",
        tags: ["projects"],
        response: { 200: projectResponse },
        params: projectParams,
        body: updateProjectInputSchema,
      },
    },
    async (request) => projects.update(photographerIdOf(request), request.params.id, request.body),
  );
  app.put(
    "/api/projects/:projectId/stage",
    {
      schema: {
        summary: "Move a project to a stage",
        tags: ["projects"],
        response: { 200: projectResponse },
        params: moveParams,
        body: moveProjectInputSchema,
      },
    },
    async (request) =>
      projects.move(photographerIdOf(request), request.params.projectId, request.body.stageId),
  );

  // A read-only list for the project page; the proposals feature owns the writes.
  app.get(
    "/api/estimates/project/:id",
    {
      schema: {
        summary: "A project's proposals",
        tags: ["projects"],
        response: { 200: proposalRowsResponse },
        params: projectParams,
      },
    },
    async (request) => projects.proposalRows(photographerIdOf(request), request.params.id),
  );
  app.get(
    "/api/stages",
    {
      schema: {
        summary: "List pipeline stages",
        tags: ["projects"],
        response: { 200: z.array(stageResponse) },
        querystring: stageListQuerySchema,
      },
    },
    async (request) => stages.list(photographerIdOf(request), request.query.projectType),
  );
  app.post(
    "/api/stages",
    {
      schema: {
        summary: "Create a stage",
        tags: ["projects"],
        response: { 201: stageResponse },
        body: stageInputSchema,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await stages.create(photographerIdOf(request), request.body)),
  );
  app.put(
    "/api/stages/:id",
    {
      schema: {
        summary: "Update a stage",
        tags: ["projects"],
        response: { 200: stageResponse },
        params: stageParams,
        body: stageInputSchema,
      },
    },
    async (request) => stages.update(photographerIdOf(request), request.params.id, request.body),
  );
  app.delete(
    "/api/stages/:id",
    {
      schema: {
        summary: "Delete a stage (its projects move to the default stage)",
        tags: ["projects"],
        response: { 200: stageDeletedResponse },
        params: stageParams,
      },
    },
    async (request) => stages.remove(photographerIdOf(request), request.params.id),
  );
}
