/**
 * Refunds of counted payments, whole or in part, never more than what is left of the payment (its
 * amount less refunds not FAILED), also when many are asked for at once.
 *
 * A refund of money recorded by hand is written SUCCEEDED at once: the studio gives it back itself.
 * A card refund goes through the provider in three steps, so that no lock is held during a network call
 * and no amount can be refunded twice:
 * 1. In a transaction that locks the proposal's row: check the amount, write the refund PENDING (it
 *    counts as money going back from then on), write its negative earnings row (the studio's share and
 *    the platform fee given back in proportion, so the balance cannot pay out refunded money), and queue
 *    a job that finishes the refund later should this request not live to do it.
 * 2. Outside it: ask the provider, with the refund's id as the idempotency key (a retry refunds once).
 * 3. Settle: SUCCEEDED, and the proposal's status follows the money kept (PAID_FULL back to
 *    PAID_PARTIAL); or FAILED when the provider refused, which frees the amount and cancels the earnings
 *    row. An unclear outcome (no answer) stays PENDING for the job.
 *
 * With Stripe the payments are destination charges made on the platform, so the refund is created there
 * with reverse_transfer and refund_application_fee: the money comes back out of the studio's connected
 * account and the fee is given back in proportion (see stripe.provider.ts).
 */
import { formatMoney } from "../../../shared/currency.js";
import { PAYMENT_COMPLETED, type ProposalPayment, type RefundInput } from "../../../shared/payments.js";
import { divideRounded } from "../../../shared/proposals.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { conflict, HttpError, notFound } from "../../http/errors.js";
import { type PaymentProvider, ProviderError } from "../../integrations/payments/payment-provider.js";
import type { JobQueue } from "../../jobs/queue.js";
import { emitPaymentRefunded } from "../webhooks/webhook-emitters.js";
import { lockProposal, setProposalStatus } from "./checkout.queries.js";
import { finishRefundJob } from "./finish-refund.job.js";
import { paidStatus } from "./paid-status.js";
import { paidCentsOf } from "./payments.queries.js";
import { lockPhotographerForPayout } from "./payouts.queries.js";
import {
  cancelEarning,
  findPaymentEarning,
  findRefund,
  findStudioPayment,
  insertEarningReturningId,
  insertRefund,
  methodOf,
  refundedCentsOf,
  refundedFeeCentsOf,
  setRefundEarning,
  settleRefund,
} from "./refunds.queries.js";

/** When the job steps in for a card refund whose request did not finish it. */
const FINISH_AFTER_MS = 5 * 60_000;

type RefundRow = NonNullable<Awaited<ReturnType<typeof findRefund>>>;

export function createRefundsService(database: Database, provider: PaymentProvider, queue: JobQueue) {
  const { db } = database;

  const view = (refund: RefundRow, method: ProposalPayment["method"]): ProposalPayment => ({
    id: refund.id,
    kind: "REFUND",
    method,
    amountCents: refund.amountCents,
    status: refund.status as "PENDING" | "SUCCEEDED" | "FAILED",
    createdAt: refund.createdAt.toISOString(),
    paymentId: refund.paymentId,
    reason: refund.reason,
  });

  /** The proposal's status once the refund has gone through, under the proposal's lock. */
  async function followMoney(tx: DbOrTx, estimateId: string, now: Date) {
    const estimate = await lockProposal(tx, estimateId);
    if (!estimate) return;
    const status = paidStatus(estimate.status, await paidCentsOf(tx, estimateId), estimate.totalCents);
    if (status !== estimate.status) await setProposalStatus(tx, estimateId, status, now);
  }

  /** Steps 2 and 3 of a card refund; safe to run again (the job does, if the request died). */
  async function finishCardRefund(refundId: string): Promise<RefundRow> {
    const refund = await findRefund(db, refundId);
    if (!refund) throw notFound("Refund not found");
    if (refund.status !== "PENDING") return refund;
    const payment = await findStudioPayment(db, refund.photographerId, refund.paymentId);
    if (!payment?.paymentIntentId) throw new Error(`refund ${refundId}: the payment has no provider payment`);
    let providerRefundId: string;
    try {
      ({ refundId: providerRefundId } = await provider.refundPayment({
        paymentIntentId: payment.paymentIntentId,
        amountCents: refund.amountCents,
        idempotencyKey: `refund-${refund.id}`,
        reason: "requested_by_customer",
      }));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      // Refused: nothing went back, so the amount is free again and the balance whole.
      const failed = await db.transaction(async (tx) => {
        await lockProposal(tx, payment.estimateId);
        const row = await settleRefund(tx, refund.id, { status: "FAILED", completedAt: new Date() });
        if (row?.earningId) await cancelEarning(tx, row.earningId);
        return row;
      });
      if (failed) throw new HttpError(502, `The refund was refused: ${error.message}`);
      return (await findRefund(db, refundId))!;
    }
    return db.transaction(async (tx) => {
      const now = new Date();
      // The proposal first, then the payment (the refund guard locks it): the order every money path
      // takes, so that two of them never wait on each other.
      await lockProposal(tx, payment.estimateId);
      const done = await settleRefund(tx, refund.id, {
        status: "SUCCEEDED",
        providerRefundId,
        completedAt: now,
      });
      if (done) await followMoney(tx, payment.estimateId, now);
      if (done) await emitPaymentRefunded(tx, queue, done.id);
      return done ?? (await findRefund(tx, refundId))!;
    });
  }

  const finishJob = finishRefundJob(async (refundId) => {
    try {
      await finishCardRefund(refundId);
    } catch (error) {
      // A refusal has been recorded (FAILED); only an unclear outcome is worth retrying.
      if (!(error instanceof HttpError)) throw error;
    }
  });

  /** POST /api/payments/{id}/refund. */
  async function refundPayment(
    photographerId: string,
    paymentId: string,
    input: RefundInput,
  ): Promise<ProposalPayment> {
    const now = new Date();
    const found = await findStudioPayment(db, photographerId, paymentId);
    if (!found) throw notFound("Payment not found");
    const method = methodOf(found.method);
    const reserved = await db.transaction(async (tx) => {
      // The same lock the checkout and manual payments take: one money decision per proposal at a time.
      const estimate = await lockProposal(tx, found.estimateId);
      if (!estimate) throw notFound("Payment not found");
      // Read again under the lock: a checkout may have completed (or not) since.
      const payment = await findStudioPayment(tx, photographerId, paymentId);
      if (payment?.status !== PAYMENT_COMPLETED) {
        throw conflict("Only a received payment can be refunded (an overpayment is refunded automatically)");
      }
      if (method === "CARD" && !payment.paymentIntentId) {
        throw conflict("This card payment has no record at the payment provider to refund");
      }
      const left = payment.amountCents - (await refundedCentsOf(tx, payment.id));
      if (input.amountCents > left) {
        throw conflict(
          left <= 0
            ? "This payment has already been refunded in full"
            : `Only ${formatMoney(left, estimate.currency)} of this payment can still be refunded`,
        );
      }
      const reason = input.reason || null;
      if (method !== "CARD") {
        const refund = await insertRefund(tx, {
          photographerId,
          paymentId: payment.id,
          amountCents: input.amountCents,
          reason,
          status: "SUCCEEDED",
          completedAt: now,
        });
        await followMoney(tx, estimate.id, now);
        await emitPaymentRefunded(tx, queue, refund.id);
        return refund;
      }
      // Payout requests wait behind this: the earnings row below must be seen before money leaves.
      await lockPhotographerForPayout(tx, photographerId);
      const refund = await insertRefund(tx, {
        photographerId,
        paymentId: payment.id,
        amountCents: input.amountCents,
        reason,
        status: "PENDING",
      });
      const earning = await findPaymentEarning(tx, payment.id);
      if (earning) {
        // The fee given back so far follows the share refunded so far; the last refund takes the rounding.
        const refundedAfter = payment.amountCents - left + input.amountCents;
        const feeBack =
          divideRounded(earning.platformFeeCents * refundedAfter, payment.amountCents) -
          (await refundedFeeCentsOf(tx, payment.id));
        const earningId = await insertEarningReturningId(tx, {
          photographerId,
          projectId: earning.projectId,
          estimatePaymentId: payment.id,
          paymentIntentId: payment.paymentIntentId,
          totalAmountCents: -input.amountCents,
          platformFeeCents: -feeBack,
          photographerEarningsCents: -(input.amountCents - feeBack),
          currency: earning.currency,
          // Taken back from the connected account with the refund (a reversed transfer).
          status: "transferred",
          transferredAt: now,
        });
        await setRefundEarning(tx, refund.id, earningId);
      }
      await queue.enqueue(
        finishJob,
        { refundId: refund.id },
        { tx, startAfter: new Date(now.getTime() + FINISH_AFTER_MS) },
      );
      return refund;
    });
    if (reserved.status !== "PENDING") return view(reserved, method);
    try {
      return view(await finishCardRefund(reserved.id), method);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      // No clear answer from the provider: the refund stays PENDING (its amount spoken for) and the job
      // asks again with the same idempotency key.
      throw new HttpError(502, "The payment provider did not answer; the refund will be retried shortly");
    }
  }

  return { refundPayment, finishJob, finishCardRefund };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
