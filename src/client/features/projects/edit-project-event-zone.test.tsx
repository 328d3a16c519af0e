import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Dialog } from "@/components/ui/dialog";
import { type Project, updateProjectInputSchema } from "../../../shared/projects";
import { EditProjectForm, editProjectDefaults } from "./edit-project-dialog";

const project = {
  id: "p1",
  clientId: "c1",
  projectType: "WEDDING",
  title: "Lisbon wedding",
  leadSource: "MANUAL",
  eventDate: "2027-06-12",
  hasEventDate: true,
  deliveryDate: null,
  consultationDate: null,
  venue: null,
  eventTimeZone: "Europe/Lisbon",
  galleryUrl: null,
  notes: null,
  stageId: null,
  stageEnteredAt: null,
  status: "ACTIVE",
  smsOptIn: true,
  emailOptIn: true,
  createdAt: "2026-05-04T12:00:00.000Z",
  stage: null,
  client: { firstName: "Ines", lastName: "Sousa", email: null, phone: null },
} satisfies Project;

const render = (p: Project) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <Dialog open>
        <EditProjectForm project={p} onDone={() => {}} />
      </Dialog>
    </QueryClientProvider>,
  );

describe("the Edit Project form's event time zone", () => {
  it("is a labelled zone picker starting from the project's zone, or Same as studio", () => {
    const html = render(project);
    expect(html).toMatch(/<label[^>]*for="edit-project-p1-event-zone"[^>]*>Event time zone/);
    expect(html).toMatch(/<input[^>]*id="edit-project-p1-event-zone"[^>]*role="combobox"/);
    expect(html).toMatch(/value="Europe\/Lisbon \(UTC\+0[01]:00\)"/);
    expect(render({ ...project, eventTimeZone: null })).toMatch(
      /value="Same as studio \(America\/New York\)"/,
    );
    expect(editProjectDefaults(project).eventTimeZone).toBe("Europe/Lisbon");
  });

  it("takes any zone or null, as the server does", () => {
    const parse = (eventTimeZone: unknown) =>
      updateProjectInputSchema.safeParse({ title: "T", status: "ACTIVE", eventTimeZone });
    expect(parse("Australia/Sydney").data?.eventTimeZone).toBe("Australia/Sydney");
    expect(parse(null).data?.eventTimeZone).toBeNull();
    expect(parse("").data?.eventTimeZone).toBeNull();
    expect(parse("Mars/Base").success).toBe(false);
  });
});
