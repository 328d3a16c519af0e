/**
 * The payments API: /api/stripe-connect/* for the signed-in photographer (the path
 * spelling is part of the contract), /api/create-payment-intent for /checkout, and which provider is
 * active (so the client knows whether to load Stripe.js or the test card form), and a proposal's
 * payments for the studio, overpayments and their refunds included.
 */

import { z } from "zod";
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
import {
  accountStatusResponse,
  balanceResponse,
  clientSecretResponse,
  createdAccountResponse,
  createdPayoutResponse,
  earningsResponse,
  paymentsConfigResponse,
  payoutsResponse,
  proposalPaymentResponse,
  revenueResponse,
  urlResponse,
} from "./payments.responses.js";
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
    {
      schema: {
        summary: "Which payment provider is active",
        tags: ["payments"],
        response: { 200: paymentsConfigResponse },
      },
      config: { access: "public" },
    },
    async (): Promise<PaymentsConfig> => ({
      provider: provider.kind,
      publishableKey: provider.publishableKey,
    }),
  );

  app.get(
    "/api/stripe-connect/balance",
    { schema: { summary: "The payout balance", tags: ["payments"], response: { 200: balanceResponse } } },
    async (request) => payouts.balance(photographerIdOf(request)),
  );
  app.get(
    "/api/stripe-connect/earnings",
    {
      schema: {
        summary: "Earnings from card payments",
        tags: ["payments"],
        response: { 200: earningsResponse },
      },
    },
    async (request) => payouts.earnings(photographerIdOf(request)),
  );
  app.get(
    "/api/stripe-connect/revenue",
    {
      schema: {
        summary: "Money received on proposals",
        tags: ["payments"],
        response: { 200: revenueResponse },
      },
    },
    async (request): Promise<RevenueReceived> => payouts.revenue(photographerIdOf(request)),
  );
  app.get(
    "/api/stripe-connect/payouts",
    { schema: { summary: "Payouts requested", tags: ["payments"], response: { 200: payoutsResponse } } },
    async (request) => payouts.payouts(photographerIdOf(request)),
  );
  app.get(
    "/api/stripe-connect/account-status",
    {
      schema: {
        summary: "The payment account's status",
        tags: ["payments"],
        response: { 200: accountStatusResponse },
      },
    },
    async (request) => connect.accountStatus(photographerIdOf(request)),
  );

  app.post(
    "/api/stripe-connect/create-payout",
    {
      schema: {
        summary: "Request a payout",
        tags: ["payments"],
        response: { 201: createdPayoutResponse },
        body: createPayoutInputSchema,
      },
    },
    async (request, reply) =>
      reply.code(201).send(await payouts.createPayout(photographerIdOf(request), request.body)),
  );
  app.post(
    "/api/stripe-connect/create-account",
    {
      schema: {
        summary: "Create the payment account",
        tags: ["payments"],
        response: { 200: createdAccountResponse },
      },
    },
    async (request) => connect.createAccount(photographerIdOf(request)),
  );
  app.post(
    "/api/stripe-connect/create-onboarding-link",
    {
      schema: {
        summary: "A link to the payment account's onboarding",
        tags: ["payments"],
        response: { 200: urlResponse },
        body: onboardingLinkInputSchema.optional(),
      },
    },
    async (request) => connect.createOnboardingLink(photographerIdOf(request), request.body ?? {}),
  );

  app.get(
    "/api/proposals/:id/payments",
    {
      schema: {
        summary: "A proposal's payments and refunds",
        tags: ["payments"],
        response: { 200: z.array(proposalPaymentResponse) },
        params: proposalParams,
      },
    },
    async (request): Promise<ProposalPayment[]> =>
      payouts.proposalPayments(photographerIdOf(request), request.params.id),
  );

  app.post(
    "/api/create-payment-intent",
    {
      schema: {
        summary: "Create a card payment intent",
        tags: ["payments"],
        response: { 200: clientSecretResponse },
        body: createPaymentIntentInputSchema,
      },
      config: { access: "public" },
      preHandler: checkout.paymentIntentLimit,
    },
    async (request) => checkout.createPaymentIntent(request.body.amount),
  );
}
