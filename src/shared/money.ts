const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** Integer cents as US dollars with two decimals: 123450 -> "$1,234.50". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}
