import {
  clientInputSchema,
  clientListQuerySchema,
  createMessageInputSchema,
  importCheckInputSchema,
  importClientsInputSchema,
} from "../../../shared/clients.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import { cached } from "../../http/read-cache.js";
import type { App } from "../../http/types.js";
import type { ClientsService } from "./clients.service.js";

export const idParams = uuidParams("Client not found");

export function registerClientRoutes(app: App, service: ClientsService): void {
  app.get(
    "/api/clients",
    { schema: { querystring: clientListQuerySchema }, config: cached },
    async (request, reply) => {
      const { limit, cursor, search, archived } = request.query;
      // With `limit`, one page ({ items, nextCursor }); without it, the whole list as it always was.
      const json =
        limit === undefined
          ? await service.listJson(photographerIdOf(request), search, archived)
          : await service.pageJson(photographerIdOf(request), { limit, cursor, search, archived });
      return reply.type("application/json").send(json);
    },
  );

  app.post("/api/clients", { schema: { body: clientInputSchema } }, async (request, reply) =>
    reply.status(201).send(await service.create(photographerIdOf(request), request.body)),
  );

  app.get("/api/clients/export", async (request, reply) => {
    const csv = await service.exportCsv(photographerIdOf(request));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="focal-clients-${day}.csv"`)
      .send(csv);
  });

  // The service refuses a row with a control character and imports the rest of the batch.
  app.post(
    "/api/clients/import",
    { schema: { body: importClientsInputSchema }, config: { textCheckedByService: ["rows.*.values"] } },
    async (request) => service.importRows(photographerIdOf(request), request.body),
  );

  // The import preview asks which of the file's addresses are already the studio's clients.
  app.post("/api/clients/import/check", { schema: { body: importCheckInputSchema } }, async (request) =>
    service.existingEmails(photographerIdOf(request), request.body.emails),
  );

  app.get("/api/clients/:id", { schema: { params: idParams }, config: cached }, async (request, reply) =>
    reply
      .type("application/json")
      .send(await service.detailJson(photographerIdOf(request), request.params.id)),
  );

  app.put("/api/clients/:id", { schema: { params: idParams, body: clientInputSchema } }, async (request) =>
    service.update(photographerIdOf(request), request.params.id, request.body),
  );

  app.delete("/api/clients/:id", { schema: { params: idParams } }, async (request) => {
    await service.remove(photographerIdOf(request), request.params.id);
    return { message: "Client deleted" };
  });

  // Archived clients leave the list (GET /api/clients?archived=true shows them) and keep everything else.
  app.post("/api/clients/:id/archive", { schema: { params: idParams } }, async (request) =>
    service.archive(photographerIdOf(request), request.params.id),
  );

  app.post("/api/clients/:id/unarchive", { schema: { params: idParams } }, async (request) =>
    service.unarchive(photographerIdOf(request), request.params.id),
  );

  app.get("/api/clients/:id/messages", { schema: { params: idParams } }, async (request) =>
    service.messagesOf(photographerIdOf(request), request.params.id),
  );

  // The photographer has read the thread: the client's messages stop counting as unread (dashboard).
  app.post("/api/clients/:id/messages/read", { schema: { params: idParams } }, async (request) =>
    service.markMessagesRead(photographerIdOf(request), request.params.id),
  );

  app.get("/api/clients/:id/history", { schema: { params: idParams } }, async (request) =>
    service.history(photographerIdOf(request), request.params.id),
  );

  app.post("/api/messages", { schema: { body: createMessageInputSchema } }, async (request, reply) =>
    reply.status(201).send(await service.createMessage(photographerIdOf(request), request.body)),
  );
}
