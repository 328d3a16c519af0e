import { describe, expect, it } from "vitest";
import {
  formatBasisPoints,
  formatMoney,
  isSupportedCurrency,
  minorDigits,
  SUPPORTED_CURRENCIES,
} from "./currency.js";
import { formatCents } from "./money.js";
import { currencySymbol, minorToInput, parseMoney } from "./money-input.js";

describe("currencies", () => {
  it("takes the minor unit's digits from Intl: two for most, none for the yen", () => {
    expect(minorDigits("USD")).toBe(2);
    expect(minorDigits("EUR")).toBe(2);
    expect(minorDigits("JPY")).toBe(0);
    for (const code of ["USD", "EUR", "GBP", "CAD", "AUD", "NZD", "CHF", "SEK", "JPY"]) {
      expect(SUPPORTED_CURRENCIES).toContain(code);
    }
    expect(isSupportedCurrency("XYZ")).toBe(false);
  });

  it("formats minor units in the currency's own way", () => {
    expect(formatMoney(123_450, "USD")).toBe("$1,234.50");
    expect(formatMoney(123_450, "EUR")).toBe("€1,234.50");
    expect(formatMoney(123_450, "GBP")).toBe("£1,234.50");
    expect(formatMoney(1_200, "JPY")).toBe("¥1,200");
    expect(formatMoney(123_450, "EUR", "de-DE")).toBe("1.234,50\u00a0€");
    expect(formatCents(5)).toBe("$0.05");
    expect(currencySymbol("JPY")).toBe("¥");
  });

  it("reads a typed amount into minor units, rounding half up", () => {
    expect(parseMoney("12.5", "USD")).toBe(1_250);
    expect(parseMoney("1,234.567", "USD")).toBe(123_457);
    expect(parseMoney("1,234.564", "USD")).toBe(123_456);
    expect(parseMoney("", "USD")).toBe(0);
    expect(parseMoney("1,200", "JPY")).toBe(1_200);
    expect(parseMoney("¥1,200.5", "JPY")).toBe(1_201);
    expect(parseMoney("1200.4", "JPY")).toBe(1_200);
    expect(minorToInput(123_450, "USD")).toBe("1234.50");
    expect(minorToInput(1_200, "JPY")).toBe("1200");
  });

  it("writes basis points as a percentage", () => {
    expect(formatBasisPoints(825)).toBe("8.25 %");
    expect(formatBasisPoints(2_000)).toBe("20 %");
  });
});
