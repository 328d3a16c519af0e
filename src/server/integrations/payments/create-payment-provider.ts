import type { Config } from "../../config.js";
import type { PaymentProvider } from "./payment-provider.js";
import { createStripeProvider } from "./stripe.provider.js";
import { createTestProvider } from "./test.provider.js";

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test provider. */
export function createPaymentProvider(config: Config): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
      apiUrl: config.STRIPE_API_URL,
    });
  }
  return createTestProvider(config.publicUrl);
}
