import { formatMoney } from "./currency.js";

/** Integer cents as US dollars; amounts of a studio or a proposal use formatMoney with their currency. */
export function formatCents(cents: number): string {
  return formatMoney(cents, "USD");
}
