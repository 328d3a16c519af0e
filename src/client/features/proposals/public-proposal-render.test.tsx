/**
 * The public proposal page rendered from fixtures (no server): what a couple can press, under which
 * names, in each state of the payment plan. The names are the ones e2e/*.e2e.ts click on
 * ("Pay deposit $1,082.50", "Pay in full $3,247.50", the first button called /Pay/), and Playwright
 * wants each of those to match one button only.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Route, Router } from "wouter";
import type { PublicProposalView } from "../../../shared/public-proposals";
import { PublicProposalPage } from "./public-proposal-page";
import { BALANCE, DEPOSIT, instalment, proposalView } from "./public-proposal-view.fixture";

function render(view: PublicProposalView): string {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, queryFn: async () => view } },
  });
  client.setQueryData(["/api/public/proposals", "tok"], view);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Router ssrPath="/public/proposals/tok">
        <Route path="/public/proposals/:token">
          <PublicProposalPage />
        </Route>
      </Router>
    </QueryClientProvider>,
  );
}

const decode = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();

/** Each button's accessible name: its aria-label, else its text (grid cells read with spaces between). */
function buttons(html: string): string[] {
  return [...html.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/g)].map(([, attrs = "", inner = ""]) => {
    const label = /aria-label="([^"]*)"/.exec(attrs)?.[1];
    return label !== undefined ? decode(label) : decode(inner);
  });
}

const text = (html: string) => decode(html);
/** What Playwright's getByRole("button", { name: "..." }) matches: a case-insensitive part of the name. */
const matching = (html: string, name: string) =>
  buttons(html).filter((b) => b.toLowerCase().includes(name.toLowerCase()));

const paidDeposit = { ...DEPOSIT, paidCents: 108_250, status: "PAID" as const };

describe("the public page's payment plan", () => {
  it("offers the deposit first, everything left, and a later instalment on its own row", () => {
    const html = render(proposalView());
    expect(matching(html, "Pay deposit $1,082.50")).toEqual(["Pay deposit $1,082.50 Due on signing"]);
    expect(matching(html, "Pay the full balance $4,330.00")).toHaveLength(1);
    expect(matching(html, "Pay balance $3,247.50")).toEqual(["Pay balance $3,247.50"]);
    // The a11y test clicks the first button called /Pay/: the main one.
    expect(buttons(html).find((b) => /Pay/.test(b))).toBe("Pay deposit $1,082.50 Due on signing");
    expect(text(html)).toContain("Deposit due now $1,082.50");
    expect(text(html)).toContain("Payment schedule Deposit On signing Due $1,082.50");
  });

  it("offers autopay next to the buttons while more than one instalment is unpaid", () => {
    expect(render(proposalView())).not.toContain('type="checkbox"');
    const html = render(proposalView({ schedule: [DEPOSIT, { ...BALANCE, dueDate: "2027-05-12" }] }));
    // Named by its label alone (as e2e/payment-plan.e2e.ts finds it), described by the sentence.
    const input = /<input id="([^"]+)" type="checkbox"[^>]*aria-describedby="([^"]+)"/.exec(html);
    expect(input).not.toBeNull();
    const [, id, hint] = input ?? [];
    expect(html).toContain(
      `<label for="${id}" class="block cursor-pointer text-sm font-medium">Pay the remaining instalments automatically</label>`,
    );
    expect(html).toContain(
      `<p id="${hint}" class="text-xs text-muted-foreground">Your card is charged on each instalment&#x27;s due date. You can turn this off here at any time.</p>`,
    );
  });

  it("after the deposit, offers the rest as Pay in full, with no deposit due and no autopay", () => {
    const html = render(
      proposalView({ status: "PAID_PARTIAL", paidCents: 108_250, schedule: [paidDeposit, BALANCE] }),
    );
    expect(matching(html, "Pay in full $3,247.50")).toEqual(["Pay in full $3,247.50 $1,082.50 already paid"]);
    expect(matching(html, "Pay balance")).toEqual([]);
    expect(text(html)).not.toContain("Deposit due now");
    expect(html).not.toContain('type="checkbox"');
    expect(text(html)).toContain("Deposit On signing Paid $1,082.50");
  });

  it("says how much of a partly paid instalment is paid", () => {
    const html = render(
      proposalView({
        status: "PAID_PARTIAL",
        paidCents: 150_000,
        schedule: [paidDeposit, { ...BALANCE, paidCents: 41_750 }],
      }),
    );
    expect(text(html)).toContain("Partly paid: $417.50 of $3,247.50");
    expect(matching(html, "Pay in full $2,830.00")).toHaveLength(1);
  });

  it("has no pay button once paid in full, and lists the invoice and the receipts", () => {
    const html = render(
      proposalView({
        status: "PAID_FULL",
        canPay: false,
        paidCents: 433_000,
        schedule: [paidDeposit, { ...BALANCE, paidCents: 324_750, status: "PAID" }],
        receipts: [
          {
            paymentId: "p1",
            amountCents: 108_250,
            receivedAt: "2026-11-03T12:00:00.000Z",
            method: "CARD",
            refunded: false,
          },
          {
            paymentId: "p2",
            amountCents: 324_750,
            receivedAt: "2026-12-01T12:00:00.000Z",
            method: "CHECK",
            refunded: true,
          },
        ],
      }),
    );
    expect(buttons(html).filter((b) => /^Pay /.test(b))).toEqual([]);
    expect(text(html)).toContain("Paid in full.");
    expect(html).toContain('<a href="/api/public/proposals/tok/invoice.pdf" download=""');
    expect(text(html)).toContain("Download invoice (PDF)");
    expect(html).toContain('href="/api/public/proposals/tok/receipts/p1.pdf" download=""');
    expect(html).toContain('aria-label="Receipt (PDF) for $3,247.50, December 1, 2026"');
    expect(text(html)).toContain("December 1, 2026 $3,247.50 Cheque Refunded Receipt (PDF)");
    expect(text(html)).toContain("November 3, 2026 $1,082.50 Card Receipt (PDF)");
  });

  it("shows the plan before signing, with nothing to pay and no documents yet", () => {
    const upcoming = [
      { ...DEPOSIT, status: "UPCOMING" as const },
      instalment({ id: "fin", label: "Final payment", amountCents: 324_750, dueDate: "2027-05-12" }),
    ];
    const html = render(
      proposalView({
        status: "SENT",
        signedAt: null,
        signedByName: null,
        canSign: true,
        canPay: false,
        schedule: upcoming,
      }),
    );
    expect(text(html)).toContain("Final payment Due May 12, 2027 Upcoming $3,247.50");
    expect(buttons(html).filter((b) => /^Pay/.test(b))).toEqual([]);
    expect(text(html)).not.toContain("Download invoice");
  });
});

describe("a custom plan in euros (as e2e/payment-plan.e2e.ts pays it)", () => {
  it("names the schedule region, the opt-in and the retainer's button as that test finds them", () => {
    const html = render(
      proposalView({
        currency: "EUR",
        totalCents: 300_000,
        schedule: [
          instalment({ id: "r", label: "Retainer", amountCents: 90_000, status: "DUE" }),
          instalment({
            id: "s",
            label: "Second payment",
            amountCents: 120_000,
            dueDate: "2026-11-26",
            status: "DUE",
          }),
          instalment({ id: "f", label: "Final payment", amountCents: 90_000, dueDate: "2027-01-25" }),
        ],
      }),
    );
    expect(html).toContain('<section aria-labelledby="plan-heading"');
    expect(html).toMatch(/<h2 id="plan-heading"[^>]*>Payment schedule<\/h2>/);
    expect(matching(html, "Pay Retainer €900.00")).toEqual(["Pay retainer €900.00 Due on signing"]);
    expect(matching(html, "Pay second payment €1,200.00")).toHaveLength(1);
    expect(html).toContain(">Pay the remaining instalments automatically</label>");
  });
});

describe("autopay on the public page", () => {
  const on = { enabled: true, cardLabel: "Visa ending 4242", lastFailure: null };
  const dated = [
    paidDeposit,
    instalment({ id: "mid", label: "Second payment", amountCents: 100_000, dueDate: "2027-03-01" }),
    instalment({ id: "fin", label: "Final payment", amountCents: 224_750, dueDate: "2027-05-12" }),
  ];

  it("says it is on, with the card and the next date, and can be turned off", () => {
    const html = render(
      proposalView({ status: "PAID_PARTIAL", paidCents: 108_250, schedule: dated, autopay: on }),
    );
    expect(text(html)).toContain(
      "Autopay is on — Visa ending 4242; the next instalment is charged on March 1, 2027.",
    );
    expect(buttons(html)).toContain("Turn off autopay");
    expect(html).not.toContain('type="checkbox"');
    expect(matching(html, "Pay second payment $1,000.00")).toHaveLength(1);
    expect(matching(html, "Pay final payment $2,247.50")).toEqual(["Pay final payment $2,247.50"]);
  });

  it("warns of a declined charge with its message and a way to pay", () => {
    const failed = dated.map((e) => (e.id === "mid" ? { ...e, status: "OVERDUE" as const } : e));
    const lastFailure = {
      installmentId: "mid",
      message: "Your card was declined.",
      at: "2027-03-01T09:00:00.000Z",
    };
    const html = render(
      proposalView({
        status: "PAID_PARTIAL",
        paidCents: 108_250,
        schedule: failed,
        autopay: { ...on, lastFailure },
      }),
    );
    expect(text(html)).toContain(
      "We couldn't charge your card for the second payment Your card was declined.",
    );
    expect(buttons(html)).toContain("Pay second payment now, $1,000.00");
    expect(text(html)).toContain("Second payment Due March 1, 2027 Overdue $1,000.00");
  });
});

describe("controls have names", () => {
  it("names every button and labels every input, in each state", () => {
    const views = [
      proposalView({ schedule: [DEPOSIT, { ...BALANCE, dueDate: "2027-05-12" }] }),
      proposalView({ status: "PAID_PARTIAL", paidCents: 108_250, schedule: [paidDeposit, BALANCE] }),
    ];
    for (const view of views) {
      const html = render(view);
      for (const name of buttons(html)) expect(name).not.toBe("");
      for (const [, id] of html.matchAll(/<input id="([^"]+)"/g))
        expect(html).toContain(`<label for="${id}"`);
      expect(html.match(/<input\b/g)?.length ?? 0).toBe(html.match(/<input id="/g)?.length ?? 0);
    }
  });
});
