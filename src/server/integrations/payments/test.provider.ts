/**
 * The built-in test provider, active when Stripe is not configured. Checkout goes to Focal's own hosted
 * test page (/test-checkout/{session}), onboarding to /test-onboarding/{account}; both then drive the
 * same internal paths as Stripe's webhooks. Our database is the record of accounts and balances, so
 * retrieveAccount and retrieveBalance answer null. Nothing here leaves the machine.
 */
import { randomBytes } from "node:crypto";
import { addBusinessDays } from "date-fns";
import type { PaymentProvider, ProviderEvent, SavedCard } from "./payment-provider.js";
import { ProviderError, WebhookSignatureError } from "./payment-provider.js";

const testId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

/**
 * Stripe's test card that can be saved but whose later charges are declined: it pays the test checkout
 * and then refuses every off-session charge, so that a declined autopay can be tried by hand.
 */
export const TEST_CARD_SAVED_THEN_DECLINED = "4000000000000341";
const DECLINING = "pm_test_declines_";

/** The card the test checkout page was paid with, as the test provider keeps it for autopay. */
export function testSavedCard(cardNumber: string): SavedCard {
  const prefix = cardNumber === TEST_CARD_SAVED_THEN_DECLINED ? DECLINING : "pm_test_";
  return {
    paymentMethodId: `${prefix}${randomBytes(12).toString("hex")}`,
    cardLabel: `Test card ending ${cardNumber.slice(-4)}`,
  };
}

export function createTestProvider(publicUrl: string): PaymentProvider {
  return {
    kind: "test",
    publishableKey: null,

    async createAccount() {
      return { accountId: testId("acct") };
    },

    async createOnboardingLink({ accountId, returnUrl }) {
      const url = new URL(`/test-onboarding/${accountId}`, publicUrl);
      url.searchParams.set("return", returnUrl);
      return { url: url.toString() };
    },

    async retrieveAccount() {
      return null;
    },

    async createCheckoutSession() {
      const sessionId = testId("cs");
      return { sessionId, url: new URL(`/test-checkout/${sessionId}`, publicUrl).toString() };
    },

    async expireSession() {
      // Our database is the record of test checkouts: the payment row marked EXPIRED is what makes the
      // test checkout page refuse the session.
    },

    async createPaymentIntent() {
      return { clientSecret: `${testId("pi")}_secret_${randomBytes(12).toString("hex")}` };
    },

    async retrieveBalance() {
      return null;
    },

    async createPayout({ method }) {
      const now = new Date();
      // Standard payouts arrive in 2-3 business days; instant ones at once.
      return method === "instant"
        ? { payoutId: testId("po"), status: "paid", createdAt: now, arrivalDate: now }
        : { payoutId: testId("po"), status: "pending", createdAt: now, arrivalDate: addBusinessDays(now, 2) };
    },

    async refundPayment() {
      // Nothing was charged outside this machine: the refund's record is our own row.
      return { refundId: testId("re") };
    },

    async createCustomer() {
      return { customerId: testId("cus") };
    },

    async retrieveSavedCard(): Promise<SavedCard> {
      // The test checkout page knows the card it was paid with and saves it itself (testSavedCard).
      throw new ProviderError("The test provider's cards are saved by its checkout page");
    },

    async chargeOffSession({ paymentMethodId, idempotencyKey }) {
      if (paymentMethodId.startsWith(DECLINING)) throw new ProviderError("Your card was declined.", true);
      // Same key, same intent, as Stripe answers a repeated idempotency key.
      return { paymentIntentId: `pi_test_${idempotencyKey}`, status: "succeeded" };
    },

    parseWebhook(): ProviderEvent {
      throw new WebhookSignatureError("Webhooks come from Stripe, which is not configured");
    },
  };
}
