/**
 * Gives back money a proposal could not take, written by completeCheckout in the same transaction that
 * enqueued this job: a whole payment that arrived after its proposal was already paid (an OVERPAID
 * row), or the part of a payment beyond its instalment (a COMPLETED row's excess_cents: two checkouts
 * of one instalment both paid). The provider is asked with an idempotency key made from the payment's
 * id (a different one for an excess), so a retry after a crash or a lost answer refunds once; the row
 * then records the refund. A failure (the provider unreachable) is retried by the queue.
 */
import { z } from "zod";
import { PAYMENT_OVERPAID } from "../../../shared/payments.js";
import type { Database } from "../../db/connect.js";
import type { PaymentProvider } from "../../integrations/payments/payment-provider.js";
import { defineJob } from "../../jobs/queue.js";
import { recordExcessRefund } from "./checkout.queries.js";
import { findPayment, recordRefund } from "./payments.queries.js";

export const refundOverpaymentJob = (database: Database, provider: PaymentProvider) =>
  defineJob({
    name: "payments.refund-overpayment",
    payload: z.object({ paymentId: z.uuid() }),
    // A client's money is at stake: keep trying for hours (backoff) before the job is left failed.
    retryLimit: 12,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    async handler({ paymentId }) {
      const { db } = database;
      const payment = await findPayment(db, paymentId);
      if (!payment) return;
      const overpaid = payment.status === PAYMENT_OVERPAID && !payment.refundedAt;
      const excess = payment.excessCents > 0 && !payment.excessRefundedAt;
      if (!overpaid && !excess) return;
      if (!payment.paymentIntentId) throw new Error(`Payment ${payment.id} has no payment to refund`);
      if (overpaid) {
        const { refundId } = await provider.refundPayment({
          paymentIntentId: payment.paymentIntentId,
          amountCents: payment.amountCents,
          idempotencyKey: `refund-${payment.id}`,
        });
        await recordRefund(db, payment.id, refundId);
      } else {
        const { refundId } = await provider.refundPayment({
          paymentIntentId: payment.paymentIntentId,
          amountCents: payment.excessCents,
          idempotencyKey: `refund-excess-${payment.id}`,
        });
        await recordExcessRefund(db, payment.id, refundId);
      }
    },
  });
