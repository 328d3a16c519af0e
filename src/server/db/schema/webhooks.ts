import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, instant, photographerId, updatedAt } from "./columns.js";

/**
 * Where a studio wants its events POSTed. `secret` signs each delivery (Focal-Signature, the scheme
 * Stripe uses) and is kept sealed with the server's secret key; `events` lists the event types sent.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: id(),
    photographerId: photographerId(),
    url: text("url").notNull(),
    events: text("events").array().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    secret: text("secret").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("webhook_endpoints_photographer_idx").on(t.photographerId)],
);

/**
 * One event that happened in a studio (`client.created`, `payment.received`, …), written in the same
 * transaction as the change it reports, so an event exists exactly when its change committed. Its id
 * is the id every delivery and retry carries.
 */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: id(),
    photographerId: photographerId(),
    type: text("type").notNull(),
    data: jsonb("data").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_events_photographer_created_idx").on(t.photographerId, t.createdAt)],
);

/**
 * An event on its way to one endpoint: at most one row per (endpoint, event), so an event is delivered
 * once per endpoint however often the job that carries it runs. Status: PENDING (waiting for its next
 * attempt at `next_attempt_at`), DELIVERED (a 2xx came back), FAILED (given up after three days, or the
 * endpoint was refused).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    photographerId: photographerId(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: instant("next_attempt_at"),
    lastStatusCode: integer("last_status_code"),
    deliveredAt: instant("delivered_at"),
    /**
     * A send in progress: the worker (or replay) that set `lease_token` owns the delivery until
     * `lease_until`, so two workers never send it at once; a worker that died loses it when it expires.
     */
    leaseToken: uuid("lease_token"),
    leaseUntil: instant("lease_until"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_endpoint_event_unique").on(t.endpointId, t.eventId),
    index("webhook_deliveries_photographer_idx").on(t.photographerId, t.createdAt),
    index("webhook_deliveries_endpoint_created_idx").on(t.endpointId, t.createdAt),
    index("webhook_deliveries_due_idx").on(t.nextAttemptAt).where(sql`status = 'PENDING'`),
  ],
);

/** Each try of a delivery: what the endpoint answered (the first 2 kB), or why it could not be reached. */
export const webhookDeliveryAttempts = pgTable(
  "webhook_delivery_attempts",
  {
    id: id(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    statusCode: integer("status_code"),
    responseBody: text("response_body"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
    attemptedAt: createdAt(),
  },
  (t) => [index("webhook_delivery_attempts_delivery_idx").on(t.deliveryId, t.attemptedAt)],
);
