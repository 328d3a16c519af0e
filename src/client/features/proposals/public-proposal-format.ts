/**
 * Small helpers for the public proposal page. Dates use Intl rather than date-fns so that the page a
 * couple opens on a phone stays small; the output is the same as date-fns' 'MMMM d, yyyy' in en-US.
 */
import type { PublicProposalView } from "../../../shared/public-proposals";

const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });
const longDateUtc = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** A calendar day ("2026-06-20") or a timestamp as 'MMMM d, yyyy'; timestamps in the visitor's zone. */
export function formatLongDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dayOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return (dayOnly ? longDateUtc : longDate).format(date);
}

export function clientName(view: PublicProposalView): string {
  return `${view.client.firstName} ${view.client.lastName}`.trim();
}

export function isSignedView(view: PublicProposalView): boolean {
  return view.signedAt !== null || view.status === "SIGNED" || view.status.startsWith("PAID");
}

/** What is still owed: the total less completed payments, never below zero. */
export function balanceCents(view: PublicProposalView): number {
  return Math.max(0, view.totalCents - view.paidCents);
}

/**
 * The same labels as proposalStatusLabel in src/shared/proposals.ts, repeated here on purpose: that
 * module builds zod schemas when loaded, and importing any value from it would add zod (about 25 kB
 * gzipped) to the page a couple opens on a phone.
 */
export function statusLabel(view: PublicProposalView): string {
  if (view.isExpired && !isSignedView(view)) return "Expired";
  if (view.status === "PAID_FULL") return "Paid";
  if (view.status === "PAID_PARTIAL") return "Deposit Paid";
  if (view.status === "SIGNED" || view.signedAt) return "Signed";
  if (view.status === "SENT" || view.sentAt) return "Sent";
  return "Draft";
}

/**
 * Whether the deposit is what is due now: there is one, nothing has been paid yet and it is less than
 * the whole. Once it is paid, what is due is the balance.
 */
export function depositDueNow(view: PublicProposalView): boolean {
  return view.depositCents > 0 && view.paidCents === 0 && view.depositCents < balanceCents(view);
}

export type PaymentOutcome = "success" | "cancelled";

/** The checkout's answer in the return address (?payment=success|cancelled), if any. */
export function paymentOutcome(search: string): PaymentOutcome | null {
  const value = new URLSearchParams(search).get("payment");
  return value === "success" || value === "cancelled" ? value : null;
}

/** The address without the checkout's answer, so that a reload or a shared link does not repeat it. */
export function withoutPaymentOutcome(href: string): string {
  const url = new URL(href);
  url.searchParams.delete("payment");
  return url.pathname + url.search + url.hash;
}

export type PaymentBanner = "received" | "confirming" | "cancelled";

/**
 * The banner after coming back from the checkout. "Payment received" only once the proposal shows money
 * received; until the payment provider confirms it (its webhook can land a moment after the redirect),
 * the page says it is confirming.
 */
export function paymentBanner(
  outcome: PaymentOutcome | null,
  view: PublicProposalView,
): PaymentBanner | null {
  if (outcome === "cancelled") return "cancelled";
  if (outcome === "success") return view.paidCents > 0 ? "received" : "confirming";
  return null;
}

/** Status colours: green for signed and paid, amber while waiting, red once expired. */
export type StatusTone = "success" | "warning" | "danger" | "secondary";

export function statusTone(view: PublicProposalView, label: string): StatusTone {
  if (view.isExpired && !isSignedView(view)) return "danger";
  if (label === "Signed" || label === "Paid" || label === "Deposit Paid") return "success";
  if (label === "Sent") return "warning";
  return "secondary";
}
