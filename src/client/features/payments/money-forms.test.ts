import { describe, expect, it } from "vitest";
import { checkManualPayment, checkRefund, newManualPayment, refundSentence } from "./money-forms";

const limits = { currency: "EUR", owedCents: 50_000, today: "2027-04-02" };

describe("checkManualPayment", () => {
  it("turns the typed payment into the request body", () => {
    const draft = {
      ...newManualPayment(limits),
      amount: "250.5",
      method: "CHECK" as const,
      note: "  n°1042 ",
    };
    expect(checkManualPayment(draft, limits)).toEqual({
      ok: true,
      input: { amountCents: 25_050, method: "CHECK", receivedOn: "2027-04-02", note: "n°1042" },
    });
  });

  it("says what is wrong with each field, with the server's words for too much", () => {
    const check = checkManualPayment(
      { amount: "500.01", method: "", receivedOn: "2027-04-03", note: "x".repeat(501) },
      limits,
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        amount: "Only €500.00 is still owed on this proposal",
        method: "Choose how you were paid",
        receivedOn: "The day received can't be in the future",
        note: "The note must be at most 500 characters",
      },
    });
    expect(checkManualPayment({ ...newManualPayment(limits), method: "CASH" }, limits)).toMatchObject({
      errors: { amount: "Enter the amount you received" },
    });
    expect(
      checkManualPayment(
        { ...newManualPayment(limits), amount: "1", method: "CASH" },
        { ...limits, owedCents: 0 },
      ),
    ).toMatchObject({ errors: { amount: "This proposal is already paid in full" } });
  });

  it("reads yen without a minor unit", () => {
    const check = checkManualPayment(
      { amount: "12000", method: "CASH", receivedOn: "2027-04-01", note: "" },
      { currency: "JPY", owedCents: 12_000, today: "2027-04-02" },
    );
    expect(check).toMatchObject({ ok: true, input: { amountCents: 12_000, note: null } });
  });
});

describe("refunds", () => {
  it("says what the client gets: back on the card, or a record of money given back by hand", () => {
    expect(refundSentence("CARD", "Anna", 50_000, "EUR")).toBe("Anna gets €500.00 back on their card.");
    expect(refundSentence("CHECK", "Anna", 50_000, "EUR")).toBe(
      "Record that you gave back €500.00 to Anna by cheque.",
    );
    expect(refundSentence("CASH", "Anna", 1_200, "JPY")).toBe(
      "Record that you gave back ¥1,200 to Anna in cash.",
    );
    expect(refundSentence("OTHER", "Anna", 100, "USD")).toBe("Record that you gave back $1.00 to Anna.");
  });

  it("refunds no more than what is left of the payment", () => {
    expect(checkRefund("200", 20_000, "USD")).toEqual({ ok: true, amountCents: 20_000 });
    expect(checkRefund("200.01", 20_000, "USD")).toEqual({
      ok: false,
      message: "Only $200.00 of this payment can still be refunded",
    });
    expect(checkRefund("", 20_000, "USD")).toEqual({ ok: false, message: "Enter the amount to refund" });
  });
});
