/** The digest's SQL: client messages the studio has neither read nor been told of yet, per studio. */
import { and, asc, eq, gte, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { clients, messages, notificationDeliveries, photographers } from "../../db/schema/index.js";

/** The notice key of one client message: the per-message e-mail and the digest claim the same one. */
export const noticeKey = (messageId: string) => `client-message:${messageId}`;

/** Unread client messages of the last week not yet told, of studios that take a digest, oldest first. */
export async function listUntoldMessages(db: DbOrTx, since: Date) {
  return db
    .select({
      photographerId: messages.photographerId,
      digestMinutes: photographers.messageDigestMinutes,
      id: messages.id,
      clientId: messages.clientId,
      clientName: sql<string>`${clients.firstName} || ' ' || ${clients.lastName}`,
      channel: messages.channel,
      content: messages.content,
      status: messages.status,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(photographers, eq(photographers.id, messages.photographerId))
    .innerJoin(clients, eq(clients.id, messages.clientId))
    .where(
      and(
        isNotNull(photographers.messageDigestMinutes),
        eq(messages.sentByPhotographer, false),
        isNull(messages.readAt),
        gte(messages.createdAt, since),
        notExists(
          db
            .select({ one: sql`1` })
            .from(notificationDeliveries)
            .where(eq(notificationDeliveries.deliveryKey, sql`'client-message:' || ${messages.id}::text`)),
        ),
      ),
    )
    .orderBy(asc(messages.photographerId), asc(messages.createdAt));
}
