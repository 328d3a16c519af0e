/**
 * The statements behind sending a delivery: claiming it (a lease in the row, so that two workers
 * never send it at once), reading what to send, and recording the attempt's outcome.
 */
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { type DbOrTx, rowsOf } from "../../db/connect.js";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "../../db/schema/index.js";

const leaseFree = or(isNull(webhookDeliveries.leaseUntil), lt(webhookDeliveries.leaseUntil, sql`now()`));
const leaseFor = (token: string, seconds: number) => ({
  leaseToken: token,
  leaseUntil: sql`now() + make_interval(secs => ${seconds})`,
});

/** What a send needs: the endpoint (its sealed secret too) and the event, read as the claim is taken. */
const sendableColumns = {
  id: webhookDeliveries.id,
  photographerId: webhookDeliveries.photographerId,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  endpointId: webhookEndpoints.id,
  url: webhookEndpoints.url,
  sealedSecret: webhookEndpoints.secret,
  enabled: webhookEndpoints.enabled,
  eventId: webhookEvents.id,
  type: webhookEvents.type,
  data: webhookEvents.data,
  eventCreatedAt: webhookEvents.createdAt,
};
const joined = and(
  eq(webhookEndpoints.id, webhookDeliveries.endpointId),
  eq(webhookEvents.id, webhookDeliveries.eventId),
);

/**
 * A job's claim: only a delivery still PENDING, with the attempt count the job was queued for, and
 * nobody else's lease. Answers what to send, or nothing when there is nothing to send.
 */
export async function claimForJob(
  db: DbOrTx,
  deliveryId: string,
  attempt: number,
  token: string,
  leaseSeconds: number,
) {
  const [row] = await db
    .update(webhookDeliveries)
    .set(leaseFor(token, leaseSeconds))
    .from(webhookEndpoints)
    // The join conditions are in `joined` (an ON clause may not name the updated table).
    .innerJoin(webhookEvents, sql`true`)
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.status, "PENDING"),
        eq(webhookDeliveries.attempts, attempt),
        leaseFree,
        joined,
      ),
    )
    .returning(sendableColumns);
  return row;
}

/** A replay's claim: any status, as long as no send is in progress. */
export async function claimForReplay(
  db: DbOrTx,
  photographerId: string,
  deliveryId: string,
  token: string,
  leaseSeconds: number,
) {
  const [row] = await db
    .update(webhookDeliveries)
    .set(leaseFor(token, leaseSeconds))
    .from(webhookEndpoints)
    // The join conditions are in `joined` (an ON clause may not name the updated table).
    .innerJoin(webhookEvents, sql`true`)
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.photographerId, photographerId),
        leaseFree,
        joined,
      ),
    )
    .returning(sendableColumns);
  return row;
}

export type Sendable = NonNullable<Awaited<ReturnType<typeof claimForJob>>>;

/** Gives a lease back without an attempt (the send did not happen). */
export async function releaseLease(db: DbOrTx, deliveryId: string, token: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ leaseToken: null, leaseUntil: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.leaseToken, token)));
}

export interface AttemptRecord {
  statusCode: number | null;
  responseBody: string | null;
  error: string | null;
  durationMs: number;
}

/**
 * Records one attempt and the delivery's new state, in one statement, if this lease still holds it (a
 * worker that ran past its lease records its attempt but leaves the state to the one that took over).
 * Answers whether the state was written.
 */
export async function recordAttempt(
  db: DbOrTx,
  deliveryId: string,
  token: string,
  attempt: AttemptRecord,
  next: { status: string; nextAttemptAt: Date | null; delivered: boolean },
): Promise<boolean> {
  const result = await db.execute(sql`
    WITH attempt AS (
      INSERT INTO webhook_delivery_attempts (delivery_id, status_code, response_body, error, duration_ms)
      VALUES (${deliveryId}, ${attempt.statusCode}, ${attempt.responseBody}, ${attempt.error}, ${attempt.durationMs})
    )
    UPDATE webhook_deliveries SET
      status = ${next.status},
      attempts = attempts + 1,
      next_attempt_at = ${next.nextAttemptAt?.toISOString() ?? null}::timestamptz,
      last_status_code = ${attempt.statusCode}::integer,
      delivered_at = CASE WHEN ${next.delivered} THEN coalesce(delivered_at, now()) ELSE delivered_at END,
      lease_token = NULL,
      lease_until = NULL
    WHERE id = ${deliveryId} AND lease_token = ${token}
    RETURNING id`);
  return rowsOf(result).length > 0;
}
