/** Labels, colours and sums for the earnings screen, kept apart from the markup so each stays short. */
import type { BadgeProps } from "@/components/ui/badge";
import { formatMoney, minorPerMajor } from "../../../shared/currency";
import type { Earning, EarningStatus, PayoutView, RevenueReceived } from "../../../shared/payments";

type Variant = NonNullable<BadgeProps["variant"]>;

/** DESIGN's status colours: green once the money has landed, amber while it waits, red when it did not. */
export const EARNING_STATUS_DISPLAY: Record<EarningStatus, { label: string; variant: Variant }> = {
  pending: { label: "Pending", variant: "warning" },
  transferred: { label: "Transferred", variant: "info" },
  paid: { label: "Paid", variant: "success" },
  failed: { label: "Failed", variant: "danger" },
  cancelled: { label: "Cancelled", variant: "danger" },
};

export function payoutMethodLabel(payout: Pick<PayoutView, "isInstant">): string {
  return payout.isInstant ? "Instant" : "Standard";
}

/** What the photographer has actually earned: money that never arrived does not count. */
export function totalEarnedCents(earnings: readonly Earning[]): number {
  return earnings.reduce(
    (sum, e) => (e.status === "failed" || e.status === "cancelled" ? sum : sum + e.photographerEarningsCents),
    0,
  );
}

const paymentsWord = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "payment" : "payments"}`;

/**
 * The line under Total Earned: what it is after, and the revenue it comes from (money received less
 * refunds, the figure the dashboard and the reports show), or, while that is not to be had, how many
 * earnings it adds up.
 */
export function totalEarnedHint(
  earnings: readonly Earning[],
  revenue: RevenueReceived | null,
  money: (minor: number) => string = (minor) => formatMoney(minor, "USD"),
): string {
  if (revenue) {
    return `After platform fees, of ${money(revenue.receivedCents)} received in ${paymentsWord(revenue.payments)}`;
  }
  const count = earnings.filter((e) => e.status !== "failed" && e.status !== "cancelled").length;
  return `After platform fees, from ${paymentsWord(count)}`;
}

/**
 * A typed amount in minor units of the currency (cents, or whole yen), or null while the text is not a
 * positive amount; rounded the way payoutAmountProblem checks it, so the figures shown match what is sent.
 */
export function dollarsToCents(text: string, currency = "USD"): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const amount = Number(trimmed);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return Math.round(amount * minorPerMajor(currency));
}
