/**
 * The public side of payments: the proposal's Pay call, the built-in test checkout and test onboarding
 * pages' calls, and Stripe's webhook. The webhook needs the body exactly as sent to check Stripe's
 * signature, so its own scope parses JSON as a raw buffer.
 */
import { z } from "zod";
import { testCardInputSchema } from "../../../shared/payments.js";
import { payInputSchema } from "../../../shared/schedule.js";
import { badRequest } from "../../http/errors.js";
import type { App } from "../../http/types.js";
import { type PaymentProvider, WebhookSignatureError } from "../../integrations/payments/payment-provider.js";
import type { CheckoutService } from "./checkout.service.js";
import type { ConnectService } from "./connect.service.js";
import {
  okResponse,
  paymentIntentConfirmedResponse,
  redirectUrlResponse,
  testCheckoutSessionResponse,
  testOnboardingResponse,
  urlResponse,
  webhookReceivedResponse,
} from "./payments.responses.js";
import type { PayoutsService } from "./payouts.service.js";

const tokenParams = z.object({ token: z.string().min(10).max(200) });
const sessionParams = z.object({ sessionId: z.string().min(8).max(200) });
const accountParams = z.object({ accountId: z.string().min(8).max(200) });
/** The Pay call, and whether to keep the card for the instalments to come (autopay). */
const payBodySchema = z
  .object({ autopay: z.boolean({ error: "autopay must be true or false" }).optional() })
  .and(payInputSchema);
const confirmIntentSchema = testCardInputSchema.extend({ clientSecret: z.string().min(10).max(300) });

export function registerCheckoutRoutes(
  app: App,
  deps: {
    provider: PaymentProvider;
    checkout: CheckoutService;
    connect: ConnectService;
    payouts: PayoutsService;
  },
): void {
  const { provider, checkout, connect, payouts } = deps;
  const publicRoute = { access: "public" as const };

  app.post(
    "/api/public/proposals/:token/pay",
    {
      schema: {
        summary: "Start paying a proposal (the checkout's URL)",
        tags: ["payments"],
        response: { 200: urlResponse },
        params: tokenParams,
        body: payBodySchema,
      },
      config: publicRoute,
    },
    async (request) => checkout.startProposalPayment(request.params.token, request.body),
  );

  app.get(
    "/api/test-checkout/:sessionId",
    {
      schema: {
        summary: "The test provider's checkout session",
        tags: ["payments"],
        response: { 200: testCheckoutSessionResponse },
        params: sessionParams,
      },
      config: publicRoute,
    },
    async (request) => checkout.testCheckoutSession(request.params.sessionId),
  );
  app.post(
    "/api/test-checkout/:sessionId/pay",
    {
      schema: {
        summary: "Pay a test checkout session",
        tags: ["payments"],
        response: { 200: redirectUrlResponse },
        params: sessionParams,
        body: testCardInputSchema,
      },
      config: publicRoute,
    },
    async (request) => checkout.payTestCheckout(request.params.sessionId, request.body.cardNumber),
  );
  app.post(
    "/api/test-checkout/payment-intents/confirm",
    {
      schema: {
        summary: "Confirm a test payment intent",
        tags: ["payments"],
        response: { 200: paymentIntentConfirmedResponse },
        body: confirmIntentSchema,
      },
      config: publicRoute,
    },
    async (request) => checkout.confirmTestPaymentIntent(request.body.clientSecret, request.body.cardNumber),
  );

  app.get(
    "/api/test-onboarding/:accountId",
    {
      schema: {
        summary: "The test provider's onboarding page",
        tags: ["payments"],
        response: { 200: testOnboardingResponse },
        params: accountParams,
      },
      config: publicRoute,
    },
    async (request) => connect.testOnboarding(request.params.accountId),
  );
  app.post(
    "/api/test-onboarding/:accountId/complete",
    {
      schema: {
        summary: "Complete test onboarding",
        tags: ["payments"],
        response: { 200: okResponse },
        params: accountParams,
      },
      config: publicRoute,
    },
    async (request) => connect.completeTestOnboarding(request.params.accountId),
  );

  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.post(
      "/api/webhooks/stripe",
      {
        schema: {
          summary: "Stripe's webhook",
          tags: ["payments"],
          response: { 200: webhookReceivedResponse },
        },
        config: publicRoute,
      },
      async (request) => {
        if (provider.kind !== "stripe") throw badRequest("Stripe is not configured");
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) throw badRequest("Invalid webhook payload");
        const signature = request.headers["stripe-signature"];
        let event: ReturnType<PaymentProvider["parseWebhook"]>;
        try {
          event = provider.parseWebhook(raw, typeof signature === "string" ? signature : undefined);
        } catch (error) {
          if (error instanceof WebhookSignatureError) throw badRequest("Invalid webhook signature");
          throw error;
        }
        if (event.type === "checkout.completed") {
          if (await checkout.completeBookingCheckout(event)) return { received: true };
          try {
            await checkout.completeCheckout({
              sessionId: event.sessionId,
              paymentIntentId: event.paymentIntentId,
            });
            await checkout.saveCheckoutCard(event.sessionId, event.paymentIntentId);
          } catch (error) {
            // A session Focal never created (another app on the same Stripe account): acknowledge it.
            if ((error as { statusCode?: number }).statusCode !== 404) throw error;
          }
        } else if (event.type === "account.updated") {
          await connect.accountUpdated(event.accountId, event.state);
        } else if (event.type === "payout.updated") {
          await payouts.updatePayoutStatus(event.payoutId, event.status);
        }
        return { received: true };
      },
    );
  });
}
