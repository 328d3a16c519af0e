/** What the client's own reschedule and cancel read: the booking's type and the studio's links. */
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { photographers, sessionTypes } from "../../db/schema/index.js";

/**
 * The booking's session type; a booking made before types existed (or whose type was deleted) is
 * treated as the studio's default type, the one the original booking calendar booked.
 */
export async function findBookingType(
  db: DbOrTx,
  booking: { photographerId: string; sessionTypeId: string | null },
) {
  if (booking.sessionTypeId) {
    const [own] = await db
      .select()
      .from(sessionTypes)
      .where(
        and(
          eq(sessionTypes.photographerId, booking.photographerId),
          eq(sessionTypes.id, booking.sessionTypeId),
        ),
      );
    if (own) return own;
  }
  const [fallback] = await db
    .select()
    .from(sessionTypes)
    .where(and(eq(sessionTypes.photographerId, booking.photographerId), eq(sessionTypes.isDefault, true)));
  return fallback ?? null;
}

/** The studio's calendar token (where a reschedule reads its slots), its currency and its phone. */
export async function findStudioLinks(db: DbOrTx, photographerId: string) {
  const [row] = await db
    .select({
      publicToken: photographers.publicToken,
      currency: photographers.currency,
      phone: photographers.phone,
    })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return row!;
}

/** The name and colour of the studio's types among `ids`, by id. */
export async function typesOf(db: DbOrTx, photographerId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; name: string; color: string }>();
  const rows = await db
    .select({ id: sessionTypes.id, name: sessionTypes.name, color: sessionTypes.color })
    .from(sessionTypes)
    .where(and(eq(sessionTypes.photographerId, photographerId), inArray(sessionTypes.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}
