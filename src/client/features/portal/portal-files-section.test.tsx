import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PortalFile, PortalFiles } from "../../../shared/files";
import { FilesSection, groupPortalFiles } from "./portal-files-section";

function render(answer: PortalFiles) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, queryFn: async () => answer } },
  });
  client.setQueryData(["/api/client-portal/files"], answer);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <FilesSection />
    </QueryClientProvider>,
  );
}

const file = (
  id: string,
  filename: string,
  project: { id: string; title: string } | null = null,
): PortalFile => ({
  id,
  filename,
  contentType: "application/pdf",
  size: 14_336,
  createdAt: "2026-05-04T12:00:00.000Z",
  projectId: project?.id ?? null,
  projectTitle: project?.title ?? null,
});

const wedding = { id: "p-1", title: "Summer wedding" };
const engagement = { id: "p-2", title: "Engagement shoot" };

describe("the portal's Files", () => {
  it("lists each shared file with its size, date and a download link", () => {
    const html = render({ files: [file("f-1", "timeline.pdf")], projects: [] });
    expect(html).toContain(">Files<");
    expect(html).toContain("timeline.pdf");
    expect(html).toContain("14 KB");
    expect(html).toContain("May 4, 2026");
    expect(html).toContain('href="/api/files/f-1"');
  });

  it("groups files under their project's title, client-wide ones under General, with gallery links", () => {
    const html = render({
      files: [
        file("f-1", "timeline.pdf", wedding),
        file("f-2", "contract-copy.pdf"),
        file("f-3", "shots.pdf", engagement),
      ],
      projects: [
        { ...wedding, galleryUrl: "https://gallery.example.com/summer" },
        { ...engagement, galleryUrl: null },
      ],
    });
    const at = (text: string) => html.indexOf(text);
    for (const text of ["Summer wedding", "Engagement shoot", ">General<", "timeline.pdf", "shots.pdf"]) {
      expect(at(text), text).toBeGreaterThan(-1);
    }
    // Each file sits under its own heading.
    expect(at("Summer wedding")).toBeLessThan(at("timeline.pdf"));
    expect(at("timeline.pdf")).toBeLessThan(at("Engagement shoot"));
    expect(at("Engagement shoot")).toBeLessThan(at("shots.pdf"));
    expect(at("shots.pdf")).toBeLessThan(at(">General<"));
    expect(at(">General<")).toBeLessThan(at("contract-copy.pdf"));

    const links = html.match(/<a [^>]*target="_blank"[^>]*>/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).toContain('href="https://gallery.example.com/summer"');
    expect(links[0]).toContain('rel="noopener noreferrer"');
    expect(html).toContain("Open gallery");
  });

  it("shows a project with only a gallery link, and never a link that is not https", () => {
    const html = render({
      files: [],
      projects: [
        { ...wedding, galleryUrl: "https://gallery.example.com/summer" },
        { ...engagement, galleryUrl: "javascript:alert(1)" },
      ],
    });
    expect(html).toContain("Summer wedding");
    expect(html).toContain('href="https://gallery.example.com/summer"');
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("Engagement shoot");
    expect(html).not.toContain("No files yet");
  });

  it("lists a file whose project is not listed as client-wide", () => {
    const groups = groupPortalFiles({ files: [file("f-1", "a.pdf", wedding)], projects: [] });
    expect(groups.map((g) => [g.title, g.files.map((f) => f.id)])).toEqual([["General", ["f-1"]]]);
  });

  it("says so when nothing is shared", () => {
    expect(render({ files: [], projects: [] })).toContain("No files yet");
  });
});
