/**
 * Sending deliveries. Each send first claims its delivery in the database (a lease in the row), so two
 * workers never send the same one at once, and a job only claims a delivery still PENDING with the
 * attempt count it was queued for: a DELIVERED delivery, or one another job already tried, is never
 * sent again by a job run twice. A failed attempt schedules the next one (1 min, 2, 4… up to 6 hours)
 * in the same transaction that records it, until three days after the event; then the delivery FAILS.
 * An attempt made while the database goes away (a failover) is recorded once it is back, so that the
 * job's retry does not send it a second time.
 */
import { randomUUID } from "node:crypto";
import type { WebhookPayload } from "../../../shared/webhooks.js";
import { secretBoxFor } from "../../auth/secret-key.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/connect.js";
import { CONNECTION_LOSS_WAITS_MS, whileConnectionLost } from "../../db/while-connection-lost.js";
import { conflict, notFound } from "../../http/errors.js";
import type { JobQueue } from "../../jobs/queue.js";
import { type DeliveryJobPayload, webhookDeliveryJobAddress } from "./webhook-delivery.job.js";
import {
  type AttemptRecord,
  claimForJob,
  claimForReplay,
  recordAttempt,
  releaseLease,
  type Sendable,
} from "./webhook-delivery.queries.js";
import { type SendOutcome, sendWebhook } from "./webhook-sender.js";
import { endpointSecretContext, SIGNATURE_HEADER, signatureFor } from "./webhook-signing.js";
import { findDelivery } from "./webhooks.queries.js";

export const DELIVERY_NOT_FOUND = "Delivery not found";
export const MAX_BODY_BYTES = 1024 * 1024;
const TIMEOUT_MS = 10_000;
/**
 * Longer than a send can take (DNS, the 10 s timeout) and its recording (retried for about a minute
 * while the database is away), shorter than the job's expiry.
 */
const LEASE_SECONDS = 90;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 3600_000;
const GIVE_UP_AFTER_MS = 3 * 24 * 3600_000;

/** When the attempt after `attemptsMade` attempts is due (exponential, capped). */
export const retryDelayMs = (attemptsMade: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attemptsMade - 1), MAX_RETRY_MS);

export function bodyOf(row: Pick<Sendable, "eventId" | "type" | "data" | "eventCreatedAt">): string {
  const payload = {
    id: row.eventId,
    type: row.type,
    createdAt: row.eventCreatedAt.toISOString(),
    data: row.data,
  } as WebhookPayload;
  return JSON.stringify(payload);
}

const notSent = (error: string): SendOutcome => ({
  statusCode: null,
  responseBody: null,
  error,
  durationMs: 0,
  refused: true,
});

export function createDeliveryService(
  database: Database,
  config: Config,
  queue: JobQueue,
  /** Hears each recorded attempt, by what became of the delivery (the metrics count them). */
  onAttempt?: (outcome: "delivered" | "retrying" | "failed") => void,
  recordWaitsMs: readonly number[] = CONNECTION_LOSS_WAITS_MS,
) {
  const { db } = database;
  const box = secretBoxFor(config);

  async function send(row: Sendable): Promise<SendOutcome> {
    if (!row.enabled) return notSent("Not sent: the endpoint is disabled");
    const body = bodyOf(row);
    if (Buffer.byteLength(body) > MAX_BODY_BYTES) return notSent("Not sent: the event's body is over 1 MB");
    let secret: string;
    try {
      secret = box.open(row.sealedSecret, endpointSecretContext(row.endpointId));
    } catch (error) {
      // A server given another key than the one that sealed it: another server may still send it.
      return { ...notSent(`Not sent: ${(error as Error).message}`), refused: false };
    }
    return sendWebhook({
      url: row.url,
      body,
      allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE,
      timeoutMs: TIMEOUT_MS,
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "Focal-Webhooks/1",
        "Focal-Event-Id": row.eventId,
        [SIGNATURE_HEADER]: signatureFor(secret, body, Math.floor(Date.now() / 1000)),
      },
    });
  }

  /** The delivery's state after an attempt, when it was still on its way (PENDING). */
  function afterAttempt(row: Sendable, outcome: SendOutcome) {
    const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    if (ok) return { status: "DELIVERED", nextAttemptAt: null, delivered: true };
    if (outcome.refused) return { status: "FAILED", nextAttemptAt: null, delivered: false };
    const next = new Date(Date.now() + retryDelayMs(row.attempts + 1));
    if (next.getTime() > row.eventCreatedAt.getTime() + GIVE_UP_AFTER_MS) {
      return { status: "FAILED", nextAttemptAt: null, delivered: false };
    }
    return { status: "PENDING", nextAttemptAt: next, delivered: false };
  }

  /** Records the attempt and, when another is due, queues its job in the same transaction. */
  async function record(
    row: Sendable,
    token: string,
    outcome: SendOutcome,
    next: ReturnType<typeof afterAttempt>,
  ): Promise<void> {
    const attempt: AttemptRecord = {
      statusCode: outcome.statusCode,
      responseBody: outcome.responseBody,
      error: outcome.error,
      durationMs: outcome.durationMs,
    };
    const retryAt = next.status === "PENDING" ? next.nextAttemptAt : null;
    const became = next.delivered ? "delivered" : next.status === "PENDING" ? "retrying" : "failed";
    // The usual case (delivered, or done with) is one statement; a retry adds its job atomically.
    // Either is retried while the database is away: the send happened and must not happen again.
    await whileConnectionLost(async () => {
      if (!retryAt) return recordAttempt(db, row.id, token, attempt, next);
      return db.transaction(async (tx) => {
        if (await recordAttempt(tx, row.id, token, attempt, next)) {
          await queue.enqueue(
            webhookDeliveryJobAddress,
            { deliveryId: row.id, attempt: row.attempts + 1 },
            { tx, startAfter: retryAt },
          );
        }
      });
    }, recordWaitsMs);
    onAttempt?.(became);
  }

  /** The job's handler: one attempt of a PENDING delivery, or nothing when it has moved on. */
  async function deliver(payload: DeliveryJobPayload): Promise<void> {
    const token = randomUUID();
    // Nothing when it has moved on, or its endpoint was deleted (the delivery went with it).
    const row = await claimForJob(db, payload.deliveryId, payload.attempt, token, LEASE_SECONDS);
    if (!row) return;
    let outcome: SendOutcome;
    try {
      outcome = await send(row);
    } catch (error) {
      // Not sent: give the delivery back at once, so that the job's retry can claim it again.
      await releaseLease(db, payload.deliveryId, token).catch(() => undefined);
      throw error;
    }
    // Sent: the lease stays until the attempt is recorded (or expires, if it never can be).
    await record(row, token, outcome, afterAttempt(row, outcome));
  }

  /**
   * Sends the delivery's event again now, with the same event id, as one more attempt. A delivery
   * still on its way follows the usual rules; one already DELIVERED or FAILED becomes DELIVERED on a
   * 2xx and otherwise keeps its status.
   */
  async function replay(photographerId: string, deliveryId: string) {
    if (!(await findDelivery(db, photographerId, deliveryId))) throw notFound(DELIVERY_NOT_FOUND);
    const token = randomUUID();
    const row = await claimForReplay(db, photographerId, deliveryId, token, LEASE_SECONDS);
    if (!row) throw conflict("This delivery is being sent right now: try again in a moment");
    try {
      if (!row.enabled) throw conflict("The endpoint is disabled: enable it to replay its deliveries");
      const outcome = await send(row);
      const next = afterAttempt(row, outcome);
      const kept = { status: row.status, nextAttemptAt: null, delivered: false };
      await record(row, token, outcome, row.status === "PENDING" || next.delivered ? next : kept);
    } catch (error) {
      await releaseLease(db, deliveryId, token).catch(() => undefined);
      throw error;
    }
  }

  return { deliver, replay };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
