/**
 * The studio's money dialogs as pure steps: a payment received by hand (amount, method, day, note) and
 * a refund (how much, and what the client gets), checked here with the server's own rules and words so
 * that the dialog says what the server would, before asking it.
 */
import { formatMoney } from "../../../shared/currency";
import { parseMoney } from "../../../shared/money-input";
import {
  MANUAL_PAYMENT_METHODS,
  type ManualPaymentInput,
  type ManualPaymentMethod,
  type PaymentMethod,
} from "../../../shared/payments";

export const MANUAL_METHOD_LABELS: Record<ManualPaymentMethod, string> = {
  CASH: "Cash",
  CHECK: "Cheque",
  BANK_TRANSFER: "Bank transfer",
  OTHER: "Other",
};

export const isManualMethod = (value: string): value is ManualPaymentMethod =>
  (MANUAL_PAYMENT_METHODS as readonly string[]).includes(value);

export interface ManualPaymentDraft {
  amount: string;
  method: ManualPaymentMethod | "";
  /** "YYYY-MM-DD". */
  receivedOn: string;
  note: string;
}

export type ManualPaymentField = keyof ManualPaymentDraft;

export const NOTE_MAX = 500;

/** What is owed, the studio's today: what a payment is checked against. */
export interface PaymentLimits {
  currency: string;
  owedCents: number;
  today: string;
}

export function newManualPayment(limits: PaymentLimits): ManualPaymentDraft {
  return { amount: "", method: "", receivedOn: limits.today, note: "" };
}

export type ManualPaymentCheck =
  | { ok: true; input: ManualPaymentInput }
  | { ok: false; errors: Partial<Record<ManualPaymentField, string>> };

export function checkManualPayment(draft: ManualPaymentDraft, limits: PaymentLimits): ManualPaymentCheck {
  const errors: Partial<Record<ManualPaymentField, string>> = {};
  const amountCents = parseMoney(draft.amount, limits.currency);
  if (amountCents <= 0) errors.amount = "Enter the amount you received";
  else if (amountCents > limits.owedCents) {
    errors.amount =
      limits.owedCents === 0
        ? "This proposal is already paid in full"
        : `Only ${formatMoney(limits.owedCents, limits.currency)} is still owed on this proposal`;
  }
  if (draft.method === "") errors.method = "Choose how you were paid";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.receivedOn)) errors.receivedOn = "Enter the day you received it";
  else if (draft.receivedOn > limits.today) errors.receivedOn = "The day received can't be in the future";
  if (draft.note.trim().length > NOTE_MAX) errors.note = `The note must be at most ${NOTE_MAX} characters`;
  if (Object.keys(errors).length > 0 || draft.method === "") return { ok: false, errors };
  return {
    ok: true,
    input: {
      amountCents,
      method: draft.method,
      receivedOn: draft.receivedOn,
      note: draft.note.trim() === "" ? null : draft.note.trim(),
    },
  };
}

/** How money went back, for the sentence: "by cheque", "in cash". */
const GIVEN_BACK: Record<ManualPaymentMethod, string> = {
  CASH: " in cash",
  CHECK: " by cheque",
  BANK_TRANSFER: " by bank transfer",
  OTHER: "",
};

/**
 * What a refund does, in the dialog's words: a card payment goes back to the card through the payment
 * provider; money received by hand was given back by hand, and the refund only records it.
 */
export function refundSentence(
  method: PaymentMethod,
  clientName: string,
  amountCents: number,
  currency: string,
): string {
  const amount = formatMoney(amountCents, currency);
  return method === "CARD"
    ? `${clientName} gets ${amount} back on their card.`
    : `Record that you gave back ${amount} to ${clientName}${GIVEN_BACK[method]}.`;
}

export type RefundCheck = { ok: true; amountCents: number } | { ok: false; message: string };

export function checkRefund(amountText: string, refundableCents: number, currency: string): RefundCheck {
  const amountCents = parseMoney(amountText, currency);
  if (amountCents <= 0) return { ok: false, message: "Enter the amount to refund" };
  if (amountCents > refundableCents) {
    return {
      ok: false,
      message: `Only ${formatMoney(refundableCents, currency)} of this payment can still be refunded`,
    };
  }
  return { ok: true, amountCents };
}
