import { describe, expect, it } from "vitest";
import { priceToCents } from "./packages.js";
import {
  centsToInput,
  computeTotals,
  depositCentsFor,
  divideRounded,
  dollarsToCents,
  isExpired,
  itemsFromPackage,
  type ProposalListItem,
  proposalInputSchema,
  proposalStats,
  proposalStatusLabel,
  sanitizePriceInput,
  taxCentsFor,
} from "./proposals.js";

describe("money arithmetic", () => {
  it("rounds halves away from zero with integers only", () => {
    expect(divideRounded(5, 10)).toBe(1);
    expect(divideRounded(4, 10)).toBe(0);
    expect(divideRounded(15, 10)).toBe(2);
    expect(divideRounded(-15, 10)).toBe(-2);
    expect(() => divideRounded(1.5, 10)).toThrow();
  });

  it("taxes 8.25% of the subtotal, rounding the half cent up", () => {
    expect(taxCentsFor(0)).toBe(0);
    expect(taxCentsFor(10_000)).toBe(825);
    // 200 x 8.25% = 16.5 cents exactly: a half cent rounds up.
    expect(taxCentsFor(200)).toBe(17);
    // 199 x 8.25% = 16.4175 -> 16; 201 -> 16.5825 -> 17.
    expect(taxCentsFor(199)).toBe(16);
    expect(taxCentsFor(201)).toBe(17);
    // Where a float would drift: 1,000,000.01 dollars.
    expect(taxCentsFor(100_000_001)).toBe(8_250_000);
  });

  it("computes total = subtotal - discount + tax, and the deposit of the total", () => {
    const totals = computeTotals(
      [
        { qty: 2, unitCents: 150_000 },
        { qty: 1, unitCents: 49_999 },
      ],
      10_000,
      30,
    );
    expect(totals.subtotalCents).toBe(349_999);
    // Tax is on the subtotal, before the discount.
    expect(totals.taxCents).toBe(28_875); // 28,874.9175
    expect(totals.totalCents).toBe(368_874);
    expect(totals.depositCents).toBe(110_662); // 110,662.2
  });

  it("rounds a half-cent deposit up and gives no deposit without a percent", () => {
    expect(depositCentsFor(1_001, 50)).toBe(501); // 500.5
    expect(depositCentsFor(999, 50)).toBe(500); // 499.5
    expect(depositCentsFor(10_000, null)).toBe(0);
    expect(depositCentsFor(10_000, 0)).toBe(0);
    expect(depositCentsFor(10_000, 100)).toBe(10_000);
  });
});

describe("price input", () => {
  it("keeps digits and the first decimal point only", () => {
    expect(sanitizePriceInput("$1,234.5.6a")).toBe("1234.56");
    expect(sanitizePriceInput("..5")).toBe(".5");
    expect(sanitizePriceInput("abc")).toBe("");
  });

  it("turns dollars into cents, empty into 0, rounding the third decimal half up", () => {
    expect(dollarsToCents("")).toBe(0);
    expect(dollarsToCents(".")).toBe(0);
    expect(dollarsToCents("12")).toBe(1_200);
    expect(dollarsToCents("12.5")).toBe(1_250);
    expect(dollarsToCents("0.015")).toBe(2);
    expect(dollarsToCents("0.014")).toBe(1);
    expect(dollarsToCents("1.005")).toBe(101); // a float would say 100.49999
    expect(dollarsToCents("2,500.99")).toBe(250_099);
    expect(centsToInput(250_099)).toBe("2500.99");
  });

  it("reads a package price with two decimals, rounding to cents", () => {
    expect(priceToCents("1.15")).toBe(115);
    expect(priceToCents("2500")).toBe(250_000);
    expect(priceToCents(".5")).toBe(50);
    expect(priceToCents("1.234")).toBeNull();
    expect(priceToCents("abc")).toBeNull();
  });
});

describe("package import", () => {
  it("replaces the items with one package line then the package's items", () => {
    const items = itemsFromPackage({
      id: "p",
      name: "Gold Collection",
      basePriceCents: 450_000,
      items: [
        { name: "Second shooter", description: null, qty: 1, unitCents: 0 },
        { name: "Album", description: "12x12, 30 pages", qty: 2, unitCents: 60_000 },
      ],
    });
    expect(items).toEqual([
      {
        name: "Gold Collection",
        description: "Complete package - Gold Collection",
        qty: 1,
        unitCents: 450_000,
      },
      { name: "Second shooter", description: undefined, qty: 1, unitCents: 0 },
      { name: "Album", description: "12x12, 30 pages", qty: 2, unitCents: 60_000 },
    ]);
    expect(computeTotals(items).subtotalCents).toBe(570_000);
  });

  it("carries the package's own description into its line", () => {
    const pkg = {
      id: "p",
      name: "Gold Collection",
      basePriceCents: 450_000,
      items: [{ name: "Album", description: "12x12, 30 pages", qty: 1, unitCents: 60_000 }],
    };
    const [line] = itemsFromPackage({ ...pkg, description: "  Eight hours, two photographers.  " });
    expect(line).toMatchObject({ name: "Gold Collection", description: "Eight hours, two photographers." });
    // A package without one (or with only spaces) still says what the line is.
    expect(itemsFromPackage({ ...pkg, description: "   " })[0]!.description).toBe(
      "Complete package - Gold Collection",
    );
  });
});

describe("proposal form rules", () => {
  const valid = {
    title: "Wedding",
    clientId: "00000000-0000-4000-8000-000000000001",
    items: [{ name: "Coverage", qty: 1, unitCents: 100 }],
  };
  const firstMessage = (body: unknown) => {
    const result = proposalInputSchema.safeParse(body);
    return result.success ? null : result.error.issues[0]!.message;
  };

  it("gives the expected messages", () => {
    expect(firstMessage({ ...valid, title: "  " })).toBe("Title is required");
    expect(firstMessage({ ...valid, clientId: "" })).toBe("Client is required");
    expect(firstMessage({ ...valid, items: [] })).toBe("At least one item is required");
    expect(firstMessage({ ...valid, items: [{ name: " ", qty: 1, unitCents: 1 }] })).toBe(
      "Item name is required",
    );
    expect(firstMessage({ ...valid, items: [{ name: "a", qty: 0, unitCents: 1 }] })).toBe(
      "Quantity must be at least 1",
    );
    expect(firstMessage({ ...valid, items: [{ name: "a", qty: 1, unitCents: -1 }] })).toBe(
      "Unit price must be positive",
    );
    expect(firstMessage({ ...valid, depositPercent: 101 })).toBe("Deposit must be between 0 and 100 percent");
    expect(firstMessage({ ...valid, discountCents: 101 })).toBe("Discount cannot be more than the subtotal");
    expect(firstMessage({ ...valid, validUntil: "" })).toBeNull();
  });
});

describe("status and stats", () => {
  const row = (over: Partial<ProposalListItem>) =>
    ({ status: "DRAFT", sentAt: null, signedAt: null, totalCents: 100, ...over }) as ProposalListItem;

  it("labels Draft, Sent and Signed as the status list says", () => {
    expect(proposalStatusLabel(row({}))).toBe("Draft");
    expect(proposalStatusLabel(row({ sentAt: "2026-01-01T00:00:00Z" }))).toBe("Sent");
    expect(proposalStatusLabel(row({ status: "SIGNED", signedAt: "x" }))).toBe("Signed");
  });

  it("counts pending approval as sent proposals still in DRAFT", () => {
    const stats = proposalStats([
      row({}),
      row({ sentAt: "x" }),
      row({ sentAt: "x", status: "SIGNED", signedAt: "y", totalCents: 500 }),
    ]);
    expect(stats).toEqual({ total: 3, sent: 2, totalValueCents: 700, signed: 1, pendingApproval: 1 });
  });

  it("expires the day after the validity date", () => {
    expect(isExpired("2026-11-22", "2026-11-22")).toBe(false);
    expect(isExpired("2026-11-21", "2026-11-22")).toBe(true);
    expect(isExpired(null, "2026-11-22")).toBe(false);
  });
});

describe("pricing: percentage discounts, taxable lines, the tax base", () => {
  const lines = [
    { qty: 1, unitCents: 300_001 },
    { qty: 1, unitCents: 100_000, taxable: false },
  ];

  it("keeps the old figures by default: 8.25 % of every line, before the discount", () => {
    const totals = computeTotals([{ qty: 2, unitCents: 150_000 }], 10_000);
    // 300,000 x 8.25 % = 24,750; 300,000 - 10,000 + 24,750.
    expect(totals).toMatchObject({ taxCents: 24_750, totalCents: 314_750, taxRateBasisPoints: 825 });
  });

  it("rounds a percentage discount half up", () => {
    // 200,001 x 12.5 % = 25,000.125 -> 25,000; 200,004 x 12.5 % = 25,000.5 -> 25,001.
    expect(computeTotals([{ qty: 1, unitCents: 200_001 }], { percentBasisPoints: 1_250 }).discountCents).toBe(
      25_000,
    );
    expect(computeTotals([{ qty: 1, unitCents: 200_004 }], { percentBasisPoints: 1_250 }).discountCents).toBe(
      25_001,
    );
  });

  it("taxes only the taxable lines on the subtotal base", () => {
    const totals = computeTotals(lines, 50_001, null, { taxRateBasisPoints: 2_000, taxBase: "SUBTOTAL" });
    // 20 % of 300,001 = 60,000.2 -> 60,000; 400,001 - 50,001 + 60,000.
    expect(totals).toMatchObject({ subtotalCents: 400_001, taxCents: 60_000, totalCents: 410_000 });
  });

  it("after the discount, takes the taxable lines' share of it off, rounded half up", () => {
    const totals = computeTotals(lines, 50_001, null, {
      taxRateBasisPoints: 2_000,
      taxBase: "AFTER_DISCOUNT",
    });
    // Share 50,001 x 300,001 / 400,001 = 37,500.84 -> 37,501; 20 % of 262,500 = 52,500.
    expect(totals).toMatchObject({ taxCents: 52_500, totalCents: 402_500 });
    // Share exactly half a cent: 3 x 1 / 2 = 1.5 -> 2; taxed 1 - 2 can't go below 0.
    const half = computeTotals(
      [
        { qty: 1, unitCents: 1 },
        { qty: 1, unitCents: 1, taxable: false },
      ],
      1,
      null,
      { taxRateBasisPoints: 1_000, taxBase: "AFTER_DISCOUNT" },
    );
    expect(half.taxCents).toBe(0);
    // 10 taxable of 20, discount 5: share 2.5 -> 3; taxed 7; 10 % = 0.7 -> 1.
    const share = computeTotals(
      [
        { qty: 1, unitCents: 10 },
        { qty: 1, unitCents: 10, taxable: false },
      ],
      5,
      null,
      { taxRateBasisPoints: 1_000, taxBase: "AFTER_DISCOUNT" },
    );
    expect(share).toMatchObject({ taxCents: 1, totalCents: 16 });
  });

  it("works in whole yen, with no minor unit to round to", () => {
    const totals = computeTotals(
      [
        { qty: 1, unitCents: 123_457 },
        { qty: 1, unitCents: 10_000, taxable: false },
      ],
      { percentBasisPoints: 333 },
      30,
    );
    // 133,457 x 3.33 % = 4,444.12 -> 4,444; 8.25 % of 123,457 = 10,185.2 -> 10,185; total 139,198.
    expect(totals).toMatchObject({
      discountCents: 4_444,
      taxCents: 10_185,
      totalCents: 139_198,
      depositCents: 41_759,
    });
  });

  it("keeps the products exact past 2^53", () => {
    const big = computeTotals(
      [
        { qty: 1, unitCents: 999_999_999 },
        { qty: 1, unitCents: 1, taxable: false },
      ],
      999_999_999,
      null,
      { taxRateBasisPoints: 1_000, taxBase: "AFTER_DISCOUNT" },
    );
    // Share 999,999,999 x 999,999,999 / 1,000,000,000 = 999,999,998.000000001 -> 999,999,998; taxed 1.
    expect(big.taxCents).toBe(0);
  });

  it("refuses a discount given both ways", () => {
    const parsed = proposalInputSchema.safeParse({
      title: "T",
      clientId: "0b9d7a43-7c0d-4a53-9a2f-3d3c9c7c3c11",
      items: [{ name: "A", qty: 1, unitCents: 100 }],
      discountCents: 10,
      discountPercentBasisPoints: 100,
    });
    expect(parsed.success).toBe(false);
  });
});
