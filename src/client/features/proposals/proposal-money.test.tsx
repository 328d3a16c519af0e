import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProposalAutopay } from "./proposal-autopay";
import { ProposalSchedule } from "./proposal-schedule";
import { presetRows } from "./schedule-builder";
import { ScheduleBuilder } from "./schedule-builder-section";

const render = (node: ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

describe("the studio's schedule table", () => {
  const html = render(
    <ProposalSchedule
      proposalId="p1"
      totalCents={300_000}
      currency="EUR"
      schedule={[
        {
          id: "a",
          label: "Deposit",
          amountCents: 100_000,
          dueDate: null,
          paidCents: 100_000,
          status: "PAID",
        },
        {
          id: "b",
          label: "Second",
          amountCents: 100_000,
          dueDate: "2027-03-01",
          paidCents: 25_000,
          status: "OVERDUE",
        },
        {
          id: "c",
          label: "Final",
          amountCents: 100_000,
          dueDate: "2027-06-01",
          paidCents: 0,
          status: "UPCOMING",
        },
      ]}
    />,
  );

  it("shows each instalment's due date, amount, what is paid and its status", () => {
    expect(html).toContain("On signing");
    expect(html).toContain("March 1, 2027");
    expect(html).toContain("€250.00");
    for (const badge of ["Paid", "Overdue", "Upcoming"]) expect(html).toContain(`>${badge}</span>`);
  });

  it("sums what is paid and owed, and offers Record payment while money is owed", () => {
    expect(html).toContain("€1,250.00 paid of €3,000.00 · €1,750.00 still owed");
    expect(html).toContain("Record payment");
  });
});

describe("autopay", () => {
  it("names the card, the last failure and the way to turn it off", () => {
    const html = render(
      <ProposalAutopay
        proposalId="p1"
        clientName="Anna"
        autopay={{
          enabled: true,
          cardLabel: "Visa ending 4242",
          lastFailure: { installmentId: "b", message: "Your card was declined.", at: "2027-03-01T13:00:00Z" },
        }}
      />,
    );
    expect(html).toContain("Autopay on — Visa ending 4242");
    expect(html).toContain("failed: Your card was declined.");
    expect(html).toContain("Turn off autopay");
  });

  it("counts a missing autopay as off", () => {
    const html = render(<ProposalAutopay proposalId="p1" clientName="Anna" autopay={undefined} />);
    expect(html).toContain("Autopay off");
    expect(html).not.toContain("Turn off autopay");
  });
});

describe("the schedule builder", () => {
  const dates = { today: "2027-01-10", eventDate: "2027-07-10" };
  const totals = { totalCents: 100_001, depositCents: 0, depositPercent: null };
  const builder = (rows = presetRows("THREE", dates)) =>
    render(
      <ScheduleBuilder
        draft={{ preset: "THREE", rows, changed: true }}
        onChange={() => {}}
        totals={totals}
        currency="USD"
        dates={dates}
        showErrors={false}
      />,
    );

  it("shows each instalment's amount as the server will store it, every input labelled", () => {
    const html = builder();
    expect(html).toContain("$300.00");
    expect(html).toContain("$350.01"); // 35 % rounded half up
    expect(html).toContain("$350.00"); // the last percentage takes the rounding
    expect(html).toContain('aria-pressed="true"');
    const inputs = html.match(/<input[^>]*id="([^"]+)"/g) ?? [];
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) {
      const id = /id="([^"]+)"/.exec(input)![1];
      expect(html).toContain(`for="${id}"`);
    }
  });

  it("names the difference when the rows do not add up", () => {
    const rows = presetRows("FIFTY_FIFTY", dates);
    rows[1] = { ...rows[1]!, value: "40" };
    expect(builder(rows)).toContain(
      "The instalments add up to $900.01: $100.00 less than the total of $1,000.01",
    );
  });
});
