/**
 * One event date per client, and it is the project's: the client page (GET /api/clients/{id} and the
 * list), the client portal and the clients CSV all show the date the client's projects carry.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientDetail, ClientListItem } from "../../../shared/clients.js";
import { clients, projects } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, sessionCookieFrom, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let studio: TestPhotographer;
let publicToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  studio = await createTestPhotographer(ctx, { businessName: "Event Date Studio" });
  publicToken = ((await api().get("/api/photographer")).json() as { publicToken: string }).publicToken;
});
afterAll(() => ctx.close());

const api = () => as(ctx, studio.cookie);
const tag = () => Math.random().toString(36).slice(2, 8);
let visitor = 0;

async function inquire(body: Record<string, unknown>) {
  visitor += 1;
  const res = await ctx.app.inject({
    method: "POST",
    url: `/api/public/widget/${publicToken}/leads`,
    payload: { firstName: "Sarah", lastName: "Johnson", projectType: "WEDDING", ...body },
    headers: { "x-forwarded-for": `192.0.2.${visitor % 250}` },
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function clientIdOf(email: string) {
  const [row] = await ctx.database.db.select().from(clients).where(eq(clients.email, email.toLowerCase()));
  return row!.id;
}

async function detail(clientId: string) {
  const res = await api().get(`/api/clients/${clientId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ClientDetail;
}

async function listItem(clientId: string) {
  const list = (await api().get("/api/clients")).json() as ClientListItem[];
  return list.find((c) => c.id === clientId)!;
}

async function csvEventDate(email: string) {
  const res = await api().get("/api/clients/export");
  const [header, ...rows] = res.body.trim().split("\r\n");
  const columns = header!.split(",");
  const row = rows.find((r) => r.includes(email.toLowerCase()))!;
  return row.split(",")[columns.indexOf("Event Date")];
}

async function portalView(clientId: string) {
  const link = await api().post(`/api/clients/${clientId}/send-login-link`);
  expect(link.statusCode, link.body).toBe(200);
  const token = new URL(link.json().loginUrl).searchParams.get("token")!;
  const login = await ctx.app.inject({ method: "POST", url: "/api/client-portal/login", payload: { token } });
  expect(login.statusCode, login.body).toBe(200);
  const res = await as(ctx, sessionCookieFrom(login.headers["set-cookie"])).get("/api/client-portal");
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { client: { weddingDate: string | null } };
}

/** The wedding date the client reads on a proposal sent to them (the public proposal page). */
async function publicProposalDate(clientId: string) {
  const created = await api().post("/api/proposals", {
    title: "Proposal",
    clientId,
    items: [{ name: "Coverage", qty: 1, unitCents: 100_000 }],
    validUntil: "2099-12-31",
  });
  expect(created.statusCode, created.body).toBe(201);
  const res = await ctx.app.inject({ method: "GET", url: `/api/public/proposals/${created.json().token}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { client: { weddingDate: string | null } }).client.weddingDate;
}

async function addProject(clientId: string, body: Record<string, unknown>) {
  const res = await api().post("/api/projects", {
    title: `Project ${tag()}`,
    projectType: "WEDDING",
    clientId,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; eventDate: string | null };
}

describe("the wedding date from the widget", () => {
  it("shows on the client page, in the client list, in the portal and in the CSV", async () => {
    const email = `sarah-${tag()}@example.com`;
    await inquire({ email, eventDate: "2031-06-12" });
    const clientId = await clientIdOf(email);

    expect(await detail(clientId)).toMatchObject({
      eventDate: "2031-06-12",
      weddingDate: "2031-06-12",
      hasEventDate: true,
    });
    expect(await listItem(clientId)).toMatchObject({ eventDate: "2031-06-12", hasEventDate: true });
    expect((await portalView(clientId)).client.weddingDate).toBe("2031-06-12");
    expect(await csvEventDate(email)).toBe("2031-06-12");
    expect(await publicProposalDate(clientId)).toBe("2031-06-12");
  });

  it("is the project's everywhere when the project's date changes", async () => {
    const email = `moved-${tag()}@example.com`;
    await inquire({ email, eventDate: "2031-07-01" });
    const clientId = await clientIdOf(email);
    const [project] = await ctx.database.db.select().from(projects).where(eq(projects.clientId, clientId));
    const moved = await api().put(`/api/projects/${project!.id}`, {
      title: project!.title,
      status: "ACTIVE",
      eventDate: "2031-08-15",
    });
    expect(moved.statusCode, moved.body).toBe(200);

    expect((await detail(clientId)).eventDate).toBe("2031-08-15");
    expect((await portalView(clientId)).client.weddingDate).toBe("2031-08-15");
    expect(await csvEventDate(email)).toBe("2031-08-15");
  });
});

describe("a client with several projects", () => {
  it("shows the next upcoming date, else the latest; a cancelled project does not count", async () => {
    const email = `multi-${tag()}@example.com`;
    const client = (await api().post("/api/clients", { firstName: "Mia", lastName: "Multi", email })).json();
    await addProject(client.id, { eventDate: "2001-05-05" });
    await addProject(client.id, { eventDate: "2003-03-03" });
    // Only past dates: the latest.
    expect((await detail(client.id)).eventDate).toBe("2003-03-03");

    const later = await addProject(client.id, { eventDate: "2034-09-09" });
    const sooner = await addProject(client.id, { eventDate: "2032-02-02" });
    await addProject(client.id, {});
    // Upcoming dates: the nearest one, whatever the order the projects were made in.
    const shown = await detail(client.id);
    expect(shown.eventDate).toBe("2032-02-02");
    expect(shown.eventDateProjectId).toBe(sooner.id);
    expect(await csvEventDate(email)).toBe("2032-02-02");

    const cancel = await api().put(`/api/projects/${sooner.id}`, {
      title: "Cancelled",
      status: "CANCELLED",
      eventDate: "2032-02-02",
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await detail(client.id)).eventDate).toBe("2034-09-09");
    expect((await detail(client.id)).eventDateProjectId).toBe(later.id);
  });
});

describe("the client's own date", () => {
  it("is the date of a client with no project, and the first project takes it over", async () => {
    const email = `own-${tag()}@example.com`;
    const client = (
      await api().post("/api/clients", { firstName: "Ola", lastName: "Own", email, eventDate: "2031-10-10" })
    ).json();
    expect(client).toMatchObject({ eventDate: "2031-10-10", eventDateProjectId: null });

    const project = await addProject(client.id, {});
    // The project carries the date now, and the client row keeps no second copy that could disagree.
    expect(project.eventDate).toBe("2031-10-10");
    const [row] = await ctx.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row).toMatchObject({ eventDate: null, hasEventDate: false });
    expect(await detail(client.id)).toMatchObject({
      eventDate: "2031-10-10",
      hasEventDate: true,
      eventDateProjectId: project.id,
    });
  });

  it("gives way to a dated project's date", async () => {
    const client = (
      await api().post("/api/clients", {
        firstName: "Pia",
        lastName: "Project",
        email: `pia-${tag()}@example.com`,
        eventDate: "2031-01-01",
      })
    ).json();
    const project = await addProject(client.id, { eventDate: "2031-12-24" });
    expect(project.eventDate).toBe("2031-12-24");
    expect((await detail(client.id)).eventDate).toBe("2031-12-24");
  });

  it("cannot be set on the client once a project holds it: 409 naming the project, nothing changed", async () => {
    const email = `held-${tag()}@example.com`;
    await inquire({ email, eventDate: "2031-04-04", firstName: "Hal" });
    const clientId = await clientIdOf(email);
    const base = { firstName: "Hal", lastName: "Johnson", email };

    const refused = await api().put(`/api/clients/${clientId}`, { ...base, eventDate: "2031-05-05" });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      'The event date is set on the project "Hal Johnson Wedding": change it there.',
    );
    expect((await detail(clientId)).eventDate).toBe("2031-04-04");

    // The same date, or none, saves the other fields and leaves the project's date alone.
    const same = await api().put(`/api/clients/${clientId}`, { ...base, eventDate: "2031-04-04", phone: "" });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ eventDate: "2031-04-04" });
    const none = await api().put(`/api/clients/${clientId}`, { ...base, lastName: "Jay" });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toMatchObject({ lastName: "Jay", eventDate: "2031-04-04" });
  });
});
