/**
 * The stand-alone /checkout page's payments: a PaymentIntent for an amount typed in dollars (Stripe.js
 * confirms it in the browser), and the test provider's stand-in for that confirmation. Nothing here is
 * tied to a proposal; proposal checkouts are in checkout.service.ts.
 */
import { formatMoney } from "../../../shared/currency.js";
import { TEST_CARD_SUCCESS } from "../../../shared/payments.js";
import type { Config } from "../../config.js";
import type { Database } from "../../db/connect.js";
import { badRequest, HttpError, notFound } from "../../http/errors.js";
import type { PaymentProvider } from "../../integrations/payments/payment-provider.js";
import { paymentIntentLimit } from "./payment-limits.js";

export const CARD_DECLINED = "Your card was declined.";

export function createPaymentIntentsService(database: Database, config: Config, provider: PaymentProvider) {
  /** POST /api/create-payment-intent: /checkout's card form, for an amount in dollars. */
  async function createPaymentIntent(amountDollars: number) {
    const amountCents = Math.round(amountDollars * 100);
    if (amountCents < 50) throw badRequest(`The amount must be at least ${formatMoney(50, "USD")}`);
    return provider.createPaymentIntent({ amountCents, currency: "USD" });
  }

  /** The test provider's stand-in for Stripe.js confirming a PaymentIntent with a card. */
  async function confirmTestPaymentIntent(clientSecret: string, cardNumber: string) {
    if (provider.kind !== "test") throw notFound("Not found");
    if (!/^pi_test_[0-9a-f]+_secret_[0-9a-f]+$/.test(clientSecret)) throw badRequest("Invalid client secret");
    if (cardNumber !== TEST_CARD_SUCCESS) throw new HttpError(402, CARD_DECLINED);
    return { status: "succeeded" as const };
  }

  return {
    createPaymentIntent,
    /** Runs before createPaymentIntent's route handler: a limit per caller address. */
    paymentIntentLimit: paymentIntentLimit(database, config),
    confirmTestPaymentIntent,
  };
}
