/**
 * How proposals are priced with the studio's currency and tax: percentage discounts, taxable lines, tax
 * after the discount, and proposals keeping the rate they were priced with. Every figure below is worked
 * out by hand in its comment. The settings themselves and a zero-decimal currency are in
 * studio-currency.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Proposal } from "../../../shared/proposals.js";
import type { PublicProposalView } from "../../../shared/public-proposals.js";
import { estimates } from "../../db/schema/index.js";
import { anonymous, api, clientOf, ctx, propose, setUpPricing, studio } from "./proposal-pricing.fixture.js";

setUpPricing();

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
