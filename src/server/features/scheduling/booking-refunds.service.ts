/**
 * Refunds of a paid booking that was cancelled: by the client within the policy (the type's refund
 * rule) or by the studio (in full). As with proposal refunds (payments/refunds.service.ts), in steps,
 * so that no lock is held during a network call and nothing is refunded twice:
 * 1. In the cancel's own transaction: the refund is written PENDING on the payment row (it counts off
 *    revenue from then on), and a job is queued to finish it should the request not live to.
 * 2. After the commit: the provider is asked, with the payment's id as the idempotency key (a payment
 *    is refunded at most once, so a retry by the job refunds nothing more).
 * 3. SUCCEEDED with the provider's refund id and a REFUNDED history entry, or FAILED when refused.
 */
import { z } from "zod";
import { formatMoney } from "../../../shared/currency.js";
import type { BookingRefundSummary } from "../../../shared/session-types.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { type PaymentProvider, ProviderError } from "../../integrations/payments/payment-provider.js";
import { defineJob, type JobQueue } from "../../jobs/queue.js";
import { emitBookingPaymentRefunded } from "../webhooks/webhook-emitters.js";
import { recordBookingRefundEarning } from "./booking-earnings.queries.js";
import { insertBookingHistory } from "./booking-history.queries.js";
import {
  findBookingPaymentById,
  lockRefundablePayment,
  pendingRefundsOf,
  reserveRefund,
  settleRefund,
} from "./booking-refunds.queries.js";

/** When the job steps in for a refund its request did not finish. */
const FINISH_AFTER_MS = 5 * 60_000;

export function createBookingRefunds(deps: {
  database: Database;
  provider: PaymentProvider;
  queue: JobQueue;
}) {
  const { database, provider, queue } = deps;
  const { db } = database;

  /** Steps 2 and 3; safe to run again and concurrently (the settle is conditional). */
  async function finish(paymentId: string): Promise<void> {
    const payment = await findBookingPaymentById(db, paymentId);
    if (!payment || payment.refundStatus !== "PENDING") return;
    let refundId: string;
    try {
      if (!payment.paymentIntentId) throw new ProviderError("The payment has no record at the provider");
      ({ refundId } = await provider.refundPayment({
        paymentIntentId: payment.paymentIntentId,
        amountCents: payment.refundedCents,
        idempotencyKey: `booking-refund-${payment.id}`,
        reason: "requested_by_customer",
      }));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      // Refused: recorded, for the studio to settle with the client itself; revenue keeps the money.
      console.warn(`Booking payment ${payment.id}: refund refused: ${error.message}`);
      await settleRefund(db, payment.id, { refundStatus: "FAILED" });
      return;
    }
    await db.transaction(async (tx) => {
      const done = await settleRefund(tx, payment.id, { refundStatus: "SUCCEEDED", refundId });
      if (!done) return;
      await emitBookingPaymentRefunded(tx, queue, done);
      await insertBookingHistory(tx, {
        photographerId: done.photographerId,
        bookingId: done.bookingId,
        action: "REFUNDED",
        actor: "SYSTEM",
        note: `${formatMoney(done.refundedCents, done.currency)} refunded`,
      });
    });
  }

  const finishJob = defineJob({
    name: "scheduling.booking-refund",
    payload: z.object({ bookingPaymentId: z.uuid() }),
    // A client's money is at stake: keep trying for hours (backoff) before the job is left failed.
    retryLimit: 12,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    handler: ({ bookingPaymentId }) => finish(bookingPaymentId),
  });

  /**
   * Step 1, inside the cancel's transaction (the booking's row already locked): what goes back of
   * the booking's received payment, by `amountFor(paid)`. Null when nothing was paid or nothing is due.
   */
  async function reserveWithin(
    tx: DbOrTx,
    bookingId: string,
    amountFor: (paidCents: number) => number,
    now = new Date(),
  ): Promise<BookingRefundSummary | null> {
    const payment = await lockRefundablePayment(tx, bookingId);
    if (!payment) return null;
    const amount = Math.min(payment.amountCents, Math.max(0, amountFor(payment.amountCents)));
    if (amount === 0) return null;
    const reserved = await reserveRefund(tx, payment.id, amount, now);
    if (!reserved) return null;
    await recordBookingRefundEarning(tx, payment, amount, now);
    await queue.enqueue(
      finishJob,
      { bookingPaymentId: payment.id },
      { tx, startAfter: new Date(now.getTime() + FINISH_AFTER_MS) },
    );
    return { amountCents: amount, currency: payment.currency, status: "PENDING" };
  }

  /** Step 2 and 3 right after the cancel commits; a failure is left to the job. */
  async function finishPendingOf(bookingId: string): Promise<void> {
    for (const { id } of await pendingRefundsOf(db, bookingId)) {
      try {
        await finish(id);
      } catch (error) {
        console.warn(`Booking payment ${id}: refund to be retried: ${(error as Error).message}`);
      }
    }
  }

  return { reserveWithin, finish, finishPendingOf, jobs: [finishJob] };
}

export type BookingRefunds = ReturnType<typeof createBookingRefunds>;
