/** The statements behind the studio's endpoints and their delivery log; each is scoped by studio. */
import { and, asc, count, desc, eq, inArray, notLike } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import {
  photographers,
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
  webhookEvents,
} from "../../db/schema/index.js";

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

const endpointById = (photographerId: string, id: string) =>
  and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.photographerId, photographerId));

/** The endpoint's public columns: never its secret. */
const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  enabled: webhookEndpoints.enabled,
  createdAt: webhookEndpoints.createdAt,
  updatedAt: webhookEndpoints.updatedAt,
};

export function listEndpoints(db: DbOrTx, photographerId: string) {
  return db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.photographerId, photographerId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function findEndpoint(db: DbOrTx, photographerId: string, id: string) {
  const [row] = await db
    .select(endpointColumns)
    .from(webhookEndpoints)
    .where(endpointById(photographerId, id));
  return row;
}

/** Holds the studio's row until the transaction ends, so that two creations cannot both pass the limit. */
export async function lockStudioForEndpoints(tx: DbOrTx, photographerId: string): Promise<void> {
  await tx
    .select({ id: photographers.id })
    .from(photographers)
    .where(eq(photographers.id, photographerId))
    .for("update");
}

export async function countEndpoints(db: DbOrTx, photographerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.photographerId, photographerId));
  return row?.n ?? 0;
}

export async function insertEndpoint(
  db: DbOrTx,
  values: {
    id: string;
    photographerId: string;
    url: string;
    events: string[];
    enabled: boolean;
    secret: string;
  },
) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning(endpointColumns);
  return row!;
}

export async function updateEndpoint(
  db: DbOrTx,
  photographerId: string,
  id: string,
  values: { url: string; events: string[]; enabled: boolean },
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(endpointById(photographerId, id))
    .returning(endpointColumns);
  return row;
}

/** Deletes the endpoint; its deliveries and their attempts go with it (foreign key cascades). */
export async function deleteEndpoint(db: DbOrTx, photographerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(endpointById(photographerId, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  eventId: webhookDeliveries.eventId,
  eventType: webhookEvents.type,
  eventCreatedAt: webhookEvents.createdAt,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  deliveredAt: webhookDeliveries.deliveredAt,
  createdAt: webhookDeliveries.createdAt,
};

/** An endpoint's deliveries, newest first (webhook_deliveries_endpoint_created_idx). */
export function listDeliveries(db: DbOrTx, photographerId: string, endpointId: string, limit: number) {
  return db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.photographerId, photographerId)),
    )
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

export async function findDelivery(db: DbOrTx, photographerId: string, id: string) {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.photographerId, photographerId)));
  return row;
}

/** The attempts of these deliveries (already scoped to the studio by the caller), oldest first. */
export function listAttempts(db: DbOrTx, deliveryIds: string[]) {
  if (deliveryIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: webhookDeliveryAttempts.id,
      deliveryId: webhookDeliveryAttempts.deliveryId,
      statusCode: webhookDeliveryAttempts.statusCode,
      responseBody: webhookDeliveryAttempts.responseBody,
      error: webhookDeliveryAttempts.error,
      durationMs: webhookDeliveryAttempts.durationMs,
      attemptedAt: webhookDeliveryAttempts.attemptedAt,
    })
    .from(webhookDeliveryAttempts)
    .where(inArray(webhookDeliveryAttempts.deliveryId, deliveryIds))
    .orderBy(asc(webhookDeliveryAttempts.attemptedAt), asc(webhookDeliveryAttempts.id));
}

/** At start, across studios: the endpoint secrets not sealed with the current key (`v1.<key id>.`). */
export function secretsNotSealedWith(db: DbOrTx, keyId: string) {
  return db
    .select({ id: webhookEndpoints.id, secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(notLike(webhookEndpoints.secret, `v1.${keyId}.%`));
}

/** Compare-and-set, so that servers starting together agree on one sealed value. */
export async function replaceSecretIfUnchanged(db: DbOrTx, id: string, was: string, sealed: string) {
  await db
    .update(webhookEndpoints)
    .set({ secret: sealed })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.secret, was)));
}
