/**
 * Our own hosted checkout page, used in place of Stripe's when the payment provider is the test one
 * (development, tests, the demo): what the page shows, and paying it with a test card. It lives apart
 * from checkout.service.ts because it is the test provider's stand-in for Stripe's page and webhook,
 * not part of how a payment is recorded: a paid test checkout ends in the same completeCheckout.
 */
import { formatMoney } from "../../../shared/currency.js";
import {
  PAYMENT_COMPLETED,
  PAYMENT_OVERPAID,
  TEST_CARD_SUCCESS,
  type TestCheckoutSession,
} from "../../../shared/payments.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/connect.js";
import { conflict, HttpError, notFound } from "../../http/errors.js";
import type { PaymentProvider } from "../../integrations/payments/payment-provider.js";
import { TEST_CARD_SAVED_THEN_DECLINED, testSavedCard } from "../../integrations/payments/test.provider.js";
import { AUTOPAY_METHOD } from "./autopay.queries.js";
import { saveCheckoutCard } from "./autopay.service.js";
import { findProposalRow, findTestSession } from "./checkout.queries.js";
import type { BookingCheckouts, CheckoutOutcome } from "./checkout.service.js";
import { CHECKOUT_EXPIRED, DEPOSIT_ALREADY_PAID, fittingCents } from "./installment-checkout.js";
import { CARD_DECLINED } from "./payment-intents.service.js";
import { paidCentsOf } from "./payments.queries.js";

export const OVERPAYMENT_REFUNDED =
  "This proposal had already been paid, so this payment was not needed and has been refunded to your card.";

/** What the test page takes from checkout.service.ts, passed in so that neither file imports the other. */
export interface TestCheckoutDeps {
  /** The one path that records a completed payment. */
  completeCheckout(input: {
    sessionId: string;
    paymentIntentId: string | null;
  }): Promise<{ outcome: CheckoutOutcome; estimateToken: string }>;
  /** The day completeCheckout decides a payment on, so that the refusal below agrees with it. */
  decisionDay(now: Date): string;
  /** The 404's message for a session that is no payable checkout. */
  notFoundMessage: string;
  /** createCheckoutService's hooks: autopay's saved card, and a booking's checkouts on the same page. */
  hooks: { cardSaved?: () => Promise<void>; bookings?: BookingCheckouts };
}

export function createTestCheckout(
  database: Database,
  config: Config,
  provider: PaymentProvider,
  deps: TestCheckoutDeps,
) {
  const { db } = database;
  const { completeCheckout, decisionDay, notFoundMessage, hooks } = deps;

  async function pendingTestSession(sessionId: string) {
    if (provider.kind !== "test") throw notFound(notFoundMessage);
    const row = await findTestSession(db, sessionId);
    // An autopay charge's row is no checkout anyone may pay.
    if (!row || row.payment.method === AUTOPAY_METHOD) throw notFound(notFoundMessage);
    return row;
  }

  const proposalUrl = (token: string, outcome: string) =>
    `${new URL(`/public/proposals/${encodeURIComponent(token)}`, config.publicUrl)}?payment=${outcome}`;

  /** GET /api/test-checkout/{sessionId}: what the hosted test page shows. */
  async function testCheckoutSession(sessionId: string): Promise<TestCheckoutSession> {
    const booking = await hooks.bookings?.testSession(sessionId);
    if (booking) return booking;
    const row = await pendingTestSession(sessionId);
    // What the client is paying for: the instalment by its name ("Retainer for …"), else the deposit or
    // a payment of everything left.
    const kind = row.payment.method === "card:deposit" ? "Deposit" : (row.installmentLabel ?? "Payment");
    return {
      id: sessionId,
      amountCents: row.payment.amountCents,
      currency: row.currency,
      description: `${kind} for ${row.title}`,
      businessName: row.businessName,
      status: row.payment.status === PAYMENT_COMPLETED ? "complete" : "open",
      cancelUrl: proposalUrl(row.token, "cancelled"),
    };
  }

  /** POST /api/test-checkout/{sessionId}/pay: the test card succeeds, every other card is declined. */
  async function payTestCheckout(sessionId: string, cardNumber: string): Promise<{ redirectUrl: string }> {
    const booking = await hooks.bookings?.payTest(sessionId, cardNumber);
    if (booking) return booking;
    const row = await pendingTestSession(sessionId);
    if (row.payment.status === PAYMENT_COMPLETED) return { redirectUrl: proposalUrl(row.token, "success") };
    if (row.payment.status === PAYMENT_OVERPAID) throw conflict(OVERPAYMENT_REFUNDED);
    // A newer checkout of the same instalment replaced this one: the test provider's expired session.
    if (row.payment.status === "EXPIRED") throw conflict(CHECKOUT_EXPIRED);
    // The card that can be saved and then declines (test.provider.ts) pays a checkout that saves it.
    const saveable = row.payment.saveCard && cardNumber === TEST_CARD_SAVED_THEN_DECLINED;
    if (cardNumber !== TEST_CARD_SUCCESS && !saveable) throw new HttpError(402, CARD_DECLINED);
    // Two checkouts opened for the same proposal: refuse, before charging, the one the proposal can no
    // longer take. Two paying at the same moment both pass here; completeCheckout decides between them.
    const estimate = await findProposalRow(db, row.payment.estimateId);
    // Not counting this checkout itself: the same page submitted twice is answered by completeCheckout.
    const paid = await paidCentsOf(db, row.payment.estimateId, row.payment.id);
    const fits = estimate ? await fittingCents(db, estimate, row.payment, paid, decisionDay(new Date())) : 0;
    if (fits === 0) {
      // The same page submitted twice at once: the other submission may have just completed this very
      // checkout, and so filled its instalment. That is this one's success, not a conflict.
      const now = await pendingTestSession(sessionId);
      if (now.payment.status === PAYMENT_COMPLETED) return { redirectUrl: proposalUrl(now.token, "success") };
      if (now.payment.status === PAYMENT_OVERPAID) throw conflict(OVERPAYMENT_REFUNDED);
      if (row.payment.method === "card:deposit") throw conflict(DEPOSIT_ALREADY_PAID);
      if (row.payment.installmentId) throw conflict("This instalment has already been paid");
      throw conflict(`This proposal has already been paid (${formatMoney(paid, row.currency)} received)`);
    }
    const done = await completeCheckout({ sessionId, paymentIntentId: `pi_for_${sessionId}` });
    const card = testSavedCard(cardNumber);
    if (await saveCheckoutCard(db, provider, { sessionId, paymentIntentId: null, card }))
      await hooks.cardSaved?.();
    if (done.outcome === "overpaid") throw conflict(OVERPAYMENT_REFUNDED);
    return { redirectUrl: proposalUrl(done.estimateToken, "success") };
  }

  return { testCheckoutSession, payTestCheckout };
}
