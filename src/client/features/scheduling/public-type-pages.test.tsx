import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import type { PublicBookingView } from "../../../shared/scheduling";
import type {
  PublicSessionTypeSummary,
  PublicTypeSlots,
  SelfServiceBookingView,
} from "../../../shared/session-types";
import { ManageSection } from "./public-booking-manage";
import { PaymentNotice } from "./public-booking-manage-payment";
import { todayIn } from "./public-scheduling-format";
import { TypeBookForm } from "./public-type-book-form";
import { showsTypeList, TypeCards } from "./public-type-cards";
import { addDays } from "./public-type-format";
import { typeSlotsKey } from "./public-type-queries";

const TZ = "Europe/London";

function type(over: Partial<PublicSessionTypeSummary> = {}): PublicSessionTypeSummary {
  return {
    name: "Consultation",
    slug: "consultation",
    description: null,
    durationMinutes: 30,
    priceCents: 0,
    depositCents: 0,
    currency: "USD",
    location: { kind: "PHONE", detail: null },
    questions: [],
    isMiniSession: false,
    color: "#3b82f6",
    cancelNoticeHours: 24,
    rescheduleNoticeHours: 24,
    refundRule: "FULL",
    smsReminderHours: null,
    ...over,
  };
}

function render(node: ReactNode, seed?: (client: QueryClient) => void): string {
  const client = new QueryClient();
  seed?.(client);
  return renderToStaticMarkup(
    <Router ssrPath="/booking/calendar/tok">
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </Router>,
  );
}

describe("the calendar's list of session types", () => {
  it("lists types only when there is more than the default Consultation", () => {
    expect(showsTypeList([])).toBe(false);
    expect(showsTypeList([type()])).toBe(false);
    expect(showsTypeList([type({ slug: "engagement", name: "Engagement" })])).toBe(true);
    expect(showsTypeList([type(), type({ slug: "engagement", name: "Engagement" })])).toBe(true);
  });

  it("shows each type's card linking to its page, a mini-session with its day and slots left", () => {
    const mini = type({
      name: "Autumn minis",
      slug: "autumn-minis",
      isMiniSession: true,
      priceCents: 9500,
      location: { kind: "IN_PERSON", detail: "Hampstead Heath" },
    });
    const today = todayIn(TZ);
    const slots: PublicTypeSlots = {
      type: mini,
      timeZone: TZ,
      studioTimeZone: TZ,
      remaining: 7,
      total: 10,
      days: [{ date: "2026-10-17", slots: [] }],
    };
    const html = render(<TypeCards types={[type(), mini]} token="tok en" tz={TZ} />, (client) =>
      client.setQueryData([...typeSlotsKey("tok en", "autumn-minis"), today, addDays(today, 61), TZ], slots),
    );
    expect(html).toContain('href="/booking/calendar/tok%20en/consultation"');
    expect(html).toContain('href="/booking/calendar/tok%20en/autumn-minis"');
    expect(html).toMatch(/<h2[^>]*>Consultation<\/h2>/);
    expect(html).toContain("Free");
    expect(html).toContain("$95.00");
    expect(html).toContain("In person: Hampstead Heath");
    expect(html).toContain("Saturday, October 17");
    expect(html).toContain("7 of 10 slots left");
  });
});

describe("the type's booking form", () => {
  it("labels every question, marks the required ones and says what is paid now", () => {
    const paid = type({
      priceCents: 20000,
      depositCents: 5000,
      questions: [
        { label: "Who is coming?", type: "SHORT_TEXT", required: true },
        { label: "Anything else?", type: "LONG_TEXT", required: false },
        { label: "I accept the terms", type: "CHECKBOX", required: true },
      ],
    });
    const html = render(
      <TypeBookForm
        token="tok"
        type={paid}
        tz={TZ}
        slot={{ start: "2026-10-17T09:00:00Z", end: "2026-10-17T09:30:00Z" }}
        contact={{ clientName: "", clientEmail: "", clientPhone: "" }}
        onContact={() => {}}
        answers={[]}
        setAnswers={() => {}}
        onBooked={() => {}}
        onTaken={() => {}}
        onChangeTime={() => {}}
      />,
    );
    for (const [i, label] of ["Who is coming?", "Anything else?", "I accept the terms"].entries()) {
      expect(html).toContain(`for="type-question-${i}"`);
      expect(html).toContain(label);
    }
    expect(html).toMatch(/Who is coming\?<span aria-hidden="true"[^>]*>\*<\/span>/);
    expect(html).not.toMatch(/Anything else\?<span aria-hidden="true"/);
    expect(html).toContain('type="checkbox"');
    expect(html).toContain("10:00 – 10:30");
    expect(html).toContain("you pay $50.00 now");
    expect(html).toContain("Continue to payment");
  });

  it("asks for consent to the reminder text, unticked, only when the type texts and a phone is given", () => {
    const form = (over: Partial<PublicSessionTypeSummary>, clientPhone: string) =>
      render(
        <TypeBookForm
          token="tok"
          type={type(over)}
          tz={TZ}
          slot={{ start: "2026-10-17T09:00:00Z", end: "2026-10-17T09:30:00Z" }}
          contact={{ clientName: "", clientEmail: "", clientPhone }}
          onContact={() => {}}
          answers={[]}
          setAnswers={() => {}}
          onBooked={() => {}}
          onTaken={() => {}}
          onChangeTime={() => {}}
        />,
      );
    const asked = form({ smsReminderHours: 2 }, "020 7946 0000");
    expect(asked).toContain('for="type-sms-reminders"');
    expect(asked).toContain("Text me a reminder before the session");
    expect(asked).toMatch(/<input id="type-sms-reminders" type="checkbox"(?![^>]*checked)[^>]*>/);
    expect(form({ smsReminderHours: 2 }, "")).not.toContain("Text me a reminder");
    expect(form({ smsReminderHours: null }, "020 7946 0000")).not.toContain("Text me a reminder");
  });
});

function booking(over: Partial<SelfServiceBookingView> = {}): SelfServiceBookingView {
  const base: PublicBookingView = {
    id: "b1",
    title: "Engagement session",
    description: null,
    startAt: "2026-06-13T09:00:00Z",
    endAt: "2026-06-13T10:00:00Z",
    status: "CONFIRMED",
    bookingType: "CONSULTATION",
    isFirstBooking: false,
    meetingLink: null,
    clientName: "Emma Carter",
    clientEmail: "emma@example.com",
    clientPhone: null,
    timezone: "America/Los_Angeles",
    photographer: { businessName: "Harbor & Pine Studio", logoUrl: null, brandPrimary: "#3b82f6" },
  };
  return {
    ...base,
    sessionType: type({ name: "Engagement session", slug: "engagement", priceCents: 15000 }),
    policy: {
      cancelNoticeHours: 24,
      rescheduleNoticeHours: 24,
      refundRule: "FULL",
      canCancel: true,
      canReschedule: true,
      cancelDeadline: "2099-06-12T08:00:00Z",
      rescheduleDeadline: "2099-06-12T08:00:00Z",
    },
    payment: {
      amountCents: 15000,
      currency: "USD",
      status: "COMPLETED",
      refundedCents: 0,
      refundStatus: null,
    },
    publicToken: "tok",
    slug: "engagement",
    answers: [{ label: "Who is coming?", answer: "Emma and Sam" }],
    history: [],
    studio: { businessName: "Harbor & Pine Studio", email: null, phone: null },
    ...over,
  };
}

describe("the booking page's own controls", () => {
  it("within the policy: says until when, and offers Reschedule and Cancel", () => {
    const html = render(<ManageSection booking={booking()} token="bt" tz={TZ} queryKey={["k"]} controls />);
    expect(html).toContain("You can reschedule or cancel online until Fri 12 Jun 2099, 09:00.");
    expect(html).toMatch(/<button[^>]*>.*Reschedule<\/button>/);
    expect(html).toMatch(/<button[^>]*>.*Cancel booking<\/button>/);
    expect(html).toContain("Paid $150.00");
    expect(html).toContain("Emma and Sam");
  });

  it("past the policy: no buttons, the studio to contact instead", () => {
    const past = booking();
    past.policy = { ...past.policy, canCancel: false, canReschedule: false };
    const html = render(<ManageSection booking={past} token="bt" tz={TZ} queryKey={["k"]} controls />);
    expect(html).toContain("To change this booking, please contact Harbor &amp; Pine Studio.");
    expect(html).not.toContain("Reschedule</button>");
    expect(html).not.toContain("Cancel booking</button>");

    past.studio = { ...past.studio, email: "hello@harborpine.test", phone: "+1 415 555 0100" };
    const reachable = render(<ManageSection booking={past} token="bt" tz={TZ} queryKey={["k"]} controls />);
    expect(reachable).toContain(
      "please contact Harbor &amp; Pine Studio (hello@harborpine.test, +1 415 555 0100).",
    );
  });

  it("cancelled: shows the refund, without controls", () => {
    const cancelled = booking({ status: "CANCELLED" });
    cancelled.payment = { ...cancelled.payment!, refundedCents: 15000, refundStatus: "PENDING" };
    const html = render(
      <ManageSection booking={cancelled} token="bt" tz={TZ} queryKey={["k"]} controls={false} />,
    );
    expect(html).toContain("Paid $150.00 · $150.00 refunded (the refund is on its way)");
    expect(html).not.toContain("Change or cancel");
  });
});

describe("back from the checkout", () => {
  it("says the payment was received once the booking is confirmed, and waits while it is held", () => {
    expect(
      renderToStaticMarkup(<PaymentNotice ret="success" status="CONFIRMED" waiting={false} />),
    ).toContain("Payment received — your session is confirmed.");
    expect(renderToStaticMarkup(<PaymentNotice ret="success" status="HELD" waiting />)).toContain(
      "confirming your session",
    );
    expect(renderToStaticMarkup(<PaymentNotice ret={null} status="CONFIRMED" waiting={false} />)).toBe("");
  });
});
