import { MESSAGE_NOT_FOUND } from "../../../shared/conversations.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import type { App } from "../../http/types.js";
import type { MessageActionsService } from "./message-actions.service.js";

const params = uuidParams(MESSAGE_NOT_FOUND);

/** One message of a client's thread, by its id: accept it when held, or delete it. */
export function registerMessageActionRoutes(app: App, service: MessageActionsService): void {
  app.post("/api/messages/:id/accept", { schema: { params } }, async (request) =>
    service.accept(photographerIdOf(request), request.params.id),
  );
  app.delete("/api/messages/:id", { schema: { params } }, async (request, reply) => {
    await service.remove(photographerIdOf(request), request.params.id);
    return reply.status(204).send();
  });
}
