/**
 * Importing another CRM's export: rows with project columns bring projects (type, event date, pipeline
 * stage), a known address gains the project instead of a duplicate client, a re-import adds nothing, a
 * dry run answers the same plan and writes nothing, and no stage automation fires for history.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportClientsResult } from "../../../shared/clients.js";
import { clients, projects, stages } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Import A" });
  b = await createTestPhotographer(ctx, { businessName: "Import B" });
});
afterAll(() => ctx.close());

const tag = () => Math.random().toString(36).slice(2, 8);
const importAs = (who: TestPhotographer, body: unknown) =>
  as(ctx, who.cookie).post("/api/clients/import", body);

async function counts(photographerId: string) {
  const [c] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .where(eq(clients.photographerId, photographerId));
  const [p] = await ctx.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(projects)
    .where(eq(projects.photographerId, photographerId));
  return { clients: c!.n, projects: p!.n };
}

async function projectRows(photographerId: string, clientEmail: string) {
  return ctx.database.db
    .select({
      title: projects.title,
      projectType: projects.projectType,
      eventDate: projects.eventDate,
      status: projects.status,
      stage: stages.name,
      smsOptIn: projects.smsOptIn,
    })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(stages, eq(stages.id, projects.stageId))
    .where(and(eq(projects.photographerId, photographerId), eq(clients.email, clientEmail)))
    .orderBy(projects.title);
}

/** A HoneyBook-like export after mapping: five rows, two for one couple, one for a client the studio has. */
function honeybookRows(run: string, known: string) {
  return [
    {
      rowNumber: 1,
      values: {
        firstName: "Maya",
        lastName: "Lopez",
        email: `maya-${run}@example.com`,
        eventDate: "2027-06-12",
        projectName: "Maya & Leo Wedding",
        projectType: "Wedding",
        projectStage: "Proposal Sent",
      },
    },
    {
      rowNumber: 2,
      values: {
        firstName: "Maya",
        lastName: "Lopez",
        email: `MAYA-${run}@example.com`,
        eventDate: "2027-01-20",
        projectName: "Maya & Leo Engagement",
        projectType: "Engagement Session",
        projectStage: "Retainer Paid",
      },
    },
    {
      rowNumber: 3,
      values: {
        firstName: "Known",
        lastName: "Client",
        email: known,
        eventDate: "2025-09-01",
        projectName: "Family session 2025",
        projectStage: "Completed",
      },
    },
    {
      rowNumber: 4,
      values: { firstName: "Ivy", lastName: "Chen", email: `ivy-${run}@example.com`, projectStage: "Vibing" },
    },
    { rowNumber: 5, values: { firstName: "Known", lastName: "Again", email: known } },
  ];
}

describe("POST /api/clients/import with project columns", () => {
  it("answers the plan on a dry run, writes nothing, and the import then does exactly that", async () => {
    const run = tag();
    const known = `known-${run}@example.com`;
    const created = await as(ctx, a.cookie).post("/api/clients", {
      firstName: "Known",
      lastName: "Client",
      email: known,
    });
    expect(created.statusCode, created.body).toBe(201);
    const before = await counts(a.photographerId);
    const body = { rows: honeybookRows(run, known), defaultProjectType: "FAMILY" };

    const dry = await importAs(a, { ...body, dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    const plan = dry.json<ImportClientsResult>();
    expect(await counts(a.photographerId)).toEqual(before);
    expect(plan).toMatchObject({ created: 2, projectsCreated: 4, dryRun: true });
    expect(plan.rejected).toEqual([
      { rowNumber: 5, reason: `A client with the email ${known} already exists` },
    ]);
    expect(plan.rows).toEqual([
      {
        rowNumber: 1,
        client: "new",
        clientName: "Maya Lopez",
        project: {
          title: "Maya & Leo Wedding",
          projectType: "WEDDING",
          stageName: "Proposal Sent",
          stageMatched: true,
          status: "ACTIVE",
          eventDate: "2027-06-12",
        },
      },
      {
        rowNumber: 2,
        client: "new",
        clientName: "Maya Lopez",
        project: {
          title: "Maya & Leo Engagement",
          projectType: "ENGAGEMENT",
          stageName: "Booked",
          stageMatched: true,
          status: "ACTIVE",
          eventDate: "2027-01-20",
        },
      },
      {
        rowNumber: 3,
        client: "existing",
        clientName: "Known Client",
        project: {
          title: "Family session 2025",
          projectType: "FAMILY",
          stageName: "Delivered",
          stageMatched: true,
          status: "COMPLETED",
          eventDate: "2025-09-01",
        },
      },
      {
        rowNumber: 4,
        client: "new",
        clientName: "Ivy Chen",
        project: {
          title: "Ivy Chen Family",
          projectType: "FAMILY",
          stageName: "Inquiry",
          stageMatched: false,
          status: "ACTIVE",
          eventDate: null,
        },
      },
    ]);

    const real = await importAs(a, body);
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json()).toEqual({ ...plan, dryRun: false });
    expect(await counts(a.photographerId)).toEqual({
      clients: before.clients + 2,
      projects: before.projects + 4,
    });
    expect(await projectRows(a.photographerId, `maya-${run}@example.com`)).toEqual([
      {
        title: "Maya & Leo Engagement",
        projectType: "ENGAGEMENT",
        eventDate: "2027-01-20",
        status: "ACTIVE",
        stage: "Booked",
        smsOptIn: false,
      },
      {
        title: "Maya & Leo Wedding",
        projectType: "WEDDING",
        eventDate: "2027-06-12",
        status: "ACTIVE",
        stage: "Proposal Sent",
        smsOptIn: false,
      },
    ]);
    expect(await projectRows(a.photographerId, known)).toMatchObject([
      { title: "Family session 2025", status: "COMPLETED", stage: "Delivered" },
    ]);

    // The project shows up where the photographer looks for it, with its imported activity line.
    const pipeline = await as(ctx, a.cookie).get("/api/projects?search=Maya%20%26%20Leo%20Wedding&limit=10");
    expect(pipeline.statusCode, pipeline.body).toBe(200);
    const [listed] = pipeline.json().items;
    const detail = (await as(ctx, a.cookie).get(`/api/projects/${listed.id}`)).json();
    expect(JSON.stringify(detail)).toContain("Project imported");

    // History comes over without the stage's automations: no stage-entered event was queued for it.
    const { rows: jobs } = await ctx.database.executeSql(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'events.project-stage-entered' AND data->>'projectId' = $1",
      [listed.id],
    );
    expect(jobs[0]!.n).toBe(0);
  });

  it("adds nothing when the same file is imported again", async () => {
    const run = tag();
    const known = `again-${run}@example.com`;
    await as(ctx, a.cookie).post("/api/clients", { firstName: "Known", lastName: "Client", email: known });
    const body = { rows: honeybookRows(run, known) };
    expect((await importAs(a, body)).statusCode).toBe(200);
    const before = await counts(a.photographerId);

    const again = await importAs(a, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ created: 0, projectsCreated: 0, rows: [] });
    expect(again.json().rejected.map((r: { reason: string }) => r.reason)).toEqual([
      'Maya Lopez already has the project "Maya & Leo Wedding"',
      'Maya Lopez already has the project "Maya & Leo Engagement"',
      'Known Client already has the project "Family session 2025"',
      'Ivy Chen already has the project "Ivy Chen Wedding"',
      `A client with the email ${known} already exists`,
    ]);
    expect(await counts(a.photographerId)).toEqual(before);
  });

  it("never attaches a project to another studio's client", async () => {
    const run = tag();
    const theirs = `theirs-${run}@example.com`;
    await as(ctx, b.cookie).post("/api/clients", { firstName: "Their", lastName: "Client", email: theirs });
    const res = await importAs(a, {
      rows: [
        {
          rowNumber: 1,
          values: { firstName: "Their", lastName: "Client", email: theirs, projectName: "Shoot" },
        },
      ],
    });
    expect(res.json()).toMatchObject({ created: 1, projectsCreated: 1, rows: [{ client: "new" }] });
    expect(await projectRows(b.photographerId, theirs)).toEqual([]);
  });

  it("refuses a bad row alone and bad options with a 400, changing nothing", async () => {
    const run = tag();
    const before = await counts(a.photographerId);
    for (const [body, message] of [
      [
        { rows: [{ rowNumber: 1, values: { firstName: "A", lastName: "B" } }], dryRun: "yes" },
        "dryRun must be true or false",
      ],
      [
        { rows: [{ rowNumber: 1, values: { firstName: "A", lastName: "B" } }], defaultProjectType: "BOGUS" },
        null,
      ],
    ] as const) {
      const res = await importAs(a, body);
      expect(res.statusCode, res.body).toBe(400);
      if (message) expect(res.json().message).toContain(message);
      else expect(typeof res.json().message).toBe("string");
    }
    expect(await counts(a.photographerId)).toEqual(before);

    const res = await importAs(a, {
      rows: [
        { rowNumber: 1, values: { firstName: "Long", lastName: "Name", projectName: "x".repeat(201) } },
        { rowNumber: 2, values: { firstName: "Bell", lastName: "Stage", projectStage: "Booked\u0000" } },
        { rowNumber: 3, values: { firstName: "Odd", lastName: "Type", projectType: ["Wedding"] } },
        {
          rowNumber: 4,
          values: {
            firstName: "Fine",
            lastName: "Row",
            email: `fine-${run}@example.com`,
            projectType: "Newborn",
          },
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      created: 2,
      projectsCreated: 1,
      rejected: [
        { rowNumber: 1, reason: "Project name is too long" },
        { rowNumber: 2, reason: "projectStage contains a control character" },
      ],
    });
    expect(res.json().rows.map((r: { project: unknown }) => r.project)).toEqual([
      null,
      expect.objectContaining({ projectType: "NEWBORN", title: "Fine Row Newborn" }),
    ]);
  });
});

describe.runIf(testDbKind() === "postgres")("parallel imports on PostgreSQL", () => {
  it("makes each client and each project once from 20 parallel imports of one file", async () => {
    const studio = await createTestPhotographer(ctx);
    const run = tag();
    const known = `par-known-${run}@example.com`;
    await as(ctx, studio.cookie).post("/api/clients", {
      firstName: "Known",
      lastName: "Client",
      email: known,
    });
    const rows = honeybookRows(run, known);
    const answers = await Promise.all(Array.from({ length: 20 }, () => importAs(studio, { rows })));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const results = answers.map((res) => res.json<ImportClientsResult>());
    expect(results.reduce((n, r) => n + r.created, 0)).toBe(2);
    expect(results.reduce((n, r) => n + r.projectsCreated, 0)).toBe(4);
    expect(await counts(studio.photographerId)).toEqual({ clients: 3, projects: 4 });
  });
});
