/**
 * Emitting an event: called by a service inside the transaction that makes the change, so that the
 * event, its deliveries and their jobs are stored with the change or not at all. A studio without an
 * endpoint subscribed to the type costs one indexed read and nothing else.
 */
import type { WebhookEventType } from "../../../shared/webhooks.js";
import type { DbOrTx } from "../../db/connect.js";
import type { JobQueue } from "../../jobs/queue.js";
import { webhookDeliveryJobAddress } from "./webhook-delivery.job.js";
import { insertEventWithDeliveries, subscribedEndpointIds } from "./webhook-emit.queries.js";

export async function emitWebhookEvent(
  tx: DbOrTx,
  queue: JobQueue,
  photographerId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  const endpointIds = await subscribedEndpointIds(tx, photographerId, type);
  if (endpointIds.length === 0) return;
  const deliveryIds = await insertEventWithDeliveries(tx, photographerId, type, data, endpointIds);
  for (const deliveryId of deliveryIds) {
    await queue.enqueue(webhookDeliveryJobAddress, { deliveryId, attempt: 0 }, { tx });
  }
}
