import { MESSAGE_NOT_FOUND } from "../../../shared/conversations.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import { noContentResponse } from "../../http/responses.js";
import type { App } from "../../http/types.js";
import { acceptedMessageResponse } from "./conversations.responses.js";
import type { MessageActionsService } from "./message-actions.service.js";

const params = uuidParams(MESSAGE_NOT_FOUND);

/** One message of a client's thread, by its id: accept it when held, or delete it. */
export function registerMessageActionRoutes(app: App, service: MessageActionsService): void {
  const tags = ["conversations"];
  app.post(
    "/api/messages/:id/accept",
    {
      schema: {
        summary: "Accept a held message as the client's",
        tags,
        params,
        response: { 200: acceptedMessageResponse },
      },
    },
    async (request) => service.accept(photographerIdOf(request), request.params.id),
  );
  app.delete(
    "/api/messages/:id",
    {
      schema: {
        summary: "Delete a note or a message that came in",
        tags,
        params,
        response: { 204: noContentResponse },
      },
    },
    async (request, reply) => {
      await service.remove(photographerIdOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
