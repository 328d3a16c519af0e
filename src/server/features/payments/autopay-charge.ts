/**
 * The morning autopay run. From 09:00 on the studio's clock (photographers.timezone, read as the
 * automation clock reads it), every DUE or OVERDUE unpaid instalment of a proposal on autopay is charged
 * off-session to the saved card, once:
 *
 * - The claim is a row of autopay_attempts, unique per (instalment, card version), inserted together
 *   with the charge's PENDING payment row. Of two workers, one inserts; the other finds the key taken
 *   and moves on. The charge is asked of the provider after that commit, with the idempotency key
 *   `autopay-<instalment>-<version>`, so asking again (a claim left CHARGING by a dead worker or an
 *   unreachable provider, taken over after STALE_MS) charges once.
 * - A success is recorded by completeCheckout, the webhook's own path: the earning and its fee, the
 *   proposal's status, the business event (and with it the receipt e-mail), the allocation to the
 *   instalment, and the excess refund if the client paid the same instalment by hand meanwhile.
 * - A declined card (a card error, authentication required) marks the claim DECLINED and the payment
 *   FAILED, keeps the failure for both proposal answers, and queues one notice that e-mails the client
 *   a pay link and tells the studio. That card is not charged again for the proposal: every morning
 *   would otherwise decline again and e-mail again. A new card saved by a card checkout with autopay
 *   (a new version) gives every unpaid instalment one more try.
 */
import { z } from "zod";
import { localParts } from "../../../shared/automation-schedule.js";
import { splitPayment } from "../../../shared/payments.js";
import type { Config } from "../../config.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { type PaymentProvider, ProviderError } from "../../integrations/payments/payment-provider.js";
import { defineJob } from "../../jobs/queue.js";
import { loadSchedule } from "../proposals/schedule.service.js";
import { todayIn } from "../proposals/studio-date.js";
import {
  type AttemptRow,
  AUTOPAY_METHOD,
  type AutopayProposal,
  autopayProposals,
  autopaySessionId,
  autopayStudios,
  claimAttempt,
  declinedCards,
  failAutopayPayment,
  finishAttempt,
  recordFailure,
  takeOverStale,
} from "./autopay.queries.js";
import { insertPayment } from "./checkout.queries.js";
import type { CheckoutService } from "./checkout.service.js";
import { paidCentsOf } from "./payments.queries.js";

/** The studio's morning: charges are made from this hour of its own clock on. */
export const AUTOPAY_HOUR = 9;
/**
 * The last day whose morning has come on the studio's clock: today from 09:00, yesterday before. What
 * falls due on or before it is charged.
 */
export function chargeDay(timeZone: string, now: Date): string {
  const today = todayIn(timeZone, now);
  if (localParts(now, timeZone).hour >= AUTOPAY_HOUR) return today;
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** A claim still CHARGING after this long was abandoned: another run asks again (same idempotency key). */
const STALE_MS = 15 * 60_000;
const NEEDS_CLIENT = "The card needs the client's confirmation for this payment.";

/** How a decline is told: the studio notifications job (photographer feature) sends both e-mails. */
export type AutopayDeclinedNotify = (
  notice: { kind: "AUTOPAY_DECLINED"; photographerId: string; attemptId: string },
  tx: DbOrTx,
) => Promise<unknown>;

export const autopayJobPayload = z.object({ at: z.iso.datetime().optional() }).loose();

export function createAutopayRun(deps: {
  database: Database;
  config: Config;
  provider: PaymentProvider;
  checkout: Pick<CheckoutService, "completeCheckout">;
  notifyDeclined: AutopayDeclinedNotify;
}) {
  const { database, config, provider, checkout } = deps;
  const { db } = database;

  async function charge(attempt: AttemptRow, p: AutopayProposal): Promise<"charged" | "declined" | "left"> {
    const { estimate, autopay, studio } = p;
    try {
      const result = await provider.chargeOffSession({
        customerId: autopay.customerId,
        paymentMethodId: autopay.paymentMethodId!,
        amountCents: attempt.amountCents,
        currency: estimate.currency,
        description: `${estimate.title} (${studio.businessName})`,
        destinationAccountId: studio.paymentAccountId,
        applicationFeeCents: splitPayment(attempt.amountCents, config.PLATFORM_FEE_BASIS_POINTS)
          .platformFeeCents,
        metadata: {
          estimateId: estimate.id,
          photographerId: estimate.photographerId,
          installmentId: attempt.installmentId,
          mode: "AUTOPAY",
        },
        idempotencyKey: `autopay-${attempt.installmentId}-${attempt.attempt}`,
      });
      if (result.status !== "succeeded") throw new ProviderError(NEEDS_CLIENT, true);
      await checkout.completeCheckout({
        sessionId: autopaySessionId(attempt.id),
        paymentIntentId: result.paymentIntentId,
      });
      await finishAttempt(db, attempt.id, { status: "SUCCEEDED", paymentIntentId: result.paymentIntentId });
      return "charged";
    } catch (error) {
      if (!(error instanceof ProviderError) || !error.declined) {
        // Left CHARGING: a later run asks again with the same idempotency key (see STALE_MS).
        console.warn(`autopay: charge ${attempt.id} not settled: ${(error as Error).message}`);
        return "left";
      }
      const at = new Date();
      await db.transaction(async (tx) => {
        const done = await finishAttempt(tx, attempt.id, { status: "DECLINED", message: error.message });
        if (!done) return;
        await failAutopayPayment(tx, attempt.id);
        await recordFailure(tx, estimate.id, {
          installmentId: attempt.installmentId,
          message: error.message,
          at,
        });
        await deps.notifyDeclined(
          { kind: "AUTOPAY_DECLINED", photographerId: estimate.photographerId, attemptId: attempt.id },
          tx,
        );
      });
      return "declined";
    }
  }

  /** Claims the instalment's charge with the current card; undefined when another run has it. */
  async function claim(p: AutopayProposal, installmentId: string, amountCents: number, now: Date) {
    const { estimate, autopay } = p;
    return db.transaction(async (tx) => {
      const claimed = await claimAttempt(tx, {
        photographerId: estimate.photographerId,
        estimateId: estimate.id,
        installmentId,
        attempt: autopay.cardVersion,
        amountCents,
        // The run's clock, the one takeOverStale compares with.
        claimedAt: now,
      });
      if (!claimed) return undefined;
      await insertPayment(tx, {
        photographerId: estimate.photographerId,
        estimateId: estimate.id,
        clientId: estimate.clientId,
        amountCents,
        method: AUTOPAY_METHOD,
        status: "PENDING",
        paymentSessionId: autopaySessionId(claimed.id),
        installmentId,
      });
      return claimed;
    });
  }

  async function runStudio(photographerId: string, today: string, now: Date) {
    const counts = { charged: 0, declined: 0 };
    const tally = (outcome: "charged" | "declined" | "left") => {
      if (outcome !== "left") counts[outcome]++;
    };
    const declined = await declinedCards(db, photographerId);
    const proposals = (await autopayProposals(db, photographerId)).filter(
      (p) =>
        p.autopay.paymentMethodId !== null &&
        !declined.has(`${p.estimate.id}:${p.autopay.cardVersion}`) &&
        // Stripe charges land on the studio's account: none to land on, no charge.
        (provider.kind !== "stripe" || (p.studio.paymentAccountId !== null && p.studio.onboardingCompleted)),
    );
    // Claims abandoned mid-charge, asked again only while the proposal is on autopay with the same card.
    for (const attempt of await takeOverStale(db, photographerId, new Date(now.getTime() - STALE_MS), now)) {
      const p = proposals.find(
        (c) => c.estimate.id === attempt.estimateId && c.autopay.cardVersion === attempt.attempt,
      );
      if (p) tally(await charge(attempt, p));
    }
    for (const p of proposals) {
      const { entries } = await loadSchedule(db, p.estimate, today);
      let left = p.estimate.totalCents - (await paidCentsOf(db, p.estimate.id));
      for (const entry of entries) {
        if (entry.status !== "DUE" && entry.status !== "OVERDUE") continue;
        const amountCents = Math.min(entry.amountCents - entry.paidCents, left);
        if (amountCents <= 0) continue;
        const attempt = await claim(p, entry.id, amountCents, now);
        if (!attempt) continue;
        const outcome = await charge(attempt, p);
        tally(outcome);
        if (outcome === "charged") left -= amountCents;
        // The card declined: it is not asked again (see above), and the client hears about it once.
        if (outcome === "declined") break;
      }
    }
    return counts;
  }

  /**
   * One pass over every studio; safe to run any number of times, at once too. An instalment is charged
   * from 09:00 on its due date (studio clock) on, so a pass that was missed (the server was down, or
   * a card was saved late in the evening) catches up on the next one.
   */
  async function runAutopay(now = new Date()) {
    const counts = { charged: 0, declined: 0 };
    for (const studio of await autopayStudios(db)) {
      const done = await runStudio(studio.photographerId, chargeDay(studio.timezone, now), now);
      counts.charged += done.charged;
      counts.declined += done.declined;
    }
    return counts;
  }

  // Every hour (UTC): a studio's first pass after 09:00 on its clock charges; the others find nothing new.
  const job = defineJob({
    name: "payments.autopay",
    payload: autopayJobPayload,
    schedule: "5 * * * *",
    retryLimit: 0,
    handler: async (payload) => {
      await runAutopay(payload.at ? new Date(payload.at) : new Date());
    },
  });

  return { runAutopay, job };
}

export type AutopayRun = ReturnType<typeof createAutopayRun>;
