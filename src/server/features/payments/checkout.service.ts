/**
 * Paying a proposal. The public page asks for a checkout (an instalment of its payment schedule, the
 * deposit or the rest; installment-checkout.ts), the provider hosts it,
 * and completion arrives either as Stripe's webhook or from our own test checkout page; both end in
 * completeCheckout, which records the payment exactly once: one conditional UPDATE on the pending row
 * decides, and the earning, the proposal's new status and the business event go in the same
 * transaction as that UPDATE. A payment beyond the proposal's total is never counted: it is recorded
 * as OVERPAID and refunded by a job (refund-overpayment.job.ts), and what a checkout charged beyond its
 * instalment is kept as the payment's excess and refunded by the same job.
 */
import {
  PAYMENT_COMPLETED,
  PAYMENT_OVERPAID,
  splitPayment,
  type TestCheckoutSession,
} from "../../../shared/payments.js";
import type { PayInput } from "../../../shared/schedule.js";
import type { Config } from "../../config.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { conflict, notFound } from "../../http/errors.js";
import type { PaymentProvider } from "../../integrations/payments/payment-provider.js";
import { type BusinessEvent, businessEventJob, type EventBus } from "../../jobs/events.js";
import type { JobQueue } from "../../jobs/queue.js";
import { todayIn } from "../proposals/studio-date.js";
import { emitPaymentReceived } from "../webhooks/webhook-emitters.js";
import { autopayCustomer, saveCheckoutCard } from "./autopay.service.js";
import {
  findPayableProposal,
  findPendingSessionPayment,
  findSessionPayment,
  insertEarning,
  insertPayment,
  lockProposal,
  setProposalStatus,
  settlePendingPayment,
} from "./checkout.queries.js";
import { chooseCharge, expireOlderCheckouts, fittingCents } from "./installment-checkout.js";
import { createPaymentIntentsService } from "./payment-intents.service.js";
import { paidCentsOf } from "./payments.queries.js";
import { refundOverpaymentJob } from "./refund-overpayment.job.js";
import { createTestCheckout } from "./test-checkout.service.js";

// The test checkout page's answer to a payment the proposal no longer needed (test-checkout.service.ts).
export { OVERPAYMENT_REFUNDED } from "./test-checkout.service.js";

export const CHECKOUT_NOT_FOUND = "Checkout Not Found";

/**
 * A paid booking's checkouts (scheduling/booking-payments.service.ts) go through the same provider, test
 * page and webhook as a proposal's; each call answers null when the session is not a booking's.
 */
export interface BookingCheckouts {
  testSession(sessionId: string): Promise<TestCheckoutSession | null>;
  payTest(sessionId: string, cardNumber: string): Promise<{ redirectUrl: string } | null>;
  complete(input: { sessionId: string; paymentIntentId: string | null }): Promise<unknown | null>;
}

/** recorded: counted money; overpaid: kept apart and refunded; already-recorded: a repeated call. */
export type CheckoutOutcome = "recorded" | "overpaid" | "already-recorded";

/** The day a payment is decided on, for the schedule's order (statuses play no part in it). */
const decisionDay = (now: Date) => now.toISOString().slice(0, 10);

export function createCheckoutService(
  database: Database,
  config: Config,
  provider: PaymentProvider,
  queue: JobQueue,
  bus: EventBus,
  hooks: {
    /** A card was just saved for autopay: instalments already due are charged now, not at the next pass. */
    cardSaved?: () => Promise<void>;
    bookings?: BookingCheckouts;
  } = {},
) {
  const { db } = database;
  const businessEvent = businessEventJob(bus);
  const refundJob = refundOverpaymentJob(database, provider);

  async function proposalByToken(tx: DbOrTx, token: string) {
    const row = await findPayableProposal(tx, token);
    if (!row) throw notFound("Proposal Not Found");
    return row;
  }

  /** POST /api/public/proposals/{token}/pay: an instalment, the deposit, or everything still owed. */
  async function startProposalPayment(
    token: string,
    input: PayInput & { autopay?: boolean | undefined },
  ): Promise<{ url: string }> {
    const { estimate, photographer, clientEmail, clientName } = await proposalByToken(db, token);
    if (estimate.signedAt === null) throw conflict("Please sign the proposal before paying");
    if (estimate.status === "PAID_FULL") throw conflict("This proposal is already paid in full");
    if (estimate.status !== "SIGNED" && estimate.status !== "PAID_PARTIAL") {
      throw conflict("This proposal can't be paid online");
    }
    const paid = await paidCentsOf(db, estimate.id);
    const remaining = estimate.totalCents - paid;
    if (remaining <= 0) throw conflict("This proposal is already paid in full");
    const charge = await chooseCharge(db, estimate, todayIn(photographer.timezone), input, paid);
    const { amountCents, label } = charge;
    const installmentId = charge.installment?.id ?? null;
    const destination = photographer.paymentAccountId;
    if (provider.kind === "stripe" && (!destination || !photographer.onboardingCompleted)) {
      throw conflict(`${photographer.businessName} can't take card payments yet. Please contact them.`);
    }
    const back = new URL(`/public/proposals/${encodeURIComponent(token)}`, config.publicUrl);
    // Autopay: the checkout keeps its card on the proposal's customer (autopay.service.ts).
    const saveCard = input.autopay
      ? await autopayCustomer(db, provider, estimate, clientEmail, clientName)
      : undefined;
    const session = await provider.createCheckoutSession({
      amountCents,
      currency: estimate.currency,
      description: `${label}: ${estimate.title} (${photographer.businessName})`,
      destinationAccountId: destination,
      applicationFeeCents: splitPayment(amountCents, config.PLATFORM_FEE_BASIS_POINTS).platformFeeCents,
      successUrl: `${back}?payment=success`,
      cancelUrl: `${back}?payment=cancelled`,
      customerEmail: clientEmail,
      metadata: {
        estimateId: estimate.id,
        photographerId: estimate.photographerId,
        mode: input.mode ?? "INSTALLMENT",
        ...(installmentId ? { installmentId } : {}),
      },
      ...(saveCard ? { saveCard } : {}),
    });
    await insertPayment(db, {
      photographerId: estimate.photographerId,
      estimateId: estimate.id,
      clientId: estimate.clientId,
      amountCents,
      method: input.mode === "DEPOSIT" ? "card:deposit" : installmentId ? "card:installment" : "card:full",
      status: "PENDING",
      paymentSessionId: session.sessionId,
      installmentId,
      saveCard: saveCard !== undefined,
    });
    if (installmentId) await expireOlderCheckouts(db, provider, installmentId, session.sessionId);
    return { url: session.url };
  }

  /**
   * The one path that records a completed payment. Safe to call any number of times for a session:
   * only the call that flips the row from PENDING records anything. The proposal's row is locked
   * before the paid sum is read, so payments of one proposal are decided one after the other: the one
   * that would take the completed sum past the total is kept as OVERPAID (no earning, no status change,
   * counted nowhere) and its refund is enqueued in the same transaction. A database trigger (migration
   * 0010) refuses a COMPLETED sum above the total whatever path writes it.
   */
  async function completeCheckout(input: {
    sessionId: string;
    paymentIntentId: string | null;
  }): Promise<{ outcome: CheckoutOutcome; estimateToken: string }> {
    return db.transaction(async (tx) => {
      const now = new Date();
      const found = await findSessionPayment(tx, input.sessionId);
      if (!found) throw notFound(CHECKOUT_NOT_FOUND);
      const estimate = await lockProposal(tx, found.estimateId);
      if (!estimate) throw notFound(CHECKOUT_NOT_FOUND);
      const pending = await findPendingSessionPayment(tx, input.sessionId);
      if (!pending) {
        const existing = await findSessionPayment(tx, input.sessionId);
        const outcome = existing?.status === PAYMENT_OVERPAID ? "overpaid" : "already-recorded";
        return { outcome, estimateToken: estimate.token };
      }
      const paidBefore = await paidCentsOf(tx, estimate.id);
      const fits = await fittingCents(tx, estimate, pending, paidBefore, decisionDay(now));
      const overpaid = fits === 0;
      // amount_cents stays the money applied to the proposal; the rest of the charge is excess.
      const payment = await settlePendingPayment(tx, pending.id, {
        status: overpaid ? PAYMENT_OVERPAID : PAYMENT_COMPLETED,
        completedAt: now,
        paymentIntentId: input.paymentIntentId,
        amountCents: overpaid ? pending.amountCents : fits,
        excessCents: overpaid ? 0 : pending.amountCents - fits,
      });
      if (!payment) return { outcome: "already-recorded", estimateToken: estimate.token };
      if (overpaid || payment.excessCents > 0) {
        await queue.enqueue(refundJob, { paymentId: payment.id }, { tx });
      }
      if (overpaid) return { outcome: "overpaid", estimateToken: estimate.token };
      const paid = paidBefore + payment.amountCents;
      const status = paid >= estimate.totalCents ? "PAID_FULL" : "PAID_PARTIAL";
      await setProposalStatus(tx, estimate.id, status, now);
      // The operator's fee (PLATFORM_FEE_BASIS_POINTS), the same one the checkout asked the provider for.
      const split = splitPayment(payment.amountCents, config.PLATFORM_FEE_BASIS_POINTS);
      await insertEarning(tx, {
        photographerId: payment.photographerId,
        projectId: estimate.projectId,
        estimatePaymentId: payment.id,
        paymentIntentId: input.paymentIntentId,
        ...split,
        currency: estimate.currency,
        // A destination charge moves the money to the connected account as it is captured.
        status: "transferred",
        transferredAt: now,
      });
      const event: BusinessEvent = {
        photographerId: payment.photographerId,
        eventType: status === "PAID_FULL" ? "FULL_PAYMENT_MADE" : "DEPOSIT_PAID",
        clientId: payment.clientId,
        projectId: estimate.projectId,
        subjectId: payment.id,
        occurredAt: now.toISOString(),
        amountCents: payment.amountCents,
      };
      await queue.enqueue(businessEvent, event, { tx });
      await emitPaymentReceived(tx, queue, payment.id);
      return { outcome: "recorded", estimateToken: estimate.token };
    });
  }

  return {
    startProposalPayment,
    completeCheckout,
    /** Stripe's webhook, after completeCheckout: keeps the card when the client asked for autopay. */
    saveCheckoutCard: async (sessionId: string, paymentIntentId: string | null) => {
      if (await saveCheckoutCard(db, provider, { sessionId, paymentIntentId })) await hooks.cardSaved?.();
    },
    ...createTestCheckout(database, config, provider, {
      completeCheckout,
      decisionDay,
      notFoundMessage: CHECKOUT_NOT_FOUND,
      hooks,
    }),
    /** Stripe's webhook, first: true when the session was a booking's (and is now recorded). */
    completeBookingCheckout: async (input: { sessionId: string; paymentIntentId: string | null }) =>
      (await hooks.bookings?.complete(input)) != null,
    ...createPaymentIntentsService(database, config, provider),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
