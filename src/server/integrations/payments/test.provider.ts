/**
 * The built-in test provider, active when Stripe is not configured. Checkout goes to Focal's own hosted
 * test page (/test-checkout/{session}), onboarding to /test-onboarding/{account}; both then drive the
 * same internal paths as Stripe's webhooks. Our database is the record of accounts and balances, so
 * retrieveAccount and retrieveBalance answer null. Nothing here leaves the machine.
 */
import { randomBytes } from "node:crypto";
import { addBusinessDays } from "date-fns";
import type { PaymentProvider, ProviderEvent } from "./payment-provider.js";
import { WebhookSignatureError } from "./payment-provider.js";

const testId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

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

    parseWebhook(): ProviderEvent {
      throw new WebhookSignatureError("Webhooks come from Stripe, which is not configured");
    },
  };
}
