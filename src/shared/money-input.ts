/**
 * Money typed into a form: a price field's characters, a typed amount to minor units and back, a
 * percentage to basis points, the currency's sign for an input's prefix. Apart from currency.ts so that
 * pages that only show amounts (the public proposal page) do not carry the form helpers.
 */
import { formatFor, minorDigits, minorPerMajor } from "./currency.js";

/** The currency's sign alone, for an input's prefix: "$", "€", "¥", "CHF". */
export function currencySymbol(currency: string, locale = "en-US"): string {
  return (
    formatFor(currency, locale)
      .formatToParts(0)
      .find((part) => part.type === "currency")?.value ?? currency
  );
}

/** A price field: keeps digits and, when the currency has a minor unit, the first decimal point. */
export function sanitizeMoneyInput(text: string, currency: string): string {
  const decimals = minorDigits(currency) > 0;
  let seenPoint = false;
  let out = "";
  for (const ch of text) {
    if (ch >= "0" && ch <= "9") out += ch;
    else if (ch === "." && decimals && !seenPoint) {
      seenPoint = true;
      out += ch;
    }
  }
  return out;
}

/**
 * A typed amount to minor units, rounded half up: ("12.5", "USD") -> 1250, ("1,200", "JPY") -> 1200,
 * ("1200.6", "JPY") -> 1201. Group separators and signs are ignored; empty is 0.
 */
export function parseMoney(text: string, currency: string): number {
  const digits = minorDigits(currency);
  let clean = "";
  let seenPoint = false;
  for (const ch of text) {
    if (ch >= "0" && ch <= "9") clean += ch;
    else if (ch === "." && !seenPoint) {
      seenPoint = true;
      clean += ch;
    }
  }
  if (clean === "" || clean === ".") return 0;
  const [whole = "", fraction = ""] = clean.split(".");
  const minor =
    Number(whole || "0") * 10 ** digits + Number(fraction.padEnd(digits, "0").slice(0, digits) || "0");
  const rest = fraction.slice(digits);
  return rest !== "" && rest[0]! >= "5" ? minor + 1 : minor;
}

/** Minor units as a plain amount for an input: (123450, "USD") -> "1234.50", (1200, "JPY") -> "1200". */
export function minorToInput(minor: number, currency: string): string {
  return (minor / minorPerMajor(currency)).toFixed(minorDigits(currency));
}

/** A percentage as typed ("10", "12.5", "8.25") to basis points; undefined when it has more than two decimals or isn't one. */
export function percentToBasisPoints(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{0,2})?$|^\.\d{1,2}$/.test(trimmed)) return undefined;
  const [whole = "", fraction = ""] = trimmed.split(".");
  return Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
}
