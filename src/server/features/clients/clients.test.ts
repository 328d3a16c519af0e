import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookings,
  clients,
  estimatePayments,
  estimates,
  messages,
  projects,
  stages,
} from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Studio A" });
  b = await createTestPhotographer(ctx, { businessName: "Studio B" });
});
afterAll(() => ctx.close());

const api = (who: TestPhotographer) => as(ctx, who.cookie);

async function addClient(who: TestPhotographer, body: Record<string, unknown>) {
  const res = await api(who).post("/api/clients", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; email: string | null };
}

describe("creating and reading clients", () => {
  it("creates with the studio's default opt-ins and omits empty optional fields", async () => {
    const created = await addClient(a, { firstName: " Maya ", lastName: "Lopez", email: "", phone: "" });
    expect(created).toMatchObject({
      firstName: "Maya",
      lastName: "Lopez",
      email: null,
      phone: null,
      emailOptIn: true,
      smsOptIn: false,
    });
    const explicit = await addClient(a, {
      firstName: "Sam",
      lastName: "Ng",
      email: "SAM@Example.com",
      smsOptIn: true,
      emailOptIn: false,
    });
    expect(explicit).toMatchObject({ email: "sam@example.com", smsOptIn: true, emailOptIn: false });
  });

  it("answers 400 with a message for bad bodies and changes nothing", async () => {
    const before = (await api(a).get("/api/clients")).json().length;
    const cases: [unknown, string][] = [
      [{ lastName: "X" }, "First name is required"],
      [{ firstName: "X", lastName: "  " }, "Last name is required"],
      [{ firstName: "X", lastName: "Y", email: "nope" }, "Invalid email address"],
      [{ firstName: "X", lastName: "Y", phone: "123" }, "Phone number must be at least 10 digits"],
      [{ firstName: "X", lastName: "Y", eventDate: "2026-02-30" }, "Invalid date"],
      [{ firstName: "X".repeat(101), lastName: "Y" }, "First name is too long"],
    ];
    for (const [body, message] of cases) {
      const res = await api(a).post("/api/clients", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await api(a).get("/api/clients")).json().length).toBe(before);
  });

  it("lists only the studio's own clients, with active project count and latest project", async () => {
    const client = await addClient(a, { firstName: "Ivy", lastName: "Chen", email: "ivy@example.com" });
    const [stage] = await ctx.database.db
      .select()
      .from(stages)
      .where(eq(stages.photographerId, a.photographerId))
      .limit(1);
    await ctx.database.db.insert(projects).values([
      {
        photographerId: a.photographerId,
        clientId: client.id,
        projectType: "ENGAGEMENT",
        title: "Engagement",
        createdAt: new Date("2026-01-01"),
      },
      {
        photographerId: a.photographerId,
        clientId: client.id,
        projectType: "WEDDING",
        title: "Ivy & Tom",
        stageId: stage!.id,
        createdAt: new Date("2026-03-01"),
      },
      {
        photographerId: a.photographerId,
        clientId: client.id,
        projectType: "PORTRAIT",
        title: "Old",
        status: "COMPLETED",
        createdAt: new Date("2025-01-01"),
      },
    ]);
    await addClient(b, { firstName: "Other", lastName: "Studio" });
    const list = (await api(a).get("/api/clients")).json() as {
      id: string;
      firstName: string;
      activeProjectCount: number;
      latestProject: { title: string; stage: { name: string } | null } | null;
    }[];
    expect(list.some((c) => c.firstName === "Other")).toBe(false);
    const ivy = list.find((c) => c.id === client.id)!;
    expect(ivy.activeProjectCount).toBe(2);
    expect(ivy.latestProject).toMatchObject({ title: "Ivy & Tom", stage: { name: stage!.name } });
  });

  it("searches full name and e-mail as a case-insensitive substring", async () => {
    await addClient(a, { firstName: "Rosa", lastName: "Park-Hill", email: "rosa.ph@studio.example" });
    const names = async (search: string) =>
      (
        (await api(a).get(`/api/clients?search=${encodeURIComponent(search)}`)).json() as {
          firstName: string;
        }[]
      ).map((c) => c.firstName);
    expect(await names("rosa park")).toEqual(["Rosa"]);
    expect(await names("PH@STUDIO")).toEqual(["Rosa"]);
    expect(await names("a park-h")).toEqual(["Rosa"]);
    expect(await names("%")).toEqual([]);
  });

  it("edits a client with PUT", async () => {
    const client = await addClient(a, { firstName: "Ed", lastName: "It" });
    const res = await api(a).put(`/api/clients/${client.id}`, {
      firstName: "Edward",
      lastName: "It",
      eventDate: "2027-06-12",
      smsOptIn: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: "Edward",
      eventDate: "2027-06-12",
      weddingDate: "2027-06-12",
      hasEventDate: true,
      smsOptIn: true,
    });
    const detail = (await api(a).get(`/api/clients/${client.id}`)).json();
    expect(detail).toMatchObject({
      firstName: "Edward",
      projects: [],
      messageCount: 0,
      proposalCount: 0,
      proposalTotalCents: 0,
    });
  });
});

describe("tenancy", () => {
  it("answers 404 for another studio's client on every /api/clients/{id} route and changes nothing", async () => {
    const theirs = await addClient(b, {
      firstName: "Private",
      lastName: "Person",
      email: "private@example.com",
    });
    const routes = ctx.app.routeTable.filter((r) => r.url.startsWith("/api/clients/:id"));
    expect(routes.length).toBeGreaterThanOrEqual(6);
    for (const route of routes) {
      const res = await ctx.app.inject({
        method: route.method as "GET",
        url: route.url.replace(":id", theirs.id),
        payload: { firstName: "Hacked", lastName: "Name" },
        headers: { cookie: a.cookie },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(res.json().message).toBe("Client not found");
    }
    const message = await api(a).post("/api/messages", { clientId: theirs.id, content: "hi" });
    expect(message.statusCode).toBe(404);
    const still = (await api(b).get(`/api/clients/${theirs.id}`)).json();
    expect(still).toMatchObject({ firstName: "Private", messageCount: 0 });
  });

  it("answers 404 for another studio's client on the proposals-of-a-client route", async () => {
    const theirs = await addClient(b, { firstName: "Their", lastName: "Client" });
    const res = await api(a).get(`/api/proposals/client/${theirs.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Client not found");
    expect((await api(b).get(`/api/proposals/client/${theirs.id}`)).json()).toEqual([]);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await api(a).get(`/api/clients/${randomUUID()}`)).statusCode).toBe(404);
    expect((await api(a).get("/api/clients/not-a-uuid")).statusCode).toBe(404);
  });
});

describe("messages and history", () => {
  it("sends a message, lists it, counts it, and shows it in the history", async () => {
    const client = await addClient(a, { firstName: "Mia", lastName: "Ross", email: "mia@example.com" });
    const sent = await api(a).post("/api/messages", {
      clientId: client.id,
      content: "  Can we move the shoot?  ",
      channel: "INTERNAL",
      sentByPhotographer: true,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      content: "Can we move the shoot?",
      sentByPhotographer: true,
      channel: "INTERNAL",
    });
    const blank = await api(a).post("/api/messages", { clientId: client.id, content: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Message is required");

    const list = (await api(a).get(`/api/clients/${client.id}/messages`)).json();
    expect(list).toHaveLength(1);
    expect((await api(a).get(`/api/clients/${client.id}`)).json().messageCount).toBe(1);

    await ctx.database.db.insert(estimates).values({
      photographerId: a.photographerId,
      clientId: client.id,
      title: "Wedding collection",
      token: randomUUID(),
      totalCents: 450000,
      sentAt: new Date(),
      status: "DRAFT",
    });
    const history = (await api(a).get(`/api/clients/${client.id}/history`)).json() as {
      type: string;
      title: string;
      totalCents?: number;
    }[];
    expect(history.map((h) => h.type).sort()).toEqual(["message", "proposal"]);
    expect(history.find((h) => h.type === "proposal")).toMatchObject({
      title: "Proposal sent: Wedding collection",
      totalCents: 450000,
    });
  });
});

describe("reading a client's messages", () => {
  it("marks the client's unread messages read, not the studio's own, and only for this studio", async () => {
    const client = await addClient(a, { firstName: "Ivy", lastName: "Lane", email: "ivy.lane@example.com" });
    await ctx.database.db.insert(messages).values([
      { photographerId: a.photographerId, clientId: client.id, content: "Hello!", sentByPhotographer: false },
      {
        photographerId: a.photographerId,
        clientId: client.id,
        content: "One more thing",
        sentByPhotographer: false,
      },
      { photographerId: a.photographerId, clientId: client.id, content: "Hi Ivy", sentByPhotographer: true },
    ]);
    expect((await api(b).post(`/api/clients/${client.id}/messages/read`)).statusCode).toBe(404);
    const res = await api(a).post(`/api/clients/${client.id}/messages/read`);
    expect(res.json()).toEqual({ read: 2 });
    const list = (await api(a).get(`/api/clients/${client.id}/messages`)).json() as {
      sentByPhotographer: boolean;
      readAt: string | null;
    }[];
    expect(list.filter((m) => !m.sentByPhotographer).every((m) => m.readAt)).toBe(true);
    expect(list.find((m) => m.sentByPhotographer)!.readAt).toBeNull();
    expect((await api(a).post(`/api/clients/${client.id}/messages/read`)).json()).toEqual({ read: 0 });
  });
});

describe("deleting", () => {
  it("removes the client with its projects, estimates, bookings, messages and payments", async () => {
    const client = await addClient(a, { firstName: "Del", lastName: "Ete" });
    const { db } = ctx.database;
    const pid = a.photographerId;
    const [project] = await db
      .insert(projects)
      .values({ photographerId: pid, clientId: client.id, projectType: "WEDDING", title: "W" })
      .returning();
    const [estimate] = await db
      .insert(estimates)
      .values({
        photographerId: pid,
        clientId: client.id,
        projectId: project!.id,
        title: "P",
        token: randomUUID(),
      })
      .returning();
    await db.insert(estimatePayments).values({
      photographerId: pid,
      clientId: client.id,
      estimateId: estimate!.id,
      amountCents: 100,
      method: "card",
      // A pending checkout goes with its client; a completed payment would make the delete a 409
      // (client-records.test.ts).
      status: "PENDING",
      paymentIntentId: randomUUID(),
    });
    await db
      .insert(messages)
      .values({ photographerId: pid, clientId: client.id, content: "x", sentByPhotographer: true });
    await db.insert(bookings).values({
      photographerId: pid,
      clientId: client.id,
      title: "Call",
      startAt: new Date("2031-01-01T10:00:00Z"),
      endAt: new Date("2031-01-01T11:00:00Z"),
      bookingToken: randomUUID(),
    });

    expect((await api(b).delete(`/api/clients/${client.id}`)).statusCode).toBe(404);
    const res = await api(a).delete(`/api/clients/${client.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Client deleted" });
    expect((await api(a).get(`/api/clients/${client.id}`)).statusCode).toBe(404);
    for (const table of [clients, projects, estimates, estimatePayments, messages, bookings]) {
      const rows = await db
        .select()
        .from(table)
        .where(eq(table.id, table === clients ? client.id : table.id));
      expect(rows.filter((r) => ("clientId" in r ? r.clientId === client.id : r.id === client.id))).toEqual(
        [],
      );
    }
  });
});

describe("import and export", () => {
  it("imports valid rows, reports rejected ones with reasons, and never duplicates an e-mail", async () => {
    const importer = await createTestPhotographer(ctx);
    await as(ctx, importer.cookie).post("/api/clients", {
      firstName: "Existing",
      lastName: "One",
      email: "taken@example.com",
    });
    const res = await as(ctx, importer.cookie).post("/api/clients/import", {
      rows: [
        {
          rowNumber: 1,
          values: { firstName: "Ann", lastName: "Lee", email: "ann@example.com", eventDate: "2027-05-01" },
        },
        { rowNumber: 2, values: { firstName: "", lastName: "NoFirst" } },
        { rowNumber: 3, values: { firstName: "Dup", lastName: "Existing", email: "TAKEN@example.com" } },
        { rowNumber: 4, values: { firstName: "Bob", lastName: "Ray", email: "bob@example.com" } },
        { rowNumber: 5, values: { firstName: "Bob", lastName: "Twice", email: "bob@example.com" } },
        { rowNumber: 6, values: { firstName: "Bad", lastName: "Mail", email: "bad@" } },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      created: 2,
      rejected: [
        { rowNumber: 2, reason: "First name is required" },
        { rowNumber: 3, reason: "A client with the email taken@example.com already exists" },
        { rowNumber: 5, reason: "A client with the email bob@example.com already exists" },
        { rowNumber: 6, reason: "Invalid email address" },
      ],
      projectsCreated: 0,
      dryRun: false,
      rows: [
        { rowNumber: 1, client: "new", clientName: "Ann Lee", project: null },
        { rowNumber: 4, client: "new", clientName: "Bob Ray", project: null },
      ],
    });
    const list = (await as(ctx, importer.cookie).get("/api/clients")).json();
    expect(list).toHaveLength(3);
    expect((await as(ctx, importer.cookie).post("/api/clients/import", { rows: [] })).json().message).toBe(
      "No rows to import",
    );
  });

  it("exports every client as CSV, defusing spreadsheet formulas", async () => {
    const exporter = await createTestPhotographer(ctx);
    await as(ctx, exporter.cookie).post("/api/clients", {
      firstName: "=HYPERLINK(1)",
      lastName: "O'Neil, Jr.",
      notes: 'Said "hi"',
    });
    const res = await as(ctx, exporter.cookie).get("/api/clients/export");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(
      /attachment; filename="focal-clients-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, row] = res.body.trim().split("\r\n");
    expect(header).toBe(
      "First Name,Last Name,Email,Phone,Event Date,Notes,Email Opt-In,SMS Opt-In,Lead Source,Created",
    );
    expect(row).toMatch(/^'=HYPERLINK\(1\),"O'Neil, Jr\.",,,,"Said ""hi""",yes,no,MANUAL,\d{4}-\d{2}-\d{2}$/);
  });
});
