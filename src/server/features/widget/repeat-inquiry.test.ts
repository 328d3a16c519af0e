/**
 * A second inquiry from the same person (the same e-mail in any letter case) belongs to the client the
 * studio already has: it joins their open project of that type, and a new project starts only for
 * another type or when the earlier project is closed. Nobody gets a campaign's e-mails twice.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clients,
  dripDeliveries,
  dripSubscriptions,
  projectActivityLogs,
  projects,
} from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const tag = () => Math.random().toString(36).slice(2, 8);
let visitor = 0;

async function newStudio(name = "Repeat Studio") {
  const who = await createTestPhotographer(ctx, { businessName: name });
  const { publicToken } = (await as(ctx, who.cookie).get("/api/photographer")).json() as {
    publicToken: string;
  };
  return { who, publicToken };
}

function inquire(publicToken: string, body: Record<string, unknown>) {
  visitor += 1;
  return ctx.app.inject({
    method: "POST",
    url: `/api/public/widget/${publicToken}/leads`,
    payload: { firstName: "Rae", lastName: "Lee", projectType: "WEDDING", ...body },
    headers: { "x-forwarded-for": `198.18.${Math.floor(visitor / 250)}.${visitor % 250}` },
  });
}

async function expectInquiry(publicToken: string, body: Record<string, unknown>) {
  const res = await inquire(publicToken, body);
  expect(res.statusCode, res.body).toBe(201);
}

async function clientsWithEmail(photographerId: string, email: string) {
  return ctx.database.db
    .select()
    .from(clients)
    .where(
      and(eq(clients.photographerId, photographerId), sql`lower(${clients.email}) = ${email.toLowerCase()}`),
    );
}

async function projectsOf(clientId: string) {
  return ctx.database.db
    .select()
    .from(projects)
    .where(eq(projects.clientId, clientId))
    .orderBy(asc(projects.createdAt));
}

/** A mixed-case spelling of the address, different for each i. */
const cased = (email: string, i: number) =>
  [...email].map((ch, j) => ((i + j) % 3 === 0 ? ch.toUpperCase() : ch)).join("");

describe("a repeat inquiry", () => {
  it("joins the client's open project of that type, keeping the new date and message", async () => {
    const { who, publicToken } = await newStudio();
    const email = `rae-${tag()}@example.com`;
    await expectInquiry(publicToken, { email, noEventDate: true, message: "Just looking" });
    await expectInquiry(publicToken, {
      email: email.toUpperCase(),
      eventDate: "2031-06-12",
      message: "We booked the venue!",
    });

    const found = await clientsWithEmail(who.photographerId, email);
    expect(found).toHaveLength(1);
    const [project, ...more] = await projectsOf(found[0]!.id);
    expect(more).toHaveLength(0);
    // The first inquiry had no date: the repeat's date is kept on the project.
    expect(project).toMatchObject({ eventDate: "2031-06-12", hasEventDate: true, notes: "Just looking" });
    const activity = await ctx.database.db
      .select()
      .from(projectActivityLogs)
      .where(
        and(
          eq(projectActivityLogs.projectId, project!.id),
          eq(projectActivityLogs.action, "INQUIRY_REPEATED"),
        ),
      );
    expect(activity).toHaveLength(1);
    expect(activity[0]!.title).toBe("Another inquiry from the website");
    expect(activity[0]!.description).toContain("We booked the venue!");
    expect(activity[0]!.description).toContain("Event date 2031-06-12 added to the project");
  });

  it("keeps the project's own date when the repeat names another, and says which was asked", async () => {
    const { who, publicToken } = await newStudio();
    const email = `date-${tag()}@example.com`;
    await expectInquiry(publicToken, { email, eventDate: "2031-06-12" });
    await expectInquiry(publicToken, { email, eventDate: "2031-07-04" });
    const [client] = await clientsWithEmail(who.photographerId, email);
    const [project, ...more] = await projectsOf(client!.id);
    expect(more).toHaveLength(0);
    expect(project!.eventDate).toBe("2031-06-12");
    const [entry] = await ctx.database.db
      .select()
      .from(projectActivityLogs)
      .where(
        and(
          eq(projectActivityLogs.projectId, project!.id),
          eq(projectActivityLogs.action, "INQUIRY_REPEATED"),
        ),
      );
    expect(entry!.description).toContain("Asked about 2031-07-04");
  });

  it("starts a new project for another project type", async () => {
    const { who, publicToken } = await newStudio();
    const email = `type-${tag()}@example.com`;
    await expectInquiry(publicToken, { email });
    await expectInquiry(publicToken, { email: email.toUpperCase(), projectType: "PORTRAIT" });
    const [client] = await clientsWithEmail(who.photographerId, email);
    expect((await projectsOf(client!.id)).map((p) => p.projectType)).toEqual(["WEDDING", "PORTRAIT"]);
  });

  it("starts a new project when the earlier one of that type is closed", async () => {
    const { who, publicToken } = await newStudio();
    const email = `closed-${tag()}@example.com`;
    await expectInquiry(publicToken, { email });
    const [client] = await clientsWithEmail(who.photographerId, email);
    const [earlier] = await projectsOf(client!.id);
    const closed = await as(ctx, who.cookie).put(`/api/projects/${earlier!.id}`, {
      title: earlier!.title,
      status: "COMPLETED",
    });
    expect(closed.statusCode, closed.body).toBe(200);

    await expectInquiry(publicToken, { email: cased(email, 1) });
    const all = await projectsOf(client!.id);
    expect(all.map((p) => p.status)).toEqual(["COMPLETED", "ACTIVE"]);
    expect(await clientsWithEmail(who.photographerId, email)).toHaveLength(1);
  });

  it("from 10 parallel inquiries makes one client, one project and one enrolment", async () => {
    const { who, publicToken } = await newStudio("Parallel Repeat");
    const saved = await as(ctx, who.cookie).post("/api/static-campaign-settings", {
      projectType: "WEDDING",
      campaignEnabled: true,
      emailToggles: "{}",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const email = `parallel-${tag()}@example.com`;

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        inquire(publicToken, { email: cased(email, i), eventDate: "2031-09-19", message: `Inquiry ${i}` }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    await ctx.queue.drain();

    const found = await clientsWithEmail(who.photographerId, email);
    expect(found).toHaveLength(1);
    const clientId = found[0]!.id;
    expect(await projectsOf(clientId)).toHaveLength(1);
    const subs = await ctx.database.db
      .select()
      .from(dripSubscriptions)
      .where(eq(dripSubscriptions.clientId, clientId));
    expect(subs).toHaveLength(1);
    const firstEmails = await ctx.database.db
      .select()
      .from(dripDeliveries)
      .where(and(eq(dripDeliveries.clientId, clientId), eq(dripDeliveries.sequenceIndex, 0)));
    expect(firstEmails.length).toBeLessThanOrEqual(1);
    // The other nine are on the project's record, so nothing they said is lost.
    const repeats = await ctx.database.db
      .select()
      .from(projectActivityLogs)
      .innerJoin(projects, eq(projects.id, projectActivityLogs.projectId))
      .where(and(eq(projects.clientId, clientId), eq(projectActivityLogs.action, "INQUIRY_REPEATED")));
    expect(repeats).toHaveLength(9);
  });

  it("never enrols a returning client in the same campaign twice", async () => {
    const { who, publicToken } = await newStudio("Returning");
    await as(ctx, who.cookie).post("/api/static-campaign-settings", {
      projectType: "WEDDING",
      campaignEnabled: true,
      emailToggles: "{}",
    });
    const email = `back-${tag()}@example.com`;
    await expectInquiry(publicToken, { email });
    await ctx.queue.drain();
    const [client] = await clientsWithEmail(who.photographerId, email);
    const [earlier] = await projectsOf(client!.id);
    await as(ctx, who.cookie).put(`/api/projects/${earlier!.id}`, {
      title: earlier!.title,
      status: "CANCELLED",
    });

    await expectInquiry(publicToken, { email: email.toUpperCase() });
    await ctx.queue.drain();
    expect(await projectsOf(client!.id)).toHaveLength(2);
    const subs = await ctx.database.db
      .select()
      .from(dripSubscriptions)
      .where(eq(dripSubscriptions.clientId, client!.id));
    expect(subs.map((s) => s.projectId)).toEqual([earlier!.id]);
  });
});
