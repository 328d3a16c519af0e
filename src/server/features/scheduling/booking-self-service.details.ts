/**
 * The studio's view of its bookings (GET /api/bookings and /api/bookings/{id}): each booking with its
 * session type, the client's answers, the payment and refund, and what the client or the studio did.
 */
import type { StudioBooking } from "../../../shared/session-types.js";
import type { DbOrTx } from "../../db/connect.js";
import { historyOf } from "./booking-history.queries.js";
import { paymentsOf } from "./booking-refunds.queries.js";
import { typesOf } from "./booking-self-service.queries.js";
import { type BookingRow, toBooking } from "./bookings.queries.js";

export async function withStudioDetails(
  db: DbOrTx,
  photographerId: string,
  rows: BookingRow[],
): Promise<StudioBooking[]> {
  const ids = rows.map((row) => row.id);
  const typeIds = [...new Set(rows.flatMap((row) => (row.sessionTypeId ? [row.sessionTypeId] : [])))];
  const [types, payments, history] = await Promise.all([
    typesOf(db, photographerId, typeIds),
    paymentsOf(db, ids),
    historyOf(db, ids),
  ]);
  return rows.map((row) => ({
    ...toBooking(row),
    sessionType: (row.sessionTypeId && types.get(row.sessionTypeId)) || null,
    answers: row.answers ?? [],
    payment: payments.get(row.id) ?? null,
    history: history.get(row.id) ?? [],
  }));
}
