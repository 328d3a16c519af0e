/**
 * Payments: the shapes of the balance, earnings, payouts and payment account,
 * the payout and onboarding request schemas, and the fee arithmetic, in integer cents throughout.
 * platformFeePercent is in basis points (500 = 5.00%), see docs/decisions/ on the platform fee.
 */
import { z } from "zod";
import { formatMoney, minorPerMajor } from "./currency.js";
import { divideRounded } from "./proposals.js";
import { isoDate, MAX_AMOUNT_MESSAGE, MAX_CENTS } from "./validation.js";

/** A platform fee in basis points of the amount, rounded half up to a whole cent. */
export function platformFeeCents(amountCents: number, feeBasisPoints: number): number {
  if (amountCents <= 0 || feeBasisPoints <= 0) return 0;
  return Math.min(amountCents, divideRounded(amountCents * feeBasisPoints, 10_000));
}

/** What the photographer keeps of a payment once the platform fee is taken. */
export function splitPayment(amountCents: number, feeBasisPoints: number) {
  const fee = platformFeeCents(amountCents, feeBasisPoints);
  return {
    totalAmountCents: amountCents,
    platformFeeCents: fee,
    photographerEarningsCents: amountCents - fee,
  };
}

/** Instant payouts cost 1% (taken from the amount paid out), standard ones nothing. */
export const INSTANT_PAYOUT_FEE_BASIS_POINTS = 100;
export function payoutFeeCents(amountCents: number, method: PayoutMethod): number {
  return method === "instant" ? platformFeeCents(amountCents, INSTANT_PAYOUT_FEE_BASIS_POINTS) : 0;
}

export const PAYOUT_METHODS = ["standard", "instant"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** A payout request, as the server checks it. */
export const createPayoutInputSchema = z.object({
  amountCents: z
    .number({ error: "Please enter a valid payout amount." })
    .int("Please enter a valid payout amount.")
    .positive("Please enter a valid payout amount."),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, "Currency must be a 3-letter code")
    .transform((c) => c.toUpperCase())
    .default("USD"),
  method: z.enum(PAYOUT_METHODS, { error: "Method must be standard or instant" }).default("standard"),
});
export type CreatePayoutInput = z.input<typeof createPayoutInputSchema>;

/** A payout request, as the dialog checks it: the amount typed in the currency, checked against the balance. */
export function payoutAmountProblem(
  amountText: string,
  availableCents: number,
  currency = "USD",
): { title: string; description: string } | null {
  const amount = Number(amountText.trim());
  if (amountText.trim() === "" || !Number.isFinite(amount) || amount <= 0) {
    return { title: "Invalid Amount", description: "Please enter a valid payout amount." };
  }
  const cents = Math.round(amount * minorPerMajor(currency));
  if (cents > availableCents) {
    return {
      title: "Insufficient Balance",
      description: `You can only request up to ${formatMoney(availableCents, currency)}.`,
    };
  }
  return null;
}

/** The onboarding link request: where the provider sends the photographer back to. */
export const onboardingLinkInputSchema = z.object({
  returnUrl: z.url({ error: "returnUrl must be a valid URL" }).optional(),
  refreshUrl: z.url({ error: "refreshUrl must be a valid URL" }).optional(),
});

/** POST /api/create-payment-intent: the amount in dollars, as /checkout?amount= carries it. */
export const createPaymentIntentInputSchema = z.object({
  amount: z
    .number({ error: "Amount must be a number" })
    .min(0.5, `The amount must be at least ${formatMoney(50, "USD")}`)
    .max(999_999.99, "The amount is too large"),
});

export interface Balance {
  availableCents: number;
  pendingCents: number;
}

/**
 * GET /api/stripe-connect/revenue: the money received on proposals so far, less refunds (before
 * platform fees), and in how many payments: the same revenue the dashboard and the reports count.
 */
export interface RevenueReceived {
  receivedCents: number;
  payments: number;
}

export const EARNING_STATUSES = ["pending", "transferred", "paid", "failed", "cancelled"] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];

/** An unknown status is treated as pending. */
export function normalizeEarningStatus(status: string): EarningStatus {
  return (EARNING_STATUSES as readonly string[]).includes(status) ? (status as EarningStatus) : "pending";
}

export interface Earning {
  id: string;
  createdAt: string;
  totalAmountCents: number;
  platformFeeCents: number;
  photographerEarningsCents: number;
  /** The currency of the payment the earning came from. */
  currency: string;
  status: EarningStatus;
  /** Which proposal and client the money came from, for the table. */
  proposalTitle: string | null;
  clientName: string | null;
}

export interface PayoutView {
  id: string;
  createdAt: string;
  amountCents: number;
  isInstant: boolean;
  feeCents: number;
  arrivalDate: string | null;
  status: EarningStatus;
}

export interface PaymentAccountStatus {
  hasAccount: boolean;
  onboardingCompleted: boolean;
  payoutEnabled: boolean;
  status: string | null;
}

/** The payment-account status as the studio sees it. */
export function paymentAccountLabel(
  s: PaymentAccountStatus,
): "Not Connected" | "Setup Required" | "Active" | "Incomplete" {
  if (!s.hasAccount) return "Not Connected";
  if (!s.onboardingCompleted) return "Setup Required";
  if (s.payoutEnabled) return "Active";
  return "Incomplete";
}

export function canRequestPayout(s: PaymentAccountStatus, balance: Balance): boolean {
  return s.onboardingCompleted && s.payoutEnabled && balance.availableCents > 0;
}

/** Which payment provider is active: Stripe when configured, else the built-in test provider. */
export interface PaymentsConfig {
  provider: "stripe" | "test";
  publishableKey: string | null;
}

/** The built-in test checkout (no Stripe configured): what the hosted page shows. */
export interface TestCheckoutSession {
  id: string;
  amountCents: number;
  currency: string;
  description: string;
  businessName: string;
  status: "open" | "complete";
  cancelUrl: string;
}

/**
 * A proposal payment's status. Only COMPLETED is money received: balances, earnings and reports count
 * it alone. OVERPAID is a card payment that arrived once the proposal was already paid (two checkouts
 * open at once); it is refunded automatically and never counted.
 */
export const PAYMENT_COMPLETED = "COMPLETED";
export const PAYMENT_OVERPAID = "OVERPAID";

/** Ways a studio records money it received itself; checkout payments are CARD. */
export const MANUAL_PAYMENT_METHODS = ["CASH", "CHECK", "BANK_TRANSFER", "OTHER"] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
export type PaymentMethod = "CARD" | ManualPaymentMethod;

export const REFUND_STATUSES = ["PENDING", "SUCCEEDED", "FAILED"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

const amountField = z
  .number({ error: "amountCents must be a whole number of cents" })
  .int("amountCents must be a whole number of cents")
  .positive("amountCents must be more than zero")
  .max(MAX_CENTS, MAX_AMOUNT_MESSAGE);

/** POST /api/proposals/{id}/payments: money the studio received itself (a cheque, cash, a transfer). */
export const manualPaymentInputSchema = z.object({
  amountCents: amountField,
  method: z.enum(MANUAL_PAYMENT_METHODS, { error: "method must be CASH, CHECK, BANK_TRANSFER or OTHER" }),
  receivedOn: isoDate("receivedOn must be a date (YYYY-MM-DD)"),
  note: z.string().trim().max(500, "The note must be at most 500 characters").nullish(),
});
export type ManualPaymentInput = z.infer<typeof manualPaymentInputSchema>;

/** POST /api/payments/{id}/refund. */
export const refundInputSchema = z.object({
  amountCents: amountField,
  reason: z.string().trim().max(500, "The reason must be at most 500 characters").nullish(),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

/**
 * GET /api/proposals/{id}/payments: a proposal's payments and refunds for the studio, newest first. A
 * payment's status is COMPLETED (counted) or OVERPAID (arrived after the proposal was paid: never
 * counted, refunded automatically, refundedAt says when); a refund's is PENDING, SUCCEEDED or FAILED,
 * and paymentId names the payment it gives back.
 */
export interface ProposalPayment {
  id: string;
  kind: "PAYMENT" | "REFUND";
  method: PaymentMethod;
  amountCents: number;
  status: "COMPLETED" | "OVERPAID" | RefundStatus;
  createdAt: string;
  paymentId?: string;
  /** A payment: when the money arrived (a manual one: its receivedOn day). */
  paidAt?: string | null;
  receivedOn?: string | null;
  note?: string | null;
  /** A payment: what may still be refunded (its amount less refunds not FAILED). */
  refundableCents?: number;
  /** An overpayment's automatic refund: null until the provider has refunded it. */
  refundedAt?: string | null;
  /**
   * A card payment that charged more than its instalment still needed (two checkouts of it both paid):
   * what was charged beyond (never counted, refunded automatically), and when that refund went through.
   * Present only on such a payment.
   */
  excessCents?: number;
  excessRefundedAt?: string | null;
  /** A refund: why, as the studio wrote it. */
  reason?: string | null;
}

export const TEST_CARD_SUCCESS = "4242424242424242";
export const TEST_CARD_DECLINED = "4000000000000002";

export const testCardInputSchema = z.object({
  cardNumber: z
    .string({ error: "Enter a card number" })
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Enter a valid card number")),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Enter the expiry as MM / YY"),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Enter the 3 or 4 digit security code"),
  name: z.string().trim().max(100).optional(),
});
export type TestCardInput = z.input<typeof testCardInputSchema>;
