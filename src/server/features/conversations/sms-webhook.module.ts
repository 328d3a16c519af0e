/**
 * Texts from clients: Twilio's webhook, matched to a studio and a client and kept in the client's thread.
 * Also Twilio's status callback, which says whether a text the studio sent was delivered.
 */
import type { Config } from "../../config.js";
import type { Database } from "../../db/connect.js";
import type { App } from "../../http/types.js";
import type { InboundLog, InboundService } from "./inbound.service.js";
import { registerSmsStatusRoutes } from "./sms-status.routes.js";
import { createSmsStatusService } from "./sms-status.service.js";
import { registerSmsWebhookRoutes } from "./sms-webhook.routes.js";
import { createSmsWebhookService, type SmsWebhookService } from "./sms-webhook.service.js";

export function registerSmsWebhook(
  app: App,
  deps: {
    database: Database;
    config: Pick<Config, "TWILIO_AUTH_TOKEN" | "publicUrl">;
    inbound: InboundService;
    /** Where dropped texts are reported; the app's logger unless a test collects them. */
    log?: InboundLog;
  },
): SmsWebhookService {
  const service = createSmsWebhookService({
    database: deps.database,
    inbound: deps.inbound,
    log: deps.log ?? app.log,
  });
  registerSmsWebhookRoutes(app, { config: deps.config, service });
  const status = createSmsStatusService({ database: deps.database, log: deps.log ?? app.log });
  registerSmsStatusRoutes(app, { config: deps.config, service: status });
  return service;
}
