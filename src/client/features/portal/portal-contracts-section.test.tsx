import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PortalContract } from "../../../shared/portal";
import { ContractsSection } from "./portal-contracts-section";

const contract = (over: Partial<PortalContract>): PortalContract => ({
  id: "c-1",
  title: "Wedding agreement",
  status: "CLIENT_SIGNED",
  clientSignedAt: "2026-05-04T12:00:00.000Z",
  completedAt: null,
  pdfUrl: "/api/public/proposals/tok-1/contract.pdf",
  ...over,
});

describe("ContractsSection", () => {
  it("lists each signed contract with its state, date and PDF link", () => {
    const html = renderToStaticMarkup(
      <ContractsSection
        contracts={[
          contract({}),
          contract({ id: "c-2", status: "COMPLETED", completedAt: "2026-05-06T12:00:00.000Z" }),
          contract({ id: "c-3", status: "VOID", pdfUrl: "/api/public/proposals/tok-3/contract.pdf" }),
        ]}
      />,
    );
    expect(html).toContain("Signed contracts");
    expect(html).toContain(">Signed<");
    expect(html).toContain(">Completed<");
    expect(html).toContain(">Void<");
    expect(html).toContain("Signed May 4, 2026");
    expect(html).toContain('href="/api/public/proposals/tok-1/contract.pdf"');
    expect(html).toContain('href="/api/public/proposals/tok-3/contract.pdf"');
    expect(html).toContain("Download PDF");
  });

  it("says so when there is none", () => {
    const html = renderToStaticMarkup(<ContractsSection contracts={[]} />);
    expect(html).toContain("No signed contracts yet");
    expect(html).not.toContain("Download PDF");
  });
});
