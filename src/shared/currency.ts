/**
 * Currencies: which ones a studio may price in, how many digits their minor unit has, and amounts as
 * text. Every amount is stored as an integer of the currency's minor unit (cents for USD, whole yen for
 * JPY), whatever the column's `_cents` name says. Formatting is Intl.NumberFormat's, so no currency sign
 * is written by hand anywhere. No zod here: the public proposal page imports this module and stays small.
 */

export const SUPPORTED_CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "CAD",
  "AUD",
  "NZD",
  "CHF",
  "SEK",
  "NOK",
  "DKK",
  "JPY",
  "MXN",
] as const;
export type CurrencyCode = (typeof SUPPORTED_CURRENCIES)[number];

export const DEFAULT_CURRENCY: CurrencyCode = "USD";
export const CURRENCY_MESSAGE = `Currency must be one of ${SUPPORTED_CURRENCIES.join(", ")}`;

export function isSupportedCurrency(code: string): code is CurrencyCode {
  return (SUPPORTED_CURRENCIES as readonly string[]).includes(code);
}

// Building an Intl.NumberFormat costs far more than using one: one per locale and currency, kept.
const formats = new Map<string, Intl.NumberFormat>();

export function formatFor(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency });
    formats.set(key, format);
  }
  return format;
}

/** Digits of the currency's minor unit: 2 for USD and EUR, 0 for JPY. */
export function minorDigits(currency: string): number {
  return formatFor(currency, "en").resolvedOptions().maximumFractionDigits ?? 2;
}

/** 10 ** minorDigits: how many minor units make one major unit (100 for USD, 1 for JPY). */
export function minorPerMajor(currency: string): number {
  return 10 ** minorDigits(currency);
}

/** An amount in minor units as the currency writes it: (123450, "USD") -> "$1,234.50", (1200, "JPY") -> "¥1,200". */
export function formatMoney(minor: number, currency: string, locale = "en-US"): string {
  return formatFor(currency, locale).format(minor / minorPerMajor(currency));
}

/** Basis points as a percentage for people: 825 -> "8.25 %", 2000 -> "20 %". */
export function formatBasisPoints(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString("en-US", { maximumFractionDigits: 2 })} %`;
}
