/**
 * The periodic run that ends paying holds left unpaid: every minute, HELD bookings past holdExpiresAt
 * become EXPIRED with their open payment, and their checkouts are closed at the provider. Booking and
 * slot listing do not wait for it: a lapsed hold is already free to them (activeBookingsBetween), and a
 * booking expires the studio's lapsed holds itself before inserting (the unique index counts HELD rows).
 * Running twice expires nothing twice: each UPDATE is conditional on HELD / PENDING.
 */
import { z } from "zod";
import type { Database } from "../../db/connect.js";
import type { PaymentProvider } from "../../integrations/payments/payment-provider.js";
import { defineJob } from "../../jobs/queue.js";
import { expireLapsedHolds } from "./booking-holds.queries.js";

/**
 * Closes checkouts whose hold ran out, best effort: a session the provider refuses to expire (already
 * paid, say) is settled by the payment's completion, which refunds it if the slot has gone.
 */
export async function closeCheckouts(provider: PaymentProvider, sessionIds: string[]): Promise<void> {
  for (const sessionId of sessionIds) {
    try {
      await provider.expireSession(sessionId);
    } catch (error) {
      console.warn(`Booking checkout ${sessionId} not expired: ${(error as Error).message}`);
    }
  }
}

export function bookingHoldsJob(database: Database, provider: PaymentProvider) {
  return defineJob({
    name: "scheduling.booking-holds-expiry",
    // `at`: the instant to judge the holds by (tests); the run's own time otherwise.
    payload: z.object({ at: z.iso.datetime().optional() }),
    schedule: "* * * * *",
    async handler({ at }) {
      const now = at ? new Date(at) : new Date();
      const { sessionIds } = await database.db.transaction((tx) => expireLapsedHolds(tx, now));
      await closeCheckouts(provider, sessionIds);
    },
  });
}
