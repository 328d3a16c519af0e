import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Dialog } from "@/components/ui/dialog";
import { type Project, updateProjectInputSchema } from "../../../shared/projects";
import { EditProjectForm, editProjectDefaults } from "./edit-project-dialog";

const project: Project = {
  id: "p1",
  clientId: "c1",
  projectType: "WEDDING",
  title: "Park wedding",
  leadSource: "MANUAL",
  eventDate: null,
  hasEventDate: false,
  deliveryDate: null,
  consultationDate: null,
  venue: null,
  eventTimeZone: null,
  galleryUrl: "https://gallery.example.com/park",
  notes: null,
  stageId: null,
  stageEnteredAt: null,
  status: "ACTIVE",
  smsOptIn: true,
  emailOptIn: true,
  createdAt: "2026-05-04T12:00:00.000Z",
  stage: null,
  client: { firstName: "June", lastName: "Park", email: null, phone: null },
};

const render = (p: Project) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      {/* The form's footer closes the dialog it sits in. */}
      <Dialog open>
        <EditProjectForm project={p} onDone={() => {}} />
      </Dialog>
    </QueryClientProvider>,
  );

describe("the project's Gallery link field", () => {
  it("is a labelled URL field, starting from the project's gallery link or blank", () => {
    const html = render(project);
    const input = /<input[^>]*id="edit-project-p1-gallery-url"[^>]*>/.exec(html)?.[0] ?? "";
    expect(html).toMatch(/<label[^>]*for="edit-project-p1-gallery-url"[^>]*>Gallery link/);
    expect(input).toContain('type="url"');
    expect(input).toContain('name="galleryUrl"');
    expect(editProjectDefaults(project).galleryUrl).toBe("https://gallery.example.com/park");
    expect(editProjectDefaults({ ...project, galleryUrl: null }).galleryUrl).toBe("");
  });

  it("takes an https link or nothing, as the server does", () => {
    const base = { title: "Park wedding", status: "ACTIVE" };
    const parse = (galleryUrl: unknown) => updateProjectInputSchema.safeParse({ ...base, galleryUrl });
    expect(parse("https://gallery.example.com/park").data?.galleryUrl).toBe(
      "https://gallery.example.com/park",
    );
    expect(parse("").data?.galleryUrl).toBeNull();
    for (const bad of ["http://gallery.example.com", "javascript:alert(1)", "gallery.example.com"]) {
      expect(parse(bad).success, bad).toBe(false);
    }
  });
});
