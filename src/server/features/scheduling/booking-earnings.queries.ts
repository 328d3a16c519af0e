/**
 * A booking payment's place in the studio's earnings ledger (photographer_earnings), the same ledger
 * proposal payments write: its share after the operator's fee when it completes, and a negative row
 * when part of it goes back, with the fee returned in proportion. The payout balance sums this ledger,
 * so money a client paid for a session is paid out once and a refund is taken off it once.
 */
import { and, eq, gt } from "drizzle-orm";
import { splitPayment } from "../../../shared/payments.js";
import { divideRounded } from "../../../shared/proposal-totals.js";
import type { DbOrTx } from "../../db/connect.js";
import { photographerEarnings } from "../../db/schema/index.js";

interface PaidBooking {
  photographerId: string;
  projectId: string | null;
  paymentIntentId: string | null;
  amountCents: number;
  currency: string;
}

/** The studio's share of a completed booking payment (destination charges: already with the studio). */
export async function recordBookingEarning(
  tx: DbOrTx,
  paid: PaidBooking,
  feeBasisPoints: number,
  now: Date,
): Promise<void> {
  await tx.insert(photographerEarnings).values({
    photographerId: paid.photographerId,
    projectId: paid.projectId,
    paymentIntentId: paid.paymentIntentId,
    ...splitPayment(paid.amountCents, feeBasisPoints),
    currency: paid.currency,
    status: "transferred",
    transferredAt: now,
  });
}

/**
 * Takes `refundCents` of a booking payment off the ledger. A booking payment is refunded at most once
 * (refund_status is written once), so the fee given back is simply its share of the refund.
 */
export async function recordBookingRefundEarning(
  tx: DbOrTx,
  paid: Omit<PaidBooking, "projectId">,
  refundCents: number,
  now: Date,
): Promise<void> {
  if (!paid.paymentIntentId || refundCents <= 0) return;
  const [earning] = await tx
    .select()
    .from(photographerEarnings)
    .where(
      and(
        eq(photographerEarnings.photographerId, paid.photographerId),
        eq(photographerEarnings.paymentIntentId, paid.paymentIntentId),
        gt(photographerEarnings.totalAmountCents, 0),
      ),
    )
    .limit(1);
  if (!earning) return;
  const feeBack = divideRounded(earning.platformFeeCents * refundCents, paid.amountCents);
  await tx.insert(photographerEarnings).values({
    photographerId: paid.photographerId,
    projectId: earning.projectId,
    paymentIntentId: paid.paymentIntentId,
    totalAmountCents: -refundCents,
    platformFeeCents: -feeBack,
    photographerEarningsCents: -(refundCents - feeBack),
    currency: earning.currency,
    status: "transferred",
    transferredAt: now,
  });
}
