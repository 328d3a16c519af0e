import { describe, expect, it } from "vitest";
import type { PublicProposalView } from "../../../shared/public-proposals";
import {
  depositDueNow,
  paymentBanner,
  paymentOutcome,
  statusLabel,
  withoutPaymentOutcome,
} from "./public-proposal-format";

/** A signed $3,247.50 proposal with a 25% deposit of $811.88, nothing paid yet. */
const view = (over: Partial<PublicProposalView> = {}) =>
  ({
    status: "SIGNED",
    sentAt: "2026-11-01T10:00:00.000Z",
    signedAt: "2026-11-02T10:00:00.000Z",
    isExpired: false,
    totalCents: 324_750,
    depositCents: 81_188,
    depositPercent: 25,
    paidCents: 0,
    ...over,
  }) as PublicProposalView;

describe("what the public proposal says is due", () => {
  it("says the deposit is due only while nothing is paid, then the balance", () => {
    expect(depositDueNow(view())).toBe(true);
    expect(depositDueNow(view({ status: "DRAFT", signedAt: null }))).toBe(true);
    expect(depositDueNow(view({ status: "PAID_PARTIAL", paidCents: 81_188 }))).toBe(false);
    expect(depositDueNow(view({ status: "PAID_FULL", paidCents: 324_750 }))).toBe(false);
    expect(depositDueNow(view({ depositCents: 0, depositPercent: null }))).toBe(false);
    // A deposit of the whole is no separate deposit.
    expect(depositDueNow(view({ depositCents: 324_750, depositPercent: 100 }))).toBe(false);
  });

  it("labels a sent proposal Sent from its status", () => {
    expect(statusLabel(view({ status: "SENT", signedAt: null }))).toBe("Sent");
    expect(statusLabel(view({ status: "PAID_PARTIAL", paidCents: 81_188 }))).toBe("Deposit Paid");
  });
});

describe("coming back from the checkout", () => {
  it("reads the answer from the address, and the address without it does not carry it to a reload", () => {
    expect(paymentOutcome("?payment=success")).toBe("success");
    expect(paymentOutcome("?payment=cancelled")).toBe("cancelled");
    expect(paymentOutcome("?payment=maybe")).toBeNull();
    const cleaned = withoutPaymentOutcome("https://focal.test/public/proposals/abc?payment=success#pay");
    expect(cleaned).toBe("/public/proposals/abc#pay");
    expect(paymentOutcome(new URL(cleaned, "https://focal.test").search)).toBeNull();
    expect(withoutPaymentOutcome("https://focal.test/p?x=1&payment=cancelled")).toBe("/p?x=1");
  });

  it("says the payment was received only once the proposal shows money received", () => {
    expect(paymentBanner("success", view({ status: "PAID_PARTIAL", paidCents: 81_188 }))).toBe("received");
    expect(paymentBanner("success", view())).toBe("confirming");
    expect(paymentBanner("cancelled", view())).toBe("cancelled");
    // A reload: the address no longer carries the answer, so there is no banner.
    expect(paymentBanner(null, view({ status: "PAID_FULL", paidCents: 324_750 }))).toBeNull();
  });
});
