/**
 * The payment provider boundary (ARCHITECTURE: integrations/payments). Two adapters implement it:
 * Stripe through its SDK (Connect Express accounts, Checkout Sessions as destination charges,
 * PaymentIntents, balance, payouts, signed webhooks) and a built-in test provider that needs nothing
 * outside this machine. The payments feature talks only to this interface.
 */
import type { Balance, PayoutMethod } from "../../../shared/payments.js";

export interface AccountState {
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
}

export interface CheckoutSessionInput {
  amountCents: number;
  currency: string;
  description: string;
  /** The photographer's connected account; the charge lands there minus the application fee. */
  destinationAccountId: string | null;
  applicationFeeCents: number;
  successUrl: string;
  cancelUrl: string;
  customerEmail: string | null;
  metadata: Record<string, string>;
  /**
   * Autopay: the checkout runs for this customer and keeps the card for charges made later without the
   * client (setup_future_usage "off_session"). customerEmail is then the customer's own.
   */
  saveCard?: { customerId: string };
}

/** A saved card as the provider describes it: its id and how it is shown ("Visa ending 4242"). */
export interface SavedCard {
  paymentMethodId: string;
  cardLabel: string;
}

/** An instalment charged to a saved card while the client is away (autopay). */
export interface OffSessionChargeInput {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: string;
  description: string;
  destinationAccountId: string | null;
  applicationFeeCents: number;
  metadata: Record<string, string>;
  /** One per instalment and saved card: a retried call charges once. */
  idempotencyKey: string;
}

export interface ProviderPayout {
  payoutId: string;
  status: string;
  createdAt: Date;
  arrivalDate: Date | null;
}

/** What a webhook tells us, already verified and reduced to what Focal acts on. */
export type ProviderEvent =
  | { type: "checkout.completed"; sessionId: string; paymentIntentId: string | null; amountCents: number }
  | { type: "account.updated"; accountId: string; state: AccountState }
  | { type: "payout.updated"; payoutId: string; status: string }
  | { type: "ignored"; eventType: string };

export class WebhookSignatureError extends Error {}

/**
 * The provider refused a call (declined card, insufficient funds, bad account): its message is shown.
 * `declined`: the card refused the charge (a card error, authentication required), as opposed to a
 * refusal of the request itself.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly declined = false,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly kind: "stripe" | "test";
  readonly publishableKey: string | null;
  createAccount(input: { email: string; businessName: string }): Promise<{ accountId: string }>;
  createOnboardingLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string }>;
  /** The account as the provider sees it; null when our database is the record (test provider). */
  retrieveAccount(accountId: string): Promise<AccountState | null>;
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ sessionId: string; url: string }>;
  /**
   * Closes an open checkout so that it can no longer be paid (a newer one replaced it). Throws a
   * ProviderError when the provider refuses, such as for a session already paid.
   */
  expireSession(sessionId: string): Promise<void>;
  createPaymentIntent(input: { amountCents: number; currency: string }): Promise<{ clientSecret: string }>;
  /** The connected account's balance at the provider; null when our ledger is the record. */
  retrieveBalance(accountId: string, currency: string): Promise<Balance | null>;
  createPayout(input: {
    accountId: string;
    amountCents: number;
    currency: string;
    method: PayoutMethod;
    idempotencyKey: string;
  }): Promise<ProviderPayout>;
  /**
   * Gives `amountCents` of a captured payment back to the card: all of an overpayment ("duplicate", the
   * default), or what the studio refunds ("requested_by_customer"). The idempotency key makes a retried
   * call refund once; with destination charges the transfer and the platform fee are reversed in
   * proportion.
   */
  refundPayment(input: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
    reason?: "duplicate" | "requested_by_customer";
  }): Promise<{ refundId: string }>;
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
  /** A customer to save cards on (autopay); made once per proposal, then reused. */
  createCustomer(input: { email: string | null; name: string; metadata: Record<string, string> }): Promise<{
    customerId: string;
  }>;
  /** The card a completed checkout of `saveCard` paid with, now kept on the customer. */
  retrieveSavedCard(input: { paymentIntentId: string; sessionId: string }): Promise<SavedCard>;
  /** Charges a saved card without the client; throws ProviderError (`declined`) when the card refuses. */
  chargeOffSession(input: OffSessionChargeInput): Promise<{ paymentIntentId: string; status: string }>;
}
