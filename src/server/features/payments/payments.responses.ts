/** What the payment routes answer: the shapes of shared/payments.ts and shared/autopay.ts. */
import { z } from "zod";
import type { AutopayState } from "../../../shared/autopay.js";
import {
  type Balance,
  EARNING_STATUSES,
  type Earning,
  MANUAL_PAYMENT_METHODS,
  type PaymentAccountStatus,
  type PaymentsConfig,
  type PayoutView,
  type ProposalPayment,
  REFUND_STATUSES,
  type RevenueReceived,
  type TestCheckoutSession,
} from "../../../shared/payments.js";

const cents = z.int().describe("Cents");

/** The `autopay` of both proposal answers, and the answer of switching it off. */
export const autopayStateResponse = z.object({
  enabled: z.boolean(),
  cardLabel: z.string().nullable().describe('"Visa ending 4242"; null when no card is saved'),
  lastFailure: z
    .object({ installmentId: z.uuid(), message: z.string(), at: z.string() })
    .nullable()
    .describe("The last declined off-session charge, while its instalment is unpaid"),
}) satisfies z.ZodType<AutopayState>;

export const paymentsConfigResponse = z.object({
  provider: z.enum(["stripe", "test"]),
  publishableKey: z.string().nullable(),
}) satisfies z.ZodType<PaymentsConfig>;

export const balanceResponse = z.object({
  availableCents: cents,
  pendingCents: cents,
}) satisfies z.ZodType<Balance>;

export const revenueResponse = z.object({
  receivedCents: cents,
  payments: z.int(),
}) satisfies z.ZodType<RevenueReceived>;

export const earningsResponse = z.array(
  z.object({
    id: z.uuid(),
    createdAt: z.string(),
    totalAmountCents: cents,
    platformFeeCents: cents,
    photographerEarningsCents: cents,
    currency: z.string(),
    status: z.enum(EARNING_STATUSES),
    proposalTitle: z.string().nullable(),
    clientName: z.string().nullable(),
  }) satisfies z.ZodType<Earning>,
);

const payoutView = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  amountCents: cents,
  isInstant: z.boolean(),
  feeCents: cents,
  arrivalDate: z.string().nullable(),
  status: z.enum(EARNING_STATUSES),
}) satisfies z.ZodType<PayoutView>;

export const payoutsResponse = z.array(payoutView);
export const createdPayoutResponse = z.object({ message: z.string(), payout: payoutView });

export const accountStatusResponse = z.object({
  hasAccount: z.boolean(),
  onboardingCompleted: z.boolean(),
  payoutEnabled: z.boolean(),
  status: z.string().nullable(),
}) satisfies z.ZodType<PaymentAccountStatus>;

export const createdAccountResponse = z.object({ accountId: z.string(), message: z.string() });
export const urlResponse = z.object({ url: z.string() });
export const clientSecretResponse = z.object({ clientSecret: z.string() });

export const proposalPaymentResponse = z.object({
  id: z.uuid(),
  kind: z.enum(["PAYMENT", "REFUND"]),
  method: z.enum(["CARD", ...MANUAL_PAYMENT_METHODS]),
  amountCents: cents,
  status: z.enum(["COMPLETED", "OVERPAID", ...REFUND_STATUSES]),
  createdAt: z.string(),
  paymentId: z.uuid().optional().describe("A refund: the payment it gives back"),
  paidAt: z.string().nullable().optional(),
  receivedOn: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
  refundableCents: cents.optional(),
  refundedAt: z.string().nullable().optional(),
  excessCents: cents.optional(),
  excessRefundedAt: z.string().nullable().optional(),
  reason: z.string().nullable().optional(),
}) satisfies z.ZodType<ProposalPayment>;

export const testCheckoutSessionResponse = z.object({
  id: z.string(),
  amountCents: cents,
  currency: z.string(),
  description: z.string(),
  businessName: z.string(),
  status: z.enum(["open", "complete"]),
  cancelUrl: z.string(),
}) satisfies z.ZodType<TestCheckoutSession>;

export const redirectUrlResponse = z.object({ redirectUrl: z.string() });
export const paymentIntentConfirmedResponse = z.object({ status: z.literal("succeeded") });
export const testOnboardingResponse = z.object({
  businessName: z.string(),
  email: z.string().nullable(),
  completed: z.boolean(),
});
export const okResponse = z.object({ ok: z.literal(true) });
export const webhookReceivedResponse = z.object({ received: z.literal(true) });
