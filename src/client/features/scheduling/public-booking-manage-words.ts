/**
 * Words for the booking page's own controls: the change policy with its deadlines on the client's
 * clock, how to reach the studio, what a cancel refunds and what was paid. Pure and Intl-only; loaded
 * with the controls, not with the page.
 */
import { formatMoney } from "../../../shared/currency";
import type { BookingPaymentSummary, BookingPolicy, RefundRule } from "../../../shared/session-types";

function parts(instant: Date, zone: string, options: Intl.DateTimeFormatOptions) {
  const out: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of new Intl.DateTimeFormat("en-GB", { ...options, timeZone: zone }).formatToParts(
    instant,
  )) {
    out[part.type] = part.value;
  }
  return out;
}

/** A deadline, short: "Fri 12 Jun, 09:00" (with the year when it is not this year's). */
export function formatDeadline(instant: string, zone: string, now: Date = new Date()): string {
  const at = new Date(instant);
  const p = parts(at, zone, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const thisYear = parts(now, zone, { year: "numeric" }).year;
  const year = p.year !== thisYear ? ` ${p.year}` : "";
  return `${p.weekday} ${p.day} ${p.month}${year}, ${p.hour}:${p.minute}`;
}

/** How to reach the studio when the page can no longer change the booking. */
export function contactText(studio: { businessName: string; email?: string | null; phone?: string | null }) {
  const ways = [studio.email, studio.phone].filter((w): w is string => Boolean(w?.trim()));
  return ways.length > 0 ? `${studio.businessName} (${ways.join(", ")})` : studio.businessName;
}

/** The policy in words, for the client's zone. */
export function policyText(
  policy: Pick<BookingPolicy, "canCancel" | "canReschedule" | "cancelDeadline" | "rescheduleDeadline">,
  zone: string,
  studio: { businessName: string; email?: string | null; phone?: string | null },
  now: Date = new Date(),
): string {
  const until = (deadline: string | null) =>
    deadline ? ` until ${formatDeadline(deadline, zone, now)}` : "";
  const contact = `To change this booking, please contact ${contactText(studio)}.`;
  if (policy.canReschedule && policy.canCancel) {
    if (policy.rescheduleDeadline === policy.cancelDeadline) {
      return `You can reschedule or cancel online${until(policy.cancelDeadline)}.`;
    }
    return `You can reschedule online${until(policy.rescheduleDeadline)} and cancel online${until(policy.cancelDeadline)}.`;
  }
  if (policy.canReschedule) {
    return `You can reschedule online${until(policy.rescheduleDeadline)}. To cancel, please contact ${contactText(studio)}.`;
  }
  if (policy.canCancel) {
    return `You can cancel online${until(policy.cancelDeadline)}. To move it, please contact ${contactText(studio)}.`;
  }
  return contact;
}

/** What a paid booking cancelled in time gets back (shared refundCentsFor, kept zod-free here). */
export function refundCents(rule: RefundRule, paidCents: number, depositCents: number): number {
  if (rule === "NONE") return 0;
  if (rule === "DEPOSIT_KEPT") return Math.max(0, paidCents - depositCents);
  return paidCents;
}

type BookingPaymentView = Pick<
  BookingPaymentSummary,
  "amountCents" | "currency" | "status" | "refundedCents"
>;

/** The cancel dialog's money sentence, before the client confirms. */
export function cancelRefundText(
  rule: RefundRule,
  payment: BookingPaymentView | null | undefined,
  depositCents: number,
): string {
  if (!payment || payment.status !== "COMPLETED" || payment.amountCents <= 0) {
    return "Nothing was paid for this booking, so there is nothing to refund.";
  }
  const paid = formatMoney(payment.amountCents, payment.currency);
  const back = refundCents(rule, payment.amountCents, depositCents);
  if (back <= 0) return `You paid ${paid}. By the studio's policy, this payment is not refunded.`;
  if (back >= payment.amountCents) return `You paid ${paid}. You'll get all of it back (${paid}).`;
  return `You paid ${paid}. The studio keeps the deposit; you'll get ${formatMoney(back, payment.currency)} back.`;
}

/** The payment line of the booking page: "Paid $50.00", "Paid $50.00 · $50.00 refunded". */
export function paymentText(payment: BookingPaymentView): string {
  const amount = formatMoney(payment.amountCents, payment.currency);
  if (payment.status !== "COMPLETED") {
    return payment.status === "PENDING" ? `${amount} to pay` : `${amount} not paid`;
  }
  if (payment.refundedCents <= 0) return `Paid ${amount}`;
  return `Paid ${amount} · ${formatMoney(payment.refundedCents, payment.currency)} refunded`;
}
