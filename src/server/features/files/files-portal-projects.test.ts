/**
 * Files per project: a studio upload assigned to one of the client's projects (never another client's or
 * another studio's), and the portal's Files answer grouping shared files under their project with its
 * gallery link; another client's projects never appear.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ClientFile, PortalFiles } from "../../../shared/files.js";
import { files } from "../../db/schema/index.js";
import type { TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { SAMPLES } from "./files.fixture.js";
import { addClient, clientCookie, filesApiSuite, upload } from "./files-api.fixture.js";

const api = filesApiSuite();

async function addProject(who: TestPhotographer, clientId: string, title: string, galleryUrl?: string) {
  const studio = as(api.ctx, who.cookie);
  const created = await studio.post("/api/projects", { title, projectType: "WEDDING", clientId });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  if (galleryUrl) {
    const set = await studio.put(`/api/projects/${id}`, { title, status: "ACTIVE", galleryUrl });
    expect(set.statusCode, set.body).toBe(200);
  }
  return id;
}

/** Uploads as the studio and shares the file in the portal; the file's id. */
async function sharedUpload(who: TestPhotographer, name: string, fields: Record<string, string>) {
  const up = await upload(api, "/api/files", who.cookie, SAMPLES.pdf, name, fields);
  expect(up.statusCode, up.body).toBe(201);
  const id = up.json().id as string;
  const shared = await as(api.ctx, who.cookie).put(`/api/files/${id}/shared`, { shared: true });
  expect(shared.statusCode, shared.body).toBe(200);
  return id;
}

describe("files per project", () => {
  it("assigns an upload to the client's project, refusing another client's and another studio's", async () => {
    const { a, b } = api;
    const ana = await addClient(api, a, "Ana");
    const ben = await addClient(api, a, "Ben");
    const anaProject = await addProject(a, ana.id, "Ana's wedding");
    const benProject = await addProject(a, ben.id, "Ben's wedding");
    const bClient = await addClient(api, b, "Bea");
    const bProject = await addProject(b, bClient.id, "Bea's wedding");
    const before = await api.storedKeys();

    const otherClients = await upload(api, "/api/files", a.cookie, SAMPLES.pdf, "x.pdf", {
      clientId: ana.id,
      projectId: benProject,
    });
    expect([otherClients.statusCode, otherClients.json().message]).toEqual([404, "Project not found"]);
    const otherStudios = await upload(api, "/api/files", a.cookie, SAMPLES.pdf, "x.pdf", {
      clientId: ana.id,
      projectId: bProject,
    });
    expect([otherStudios.statusCode, otherStudios.json().message]).toEqual([404, "Project not found"]);
    const noClient = await upload(api, "/api/files", a.cookie, SAMPLES.pdf, "x.pdf", { projectId: bProject });
    expect(noClient.statusCode).toBe(404);
    expect(await api.storedKeys()).toEqual(before);

    const ok = await upload(api, "/api/files", a.cookie, SAMPLES.pdf, "timeline.pdf", {
      clientId: ana.id,
      projectId: anaProject,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const listed = (await as(api.ctx, a.cookie).get(`/api/clients/${ana.id}/files`)).json() as ClientFile[];
    expect(listed).toMatchObject([{ id: ok.json().id, projectId: anaProject }]);
    expect((await as(api.ctx, a.cookie).get(`/api/clients/${ben.id}/files`)).json()).toEqual([]);
  });

  it("lists the portal's files under their projects, with gallery links, and only the client's own", async () => {
    const { a } = api;
    const ana = await addClient(api, a, "Anna");
    const ben = await addClient(api, a, "Benno");
    const wedding = await addProject(a, ana.id, "Summer wedding", "https://gallery.example.com/summer");
    const engagement = await addProject(a, ana.id, "Engagement shoot");
    // A project with neither shared files nor a gallery link is not listed.
    await addProject(a, ana.id, "Family portraits");
    const bens = await addProject(a, ben.id, "Ben's secret project", "https://gallery.example.com/ben");
    await sharedUpload(a, "bens-timeline.pdf", { clientId: ben.id, projectId: bens });

    const general = await sharedUpload(a, "contract-copy.pdf", { clientId: ana.id });
    const timeline = await sharedUpload(a, "timeline.pdf", { clientId: ana.id, projectId: engagement });
    // Not shared: neither the file nor, for it alone, its project shows.
    await upload(api, "/api/files", a.cookie, SAMPLES.pdf, "draft.pdf", {
      clientId: ana.id,
      projectId: engagement,
    });

    const portal = as(api.ctx, await clientCookie(api, a, ana.id));
    const answer = (await portal.get("/api/client-portal/files")).json() as PortalFiles;
    expect(answer.files).toMatchObject([
      { id: timeline, filename: "timeline.pdf", projectId: engagement, projectTitle: "Engagement shoot" },
      { id: general, filename: "contract-copy.pdf", projectId: null, projectTitle: null },
    ]);
    expect(answer.files[0]).toHaveProperty("size");
    expect(answer.files[0]).toHaveProperty("createdAt");
    const byTitle = [...answer.projects].sort((x, y) => x.title.localeCompare(y.title));
    expect(byTitle).toEqual([
      { id: engagement, title: "Engagement shoot", galleryUrl: null },
      { id: wedding, title: "Summer wedding", galleryUrl: "https://gallery.example.com/summer" },
    ]);
    const body = JSON.stringify(answer);
    expect(body).not.toContain("Ben's secret project");
    expect(body).not.toContain("gallery.example.com/ben");
    expect(body).not.toContain("bens-timeline.pdf");

    // Clearing the gallery link takes the project (with no shared file) out of the list.
    const cleared = await as(api.ctx, a.cookie).put(`/api/projects/${wedding}`, {
      title: "Summer wedding",
      status: "ACTIVE",
      galleryUrl: null,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const after = (await portal.get("/api/client-portal/files")).json() as PortalFiles;
    expect(after.projects.map((p) => p.id)).toEqual([engagement]);

    // Even a row pointing at another client's project (written by hand) shows neither that project nor
    // its title: the file is listed as client-wide.
    await api.ctx.database.db.update(files).set({ projectId: bens }).where(eq(files.id, general));
    const guarded = (await portal.get("/api/client-portal/files")).json() as PortalFiles;
    expect(guarded.files.find((f) => f.id === general)).toMatchObject({
      projectId: null,
      projectTitle: null,
    });
    expect(JSON.stringify(guarded)).not.toContain("Ben's secret project");
    expect(guarded.projects.map((p) => p.id)).toEqual([engagement]);
  });
});
