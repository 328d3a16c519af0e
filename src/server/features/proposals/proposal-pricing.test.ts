/**
 * A studio's currency and tax, and how proposals are priced with them: settings validation, percentage
 * discounts, taxable lines, tax after the discount, a zero-decimal currency end to end, and proposals
 * keeping the rate they were priced with. Every figure below is worked out by hand in its comment.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../../shared/currency.js";
import type { TestCheckoutSession } from "../../../shared/payments.js";
import type { PhotographerSettings } from "../../../shared/photographer.js";
import type { Proposal } from "../../../shared/proposals.js";
import type { PublicProposalView } from "../../../shared/public-proposals.js";
import { estimates, photographers } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const api = (who: TestPhotographer) => as(ctx, who.cookie);
const anonymous = () => as(ctx, null);

async function studio(name: string, settings: Record<string, unknown> = {}) {
  const who = await createTestPhotographer(ctx, { businessName: name });
  if (Object.keys(settings).length > 0) {
    const res = await api(who).put("/api/photographer", settings);
    expect(res.statusCode, res.body).toBe(200);
  }
  return who;
}

async function clientOf(who: TestPhotographer) {
  const res = await api(who).post("/api/clients", {
    firstName: "Ana",
    lastName: "Ruiz",
    email: `${randomUUID().slice(0, 8)}@example.com`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

async function propose(who: TestPhotographer, extra: Record<string, unknown>) {
  const res = await api(who).post("/api/proposals", {
    title: "Ruiz Wedding",
    clientId: await clientOf(who),
    items: [{ name: "Full-day coverage", qty: 1, unitCents: 300_000 }],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Proposal;
}

const settingsOf = async (who: TestPhotographer) =>
  (await api(who).get("/api/photographer")).json() as PhotographerSettings;

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

describe("pricing a proposal", () => {
  it("keeps an existing USD studio's totals: 8.25 % of the subtotal, the discount after", async () => {
    const who = await studio("Unchanged");
    const p = await propose(who, {
      items: [
        { name: "Full-day coverage", qty: 1, unitCents: 350_000 },
        { name: "Engagement session", qty: 2, unitCents: 25_050 },
      ],
      discountCents: 10_000,
      depositPercent: 25,
    });
    // 400,100 subtotal; 8.25 % = 33,008.25 -> 33,008; 400,100 - 10,000 + 33,008 = 423,108; 25 % = 105,777.
    expect(p).toMatchObject({
      currency: "USD",
      subtotalCents: 400_100,
      discountCents: 10_000,
      discountPercentBasisPoints: null,
      taxCents: 33_008,
      totalCents: 423_108,
      depositCents: 105_777,
      taxRateBasisPoints: 825,
      taxBase: "SUBTOTAL",
      taxLabel: "Tax",
    });
    expect(p.items.map((i) => i.taxable)).toEqual([true, true]);
    expect((await api(who).get(`/api/proposals/${p.id}`)).json()).toMatchObject(p);
  });

  it("takes a percentage discount and leaves untaxed lines out of the tax", async () => {
    const who = await studio("Percent");
    const p = await propose(who, {
      items: [
        { name: "Coverage", qty: 1, unitCents: 400_001 },
        { name: "Venue fee (collected for the venue)", qty: 1, unitCents: 20_000, taxable: false },
      ],
      discountPercentBasisPoints: 1_250,
      // The client's own figures are ignored.
      subtotalCents: 1,
      taxCents: 1,
      totalCents: 1,
    });
    // Subtotal 420,001; 12.5 % = 52,500.125 -> 52,500. Tax on the taxable 400,001 only:
    // 8.25 % = 33,000.0825 -> 33,000. Total 420,001 - 52,500 + 33,000 = 400,501.
    expect(p).toMatchObject({
      subtotalCents: 420_001,
      discountCents: 52_500,
      discountPercentBasisPoints: 1_250,
      taxCents: 33_000,
      totalCents: 400_501,
    });
    expect(p.items.map((i) => i.taxable)).toEqual([true, false]);
  });

  it("taxes after the discount, sharing it over the taxable lines in proportion", async () => {
    const who = await studio("After discount", {
      currency: "GBP",
      taxRateBasisPoints: 2_000,
      taxLabel: "VAT",
      taxBase: "AFTER_DISCOUNT",
    });
    const p = await propose(who, {
      items: [
        { name: "Coverage", qty: 1, unitCents: 300_001 },
        { name: "Venue fee", qty: 1, unitCents: 100_000, taxable: false },
      ],
      discountCents: 50_001,
    });
    // Subtotal 400,001. The taxable lines' share of the discount: 50,001 x 300,001 / 400,001
    // = 37,500.84... -> 37,501; taxed 300,001 - 37,501 = 262,500; 20 % = 52,500.
    // Total 400,001 - 50,001 + 52,500 = 402,500.
    expect(p).toMatchObject({
      currency: "GBP",
      subtotalCents: 400_001,
      discountCents: 50_001,
      taxCents: 52_500,
      totalCents: 402_500,
      taxRateBasisPoints: 2_000,
      taxBase: "AFTER_DISCOUNT",
      taxLabel: "VAT",
    });
    const view = (await anonymous().get(`/api/public/proposals/${p.token}`)).json() as PublicProposalView;
    expect(view).toMatchObject({
      currency: "GBP",
      taxLabel: "VAT",
      taxRateBasisPoints: 2_000,
      taxBase: "AFTER_DISCOUNT",
      totalCents: 402_500,
    });
    expect(view.items.map((i) => i.taxable)).toEqual([true, false]);
  });

  it("refuses a discount given both ways with 400, creating and changing nothing", async () => {
    const who = await studio("Both discounts");
    const clientId = await clientOf(who);
    const both = {
      title: "Both",
      clientId,
      items: [{ name: "Coverage", qty: 1, unitCents: 100_000 }],
      discountCents: 1_000,
      discountPercentBasisPoints: 1_000,
    };
    const created = await api(who).post("/api/proposals", both);
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toMatch(/amount or as a percentage, not both/);
    const count = await ctx.database.db
      .select({ id: estimates.id })
      .from(estimates)
      .where(eq(estimates.clientId, clientId));
    expect(count).toHaveLength(0);

    const p = await propose(who, { discountCents: 1_000 });
    const updated = await api(who).put(`/api/proposals/${p.id}`, { ...both, title: "Changed" });
    expect(updated.statusCode).toBe(400);
    expect((await api(who).get(`/api/proposals/${p.id}`)).json()).toMatchObject(p);

    const tooMuch = await api(who).post("/api/proposals", {
      ...both,
      discountCents: undefined,
      discountPercentBasisPoints: 10_001,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toMatch(/between 0 and 100 percent/);
  });

  it("keeps a proposal's rate when the studio changes its own; new proposals take the new one", async () => {
    const who = await studio("Rate change");
    const before = await propose(who, { items: [{ name: "Coverage", qty: 1, unitCents: 100_000 }] });
    expect(before.totalCents).toBe(108_250);
    const changed = await api(who).put("/api/photographer", {
      taxRateBasisPoints: 2_000,
      taxBase: "AFTER_DISCOUNT",
      currency: "EUR",
    });
    expect(changed.statusCode).toBe(200);

    const again = (await api(who).get(`/api/proposals/${before.id}`)).json() as Proposal;
    expect(again).toMatchObject({ totalCents: 108_250, taxRateBasisPoints: 825, currency: "USD" });
    // An edit still prices at the proposal's own rate and base, and in its own currency.
    const edited = await api(who).put(`/api/proposals/${before.id}`, {
      title: "Ruiz Wedding",
      clientId: before.clientId,
      items: [{ name: "Coverage", qty: 1, unitCents: 100_000 }],
      discountCents: 10_000,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // 8.25 % of the subtotal 100,000 = 8,250; 100,000 - 10,000 + 8,250.
    expect(edited.json()).toMatchObject({ taxCents: 8_250, totalCents: 98_250, currency: "USD" });

    const after = await propose(who, {
      items: [{ name: "Coverage", qty: 1, unitCents: 100_000 }],
      discountCents: 10_000,
    });
    // 20 % of 90,000 (after the discount) = 18,000; 100,000 - 10,000 + 18,000.
    expect(after).toMatchObject({ currency: "EUR", taxCents: 18_000, totalCents: 108_000 });
  });
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
