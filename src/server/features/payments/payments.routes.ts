/**
 * The payments API: /api/stripe-connect/* for the signed-in photographer (the path
 * spelling is part of the contract), /api/create-payment-intent for /checkout, and which provider is
 * active (so the client knows whether to load Stripe.js or the test card form), and a proposal's
 * payments for the studio, overpayments and their refunds included.
 */
import {
  createPaymentIntentInputSchema,
  createPayoutInputSchema,
  onboardingLinkInputSchema,
  type PaymentsConfig,
  type ProposalPayment,
  type RevenueReceived,
} from "../../../shared/payments.js";
import { photographerIdOf } from "../../auth/guard.js";
import { uuidParams } from "../../http/params.js";
import type { App } from "../../http/types.js";
import type { PaymentProvider } from "../../integrations/payments/payment-provider.js";
import type { CheckoutService } from "./checkout.service.js";
import type { ConnectService } from "./connect.service.js";
import type { PayoutsService } from "./payouts.service.js";

const proposalParams = uuidParams("Proposal not found");

export function registerPaymentRoutes(
  app: App,
  deps: {
    provider: PaymentProvider;
    payouts: PayoutsService;
    connect: ConnectService;
    checkout: CheckoutService;
  },
): void {
  const { provider, payouts, connect, checkout } = deps;

  app.get(
    "/api/payments/config",
    { config: { access: "public" } },
    async (): Promise<PaymentsConfig> => ({
      provider: provider.kind,
      publishableKey: provider.publishableKey,
    }),
  );

  app.get("/api/stripe-connect/balance", async (request) => payouts.balance(photographerIdOf(request)));
  app.get("/api/stripe-connect/earnings", async (request) => payouts.earnings(photographerIdOf(request)));
  app.get(
    "/api/stripe-connect/revenue",
    async (request): Promise<RevenueReceived> => payouts.revenue(photographerIdOf(request)),
  );
  app.get("/api/stripe-connect/payouts", async (request) => payouts.payouts(photographerIdOf(request)));
  app.get("/api/stripe-connect/account-status", async (request) =>
    connect.accountStatus(photographerIdOf(request)),
  );

  app.post(
    "/api/stripe-connect/create-payout",
    { schema: { body: createPayoutInputSchema } },
    async (request, reply) =>
      reply.code(201).send(await payouts.createPayout(photographerIdOf(request), request.body)),
  );
  app.post("/api/stripe-connect/create-account", async (request) =>
    connect.createAccount(photographerIdOf(request)),
  );
  app.post(
    "/api/stripe-connect/create-onboarding-link",
    { schema: { body: onboardingLinkInputSchema.optional() } },
    async (request) => connect.createOnboardingLink(photographerIdOf(request), request.body ?? {}),
  );

  app.get(
    "/api/proposals/:id/payments",
    { schema: { params: proposalParams } },
    async (request): Promise<ProposalPayment[]> =>
      payouts.proposalPayments(photographerIdOf(request), request.params.id),
  );

  app.post(
    "/api/create-payment-intent",
    {
      schema: { body: createPaymentIntentInputSchema },
      config: { access: "public" },
      preHandler: checkout.paymentIntentLimit,
    },
    async (request) => checkout.createPaymentIntent(request.body.amount),
  );
}
