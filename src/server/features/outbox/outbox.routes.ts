import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import type { App } from "../../http/types.js";
import type { OutboxService } from "./outbox.service.js";

/** The development outbox: what the studio "sent" while no SMTP (or SMS provider) is configured. */
export function registerOutboxRoutes(app: App, outbox: OutboxService): void {
  app.get("/api/outbox", async (request) => outbox.list(photographerIdOf(request)));

  app.get("/api/outbox/:id", { schema: { params: uuidParams("Message not found") } }, async (request) =>
    outbox.get(photographerIdOf(request), request.params.id),
  );
}
