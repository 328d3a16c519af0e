import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PortalFile } from "../../../shared/files";
import { FilesSection } from "./portal-files-section";

function render(files: PortalFile[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, queryFn: async () => files } },
  });
  client.setQueryData(["/api/client-portal/files"], files);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <FilesSection />
    </QueryClientProvider>,
  );
}

describe("the portal's Files", () => {
  it("lists each shared file with its size, date and a download link", () => {
    const html = render([
      {
        id: "f-1",
        filename: "timeline.pdf",
        contentType: "application/pdf",
        size: 14_336,
        createdAt: "2026-05-04T12:00:00.000Z",
      },
    ]);
    expect(html).toContain(">Files<");
    expect(html).toContain("timeline.pdf");
    expect(html).toContain("14 KB");
    expect(html).toContain("May 4, 2026");
    expect(html).toContain('href="/api/files/f-1"');
  });

  it("says so when nothing is shared", () => {
    expect(render([])).toContain("No files yet");
  });
});
