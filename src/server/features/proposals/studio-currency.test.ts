/**
 * A studio's currency and tax settings (defaults, validation, what is stored), and a zero-decimal
 * currency end to end: priced, shown, charged, earned and exported in whole yen. Every figure below is
 * worked out by hand in its comment.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../../../shared/currency.js";
import type { TestCheckoutSession } from "../../../shared/payments.js";
import type { PublicProposalView } from "../../../shared/public-proposals.js";
import { estimates, photographers } from "../../db/schema/index.js";
import {
  anonymous,
  api,
  ctx,
  propose,
  settingsOf,
  setUpPricing,
  studio,
} from "./proposal-pricing.fixture.js";

setUpPricing();

describe("studio currency and tax settings", () => {
  it("starts every studio in US dollars at 8.25 % tax on the subtotal", async () => {
    const who = await studio("Defaults");
    expect(await settingsOf(who)).toMatchObject({
      currency: "USD",
      taxRateBasisPoints: 825,
      taxLabel: "Tax",
      taxBase: "SUBTOTAL",
      platformFeePercent: 500,
    });
  });

  it("round-trips currency, rate, a trimmed label and the tax base", async () => {
    const who = await studio("Round trip");
    const res = await api(who).put("/api/photographer", {
      currency: "GBP",
      taxRateBasisPoints: 2000,
      taxLabel: "  VAT ",
      taxBase: "AFTER_DISCOUNT",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await settingsOf(who)).toMatchObject({
      currency: "GBP",
      taxRateBasisPoints: 2000,
      taxLabel: "VAT",
      taxBase: "AFTER_DISCOUNT",
    });
  });

  const refusals: [string, Record<string, unknown>, RegExp][] = [
    ["an unknown currency", { currency: "XYZ" }, /Currency must be one of/],
    ["a lower-case currency", { currency: "usd" }, /Currency must be one of/],
    ["a rate of 3001", { taxRateBasisPoints: 3001 }, /between 0 and 30 percent/],
    ["a negative rate", { taxRateBasisPoints: -1 }, /between 0 and 30 percent/],
    ["a rate in fractions of a basis point", { taxRateBasisPoints: 8.5 }, /whole basis points/],
    ["an empty label", { taxLabel: "   " }, /Tax label is required/],
    ["a label of 21 characters", { taxLabel: "x".repeat(21) }, /at most 20 characters/],
    ["another tax base", { taxBase: "TOTAL" }, /SUBTOTAL or AFTER_DISCOUNT/],
    ["a good currency with a bad rate", { currency: "EUR", taxRateBasisPoints: 3001 }, /30 percent/],
  ];
  for (const [what, body, message] of refusals) {
    it(`refuses ${what} with 400 and changes nothing`, async () => {
      const who = await studio(`Refuses ${what}`);
      const before = await settingsOf(who);
      const res = await api(who).put("/api/photographer", body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(await settingsOf(who)).toEqual(before);
    });
  }
});

describe("a zero-decimal currency (JPY)", () => {
  it("prices, shows and charges whole yen end to end", async () => {
    const who = await studio("Tokyo Light", { currency: "JPY" });
    const p = await propose(who, {
      items: [
        { name: "撮影 full day", qty: 1, unitCents: 123_457 },
        { name: "Venue fee", qty: 1, unitCents: 10_000, taxable: false },
      ],
      discountPercentBasisPoints: 333,
      depositPercent: 30,
    });
    // Subtotal ¥133,457; 3.33 % = 4,444.1181 -> ¥4,444. Tax 8.25 % of the taxable ¥123,457
    // = 10,185.2025 -> ¥10,185. Total 133,457 - 4,444 + 10,185 = ¥139,198; 30 % = 41,759.4 -> ¥41,759.
    expect(p).toMatchObject({
      currency: "JPY",
      subtotalCents: 133_457,
      discountCents: 4_444,
      taxCents: 10_185,
      totalCents: 139_198,
      depositCents: 41_759,
    });
    expect(formatMoney(p.totalCents, p.currency)).toBe("¥139,198");

    const view = (await anonymous().get(`/api/public/proposals/${p.token}`)).json() as PublicProposalView;
    expect(view).toMatchObject({ currency: "JPY", totalCents: 139_198, taxLabel: "Tax" });
    const signed = await anonymous().post(`/api/public/proposals/${p.token}/sign`, {
      signedByName: "Ana Ruiz",
      signedByEmail: "ana@example.com",
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const pay = await anonymous().post(`/api/public/proposals/${p.token}/pay`, { mode: "DEPOSIT" });
    expect(pay.statusCode, pay.body).toBe(200);
    const sessionId = (pay.json().url as string).split("/").pop()!;
    const session = (await anonymous().get(`/api/test-checkout/${sessionId}`)).json() as TestCheckoutSession;
    expect(session).toMatchObject({ currency: "JPY", amountCents: 41_759 });
    const paid = await anonymous().post(`/api/test-checkout/${sessionId}/pay`, {
      cardNumber: "4242 4242 4242 4242",
      expiry: "12 / 34",
      cvc: "123",
      name: "Ana Ruiz",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const earnings = (await api(who).get("/api/stripe-connect/earnings")).json() as {
      totalAmountCents: number;
      platformFeeCents: number;
      currency: string;
    }[];
    // 5 % of ¥41,759 = 2,087.95 -> ¥2,088.
    expect(earnings[0]).toMatchObject({ totalAmountCents: 41_759, platformFeeCents: 2_088, currency: "JPY" });
    // The report's CSV writes yen without decimals: 41,759 yen is "41759", not "417.59".
    const csv = (await api(who).get("/api/reports/export")).body;
    expect(csv).toMatch(/\r\nTotal Revenue,41759\r\n/);
  });

  it("stores the studio's currency on the row, not only in the answer", async () => {
    const who = await studio("Zurich", { currency: "CHF" });
    const p = await propose(who, {});
    const [row] = await ctx.database.db
      .select({ currency: estimates.currency })
      .from(estimates)
      .where(eq(estimates.id, p.id));
    expect(row?.currency).toBe("CHF");
    const [studioRow] = await ctx.database.db
      .select({ currency: photographers.currency })
      .from(photographers)
      .where(eq(photographers.id, who.photographerId));
    expect(studioRow?.currency).toBe("CHF");
  });
});
