import { z } from "zod";
import {
  clientInputSchema,
  clientListQuerySchema,
  createMessageInputSchema,
  importCheckInputSchema,
  importClientsInputSchema,
} from "../../../shared/clients.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import { preSerialized } from "../../http/pre-serialized.js";
import { cached } from "../../http/read-cache.js";
import { fileResponse, messageResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import {
  clientDetailResponse,
  clientListResponse,
  clientResponse,
  historyResponse,
  importCheckResponse,
  importResultResponse,
  messageRecord,
  messagesReadResponse,
} from "./clients.responses.js";
import type { ClientsService } from "./clients.service.js";

export const idParams = uuidParams("Client not found");

export function registerClientRoutes(app: App, service: ClientsService): void {
  const tags = ["clients"];
  app.get(
    "/api/clients",
    {
      schema: {
        summary: "List clients (one page with `limit`)",
        tags,
        querystring: clientListQuerySchema,
        response: { 200: clientListResponse },
      },
      config: cached,
    },
    async (request, reply) => {
      const { limit, cursor, search, archived } = request.query;
      // With `limit`, one page ({ items, nextCursor }); without it, the whole list as it always was.
      const json =
        limit === undefined
          ? await service.listJson(photographerIdOf(request), search, archived)
          : await service.pageJson(photographerIdOf(request), { limit, cursor, search, archived });
      return reply.type("application/json").send(preSerialized(json));
    },
  );

  app.post(
    "/api/clients",
    {
      schema: {
        summary: "Create a client",
        tags,
        body: clientInputSchema,
        response: { 201: clientResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(photographerIdOf(request), request.body)),
  );

  app.get(
    "/api/clients/export",
    {
      schema: {
        summary: "Every client as CSV",
        tags,
        response: { 200: fileResponse("text/csv", "The clients") },
      },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(photographerIdOf(request));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="focal-clients-${day}.csv"`)
        .send(csv);
    },
  );

  // The service refuses a row with a control character and imports the rest of the batch.
  app.post(
    "/api/clients/import",
    {
      schema: {
        summary: "Import a batch of clients",
        tags,
        body: importClientsInputSchema,
        response: { 200: importResultResponse },
      },
      config: { textCheckedByService: ["rows.*.values"] },
    },
    async (request) => service.importRows(photographerIdOf(request), request.body),
  );

  // The import preview asks which of the file's addresses are already the studio's clients.
  app.post(
    "/api/clients/import/check",
    {
      schema: {
        summary: "Which addresses are already clients",
        tags,
        body: importCheckInputSchema,
        response: { 200: importCheckResponse },
      },
    },
    async (request) => service.existingEmails(photographerIdOf(request), request.body.emails),
  );

  app.get(
    "/api/clients/:id",
    {
      schema: {
        summary: "A client with projects and counts",
        tags,
        params: idParams,
        response: { 200: clientDetailResponse },
      },
      config: cached,
    },
    async (request, reply) =>
      reply
        .type("application/json")
        .send(preSerialized(await service.detailJson(photographerIdOf(request), request.params.id))),
  );

  app.put(
    "/api/clients/:id",
    {
      schema: {
        summary: "Update a client",
        tags,
        params: idParams,
        body: clientInputSchema,
        response: { 200: clientResponse },
      },
    },
    async (request) => service.update(photographerIdOf(request), request.params.id, request.body),
  );

  app.delete(
    "/api/clients/:id",
    { schema: { summary: "Delete a client", tags, params: idParams, response: { 200: messageResponse } } },
    async (request) => {
      await service.remove(photographerIdOf(request), request.params.id);
      return { message: "Client deleted" };
    },
  );

  // Archived clients leave the list (GET /api/clients?archived=true shows them) and keep everything else.
  app.post(
    "/api/clients/:id/archive",
    { schema: { summary: "Archive a client", tags, params: idParams, response: { 200: clientResponse } } },
    async (request) => service.archive(photographerIdOf(request), request.params.id),
  );

  app.post(
    "/api/clients/:id/unarchive",
    {
      schema: {
        summary: "Bring an archived client back",
        tags,
        params: idParams,
        response: { 200: clientResponse },
      },
    },
    async (request) => service.unarchive(photographerIdOf(request), request.params.id),
  );

  app.get(
    "/api/clients/:id/messages",
    {
      schema: {
        summary: "A client's internal notes",
        tags,
        params: idParams,
        response: { 200: z.array(messageRecord) },
      },
    },
    async (request) => service.messagesOf(photographerIdOf(request), request.params.id),
  );

  // The photographer has read the thread: the client's messages stop counting as unread (dashboard).
  app.post(
    "/api/clients/:id/messages/read",
    {
      schema: {
        summary: "Mark a client's messages read",
        tags,
        params: idParams,
        response: { 200: messagesReadResponse },
      },
    },
    async (request) => service.markMessagesRead(photographerIdOf(request), request.params.id),
  );

  app.get(
    "/api/clients/:id/history",
    {
      schema: {
        summary: "A client's history: messages, e-mails, proposals, payments",
        tags,
        params: idParams,
        response: { 200: historyResponse },
      },
    },
    async (request) => service.history(photographerIdOf(request), request.params.id),
  );

  app.post(
    "/api/messages",
    {
      schema: {
        summary: "Add an internal note to a client",
        tags,
        body: createMessageInputSchema,
        response: { 201: messageRecord },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createMessage(photographerIdOf(request), request.body)),
  );
}
