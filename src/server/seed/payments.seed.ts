/**
 * Demo payments: the studio's test payment account is set up, each completed demo payment has its
 * earning (5% platform fee), and one payout has already gone out, so /earnings shows a real balance.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { splitPayment } from "../../shared/payments.js";
import {
  estimatePayments,
  estimates,
  photographerEarnings,
  photographerPayouts,
  photographers,
} from "../db/schema/index.js";
import type { Seeder } from "./demo.js";

const DAY = 86_400_000;

export const seedPayments: Seeder = async ({ db, photographerId, now }) => {
  await db
    .update(photographers)
    .set({
      paymentAccountId: `acct_test_${randomBytes(12).toString("hex")}`,
      paymentAccountStatus: "active",
      onboardingCompleted: true,
      payoutEnabled: true,
      onboardingCompletedAt: new Date(now.getTime() - 60 * DAY),
    })
    .where(eq(photographers.id, photographerId));

  const payments = await db
    .select({ payment: estimatePayments, projectId: estimates.projectId })
    .from(estimatePayments)
    .innerJoin(estimates, eq(estimates.id, estimatePayments.estimateId))
    .where(eq(estimatePayments.photographerId, photographerId));
  let earned = 0;
  for (const { payment, projectId } of payments) {
    if (payment.status !== "COMPLETED") continue;
    const split = splitPayment(payment.amountCents, 500);
    earned += split.photographerEarningsCents;
    await db.insert(photographerEarnings).values({
      photographerId,
      projectId,
      estimatePaymentId: payment.id,
      paymentIntentId: payment.paymentIntentId,
      ...split,
      status: "transferred",
      transferredAt: payment.completedAt,
      createdAt: payment.completedAt ?? payment.createdAt,
    });
  }
  if (earned > 0) {
    const sent = Math.floor((earned * 0.4) / 100) * 100;
    const at = new Date(now.getTime() - 3 * DAY);
    await db.insert(photographerPayouts).values({
      photographerId,
      payoutId: `po_test_${randomBytes(12).toString("hex")}`,
      amountCents: sent,
      status: "paid",
      method: "standard",
      providerCreatedAt: at,
      arrivalDate: new Date(at.getTime() + 2 * DAY),
      createdAt: at,
    });
  }
};
