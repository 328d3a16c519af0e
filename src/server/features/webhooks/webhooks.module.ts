import { secretBoxFor } from "../../auth/secret-key.js";
import type { App } from "../../http/types.js";
import type { FeatureDeps } from "../feature-deps.js";
import { webhookDeliveryJob } from "./webhook-delivery.job.js";
import { createDeliveryService } from "./webhook-delivery.service.js";
import { resealEndpointSecrets } from "./webhook-secrets.js";
import { registerWebhookRoutes } from "./webhooks.routes.js";
import { createWebhooksService, type WebhooksService } from "./webhooks.service.js";

/**
 * Webhooks: the studio's endpoints, the delivery job and its log. Registered before the features that
 * emit events (webhook-events.ts), whose transactions queue this module's job.
 */
export async function registerWebhooks(
  app: App,
  deps: Pick<FeatureDeps, "database" | "config" | "queue">,
): Promise<WebhooksService> {
  await resealEndpointSecrets(deps.database.db, secretBoxFor(deps.config));
  const deliveries = createDeliveryService(deps.database, deps.config, deps.queue, (outcome) =>
    app.metrics.webhookDeliveries.inc({ outcome }),
  );
  await deps.queue.register(webhookDeliveryJob(deliveries.deliver));
  const webhooks = createWebhooksService(deps.database, deps.config, deliveries);
  registerWebhookRoutes(app, webhooks);
  return webhooks;
}
