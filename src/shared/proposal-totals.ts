/**
 * A proposal's money rules, pure and integer-only, so that the form shows exactly what the server stores:
 * the server recomputes every figure from the items and never trusts a total sent by a browser. Imported
 * through ./proposals.ts, which re-exports them.
 */
import { type TaxBase, taxedAmountCents } from "./tax.js";

/** The tax every studio had before studios set their own: 8.25 % of the subtotal, in basis points. */
export const TAX_RATE_BASIS_POINTS = 825;
export const TAX_RATE_LABEL = "8.25%";

export const MAX_TAX_RATE_BASIS_POINTS = 3000;

/** n / d rounded to the nearest integer, halves away from zero: integer arithmetic, exact for cents. */
export function divideRounded(n: number, d: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(d) || d <= 0) throw new RangeError("integers only");
  const sign = n < 0 ? -1 : 1;
  const abs = Math.abs(n);
  const q = Math.floor(abs / d);
  return sign * (abs - q * d >= d - (abs - q * d) ? q + 1 : q);
}

export function lineTotalCents(qty: number, unitCents: number): number {
  return qty * unitCents;
}

/** Tax on an amount at a rate in basis points, rounded half up to the minor unit. */
export function taxCentsFor(amountCents: number, rateBasisPoints = TAX_RATE_BASIS_POINTS): number {
  return divideRounded(amountCents * rateBasisPoints, 10_000);
}

/** A percentage discount of the subtotal, rounded half up to the minor unit. */
export function percentDiscountCents(subtotalCents: number, basisPoints: number): number {
  return divideRounded(subtotalCents * basisPoints, 10_000);
}

export function depositCentsFor(totalCents: number, depositPercent: number | null | undefined): number {
  if (!depositPercent) return 0;
  return divideRounded(totalCents * depositPercent, 100);
}

export interface Totals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
  depositPercent: number | null;
  depositCents: number;
}

/** How a proposal is priced besides its items: kept on the proposal, so a studio's later change moves nothing. */
export interface Pricing {
  discountPercentBasisPoints: number | null;
  taxRateBasisPoints: number;
  taxBase: TaxBase;
}

export type PricedTotals = Totals & Pricing;

/** A discount as an amount in minor units, or as a percentage of the subtotal in basis points. */
export type Discount = number | { cents: number } | { percentBasisPoints: number };

export interface TaxSettings {
  taxRateBasisPoints: number;
  taxBase: TaxBase;
}

export const DEFAULT_TAX: TaxSettings = { taxRateBasisPoints: TAX_RATE_BASIS_POINTS, taxBase: "SUBTOTAL" };

/**
 * Total = subtotal - discount + tax. The discount is taken from the subtotal (a percentage one is
 * subtotal x rate, rounded half up). The tax is the rate on the taxable items' sum (SUBTOTAL), or, with
 * AFTER_DISCOUNT, on that sum less its proportional share of the discount (discount x taxable sum /
 * subtotal, rounded half up). The deposit is total x percent, rounded. Integers only; in minor units of
 * the proposal's currency (whole yen for JPY, so nothing changes for zero-decimal currencies).
 */
export function computeTotals(
  items: readonly { qty: number; unitCents: number; taxable?: boolean }[],
  discount: Discount = 0,
  depositPercent: number | null = null,
  tax: TaxSettings = DEFAULT_TAX,
): PricedTotals {
  const subtotalCents = items.reduce((sum, item) => sum + lineTotalCents(item.qty, item.unitCents), 0);
  const percent =
    typeof discount === "object" && "percentBasisPoints" in discount ? discount.percentBasisPoints : null;
  let discountCents: number;
  if (percent !== null) discountCents = percentDiscountCents(subtotalCents, percent);
  else if (typeof discount === "number") discountCents = discount;
  else discountCents = "cents" in discount ? discount.cents : 0;
  const taxCents = taxCentsFor(taxedAmountCents(items, discountCents, tax.taxBase), tax.taxRateBasisPoints);
  const totalCents = subtotalCents - discountCents + taxCents;
  return {
    subtotalCents,
    discountCents,
    taxCents,
    totalCents,
    depositPercent,
    depositCents: depositCentsFor(totalCents, depositPercent),
    discountPercentBasisPoints: percent,
    taxRateBasisPoints: tax.taxRateBasisPoints,
    taxBase: tax.taxBase,
  };
}

/** The price field: keeps digits and the first decimal point, drops everything else. */
export function sanitizePriceInput(text: string): string {
  let seenPoint = false;
  let out = "";
  for (const ch of text) {
    if (ch >= "0" && ch <= "9") out += ch;
    else if (ch === "." && !seenPoint) {
      seenPoint = true;
      out += ch;
    }
  }
  return out;
}

/** Dollars as typed ("12", "12.5", ".999", "") to cents, rounded half up; empty is 0. */
export function dollarsToCents(text: string): number {
  const clean = sanitizePriceInput(text);
  if (clean === "" || clean === ".") return 0;
  const [whole = "", fraction = ""] = clean.split(".");
  const cents = Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
  const rest = fraction.slice(2);
  return rest !== "" && rest[0]! >= "5" ? cents + 1 : cents;
}

/** Cents as a plain two-decimal amount for an input: 123450 -> "1234.50". */
export function centsToInput(cents: number): string {
  return (cents / 100).toFixed(2);
}
