import { describe, expect, it } from "vitest";
import type { Earning } from "../../../shared/payments";
import { totalEarnedCents, totalEarnedHint } from "./earnings-format";

const earning = (cents: number, status: Earning["status"]): Earning => ({
  id: `${cents}-${status}`,
  createdAt: "2026-11-01T12:00:00.000Z",
  totalAmountCents: cents,
  platformFeeCents: Math.round(cents * 0.05),
  photographerEarningsCents: cents - Math.round(cents * 0.05),
  currency: "USD",
  status,
  proposalTitle: null,
  clientName: null,
});

describe("Total Earned", () => {
  const earnings = [earning(100_000, "transferred"), earning(367_538, "paid"), earning(5_000, "failed")];

  it("adds up what arrived, and names the revenue it came from", () => {
    expect(totalEarnedCents(earnings)).toBe(95_000 + 349_161);
    expect(totalEarnedHint(earnings, { receivedCents: 467_538, payments: 2 })).toBe(
      "After platform fees, of $4,675.38 received in 2 payments",
    );
    expect(totalEarnedHint([], { receivedCents: 0, payments: 0 })).toBe(
      "After platform fees, of $0.00 received in 0 payments",
    );
  });

  it("counts the earnings when the revenue could not be had", () => {
    expect(totalEarnedHint(earnings, null)).toBe("After platform fees, from 2 payments");
  });
});
