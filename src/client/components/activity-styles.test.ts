import { describe, expect, it } from "vitest";
import { ACTIVITY_KINDS } from "../../shared/activity";
import { activityStyleOf } from "./activity-styles";

describe("activityStyleOf", () => {
  it("gives every kind of event its own label", () => {
    const labels = ACTIVITY_KINDS.filter((kind) => kind !== "project").map(
      (kind) => activityStyleOf({ kind, action: "ANY" }).label,
    );
    expect(labels).toEqual([
      "Stage change",
      "E-mail",
      "Text message",
      "Proposal",
      "Payment",
      "Questionnaire",
      "Booking",
    ]);
  });

  it("tells a project's creation and edits from anything else noted on it", () => {
    expect(activityStyleOf({ kind: "project", action: "CREATED" }).label).toBe("Created");
    expect(activityStyleOf({ kind: "project", action: "UPDATED" }).label).toBe("Edit");
    expect(activityStyleOf({ kind: "project", action: "NOTE" }).label).toBe("Activity");
  });

  it("draws a payment as a payment, not as a proposal (the words of its title do not decide)", () => {
    const payment = activityStyleOf({ kind: "payment", action: "PAYMENT_RECEIVED" });
    expect(payment.label).toBe("Payment");
    expect(payment).not.toBe(activityStyleOf({ kind: "proposal", action: "PROPOSAL_SIGNED" }));
  });
});
