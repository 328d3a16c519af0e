/** The statements behind emitting an event (webhook-events.ts), run in the caller's transaction. */
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "../../db/schema/index.js";

/** The studio's enabled endpoints subscribed to `type` (webhook_endpoints_photographer_idx). */
export async function subscribedEndpointIds(tx: DbOrTx, photographerId: string, type: string) {
  const rows = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.photographerId, photographerId),
        eq(webhookEndpoints.enabled, true),
        sql`${type} = ANY(${webhookEndpoints.events})`,
      ),
    );
  return rows.map((row) => row.id);
}

/** The event and one PENDING delivery per endpoint; answers the deliveries' ids. */
export async function insertEventWithDeliveries(
  tx: DbOrTx,
  photographerId: string,
  type: string,
  data: Record<string, unknown>,
  endpointIds: string[],
) {
  const [event] = await tx
    .insert(webhookEvents)
    .values({ photographerId, type, data })
    .returning({ id: webhookEvents.id, createdAt: webhookEvents.createdAt });
  const rows = await tx
    .insert(webhookDeliveries)
    .values(
      endpointIds.map((endpointId) => ({
        photographerId,
        endpointId,
        eventId: event!.id,
        nextAttemptAt: event!.createdAt,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.map((row) => row.id);
}
