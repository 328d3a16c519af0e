import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { OverduePayments } from "./overdue-payments";

describe("Overdue payments on the dashboard", () => {
  it("lists what is owed in each proposal's currency, linking to the proposal", () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/">
        <OverduePayments
          overdue={{
            total: 12,
            items: [
              {
                installmentId: "i1",
                proposalId: "p1",
                proposalTitle: "Ruiz Wedding",
                clientName: "Ana Ruiz",
                label: "Second payment",
                owedCents: 120_000,
                dueDate: "2027-03-01",
                currency: "JPY",
              },
            ],
          }}
        />
      </Router>,
    );
    expect(html).toContain('href="/proposals/new?edit=p1"');
    expect(html).toContain("¥120,000");
    expect(html).toContain("Monday, March 1, 2027");
    expect(html).toContain("and 11 more");
  });

  it("says so when nothing is overdue", () => {
    const html = renderToStaticMarkup(<OverduePayments overdue={{ total: 0, items: [] }} />);
    expect(html).toContain("No overdue payments");
  });
});
