/**
 * A studio's webhook endpoints and their delivery log. The signing secret is made here, shown in the
 * creation's answer only, and stored sealed with the server's key (auth/secret-box.ts), bound to its
 * endpoint's id: a copy of the database signs nothing.
 */
import { randomUUID } from "node:crypto";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "../../../shared/webhooks.js";
import { secretBoxFor } from "../../auth/secret-key.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/connect.js";
import { badRequest, conflict, notFound } from "../../http/errors.js";
import { DELIVERY_NOT_FOUND, type DeliveryService } from "./webhook-delivery.service.js";
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_MESSAGES, type WebhookEndpointInput } from "./webhook-input.js";
import { endpointSecretContext, newWebhookSecret } from "./webhook-signing.js";
import { refusedHostReason } from "./webhook-ssrf.js";
import {
  countEndpoints,
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  insertEndpoint,
  listAttempts,
  listDeliveries,
  listEndpoints,
  lockStudioForEndpoints,
  updateEndpoint,
} from "./webhooks.queries.js";

export const DELIVERY_LIST_LIMIT = 50;

type EndpointRow = NonNullable<Awaited<ReturnType<typeof findEndpoint>>>;
type DeliveryRow = NonNullable<Awaited<ReturnType<typeof findDelivery>>>;
type AttemptRow = Awaited<ReturnType<typeof listAttempts>>[number];

const iso = (at: Date | null) => at?.toISOString() ?? null;

const toEndpoint = (row: EndpointRow) => ({
  id: row.id,
  url: row.url,
  // Written only through the input schema, so every entry is a known type.
  events: row.events as WebhookEventType[],
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toDelivery = (row: DeliveryRow, attempts: AttemptRow[]) => ({
  id: row.id,
  endpointId: row.endpointId,
  eventId: row.eventId,
  eventType: row.eventType as WebhookEventType,
  eventCreatedAt: row.eventCreatedAt.toISOString(),
  status: row.status as "PENDING" | "DELIVERED" | "FAILED",
  attempts: row.attempts,
  nextAttemptAt: iso(row.nextAttemptAt),
  lastStatusCode: row.lastStatusCode,
  deliveredAt: iso(row.deliveredAt),
  createdAt: row.createdAt.toISOString(),
  attemptLog: attempts.map((attempt) => ({
    id: attempt.id,
    statusCode: attempt.statusCode,
    responseBody: attempt.responseBody,
    error: attempt.error,
    durationMs: attempt.durationMs,
    attemptedAt: attempt.attemptedAt.toISOString(),
  })),
});

export function createWebhooksService(database: Database, config: Config, deliveries: DeliveryService) {
  const { db } = database;
  const box = secretBoxFor(config);

  /** What the schema cannot know: the server's own addresses are refused unless the operator allows them. */
  function checked(input: WebhookEndpointInput) {
    const reason = config.WEBHOOKS_ALLOW_PRIVATE ? null : refusedHostReason(new URL(input.url).hostname);
    if (reason) throw badRequest(`URL ${reason}`);
    // In the list's own order, once each, whatever order the form sent them in.
    const events = WEBHOOK_EVENT_TYPES.filter((type) => input.events.includes(type));
    return { url: input.url, events, enabled: input.enabled };
  }

  async function list(photographerId: string) {
    return (await listEndpoints(db, photographerId)).map(toEndpoint);
  }

  async function create(photographerId: string, input: WebhookEndpointInput) {
    const values = checked(input);
    const id = randomUUID();
    const secret = newWebhookSecret();
    const row = await db.transaction(async (tx) => {
      await lockStudioForEndpoints(tx, photographerId);
      if ((await countEndpoints(tx, photographerId)) >= MAX_WEBHOOK_ENDPOINTS) {
        throw conflict(WEBHOOK_MESSAGES.tooMany);
      }
      const sealed = box.seal(secret, endpointSecretContext(id));
      return insertEndpoint(tx, { id, photographerId, ...values, secret: sealed });
    });
    return { ...toEndpoint(row), secret };
  }

  async function update(photographerId: string, id: string, input: WebhookEndpointInput) {
    const row = await updateEndpoint(db, photographerId, id, checked(input));
    if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
    return toEndpoint(row);
  }

  async function remove(photographerId: string, id: string): Promise<void> {
    if (!(await deleteEndpoint(db, photographerId, id))) throw notFound(WEBHOOK_MESSAGES.notFound);
  }

  async function deliveriesOf(photographerId: string, endpointId: string) {
    if (!(await findEndpoint(db, photographerId, endpointId))) throw notFound(WEBHOOK_MESSAGES.notFound);
    const rows = await listDeliveries(db, photographerId, endpointId, DELIVERY_LIST_LIMIT);
    const byDelivery = new Map<string, AttemptRow[]>();
    for (const attempt of await listAttempts(
      db,
      rows.map((row) => row.id),
    )) {
      byDelivery.set(attempt.deliveryId, [...(byDelivery.get(attempt.deliveryId) ?? []), attempt]);
    }
    return rows.map((row) => toDelivery(row, byDelivery.get(row.id) ?? []));
  }

  /** Sends the delivery again now and answers it with its attempts, the new one last. */
  async function replay(photographerId: string, deliveryId: string) {
    await deliveries.replay(photographerId, deliveryId);
    const row = await findDelivery(db, photographerId, deliveryId);
    if (!row) throw notFound(DELIVERY_NOT_FOUND);
    return toDelivery(row, await listAttempts(db, [row.id]));
  }

  return { list, create, update, remove, deliveriesOf, replay };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
