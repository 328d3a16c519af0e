import type { FastifyReply } from "fastify";
import { portalMessageSchema, threadPostSchema } from "../../../shared/conversations.js";
import { REPLAYED_HEADER } from "../../../shared/idempotency.js";
import { photographerIdOf } from "../../auth/guard.js";
import { unauthorized } from "../../http/errors.js";
import { idempotencyKeyOf } from "../../http/idempotency-key.js";
import { uuidParams } from "../../http/params.js";
import type { App } from "../../http/types.js";
import {
  markedResponse,
  threadMessageResponse,
  threadViewResponse,
  unreadResponse,
} from "./conversations.responses.js";
import type { Posted, ThreadService } from "./thread.service.js";

const params = uuidParams("Client not found");
/** 201 with the message, first time or repeated; a repeat says so in a header and made nothing new. */
const answer = (reply: FastifyReply, posted: Posted) =>
  reply
    .status(201)
    .header(REPLAYED_HEADER, posted.replayed ? "true" : "false")
    .send(posted.message);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerThreadRoutes(app: App, service: ThreadService): void {
  const tags = ["conversations"];
  app.get(
    "/api/clients/:id/thread",
    {
      schema: {
        summary: "A client's thread, oldest first",
        tags,
        params,
        response: { 200: threadViewResponse },
      },
    },
    async (request) => service.thread(photographerIdOf(request), request.params.id),
  );
  app.post(
    "/api/clients/:id/thread",
    {
      schema: {
        summary: "Send a message to a client (e-mail, SMS, portal) or add a note; takes an Idempotency-Key",
        tags,
        params,
        body: threadPostSchema,
        response: { 201: threadMessageResponse },
      },
      // Another studio's client is "not found" whatever the body says: ownership before validation.
      preValidation: async (request) => {
        const { id } = request.params as { id: string };
        await service.requireClient(photographerIdOf(request), UUID.test(id) ? id : null);
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await service.post(
          photographerIdOf(request),
          request.params.id,
          request.body,
          idempotencyKeyOf(request),
        ),
      ),
  );
  app.post(
    "/api/clients/:id/thread/read",
    { schema: { summary: "Mark a client's thread read", tags, params, response: { 200: markedResponse } } },
    async (request) => service.markRead(photographerIdOf(request), request.params.id),
  );
  app.get(
    "/api/conversations/unread",
    { schema: { summary: "How many client messages are unread", tags, response: { 200: unreadResponse } } },
    async (request) => service.unread(photographerIdOf(request)),
  );

  app.get(
    "/api/client-portal/messages",
    {
      config: { access: "client" },
      schema: { summary: "The signed-in client's thread", tags, response: { 200: threadViewResponse } },
    },
    async (request) => {
      const user = request.user;
      if (!user?.clientId) throw unauthorized();
      return service.portalThread(user.photographerId, user.clientId);
    },
  );
  app.post(
    "/api/client-portal/messages",
    {
      schema: {
        summary: "The signed-in client writes to the studio",
        tags,
        body: portalMessageSchema,
        response: { 201: threadMessageResponse },
      },
      config: { access: "client" },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user?.clientId) throw unauthorized();
      const key = idempotencyKeyOf(request);
      return answer(reply, await service.portalPost(user.photographerId, user.clientId, request.body, key));
    },
  );
}
