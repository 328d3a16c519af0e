import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AUTH_QUERY_KEY } from "@/hooks/use-auth";
import { getQueryFn } from "@/lib/query-client";
import type { ContractEventView, ProposalContractView } from "../../../shared/proposal-contract";
import { countersignInput, type SignatureKit } from "./countersign-dialog";
import { ProposalContractPanel } from "./proposal-contract-panel";
import { ProposalContractSection } from "./proposal-contract-section";
import { CONTRACT_TEMPLATES_QUERY_KEY } from "./use-contract-templates";
import { contractEventsQueryKey, contractQueryKey } from "./use-proposal-contract";

const ID = "3f1c2b9e-0000-4000-8000-000000000001";
const HASH = "ab12cd34ef56".padEnd(64, "0");

const contract = (patch: Partial<ProposalContractView> = {}): ProposalContractView => ({
  id: "c1",
  title: "Wedding agreement",
  html: "<p>Ava &amp; Noah</p>",
  body: "{{client.fullName}}",
  status: "DRAFT",
  documentHash: null,
  inputs: [],
  voidReason: null,
  signers: [],
  ...patch,
});

const events: ContractEventView[] = [
  {
    type: "signed",
    at: "2026-11-26T03:00:00Z",
    ip: "203.0.113.7",
    userAgent:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15",
    signer: "Ava Rivera",
    hash: HASH,
    prevHash: "0".repeat(64),
  },
];

function render(node: ReactNode, data: ProposalContractView | null) {
  // As the app's client: nothing goes stale, so the seeded answers are all a render reads.
  const client = new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: "throw" }), staleTime: Number.POSITIVE_INFINITY },
    },
  });
  client.setQueryData(AUTH_QUERY_KEY, { timezone: "America/Los_Angeles", businessName: "Harbor Light" });
  client.setQueryData(contractQueryKey(ID), data);
  client.setQueryData(contractEventsQueryKey(ID), events);
  client.setQueryData(CONTRACT_TEMPLATES_QUERY_KEY, [{ id: "t1", name: "Wedding", body: "x" }]);
  return renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const kit: SignatureKit = {
  SignaturePad: () => <canvas aria-label="Signature pad" />,
  SignatureModeTabs: ({ draw }) => <div>{draw}</div>,
  TypedSignature: ({ name }) => <span>{name}</span>,
};

describe("ProposalContractSection (the proposal editor)", () => {
  it("says a contract comes after saving, for a new proposal", () => {
    expect(render(<ProposalContractSection />, null)).toContain(
      "You can attach a contract once the proposal is saved.",
    );
  });

  it("offers a template to attach when there is none", () => {
    const html = render(<ProposalContractSection proposalId={ID} />, null);
    expect(html).toContain("Contract template");
    expect(html).toContain("Attach contract");
  });

  it("shows an unsigned contract in a frame that runs nothing, with edit, replace and its history", () => {
    const html = render(<ProposalContractSection proposalId={ID} />, contract({ status: "SENT" }));
    expect(html).toContain("Wedding agreement");
    expect(html).toContain(">Sent</span>");
    expect(html).toContain('sandbox=""');
    expect(html).toContain("&lt;p&gt;Ava &amp;amp; Noah&lt;/p&gt;");
    expect(html).toContain("Edit text");
    expect(html).toContain("Replace template");
    expect(html).toContain("Signed by the client");
    expect(html).toContain(`title="${HASH}"`);
    expect(html).toContain(">ab12cd34ef56</code>");
    expect(html).toContain("Nov 25, 2026, 19:00");
    expect(html).toContain("Safari on macOS");
  });

  it("offers no edits once the client signed", () => {
    const html = render(<ProposalContractSection proposalId={ID} />, contract({ status: "CLIENT_SIGNED" }));
    expect(html).not.toContain("Edit text");
    expect(html).not.toContain("Replace template");
  });
});

describe("ProposalContractPanel (a signed proposal)", () => {
  const signer = {
    role: "client",
    name: "Ava Rivera",
    signedAt: "2026-11-26T03:00:00Z",
    method: "drawn",
  } as const;

  it("shows nothing when no contract is attached", () => {
    expect(render(<ProposalContractPanel proposalId={ID} signatureKit={kit} />, null)).toBe("");
  });

  it("offers Countersign, the PDF and Void once the client signed", () => {
    const html = render(
      <ProposalContractPanel proposalId={ID} signatureKit={kit} />,
      contract({ status: "CLIENT_SIGNED", signers: [signer] }),
    );
    expect(html).toContain(">Signed by client</span>");
    expect(html).toContain("Ava Rivera, Nov 25, 2026, 19:00");
    expect(html).toContain("Countersign</button>");
    expect(html).toContain(`href="/api/proposals/${ID}/contract.pdf"`);
    expect(html).toContain("Void</button>");
    expect(html).toContain("IP 203.0.113.7");
  });

  it("has no Countersign once completed, and no Void once void", () => {
    const done = render(
      <ProposalContractPanel proposalId={ID} signatureKit={kit} />,
      contract({ status: "COMPLETED", signers: [signer] }),
    );
    expect(done).not.toContain("Countersign</button>");
    expect(done).toContain("Void</button>");
    const voided = render(
      <ProposalContractPanel proposalId={ID} signatureKit={kit} />,
      contract({ status: "VOID", voidReason: "Booked another date" }),
    );
    expect(voided).toContain("This contract is void: Booked another date");
    expect(voided).not.toContain("Void</button>");
  });
});

describe("countersignInput", () => {
  it("sends the typed name, or the drawing with the name, and says what is missing", () => {
    expect(countersignInput("type", " Harbor Light ", null)).toEqual({ typedName: "Harbor Light" });
    expect(countersignInput("draw", "Harbor Light", "data:image/png;base64,AA==")).toEqual({
      signatureImageUrl: "data:image/png;base64,AA==",
      typedName: "Harbor Light",
    });
    expect(countersignInput("draw", "Harbor Light", null)).toMatchObject({ error: "signature" });
    expect(countersignInput("type", "  ", null)).toMatchObject({ error: "name" });
  });
});
