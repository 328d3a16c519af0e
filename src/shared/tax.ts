/**
 * The tax line of a proposal: what the tax is computed on and how the line reads. Pure and without zod,
 * so that the public proposal page can say it too without growing.
 */
import { formatBasisPoints } from "./currency.js";

/** What the tax is computed on: the taxable items' sum, or that sum less its share of the discount. */
export const TAX_BASES = ["SUBTOTAL", "AFTER_DISCOUNT"] as const;
export type TaxBase = (typeof TAX_BASES)[number];

/** a * b / d rounded half up, through BigInt: a product of two amounts can pass 2^53. */
export function mulDivRounded(a: number, b: number, d: number): number {
  const n = BigInt(a) * BigInt(b);
  const big = BigInt(d);
  const q = n / big;
  return Number(n - q * big >= big - (n - q * big) ? q + 1n : q);
}

/** What the tax line says: "8.25 % tax on $4,300.00", or "20 % VAT on £3,600.00" with the studio's label. */
export function taxLineLabel(
  p: { taxRateBasisPoints: number; taxLabel: string },
  taxedCents: number,
  format: (minor: number) => string,
): string {
  const rate = formatBasisPoints(p.taxRateBasisPoints);
  const label = p.taxLabel === "Tax" ? "tax" : p.taxLabel;
  return `${rate} ${label} on ${format(taxedCents)}`;
}

/** The amount the tax was computed on, from the stored figures (for the tax line). */
export function taxedAmountCents(
  items: readonly { qty: number; unitCents: number; taxable?: boolean }[],
  discountCents: number,
  taxBase: TaxBase,
): number {
  let subtotal = 0;
  let taxable = 0;
  for (const item of items) {
    const line = item.qty * item.unitCents;
    subtotal += line;
    if (item.taxable !== false) taxable += line;
  }
  if (taxBase !== "AFTER_DISCOUNT" || subtotal === 0 || discountCents <= 0) return taxable;
  return Math.max(0, taxable - mulDivRounded(discountCents, taxable, subtotal));
}
