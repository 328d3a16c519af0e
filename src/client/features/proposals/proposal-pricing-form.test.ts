import { describe, expect, it } from "vitest";
import { percentToBasisPoints } from "../../../shared/money-input";
import {
  draftToInput,
  draftTotals,
  emptyItem,
  newDraft,
  type ProposalDraft,
  validateDraft,
} from "./proposal-form";

const CLIENT = "7a1f3c2e-5b6d-4e8f-9a0b-1c2d3e4f5a6b";

function draft(overrides: Partial<ProposalDraft> = {}, pricing?: ProposalDraft["pricing"]): ProposalDraft {
  return {
    ...newDraft({ clientId: CLIENT }, pricing),
    title: "Tanaka Wedding",
    items: [
      { ...emptyItem(), name: "Coverage", qty: "1", unitPrice: "3000" },
      { ...emptyItem(), name: "Venue fee", qty: "1", unitPrice: "1000", taxable: false },
    ],
    ...overrides,
  };
}

describe("pricing in the proposal form", () => {
  it("reads a percentage with up to two decimals as basis points", () => {
    expect(percentToBasisPoints("12.5")).toBe(1_250);
    expect(percentToBasisPoints("8.25")).toBe(825);
    expect(percentToBasisPoints("8.255")).toBeUndefined();
    expect(percentToBasisPoints("abc")).toBeUndefined();
  });

  it("takes a percentage discount and leaves untaxed lines out, as the server does", () => {
    const d = draft({ discount: "10", discountMode: "percent" });
    // Subtotal 400,000; 10 % = 40,000; 8.25 % of the taxable 300,000 = 24,750.
    expect(draftTotals(d)).toMatchObject({ discountCents: 40_000, taxCents: 24_750, totalCents: 384_750 });
    const input = draftToInput(d);
    expect(input).toMatchObject({ discountPercentBasisPoints: 1_000 });
    expect(input).not.toHaveProperty("discountCents");
    expect(input.items.map((i) => i.taxable)).toEqual([true, false]);
    expect(validateDraft(d).ok).toBe(true);
  });

  it("prices in whole yen with the studio's rate and base", () => {
    const d = draft(
      { discount: "5000" },
      { currency: "JPY", taxRateBasisPoints: 1_000, taxBase: "AFTER_DISCOUNT", taxLabel: "消費税" },
    );
    // Items ¥3,000 and ¥1,000 (untaxed): a ¥5,000 discount is more than the subtotal.
    expect(validateDraft(d).ok).toBe(false);
    const ok = { ...d, discount: "400" };
    // Share of the discount on the taxable 3,000: 400 x 3,000 / 4,000 = 300; 10 % of 2,700 = 270.
    expect(draftTotals(ok)).toMatchObject({
      subtotalCents: 4_000,
      discountCents: 400,
      taxCents: 270,
      totalCents: 3_870,
    });
  });

  it("refuses a percentage over 100 with the schema's message", () => {
    const result = validateDraft(draft({ discount: "150", discountMode: "percent" }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.discountPercentBasisPoints).toMatch(/between 0 and 100 percent/);
  });
});
