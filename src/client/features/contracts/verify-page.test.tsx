import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VerifyPage } from "./verify-page";

describe("VerifyPage", () => {
  it("is titled, with a labelled PDF file input", () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <VerifyPage />
      </QueryClientProvider>,
    );
    expect(html).toMatch(/<h1[^>]*>Verify a signed contract<\/h1>/);
    const input = /<input[^>]*type="file"[^>]*>/.exec(html)?.[0] ?? "";
    const id = /\bid="([^"]+)"/.exec(input)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`for="${id}"`);
    expect(input).toContain('accept="application/pdf"');
  });
});
