/**
 * Paying a proposal by its schedule: which instalment a pay request is for and how much it charges,
 * how much of a completed payment the proposal can take, and replacing an instalment's older checkout.
 *
 * A checkout made for an instalment counts up to what that instalment still needs (and never past the
 * proposal's total); anything charged beyond it (two checkouts of one instalment both paid) is kept in
 * excess_cents, counted nowhere, and refunded by refund-overpayment.job.ts. A checkout of everything
 * left is counted whole or not at all (an OVERPAID row, refunded), as before schedules.
 */
import { firstUnpaid, type PayInput } from "../../../shared/schedule.js";
import type { DbOrTx } from "../../db/connect.js";
import { conflict, notFound } from "../../http/errors.js";
import { type PaymentProvider, ProviderError } from "../../integrations/payments/payment-provider.js";
import type { ScheduleEstimate } from "../proposals/schedule.queries.js";
import { loadSchedule, type PositionedEntry } from "../proposals/schedule.service.js";
import { markCheckoutExpired, openInstallmentCheckouts } from "./checkout.queries.js";

export const INSTALLMENT_NOT_FOUND = "Instalment not found";
export const DEPOSIT_ALREADY_PAID = "The deposit has already been paid";
export const CHECKOUT_EXPIRED =
  "This checkout has expired: a newer one was opened for the same payment. Please pay from the proposal again.";

export interface Charge {
  /** The instalment paid; null for everything left. */
  installment: PositionedEntry | null;
  amountCents: number;
  label: string;
}

/**
 * What a pay request charges: an instalment's unpaid part; DEPOSIT, the first unpaid instalment (on a
 * default schedule only while nothing has been paid, as before schedules); FULL, everything left.
 */
export async function chooseCharge(
  db: DbOrTx,
  estimate: ScheduleEstimate,
  today: string,
  input: PayInput,
  paidCents: number,
): Promise<Charge> {
  const remaining = estimate.totalCents - paidCents;
  let installment: PositionedEntry | null = null;
  if (input.installmentId !== undefined || input.mode === "DEPOSIT") {
    const { entries } = await loadSchedule(db, estimate, today);
    if (input.installmentId !== undefined) {
      installment = entries.find((e) => e.id === input.installmentId) ?? null;
      if (!installment) throw notFound(INSTALLMENT_NOT_FOUND);
      if (installment.paidCents >= installment.amountCents) {
        throw conflict(`"${installment.label}" has already been paid`);
      }
    } else {
      if (!estimate.scheduleCustom) {
        if (estimate.depositCents <= 0) {
          throw conflict("This proposal has no deposit; please pay the full amount");
        }
        if (paidCents > 0) throw conflict(DEPOSIT_ALREADY_PAID);
      }
      installment = firstUnpaid(entries);
      if (!installment) throw conflict("This proposal is already paid in full");
    }
  }
  if (!installment)
    return { installment, amountCents: remaining, label: paidCents > 0 ? "Balance" : "Payment" };
  const amountCents = Math.min(installment.amountCents - installment.paidCents, remaining);
  return { installment, amountCents, label: installment.label };
}

/** How much of a payment the proposal takes now, given what it had received before (0: none). */
export async function fittingCents(
  tx: DbOrTx,
  estimate: ScheduleEstimate,
  payment: { amountCents: number; installmentId: string | null },
  paidBefore: number,
  today: string,
): Promise<number> {
  const left = Math.max(0, estimate.totalCents - paidBefore);
  const whole = payment.amountCents <= left ? payment.amountCents : 0;
  if (payment.installmentId === null) return whole;
  const { entries } = await loadSchedule(tx, estimate, today);
  const entry = entries.find((e) => e.id === payment.installmentId);
  // The instalment was removed since the checkout opened: its money is simply money towards the total.
  if (!entry) return whole;
  return Math.max(0, Math.min(payment.amountCents, entry.amountCents - entry.paidCents, left));
}

/**
 * Expires, at the provider, the instalment's checkouts opened before `sessionId`, so that the client
 * cannot pay one instalment twice from two tabs. One the provider will not expire (it was just paid)
 * stays open: its payment arrives and is counted, or refunded as excess, like any other.
 */
export async function expireOlderCheckouts(
  db: DbOrTx,
  provider: PaymentProvider,
  installmentId: string,
  sessionId: string,
): Promise<void> {
  for (const open of await openInstallmentCheckouts(db, installmentId, sessionId)) {
    try {
      await provider.expireSession(open.paymentSessionId!);
    } catch (error) {
      if (error instanceof ProviderError) continue;
      throw error;
    }
    await markCheckoutExpired(db, open.id);
  }
}
