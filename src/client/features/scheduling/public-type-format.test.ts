import { describe, expect, it } from "vitest";
import { dueAtBookingCents, REFUND_RULES, refundCentsFor } from "../../../shared/session-types";
import { paymentReturnOf } from "./public-booking-manage-payment";
import {
  cancelRefundText,
  contactText,
  formatDeadline,
  paymentText,
  policyText,
  refundCents,
} from "./public-booking-manage-words";
import { answersFor, questionErrors } from "./public-type-answers";
import {
  addDays,
  dueNowCents,
  locationText,
  monthRange,
  priceText,
  slotsLeftText,
  zoneLines,
} from "./public-type-format";

const NOW = new Date("2026-06-01T12:00:00Z");
const studio = { businessName: "Harbor & Pine Studio" };

describe("the type cards' words", () => {
  it("prices a free type as Free, a paid one in its currency, with the deposit due to book", () => {
    expect(priceText({ priceCents: 0, depositCents: 0, currency: "USD" })).toBe("Free");
    expect(priceText({ priceCents: 15000, depositCents: 0, currency: "USD" })).toBe("$150.00");
    expect(priceText({ priceCents: 15000, depositCents: 5000, currency: "GBP" })).toBe(
      "£150.00 · £50.00 deposit to book",
    );
  });

  it("names the place, with the studio's detail", () => {
    expect(locationText({ kind: "PHONE", detail: null })).toBe("Phone call");
    expect(locationText({ kind: "IN_PERSON", detail: "12 Harbour St" })).toBe("In person: 12 Harbour St");
    expect(locationText({ kind: "CUSTOM", detail: "Meet at the pier" })).toBe("Meet at the pier");
    expect(locationText({ kind: "GOOGLE_MEET", detail: "  " })).toBe("Google Meet video call");
  });

  it("counts a mini-session's slots left, of the total when known", () => {
    expect(slotsLeftText(7, 10)).toBe("7 of 10 slots left");
    expect(slotsLeftText(1)).toBe("1 slot left");
    expect(slotsLeftText(3)).toBe("3 slots left");
    expect(slotsLeftText(0, 10)).toBe("Fully booked");
  });

  it("names the visitor's zone, and the studio's only when it differs", () => {
    expect(zoneLines("Europe/London", "Europe/London")).toEqual(["Times shown in Europe/London"]);
    expect(zoneLines("Europe/London", "America/Los_Angeles")).toEqual([
      "Times shown in Europe/London",
      "The studio is in America/Los Angeles",
    ]);
  });

  it("charges what the shared rule charges at booking", () => {
    for (const t of [
      { priceCents: 0, depositCents: 0 },
      { priceCents: 9000, depositCents: 0 },
      { priceCents: 9000, depositCents: 2500 },
    ]) {
      expect(dueNowCents(t)).toBe(dueAtBookingCents(t));
    }
  });
});

describe("ranges asked of the slots API", () => {
  it("asks a month from today at the earliest, never more than 62 days", () => {
    expect(monthRange("2026-06", "2026-06-14")).toEqual({ from: "2026-06-14", to: "2026-06-30" });
    expect(monthRange("2026-07", "2026-06-14")).toEqual({ from: "2026-07-01", to: "2026-07-31" });
    expect(monthRange("2028-02", "2026-06-14")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });

  it("moves days across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-06-01", 61)).toBe("2026-08-01");
  });
});

describe("the change policy in words", () => {
  it("writes a deadline on the client's clock, with the year only when it is not this one", () => {
    expect(formatDeadline("2026-06-12T08:00:00Z", "Europe/London", NOW)).toBe("Fri 12 Jun, 09:00");
    expect(formatDeadline("2026-06-12T08:00:00Z", "America/Los_Angeles", NOW)).toBe("Fri 12 Jun, 01:00");
    expect(formatDeadline("2027-01-08T09:30:00Z", "UTC", NOW)).toBe("Fri 8 Jan 2027, 09:30");
  });

  it("says until when the client can act online, one sentence per case", () => {
    const both = {
      canCancel: true,
      canReschedule: true,
      cancelDeadline: "2026-06-12T08:00:00Z",
      rescheduleDeadline: "2026-06-12T08:00:00Z",
    };
    expect(policyText(both, "Europe/London", studio, NOW)).toBe(
      "You can reschedule or cancel online until Fri 12 Jun, 09:00.",
    );
    expect(
      policyText({ ...both, rescheduleDeadline: "2026-06-11T08:00:00Z" }, "Europe/London", studio, NOW),
    ).toBe("You can reschedule online until Thu 11 Jun, 09:00 and cancel online until Fri 12 Jun, 09:00.");
    expect(policyText({ ...both, canReschedule: false }, "Europe/London", studio, NOW)).toBe(
      "You can cancel online until Fri 12 Jun, 09:00. To move it, please contact Harbor & Pine Studio.",
    );
    expect(policyText({ ...both, canCancel: false }, "Europe/London", studio, NOW)).toBe(
      "You can reschedule online until Fri 12 Jun, 09:00. To cancel, please contact Harbor & Pine Studio.",
    );
  });

  it("past both deadlines, points to the studio with its ways to be reached", () => {
    const past = { canCancel: false, canReschedule: false, cancelDeadline: "x", rescheduleDeadline: "x" };
    expect(policyText(past, "UTC", { ...studio, email: "hi@harbor.test", phone: "+44 20 7946 0958" })).toBe(
      "To change this booking, please contact Harbor & Pine Studio (hi@harbor.test, +44 20 7946 0958).",
    );
    expect(contactText({ ...studio, email: null, phone: "" })).toBe("Harbor & Pine Studio");
  });
});

describe("refunds in words", () => {
  it("refunds what the shared rule refunds, for every rule", () => {
    for (const rule of REFUND_RULES) {
      for (const [paid, deposit] of [
        [5000, 0],
        [15000, 5000],
        [5000, 5000],
      ] as const) {
        expect(refundCents(rule, paid, deposit)).toBe(refundCentsFor(rule, paid, deposit));
      }
    }
  });

  it("tells the client before cancelling what comes back", () => {
    const paid = { amountCents: 15000, currency: "USD", status: "COMPLETED" as const, refundedCents: 0 };
    expect(cancelRefundText("FULL", paid, 5000)).toBe(
      "You paid $150.00. You'll get all of it back ($150.00).",
    );
    expect(cancelRefundText("DEPOSIT_KEPT", paid, 5000)).toBe(
      "You paid $150.00. The studio keeps the deposit; you'll get $100.00 back.",
    );
    expect(cancelRefundText("NONE", paid, 5000)).toBe(
      "You paid $150.00. By the studio's policy, this payment is not refunded.",
    );
    expect(cancelRefundText("FULL", null, 0)).toBe(
      "Nothing was paid for this booking, so there is nothing to refund.",
    );
    expect(cancelRefundText("FULL", { ...paid, status: "EXPIRED" }, 0)).toMatch(/^Nothing was paid/);
  });

  it("shows what was paid and what went back", () => {
    const paid = { amountCents: 5000, currency: "EUR", status: "COMPLETED" as const, refundedCents: 0 };
    expect(paymentText(paid)).toBe("Paid €50.00");
    expect(paymentText({ ...paid, refundedCents: 5000 })).toBe("Paid €50.00 · €50.00 refunded");
    expect(paymentText({ ...paid, status: "PENDING" })).toBe("€50.00 to pay");
  });
});

describe("the type's questions", () => {
  const questions = [
    { label: "Where did you hear of us?", type: "SHORT_TEXT" as const, required: true },
    { label: "Anything else?", type: "LONG_TEXT" as const, required: false },
    { label: "I agree to the studio's terms", type: "CHECKBOX" as const, required: true },
  ];

  it("asks for required answers and a ticked required box", () => {
    expect(questionErrors(questions, [])).toEqual([
      "Please answer this question",
      null,
      "Please tick this box to continue",
    ]);
    expect(questionErrors(questions, ["  ", "", "Yes"])[0]).toBe("Please answer this question");
    expect(questionErrors(questions, ["Instagram", "", "Yes"])).toEqual([null, null, null]);
    expect(questionErrors(questions, ["Instagram", "x".repeat(2001), "Yes"])[1]).toBe("Answer too long");
  });

  it("sends every question by its label, a box as Yes or No", () => {
    expect(answersFor(questions, [" Instagram ", undefined as unknown as string, ""])).toEqual([
      { label: "Where did you hear of us?", answer: "Instagram" },
      { label: "Anything else?", answer: "" },
      { label: "I agree to the studio's terms", answer: "No" },
    ]);
  });
});

describe("coming back from the checkout", () => {
  it("reads ?payment=success or cancelled, nothing else", () => {
    expect(paymentReturnOf("?payment=success")).toBe("success");
    expect(paymentReturnOf("?x=1&payment=cancelled")).toBe("cancelled");
    expect(paymentReturnOf("?payment=hacked")).toBeNull();
    expect(paymentReturnOf("")).toBeNull();
  });
});
