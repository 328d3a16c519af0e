import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { registerOutboxRoutes } from "./outbox.routes.js";
import { createOutboxService } from "./outbox.service.js";

/** The development outbox: the e-mails and SMS kept instead of sent when no SMTP or Twilio is set. */
export async function registerOutbox(app: App, deps: Pick<FeatureDeps, "database" | "email">): Promise<void> {
  registerOutboxRoutes(app, createOutboxService(deps.database, deps.email.delivery));
}
