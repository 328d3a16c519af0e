import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ClientFile } from "../../../shared/files";
import { ClientFilesCard } from "./client-files-card";

const CLIENT = "c-1";

function render(files: ClientFile[], projects: { id: string; title: string }[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, queryFn: async () => null } },
  });
  client.setQueryData([`/api/clients/${CLIENT}/files`], files);
  client.setQueryData(["/api/clients", CLIENT], { id: CLIENT, projects });
  client.setQueryData(["/api/auth/me"], null);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <ClientFilesCard clientId={CLIENT} />
    </QueryClientProvider>,
  );
}

const file = (id: string, filename: string, projectId: string | null): ClientFile => ({
  id,
  filename,
  contentType: "application/pdf",
  size: 2048,
  uploadedBy: "STUDIO",
  sharedInPortal: true,
  onMessage: false,
  projectId,
  createdAt: "2026-05-04T12:00:00.000Z",
});

describe("the client's Files card", () => {
  it("offers the client's projects for an upload and names each file's project", () => {
    const html = render(
      [file("f-1", "timeline.pdf", "p-1"), file("f-2", "contract.pdf", null)],
      [{ id: "p-1", title: "Summer wedding" }],
    );
    expect(html).toMatch(/<label[^>]*for="client-files-project-c-1"[^>]*>Project/);
    expect(html).toMatch(/timeline\.pdf[\s\S]*· Summer wedding[\s\S]*contract\.pdf/);
    expect(html.match(/Summer wedding/g)).toHaveLength(1);
  });

  it("shows no project select for a client without projects", () => {
    const html = render([file("f-2", "contract.pdf", null)], []);
    expect(html).not.toContain("client-files-project");
    expect(html).toContain("Upload file");
  });
});
