import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BookingTypeDetails, historyTitle, paymentStatus } from "./session-type-booking-info";
import { SessionTypeCardPreview } from "./session-type-card-preview";

describe("the session type's card preview", () => {
  it("shows the name, length, price with deposit, place, description and colour", () => {
    const html = renderToStaticMarkup(
      <SessionTypeCardPreview
        name="Engagement session"
        durationMinutes={90}
        priceCents={45_000}
        depositCents={10_000}
        currency="USD"
        location={{ kind: "IN_PERSON", detail: "Riverside Park" }}
        description="Bring a change of clothes."
        color="#ec4899"
      />,
    );
    expect(html).toContain("Engagement session");
    expect(html).toContain("1 hour 30 minutes");
    expect(html).toContain("$450.00 · $100.00 deposit to book");
    expect(html).toContain("In person: Riverside Park");
    expect(html).toContain("Bring a change of clothes.");
    expect(html).toContain("border-left-color:#ec4899");
    expect(html).not.toContain("Mini-session");
  });

  it("says Free, names a mini-session's day, and survives a half-typed form", () => {
    const html = renderToStaticMarkup(
      <SessionTypeCardPreview
        name=" "
        durationMinutes={null}
        priceCents={0}
        depositCents={0}
        currency="EUR"
        location={{ kind: "GOOGLE_MEET" }}
        color="#12"
        isMiniSession
        miniSessionDate="October 12, 2027"
      />,
    );
    expect(html).toContain("Untitled session");
    expect(html).toContain("Length not set");
    expect(html).toContain("Free");
    expect(html).toContain("Google Meet");
    expect(html).toContain("Mini-session");
    expect(html).toContain("October 12, 2027");
    expect(html).toContain("border-left-color:#3b82f6");
  });
});

describe("a typed booking's details", () => {
  const payment = {
    amountCents: 15_000,
    currency: "USD",
    status: "COMPLETED" as const,
    refundedCents: 0,
    refundStatus: null,
  };

  it("words the payment: paid, refunded in part or full, waiting", () => {
    expect(paymentStatus(payment)).toEqual({ label: "Paid", variant: "success" });
    expect(paymentStatus({ ...payment, refundedCents: 5_000, refundStatus: "SUCCEEDED" }).label).toBe(
      "Refunded $50.00",
    );
    expect(paymentStatus({ ...payment, refundedCents: 15_000, refundStatus: "SUCCEEDED" }).label).toBe(
      "Refunded",
    );
    expect(paymentStatus({ ...payment, refundedCents: 15_000, refundStatus: "FAILED" }).variant).toBe(
      "danger",
    );
    expect(paymentStatus({ ...payment, status: "PENDING" }).label).toBe("Awaiting payment");
  });

  it("shows answers, payment and who moved it from when to when, on the studio's clock", () => {
    const html = renderToStaticMarkup(
      <BookingTypeDetails
        zone="America/New_York"
        booking={{
          answers: [{ label: "Who is coming?", answer: "Us and the dog" }],
          payment,
          history: [
            {
              action: "RESCHEDULED",
              actor: "CLIENT",
              fromStartAt: "2027-03-03T19:00:00.000Z",
              toStartAt: "2027-03-05T15:00:00.000Z",
              note: null,
              createdAt: "2027-03-01T14:12:00.000Z",
            },
          ],
        }}
      />,
    );
    expect(html).toContain("Who is coming?");
    expect(html).toContain("Us and the dog");
    expect(html).toContain("$150.00");
    expect(html).toContain(">Paid<");
    expect(html).toContain("Rescheduled by the client");
    expect(html).toContain("March 3, 2027, 14:00 → March 5, 2027, 10:00");
    expect(html).toContain("March 1, 2027, 09:12");
  });

  it("adds nothing for a booking made before session types", () => {
    expect(renderToStaticMarkup(<BookingTypeDetails zone="UTC" booking={{}} />)).toBe("");
    expect(
      historyTitle({
        action: "CANCELLED",
        actor: "STUDIO",
        fromStartAt: null,
        toStartAt: null,
        note: null,
        createdAt: "",
      }),
    ).toBe("Cancelled by you");
  });
});
