import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project, ProjectSummary, Stage } from "../../../shared/projects.js";
import { estimatePayments, estimates, projects } from "../../db/schema/index.js";
import type { StageEnteredEvent } from "../../jobs/events.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
const heard: StageEnteredEvent[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.bus.onStageEntered(async (event) => {
    heard.push(event);
  });
  a = await createTestPhotographer(ctx, { businessName: "A" });
  b = await createTestPhotographer(ctx, { businessName: "B" });
});
afterAll(() => ctx.close());

const api = (who: TestPhotographer) => as(ctx, who.cookie);

async function clientOf(who: TestPhotographer, firstName = "Cara") {
  return (
    await api(who).post("/api/clients", {
      firstName,
      lastName: "Lane",
      email: `${randomUUID().slice(0, 6)}@example.com`,
    })
  ).json() as {
    id: string;
  };
}
async function stagesOf(who: TestPhotographer, type = "WEDDING") {
  return (await api(who).get(`/api/stages?projectType=${type}`)).json() as Stage[];
}
async function createProject(who: TestPhotographer, body: Record<string, unknown>) {
  const res = await api(who).post("/api/projects", body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Project;
}

describe("projects", () => {
  it("creates a project in the type's default stage, logs it, and emits the stage entry once committed", async () => {
    heard.length = 0;
    const client = await clientOf(a);
    const wedding = await stagesOf(a);
    const project = await createProject(a, {
      title: "Cara & Dan",
      projectType: "WEDDING",
      clientId: client.id,
      eventDate: "2027-06-12",
    });
    const defaultStage = wedding.find((s) => s.isDefault)!;
    expect(project).toMatchObject({
      title: "Cara & Dan",
      status: "ACTIVE",
      stageId: defaultStage.id,
      stage: { name: defaultStage.name },
      client: { firstName: "Cara" },
      eventDate: "2027-06-12",
      hasEventDate: true,
      smsOptIn: true,
      emailOptIn: true,
      leadSource: "MANUAL",
    });
    expect(project.stageEnteredAt).not.toBeNull();
    await ctx.queue.drain();
    expect(heard).toEqual([
      expect.objectContaining({ projectId: project.id, stageId: defaultStage.id, previousStageId: null }),
    ]);
    const detail = (await api(a).get(`/api/projects/${project.id}`)).json();
    expect(detail.activities.map((x: { title: string }) => x.title)).toEqual(["Project created"]);
  });

  it("refuses bad bodies with the expected messages and another studio's client with 404", async () => {
    const client = await clientOf(a);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ projectType: "WEDDING", clientId: client.id }, 400, "Title is required"],
      [{ title: "T", projectType: "BIRTHDAY", clientId: client.id }, 400, "Project type is required"],
      [{ title: "T", projectType: "WEDDING" }, 400, "Client is required"],
      [
        { title: "T", projectType: "WEDDING", clientId: client.id, eventDate: "12/06/2027" },
        400,
        "Invalid date",
      ],
      [{ title: "T", projectType: "WEDDING", clientId: (await clientOf(b)).id }, 404, "Client not found"],
    ];
    for (const [body, status, message] of cases) {
      const res = await api(a).post("/api/projects", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBe(message);
    }
  });

  it("lists the studio's projects, filtered by type", async () => {
    const client = await clientOf(a);
    const created = await createProject(a, {
      title: "Portrait",
      projectType: "PORTRAIT",
      clientId: client.id,
      eventDate: "2027-01-02",
      notes: "n",
    });
    const all = (await api(a).get("/api/projects")).json() as ProjectSummary[];
    // The list is built as JSON by the database: it must be exactly the summary of the API's project.
    const {
      leadSource,
      hasEventDate,
      deliveryDate,
      consultationDate,
      notes,
      venue,
      smsOptIn,
      emailOptIn,
      client: whole,
      ...rest
    } = created;
    const { phone, ...summaryClient } = whole;
    expect(all.find((p) => p.id === created.id)).toStrictEqual({ ...rest, client: summaryClient });
    const portraits = (await api(a).get("/api/projects?projectType=PORTRAIT")).json() as ProjectSummary[];
    expect(portraits.every((p) => p.projectType === "PORTRAIT")).toBe(true);
    expect(all.length).toBeGreaterThan(portraits.length);
    expect((await api(b).get("/api/projects")).json()).toEqual([]);
    expect((await api(a).get("/api/projects?projectType=NOPE")).statusCode).toBe(400);
  });

  it("moves a project: stageEnteredAt, activity and event; refuses other studios' and other types' stages", async () => {
    heard.length = 0;
    const client = await clientOf(a);
    const project = await createProject(a, { title: "Move me", projectType: "WEDDING", clientId: client.id });
    await ctx.queue.drain();
    heard.length = 0;
    const wedding = await stagesOf(a);
    const next = wedding.find((s) => !s.isDefault)!;
    const moved = await api(a).put(`/api/projects/${project.id}/stage`, { stageId: next.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ stageId: next.id, stage: { name: next.name } });
    expect(new Date(moved.json().stageEnteredAt).getTime()).toBeGreaterThanOrEqual(
      new Date(project.stageEnteredAt!).getTime(),
    );
    await ctx.queue.drain();
    expect(heard).toEqual([
      expect.objectContaining({ projectId: project.id, stageId: next.id, previousStageId: project.stageId }),
    ]);

    const theirStage = (await stagesOf(b))[0]!;
    const foreign = await api(a).put(`/api/projects/${project.id}/stage`, { stageId: theirStage.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Stage not found");
    const portraitStage = (await stagesOf(a, "PORTRAIT"))[0]!;
    const wrongType = await api(a).put(`/api/projects/${project.id}/stage`, { stageId: portraitStage.id });
    expect(wrongType.statusCode).toBe(422);
    const byB = await api(b).put(`/api/projects/${project.id}/stage`, { stageId: theirStage.id });
    expect(byB.statusCode).toBe(404);
    expect(byB.json().message).toBe("Project not found");

    const detail = (await api(a).get(`/api/projects/${project.id}`)).json();
    expect(detail.stageId).toBe(next.id);
    expect(detail.activities[0]).toMatchObject({ action: "STAGE_CHANGED", title: `Moved to ${next.name}` });
    await ctx.queue.drain();
    expect(heard).toHaveLength(1);
  });

  it("edits title, date, notes and status, and logs the change", async () => {
    const client = await clientOf(a);
    const project = await createProject(a, { title: "Before", projectType: "EVENT", clientId: client.id });
    const res = await api(a).put(`/api/projects/${project.id}`, {
      title: "After",
      status: "COMPLETED",
      notes: "Delivered",
      eventDate: "",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: "After",
      status: "COMPLETED",
      notes: "Delivered",
      eventDate: null,
    });
    const detail = (await api(a).get(`/api/projects/${project.id}`)).json();
    expect(detail.activities[0].description).toContain('title to "After"');
    expect(
      (await api(a).put(`/api/projects/${project.id}`, { title: "X", status: "PAUSED" })).json().message,
    ).toBe("Invalid status");
  });

  it("answers 404 for another studio's project on every /api/projects/{id} route", async () => {
    const client = await clientOf(b);
    const theirs = await createProject(b, { title: "Private", projectType: "WEDDING", clientId: client.id });
    const routes = ctx.app.routeTable.filter((r) =>
      /^\/api\/(projects\/:(id|projectId)|estimates\/project\/:id)/.test(r.url),
    );
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const stage = (await stagesOf(a))[0]!;
    for (const route of routes) {
      const res = await ctx.app.inject({
        method: route.method as "GET",
        url: route.url.replace(/:(id|projectId)/, theirs.id),
        payload: { title: "Hacked", status: "CANCELLED", stageId: stage.id },
        headers: { cookie: a.cookie },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    expect((await api(b).get(`/api/projects/${theirs.id}`)).json()).toMatchObject({
      title: "Private",
      status: "ACTIVE",
    });
  });
});

describe("stages", () => {
  it("creates after the last stage by default, keeps one default per type, and edits", async () => {
    const studio = await createTestPhotographer(ctx);
    const before = await stagesOf(studio, "NEWBORN");
    const created = await as(ctx, studio.cookie).post("/api/stages", {
      name: "Gallery Delivered",
      projectType: "NEWBORN",
      color: "#10b981",
      isDefault: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      orderIndex: Math.max(...before.map((s) => s.orderIndex)) + 1,
      isDefault: true,
      projectCount: 0,
    });
    const after = await stagesOf(studio, "NEWBORN");
    expect(after.filter((s) => s.isDefault).map((s) => s.id)).toEqual([created.json().id]);
    const edited = await as(ctx, studio.cookie).put(`/api/stages/${created.json().id}`, {
      name: "Delivered",
      projectType: "NEWBORN",
      orderIndex: 0,
      color: "#111111",
      isDefault: true,
    });
    expect(edited.json()).toMatchObject({ name: "Delivered", orderIndex: 0, color: "#111111" });
    const bad = await as(ctx, studio.cookie).post("/api/stages", { name: "", projectType: "NEWBORN" });
    expect(bad.json().message).toBe("Stage Name is required");
    const badColor = await as(ctx, studio.cookie).post("/api/stages", {
      name: "X",
      projectType: "NEWBORN",
      color: "blue",
    });
    expect(badColor.statusCode).toBe(400);
  });

  it("moves a deleted stage's projects to the default stage and refuses deleting the last stage", async () => {
    const studio = await createTestPhotographer(ctx);
    const client = await clientOf(studio);
    const family = await stagesOf(studio, "FAMILY");
    const doomed = family.find((s) => !s.isDefault)!;
    const project = await createProject(studio, {
      title: "Family",
      projectType: "FAMILY",
      clientId: client.id,
      stageId: doomed.id,
    });
    const res = await as(ctx, studio.cookie).delete(`/api/stages/${doomed.id}`);
    expect(res.statusCode).toBe(200);
    const defaultStage = family.find((s) => s.isDefault)!;
    expect(res.json()).toEqual({
      message: `Stage deleted. 1 project moved to ${defaultStage.name}.`,
      movedProjects: 1,
    });
    expect((await as(ctx, studio.cookie).get(`/api/projects/${project.id}`)).json().stageId).toBe(
      defaultStage.id,
    );

    // Deleting the default stage promotes another one first.
    await as(ctx, studio.cookie).delete(`/api/stages/${defaultStage.id}`);
    const left = await stagesOf(studio, "FAMILY");
    expect(left.filter((s) => s.isDefault)).toHaveLength(1);
    expect((await as(ctx, studio.cookie).get(`/api/projects/${project.id}`)).json().stageId).toBe(
      left.find((s) => s.isDefault)!.id,
    );
    for (const stage of left.slice(1)) await as(ctx, studio.cookie).delete(`/api/stages/${stage.id}`);
    const last = await as(ctx, studio.cookie).delete(`/api/stages/${left[0]!.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe("A project type needs at least one stage");
  });

  it("answers 404 for another studio's stage", async () => {
    const theirs = (await stagesOf(b))[0]!;
    expect(
      (await api(a).put(`/api/stages/${theirs.id}`, { name: "X", projectType: "WEDDING" })).statusCode,
    ).toBe(404);
    expect((await api(a).delete(`/api/stages/${theirs.id}`)).statusCode).toBe(404);
    expect((await stagesOf(b)).find((s) => s.id === theirs.id)?.name).toBe(theirs.name);
  });
});

describe("report summary", () => {
  it("computes the summary figures from a known data set", async () => {
    const studio = await createTestPhotographer(ctx);
    const client = await clientOf(studio);
    const { db } = ctx.database;
    const pid = studio.photographerId;
    const active = await createProject(studio, {
      title: "Active",
      projectType: "WEDDING",
      clientId: client.id,
    });
    const done = await createProject(studio, { title: "Done", projectType: "WEDDING", clientId: client.id });
    await db.update(projects).set({ status: "COMPLETED" }).where(eq(projects.id, done.id));
    await db.insert(projects).values({
      photographerId: pid,
      clientId: client.id,
      projectType: "WEDDING",
      title: "Old",
      createdAt: new Date("2020-01-15"),
    });
    const [signed] = await db
      .insert(estimates)
      .values({
        photographerId: pid,
        clientId: client.id,
        projectId: active.id,
        title: "Signed",
        token: randomUUID(),
        status: "PAID_PARTIAL",
        signedAt: new Date(),
        totalCents: 500000,
      })
      .returning();
    const [paidOff] = await db
      .insert(estimates)
      .values({
        photographerId: pid,
        clientId: client.id,
        projectId: done.id,
        title: "Paid",
        token: randomUUID(),
        status: "PAID_FULL",
        signedAt: new Date(),
        // This year's $3,000 and $70 paid in 2020: the database refuses payments beyond the total.
        totalCents: 307000,
      })
      .returning();
    await db.insert(estimates).values({
      photographerId: pid,
      clientId: client.id,
      title: "Draft",
      token: randomUUID(),
      status: "DRAFT",
      totalCents: 999999,
    });
    await db.insert(estimatePayments).values([
      {
        photographerId: pid,
        clientId: client.id,
        estimateId: signed!.id,
        amountCents: 125000,
        method: "card",
        status: "COMPLETED",
        paymentIntentId: randomUUID(),
        completedAt: new Date(),
      },
      {
        photographerId: pid,
        clientId: client.id,
        estimateId: paidOff!.id,
        amountCents: 300000,
        method: "card",
        status: "COMPLETED",
        paymentIntentId: randomUUID(),
        completedAt: new Date(),
      },
      {
        photographerId: pid,
        clientId: client.id,
        estimateId: paidOff!.id,
        amountCents: 7000,
        method: "card",
        status: "COMPLETED",
        paymentIntentId: randomUUID(),
        completedAt: new Date("2020-03-01"),
      },
    ]);
    const res = await as(ctx, studio.cookie).get("/api/reports/summary");
    // Revenue is all the money received this year, whether or not its project is completed; the two
    // projects whose proposals were signed this month are booked this month; Cara is the one client.
    expect(res.json()).toEqual({
      totalProjects: 2,
      bookedThisMonth: 2,
      projectsThisMonth: 2,
      revenueYTD: 425000,
      outstandingBalance: 375000,
      totalClients: 1,
    });
  });
});
