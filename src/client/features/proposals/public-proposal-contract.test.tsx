/**
 * The contract on the public proposal page: read in a frame that runs nothing, signed in the proposal's
 * own sign step with the contract's fields and the consent box, and downloadable once signed.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Route, Router } from "wouter";
import type { PublicProposalContract, PublicProposalView } from "../../../shared/public-proposals";
import { contractErrors } from "./public-proposal-contract";
import { PublicProposalPage } from "./public-proposal-page";
import { proposalView } from "./public-proposal-view.fixture";

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

const CONTRACT: PublicProposalContract = {
  title: "Wedding agreement",
  html: "<h1>Wedding photography agreement</h1><p>Between Ana &amp; Ben.</p>",
  status: "SENT",
  inputs: ["Second contact", "Venue coordinator"],
  consentText: "I agree to do business electronically.",
  signed: false,
};

const UNSIGNED: Partial<PublicProposalView> = {
  status: "SENT",
  signedAt: null,
  signedByName: null,
  canSign: true,
  canPay: false,
};
const withContract = (over: Partial<PublicProposalContract>, view: Partial<PublicProposalView> = UNSIGNED) =>
  proposalView({ contract: { ...CONTRACT, ...over }, ...view });

describe("the contract on the public page", () => {
  it("shows the text in a frame without scripts, and asks for the fields and consent in the sign step", () => {
    const html = render(withContract({}));
    const frame = /<iframe[^>]*title="Contract: Wedding agreement"[^>]*>/.exec(html)?.[0];
    expect(frame).toMatch(/sandbox=""/);
    expect(frame).toContain("Wedding photography agreement");
    expect(frame).not.toMatch(/allow-scripts/);
    expect(html).toContain('id="contract-input-0"');
    expect(html).toContain("Second contact");
    expect(html).toContain("Venue coordinator");
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*id="contract-consent"/);
    expect(html).toContain("I agree to do business electronically.");
    expect(html).toContain("Sign Proposal &amp; Contract");
    expect(html).not.toContain("contract.pdf");
  });

  it("offers the signed PDF once the client signed, and no second signature", () => {
    const html = render(withContract({ status: "CLIENT_SIGNED", signed: true }, {}));
    expect(html).toContain('href="/api/public/proposals/tok/contract.pdf"');
    expect(html).toContain("awaiting the studio");
    expect(html).not.toContain("contract-consent");
  });

  it("leaves a void, unsigned contract out: the proposal is signed alone", () => {
    const html = render(withContract({ status: "VOID" }));
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("contract-consent");
    expect(html).toContain("Sign Proposal</button>");
  });

  it("names each missing field and the missing consent", () => {
    expect(contractErrors(CONTRACT, { inputs: { "Second contact": "  " }, consent: false })).toEqual({
      inputs: {
        "Second contact": "Second contact is required",
        "Venue coordinator": "Venue coordinator is required",
      },
      consent: "Please tick the box to sign electronically",
    });
    expect(
      contractErrors(CONTRACT, {
        inputs: { "Second contact": "Marta", "Venue coordinator": "Ola" },
        consent: true,
      }),
    ).toEqual({ inputs: {}, consent: undefined });
  });
});
