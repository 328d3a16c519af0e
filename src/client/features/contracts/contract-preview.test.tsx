import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContractPreview, contractPreviewDocument } from "./contract-preview";
import { sampleContractContext } from "./contract-template-draft";

const context = sampleContractContext("Harbor Light", "2026-11-26");
const preview = (body: string) => renderToStaticMarkup(<ContractPreview body={body} context={context} />);

describe("ContractPreview", () => {
  it("shows the rendered contract in a frame that may run nothing", () => {
    const html = preview("# Agreement\n\n{{client.fullName}} and {{studio.businessName}}");
    expect(html).toContain('sandbox=""');
    expect(html).toContain("Preview with a sample client: Ava &amp; Noah Rivera");
    // srcdoc holds the document, escaped once more as an attribute.
    expect(html).toContain("&lt;h1&gt;Agreement&lt;/h1&gt;");
    expect(html).toContain("Ava &amp;amp; Noah Rivera and Harbor Light");
  });

  it("keeps markup the author typed as text inside the frame", () => {
    const html = preview('<script>alert("x")</script>');
    expect(html).not.toContain("<script>");
    expect(html).toContain("&amp;lt;script&amp;gt;");
  });

  it("warns about unknown fields and lists the client's inputs", () => {
    const html = preview("Hi {{client.nickname}}, {{input:Second contact}}");
    expect(html).toContain("{{client.nickname}} is not a field");
    expect(html).toContain("The client fills in &quot;Second contact&quot; when signing.");
  });

  it("asks for text while the body is empty", () => {
    expect(preview("  ")).toContain("Start writing the contract to see it here.");
    expect(preview("  ")).not.toContain("<iframe");
  });

  it("wraps the contract in a whole document", () => {
    expect(contractPreviewDocument("<p>x</p>")).toMatch(
      /^<!doctype html>.*<body><p>x<\/p><\/body><\/html>$/s,
    );
  });
});
