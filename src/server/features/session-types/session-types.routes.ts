import type { FastifyRequest } from "fastify";
import { SESSION_TYPE_NOT_FOUND, sessionTypeInputSchema } from "../../../shared/session-types.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import { messageResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import { sessionTypeListResponse, sessionTypeResponse } from "./session-types.responses.js";
import type { SessionTypesService } from "./session-types.service.js";

const params = uuidParams(SESSION_TYPE_NOT_FOUND);

export function registerSessionTypeRoutes(app: App, service: SessionTypesService): void {
  const me = photographerIdOf;
  // Another studio's type is "not found" even when the body is wrong too: ownership before validation.
  const owned = {
    preValidation: async (request: FastifyRequest) => {
      const { id } = request.params as { id?: string };
      if (id && params.safeParse({ id }).success) await service.requireRow(me(request), id);
    },
  };

  app.get(
    "/api/session-types",
    {
      schema: {
        summary: "List session types",
        tags: ["session-types"],
        response: { 200: sessionTypeListResponse },
      },
    },
    async (request) => service.list(me(request)),
  );
  app.post(
    "/api/session-types",
    {
      schema: {
        summary: "Create a session type",
        tags: ["session-types"],
        response: { 201: sessionTypeResponse },
        body: sessionTypeInputSchema,
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(me(request), request.body)),
  );
  app.get(
    "/api/session-types/:id",
    {
      schema: {
        summary: "Get a session type",
        tags: ["session-types"],
        response: { 200: sessionTypeResponse },
        params,
      },
    },
    async (request) => service.get(me(request), request.params.id),
  );
  app.put(
    "/api/session-types/:id",
    {
      schema: {
        summary: "Replace a session type",
        tags: ["session-types"],
        response: { 200: sessionTypeResponse },
        params,
        body: sessionTypeInputSchema,
      },
      ...owned,
    },
    async (request) => service.update(me(request), request.params.id, request.body),
  );
  app.post(
    "/api/session-types/:id/duplicate",
    {
      schema: {
        summary: "Duplicate a session type",
        tags: ["session-types"],
        response: { 201: sessionTypeResponse },
        params,
      },
    },
    async (request, reply) => reply.status(201).send(await service.duplicate(me(request), request.params.id)),
  );
  app.delete(
    "/api/session-types/:id",
    {
      schema: {
        summary: "Delete a session type",
        tags: ["session-types"],
        response: { 200: messageResponse },
        params,
      },
    },
    async (request) => {
      await service.remove(me(request), request.params.id);
      return { message: "Session type deleted" };
    },
  );
}
