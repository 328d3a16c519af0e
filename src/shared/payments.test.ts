import { describe, expect, it } from "vitest";
import {
  canRequestPayout,
  createPayoutInputSchema,
  normalizeEarningStatus,
  paymentAccountLabel,
  payoutAmountProblem,
  payoutFeeCents,
  platformFeeCents,
  splitPayment,
} from "./payments";

describe("platform fee (basis points, whole cents)", () => {
  it("takes 500 basis points as 5.00%", () => {
    expect(platformFeeCents(100_000, 500)).toBe(5_000);
    expect(splitPayment(112_450, 500)).toEqual({
      totalAmountCents: 112_450,
      platformFeeCents: 5_623, // 5,622.5 rounds half up
      photographerEarningsCents: 106_827,
    });
  });

  it("rounds half a cent up and less than half down", () => {
    expect(platformFeeCents(10, 500)).toBe(1); // 0.5 -> 1
    expect(platformFeeCents(9, 500)).toBe(0); // 0.45 -> 0
    expect(platformFeeCents(30, 250)).toBe(1); // 0.75 -> 1
    expect(platformFeeCents(1, 4_999)).toBe(0); // 0.4999 -> 0
  });

  it("never takes more than the amount nor anything from nothing", () => {
    expect(platformFeeCents(0, 500)).toBe(0);
    expect(platformFeeCents(1_000, 0)).toBe(0);
    expect(platformFeeCents(1_000, 20_000)).toBe(1_000);
    const { platformFeeCents: fee, photographerEarningsCents: net } = splitPayment(99_999, 500);
    expect(fee + net).toBe(99_999);
    expect(Number.isInteger(fee) && Number.isInteger(net)).toBe(true);
  });

  it("charges 1% for instant payouts and nothing for standard ones", () => {
    expect(payoutFeeCents(50_000, "instant")).toBe(500);
    expect(payoutFeeCents(50_050, "instant")).toBe(501); // 500.5 -> 501
    expect(payoutFeeCents(50_000, "standard")).toBe(0);
  });
});

describe("payout request", () => {
  it("gives the expected messages in the dialog", () => {
    expect(payoutAmountProblem("", 10_000)).toEqual({
      title: "Invalid Amount",
      description: "Please enter a valid payout amount.",
    });
    expect(payoutAmountProblem("-5", 10_000)?.title).toBe("Invalid Amount");
    expect(payoutAmountProblem("abc", 10_000)?.title).toBe("Invalid Amount");
    expect(payoutAmountProblem("100.01", 10_000)).toEqual({
      title: "Insufficient Balance",
      description: "You can only request up to $100.00.",
    });
    expect(payoutAmountProblem("100", 10_000)).toBeNull();
    expect(payoutAmountProblem("99.995", 10_000)).toBeNull(); // rounds to 100.00
  });

  it("validates the server body: positive whole cents, a 3-letter currency, standard or instant", () => {
    expect(createPayoutInputSchema.parse({ amountCents: 500 })).toEqual({
      amountCents: 500,
      currency: "USD",
      method: "standard",
    });
    for (const bad of [{ amountCents: 0 }, { amountCents: -1 }, { amountCents: 1.5 }, { amountCents: "5" }]) {
      const r = createPayoutInputSchema.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe("Please enter a valid payout amount.");
    }
    expect(createPayoutInputSchema.safeParse({ amountCents: 5, currency: "US" }).success).toBe(false);
    expect(createPayoutInputSchema.safeParse({ amountCents: 5, method: "wire" }).success).toBe(false);
  });
});

describe("account status and earnings labels", () => {
  const account = { hasAccount: true, onboardingCompleted: true, payoutEnabled: true, status: "active" };
  it("follows the payout rules", () => {
    expect(paymentAccountLabel({ ...account, hasAccount: false })).toBe("Not Connected");
    expect(paymentAccountLabel({ ...account, onboardingCompleted: false })).toBe("Setup Required");
    expect(paymentAccountLabel(account)).toBe("Active");
    expect(paymentAccountLabel({ ...account, payoutEnabled: false })).toBe("Incomplete");
    expect(normalizeEarningStatus("transferred")).toBe("transferred");
    expect(normalizeEarningStatus("in_transit")).toBe("pending");
  });
  it("offers payouts only to an active account with money available", () => {
    expect(canRequestPayout(account, { availableCents: 1, pendingCents: 0 })).toBe(true);
    expect(canRequestPayout(account, { availableCents: 0, pendingCents: 500 })).toBe(false);
    expect(
      canRequestPayout({ ...account, payoutEnabled: false }, { availableCents: 1, pendingCents: 0 }),
    ).toBe(false);
  });
});
