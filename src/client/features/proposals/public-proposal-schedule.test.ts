import { describe, expect, it } from "vitest";
import type { AutopayState } from "../../../shared/autopay";
import { formatMoney } from "../../../shared/currency";
import { payBody } from "./public-proposal-paying";
import {
  autopayLine,
  dueDateText,
  dueOnSigning,
  failedInstallment,
  inDueOrder,
  inSentence,
  installmentBadges,
  invoiceHref,
  nextInstallment,
  offerAutopay,
  payChoices,
  receiptHref,
} from "./public-proposal-schedule";
import { BALANCE, DEPOSIT, instalment } from "./public-proposal-view.fixture";

const usd = (minor: number) => formatMoney(minor, "USD");
const OFF: AutopayState = { enabled: false, cardLabel: null, lastFailure: null };
const ON: AutopayState = { enabled: true, cardLabel: "Visa ending 4242", lastFailure: null };

/** Three instalments listed out of date order: the studio's order is not the order money fills them. */
const first = instalment({ id: "a", label: "Deposit", amountCents: 30_000, dueDate: null, status: "DUE" });
const june = instalment({ id: "b", label: "Final payment", amountCents: 35_000, dueDate: "2027-06-01" });
const march = instalment({ id: "c", label: "Second payment", amountCents: 35_000, dueDate: "2027-03-01" });
const threeWay = [june, first, march];

describe("which instalment is paid next", () => {
  it("goes by due order (on signing first, then by date, then as listed), not the studio's order", () => {
    expect(inDueOrder(threeWay).map((e) => e.id)).toEqual(["a", "c", "b"]);
    expect(nextInstallment(threeWay)?.id).toBe("a");
    // Two on the same date keep the studio's order.
    const sameDay = [
      { ...june, id: "x" },
      { ...june, id: "y" },
    ];
    expect(inDueOrder(sameDay).map((e) => e.id)).toEqual(["x", "y"]);
  });

  it("skips paid instalments and keeps a partly paid one as the next", () => {
    const paidFirst = { ...first, paidCents: 30_000, status: "PAID" as const };
    expect(nextInstallment([june, paidFirst, march])?.id).toBe("c");
    const partly = { ...march, paidCents: 10_000 };
    expect(nextInstallment([june, paidFirst, partly])?.id).toBe("c");
    expect(
      nextInstallment([{ ...june, paidCents: 35_000 }, paidFirst, { ...march, paidCents: 35_000 }]),
    ).toBeNull();
  });
});

describe("the pay buttons", () => {
  it("offers the next instalment as the main button and everything left after it", () => {
    const [main, full, ...rest] = payChoices([DEPOSIT, BALANCE], 433_000, 0, usd);
    expect(rest).toEqual([]);
    expect(main).toMatchObject({
      label: "Pay deposit",
      amountCents: 108_250,
      hint: "Due on signing",
      body: { installmentId: "dep" },
    });
    expect(full).toMatchObject({
      label: "Pay the full balance",
      amountCents: 433_000,
      body: { mode: "FULL" },
    });
  });

  it("calls the last instalment left paying in full, and charges what is left of it", () => {
    const paidDeposit = { ...DEPOSIT, paidCents: 108_250, status: "PAID" as const };
    const choices = payChoices([paidDeposit, BALANCE], 324_750, 108_250, usd);
    expect(choices).toHaveLength(1);
    expect(choices[0]).toMatchObject({
      label: "Pay in full",
      amountCents: 324_750,
      hint: "$1,082.50 already paid",
      body: { installmentId: "bal" },
    });
    // Partly paid: only the rest of it, and never more than the proposal's balance.
    const partly = { ...BALANCE, paidCents: 24_750 };
    expect(payChoices([paidDeposit, partly], 300_000, 133_000, usd)[0]?.amountCents).toBe(300_000);
    expect(payChoices([paidDeposit, partly], 250_000, 183_000, usd)[0]?.amountCents).toBe(250_000);
  });

  it("offers nothing once nothing is owed, and the whole when there is no plan", () => {
    expect(payChoices([DEPOSIT, BALANCE], 0, 433_000, usd)).toEqual([]);
    expect(payChoices([], 433_000, 0, usd)).toEqual([
      expect.objectContaining({ label: "Pay in full", amountCents: 433_000, body: { mode: "FULL" } }),
    ]);
  });

  it("says when the next instalment is due", () => {
    const choice = (entry: typeof june) => payChoices([entry, { ...june, id: "z" }], 70_000, 0, usd)[0]?.hint;
    expect(choice({ ...march, status: "UPCOMING" })).toBe("Due March 1, 2027");
    expect(choice({ ...march, status: "DUE" })).toBe("Due today");
    expect(choice({ ...march, status: "OVERDUE" })).toBe("Overdue since March 1, 2027");
  });

  it("names an instalment in a sentence, keeping acronyms", () => {
    expect(inSentence("Deposit")).toBe("deposit");
    expect(inSentence(" Second payment ")).toBe("second payment");
    expect(inSentence("DJ set")).toBe("DJ set");
  });

  it("sends autopay only with an instalment", () => {
    expect(payBody({ installmentId: "a" }, true)).toEqual({ installmentId: "a", autopay: true });
    expect(payBody({ installmentId: "a" }, false)).toEqual({ installmentId: "a" });
    expect(payBody({ mode: "FULL" }, true)).toEqual({ mode: "FULL" });
  });
});

describe("each instalment's row", () => {
  it("shows its due date, or On signing", () => {
    expect(dueDateText(first)).toBe("On signing");
    expect(dueDateText(june)).toBe("June 1, 2027");
  });

  it("says its status in words, and how much of a partly paid one is paid", () => {
    const texts = (entry: typeof june) => installmentBadges(entry, usd).map((b) => `${b.text}/${b.tone}`);
    expect(texts(june)).toEqual(["Upcoming/secondary"]);
    expect(texts({ ...june, status: "DUE" })).toEqual(["Due/warning"]);
    expect(texts({ ...june, status: "OVERDUE" })).toEqual(["Overdue/danger"]);
    expect(texts({ ...june, paidCents: 35_000, status: "PAID" })).toEqual(["Paid/success"]);
    expect(texts({ ...june, paidCents: 10_000, status: "DUE" })).toEqual([
      "Partly paid: $100.00 of $350.00/warning",
    ]);
    // Late and partly paid: both, in words.
    expect(texts({ ...june, paidCents: 10_000, status: "OVERDUE" })).toEqual([
      "Overdue/danger",
      "Partly paid: $100.00 of $350.00/danger",
    ]);
  });

  it("puts the first payment in the totals as due now only while nothing is paid", () => {
    expect(dueOnSigning([DEPOSIT, BALANCE], 0)?.id).toBe("dep");
    expect(dueOnSigning(threeWay, 0)?.id).toBe("a");
    expect(dueOnSigning([DEPOSIT, BALANCE], 1)).toBeNull();
    expect(
      dueOnSigning(
        [
          { ...DEPOSIT, dueDate: "2027-01-01" },
          { ...BALANCE, dueDate: "2027-02-01" },
        ],
        0,
      ),
    ).toBeNull();
    // A single payment is the total, not a deposit.
    expect(dueOnSigning([BALANCE], 0)).toBeNull();
  });
});

describe("autopay", () => {
  it("is offered while more than one instalment is unpaid and it is off", () => {
    expect(offerAutopay(threeWay, OFF)).toBe(true);
    expect(offerAutopay(threeWay, ON)).toBe(false);
    const onlyOneLeft = [first, march, june].map((e) =>
      e === june ? e : { ...e, paidCents: e.amountCents },
    );
    expect(offerAutopay(onlyOneLeft, OFF)).toBe(false);
    // The default plan: the balance is due on signing too, so "on each due date" would be tomorrow.
    expect(offerAutopay([DEPOSIT, BALANCE], OFF)).toBe(false);
    expect(offerAutopay([DEPOSIT, { ...BALANCE, dueDate: "2027-05-12" }], OFF)).toBe(true);
  });

  it("says which card and when the next instalment is charged", () => {
    const paidFirst = { ...first, paidCents: 30_000, status: "PAID" as const };
    expect(autopayLine(ON, [june, paidFirst, march])).toBe(
      "Autopay is on — Visa ending 4242; the next instalment is charged on March 1, 2027.",
    );
    expect(autopayLine({ ...ON, cardLabel: null }, [june, paidFirst, { ...march, status: "OVERDUE" }])).toBe(
      "Autopay is on — your saved card; the next instalment is due now.",
    );
    expect(autopayLine(ON, [])).toBe("Autopay is on — Visa ending 4242.");
  });

  it("shows a failed charge only while its instalment is still owed", () => {
    const failure = { installmentId: "c", message: "Your card was declined.", at: "2027-03-01T09:00:00Z" };
    expect(failedInstallment({ ...ON, lastFailure: failure }, threeWay)?.id).toBe("c");
    const paid = threeWay.map((e) => (e.id === "c" ? { ...e, paidCents: e.amountCents } : e));
    expect(failedInstallment({ ...ON, lastFailure: failure }, paid)).toBeNull();
    expect(failedInstallment(ON, threeWay)).toBeNull();
  });
});

describe("documents", () => {
  it("links the invoice and each receipt under the proposal's token", () => {
    expect(invoiceHref("t0k")).toBe("/api/public/proposals/t0k/invoice.pdf");
    expect(receiptHref("t0k", "9f1c")).toBe("/api/public/proposals/t0k/receipts/9f1c.pdf");
  });
});
