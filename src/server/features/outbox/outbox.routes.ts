import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import type { App } from "../../http/types.js";
import { outboxListResponse, outboxMessageResponse } from "./outbox.responses.js";
import type { OutboxService } from "./outbox.service.js";

/** The development outbox: what the studio "sent" while no SMTP (or SMS provider) is configured. */
export function registerOutboxRoutes(app: App, outbox: OutboxService): void {
  const tags = ["outbox"];
  app.get(
    "/api/outbox",
    {
      schema: {
        summary: "What was sent while no SMTP or SMS provider is set",
        tags,
        response: { 200: outboxListResponse },
      },
    },
    async (request) => outbox.list(photographerIdOf(request)),
  );

  app.get(
    "/api/outbox/:id",
    {
      schema: {
        summary: "One message of the outbox",
        tags,
        params: uuidParams("Message not found"),
        response: { 200: outboxMessageResponse },
      },
    },
    async (request) => outbox.get(photographerIdOf(request), request.params.id),
  );
}
