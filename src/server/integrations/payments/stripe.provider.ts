/**
 * Stripe through its official SDK. Proposal payments are Checkout Sessions created as destination
 * charges (transfer_data.destination = the photographer's Express account) with an application fee,
 * so the money never sits on the platform. `apiUrl` points the SDK at another host (a local stand-in
 * in tests, stripe-mock in development); webhooks are verified with Stripe's own signature check.
 */
import Stripe from "stripe";
import type { Balance } from "../../../shared/payments.js";
import { cardLabelOf } from "./card-label.js";
import {
  type AccountState,
  type PaymentProvider,
  ProviderError,
  type ProviderEvent,
  WebhookSignatureError,
} from "./payment-provider.js";

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** e.g. http://127.0.0.1:12111; Stripe's own API when absent. */
  apiUrl?: string;
}

export function stripeClient(options: Pick<StripeProviderOptions, "secretKey" | "apiUrl">): Stripe {
  const url = options.apiUrl ? new URL(options.apiUrl) : null;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Focal" },
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === "https:" ? 443 : 80),
          protocol: url.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

const accountState = (a: Stripe.Account): AccountState => ({
  detailsSubmitted: a.details_submitted ?? false,
  chargesEnabled: a.charges_enabled ?? false,
  payoutsEnabled: a.payouts_enabled ?? false,
});

/** Stripe keeps a balance per currency: the studio's is the one its payouts are made in. */
const sumIn = (currency: string, funds: { amount: number; currency: string }[]) =>
  funds
    .filter((f) => f.currency.toLowerCase() === currency.toLowerCase())
    .reduce((total, f) => total + f.amount, 0);

/**
 * Stripe's errors carry a message fit for the photographer ("Your card was declined.", "Insufficient
 * funds"). A card error (declined, authentication_required off-session) is the card's refusal.
 */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new ProviderError(error.message, error.type === "StripeCardError");
    }
    throw error;
  }
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = stripeClient(options);
  return {
    kind: "stripe",
    publishableKey: options.publishableKey,

    async createAccount({ email, businessName }) {
      const account = await call(() =>
        stripe.accounts.create({
          type: "express",
          email,
          business_type: "individual",
          business_profile: { name: businessName, mcc: "7221" },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        }),
      );
      return { accountId: account.id };
    },

    async createOnboardingLink({ accountId, returnUrl, refreshUrl }) {
      const link = await call(() =>
        stripe.accountLinks.create({
          account: accountId,
          type: "account_onboarding",
          return_url: returnUrl,
          refresh_url: refreshUrl,
        }),
      );
      return { url: link.url };
    },

    async retrieveAccount(accountId) {
      return accountState(await call(() => stripe.accounts.retrieve(accountId)));
    },

    async createCheckoutSession(input) {
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: "payment",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          payment_intent_data: {
            metadata: input.metadata,
            // Autopay: the card stays on the customer for the instalments charged later without the client.
            ...(input.saveCard ? { setup_future_usage: "off_session" as const } : {}),
            ...(input.destinationAccountId
              ? {
                  application_fee_amount: input.applicationFeeCents,
                  transfer_data: { destination: input.destinationAccountId },
                }
              : {}),
          },
          metadata: input.metadata,
          // Stripe takes either a customer (whose e-mail it already has) or an e-mail, never both.
          ...(input.saveCard
            ? { customer: input.saveCard.customerId }
            : input.customerEmail
              ? { customer_email: input.customerEmail }
              : {}),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        }),
      );
      if (!session.url) throw new ProviderError("Stripe did not return a checkout address");
      return { sessionId: session.id, url: session.url };
    },

    async expireSession(sessionId) {
      // Checkout Sessions of destination charges live on the platform account, not the connected one.
      await call(() => stripe.checkout.sessions.expire(sessionId));
    },

    async createPaymentIntent({ amountCents, currency }) {
      const intent = await call(() =>
        stripe.paymentIntents.create({
          amount: amountCents,
          currency: currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
        }),
      );
      if (!intent.client_secret) throw new ProviderError("Stripe did not return a client secret");
      return { clientSecret: intent.client_secret };
    },

    async retrieveBalance(accountId, currency): Promise<Balance> {
      const balance = await call(() => stripe.balance.retrieve({}, { stripeAccount: accountId }));
      return {
        availableCents: sumIn(currency, balance.available),
        pendingCents: sumIn(currency, balance.pending),
      };
    },

    async createPayout({ accountId, amountCents, currency, method, idempotencyKey }) {
      const payout = await call(() =>
        stripe.payouts.create(
          { amount: amountCents, currency: currency.toLowerCase(), method },
          { stripeAccount: accountId, idempotencyKey },
        ),
      );
      return {
        payoutId: payout.id,
        status: payout.status,
        createdAt: new Date(payout.created * 1000),
        arrivalDate: payout.arrival_date ? new Date(payout.arrival_date * 1000) : null,
      };
    },

    async refundPayment({ paymentIntentId, amountCents, idempotencyKey, reason = "duplicate" }) {
      const refund = await call(() =>
        stripe.refunds.create(
          {
            payment_intent: paymentIntentId,
            amount: amountCents,
            // A destination charge: take the money back from the photographer's account and give back
            // the platform fee, so that neither keeps any of a payment the client gets back.
            reverse_transfer: true,
            refund_application_fee: true,
            reason,
          },
          { idempotencyKey },
        ),
      );
      return { refundId: refund.id };
    },

    async createCustomer({ email, name, metadata }) {
      // On the platform account: checkouts are destination charges made by the platform, so the card
      // must be saved where the platform's off-session PaymentIntents can use it.
      const customer = await call(() =>
        stripe.customers.create({ name, metadata, ...(email ? { email } : {}) }),
      );
      return { customerId: customer.id };
    },

    async retrieveSavedCard({ paymentIntentId }) {
      const intent = await call(() =>
        stripe.paymentIntents.retrieve(paymentIntentId, { expand: ["payment_method"] }),
      );
      const method = intent.payment_method;
      if (!method) throw new ProviderError("Stripe did not say which card was used");
      if (typeof method === "string") {
        const pm = await call(() => stripe.paymentMethods.retrieve(method));
        return { paymentMethodId: pm.id, cardLabel: cardLabelOf(pm.card) };
      }
      return { paymentMethodId: method.id, cardLabel: cardLabelOf(method.card) };
    },

    async chargeOffSession(input) {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            customer: input.customerId,
            payment_method: input.paymentMethodId,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: input.metadata,
            // A destination charge, as the checkout's: the studio receives it less the platform fee.
            ...(input.destinationAccountId
              ? {
                  application_fee_amount: input.applicationFeeCents,
                  transfer_data: { destination: input.destinationAccountId },
                }
              : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { paymentIntentId: intent.id, status: intent.status };
    },

    parseWebhook(rawBody, signature): ProviderEvent {
      if (!options.webhookSecret) throw new WebhookSignatureError("No webhook secret is configured");
      if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      switch (event.type) {
        case "checkout.session.completed":
        case "checkout.session.async_payment_succeeded": {
          const session = event.data.object;
          if (session.payment_status !== "paid") return { type: "ignored", eventType: event.type };
          const intent = session.payment_intent;
          return {
            type: "checkout.completed",
            sessionId: session.id,
            paymentIntentId: typeof intent === "string" ? intent : (intent?.id ?? null),
            amountCents: session.amount_total ?? 0,
          };
        }
        case "account.updated":
          return {
            type: "account.updated",
            accountId: event.data.object.id,
            state: accountState(event.data.object),
          };
        case "payout.paid":
        case "payout.failed":
        case "payout.canceled":
        case "payout.updated":
          return { type: "payout.updated", payoutId: event.data.object.id, status: event.data.object.status };
        default:
          return { type: "ignored", eventType: event.type };
      }
    },
  };
}
