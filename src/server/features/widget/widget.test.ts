import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Stage } from "../../../shared/projects.js";
import { LEAD_RATE_LIMITED, LEAD_THANKS, WIDGET_NOT_FOUND } from "../../../shared/widget.js";
import {
  clients,
  dripSubscriptions,
  outboxMessages,
  projects,
  rateLimits,
  templates,
} from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { LEAD_LIMITS } from "./widget.service.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
let tokenA: string;
let tokenB: string;

const tokenOf = async (who: TestPhotographer) =>
  ((await as(ctx, who.cookie).get("/api/photographer")).json() as { publicToken: string }).publicToken;

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Golden Hour Studio" });
  b = await createTestPhotographer(ctx, { businessName: "Other Studio" });
  [tokenA, tokenB] = [await tokenOf(a), await tokenOf(b)];
});
afterAll(() => ctx.close());

const leadsUrl = (token: string) => `/api/public/widget/${token}/leads`;
let visitor = 0;
/** Each call comes from its own address unless told otherwise, so the per-visitor limit stays out of the way. */
const nextIp = () => {
  visitor += 1;
  return `203.0.113.${visitor % 250}`;
};
const uniqueEmail = (name = "sarah") => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;

function postLead(token: string, body: Record<string, unknown>, ip = nextIp()) {
  return ctx.app.inject({
    method: "POST",
    url: leadsUrl(token),
    payload: body,
    headers: { "x-forwarded-for": ip, origin: "https://sarahs-wedding-blog.example" },
  });
}

const sarah = (extra: Record<string, unknown> = {}) => ({
  firstName: "Sarah",
  lastName: "Johnson",
  email: uniqueEmail(),
  phone: "(212) 555-0199",
  eventDate: "2027-06-12",
  projectType: "WEDDING",
  message: "We're getting married in Central Park!",
  ...extra,
});

async function projectsOfEmail(photographerId: string, email: string) {
  return ctx.database.db
    .select({ project: projects, client: clients })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(eq(projects.photographerId, photographerId), eq(clients.email, email.toLowerCase())));
}

async function stagesOf(who: TestPhotographer, type = "WEDDING") {
  return (await as(ctx, who.cookie).get(`/api/stages?projectType=${type}`)).json() as Stage[];
}

describe("POST /api/public/widget/{publicToken}/leads", () => {
  it("creates the client and a project in the type's default stage, from the website", async () => {
    const lead = sarah();
    const res = await postLead(tokenA, lead);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true, message: LEAD_THANKS });

    const rows = await projectsOfEmail(a.photographerId, lead.email);
    expect(rows).toHaveLength(1);
    const { project, client } = rows[0]!;
    const inquiry = (await stagesOf(a)).find((stage) => stage.isDefault)!;
    expect(project).toMatchObject({
      title: "Sarah Johnson Wedding",
      projectType: "WEDDING",
      leadSource: "WEBSITE",
      eventDate: "2027-06-12",
      hasEventDate: true,
      notes: "We're getting married in Central Park!",
      stageId: inquiry.id,
      status: "ACTIVE",
    });
    expect(project.stageEnteredAt).not.toBeNull();
    expect(client).toMatchObject({
      firstName: "Sarah",
      lastName: "Johnson",
      phone: "(212) 555-0199",
      leadSource: "WEBSITE",
    });
    // The studio sees it on its pipeline.
    const list = (await as(ctx, a.cookie).get("/api/projects?projectType=WEDDING")).json() as {
      id: string;
    }[];
    expect(list.map((p) => p.id)).toContain(project.id);
    // And nobody else does.
    expect(await projectsOfEmail(b.photographerId, lead.email)).toHaveLength(0);
  });

  it("takes another project type, no date, no phone and no message", async () => {
    const lead = sarah({
      projectType: "PORTRAIT",
      eventDate: "",
      noEventDate: true,
      phone: "",
      message: "",
    });
    expect((await postLead(tokenA, lead)).statusCode).toBe(201);
    const [{ project, client }] = (await projectsOfEmail(a.photographerId, lead.email)) as [
      { project: typeof projects.$inferSelect; client: typeof clients.$inferSelect },
    ];
    const portraitDefault = (await stagesOf(a, "PORTRAIT")).find((stage) => stage.isDefault)!;
    expect(project).toMatchObject({
      title: "Sarah Johnson Portrait",
      projectType: "PORTRAIT",
      eventDate: null,
      hasEventDate: false,
      notes: null,
      stageId: portraitDefault.id,
    });
    expect(client.phone).toBeNull();
  });

  it("keeps a first name of two words whole", async () => {
    const lead = sarah({ firstName: "Mary Ann", lastName: "van der Berg" });
    expect((await postLead(tokenA, lead)).statusCode).toBe(201);
    const [row] = await projectsOfEmail(a.photographerId, lead.email);
    expect(row?.client).toMatchObject({ firstName: "Mary Ann", lastName: "van der Berg" });
  });

  it("defaults to a wedding when no project type is given", async () => {
    const { projectType: _type, ...lead } = sarah();
    expect((await postLead(tokenA, lead)).statusCode).toBe(201);
    const [row] = await projectsOfEmail(a.photographerId, lead.email);
    expect(row!.project.projectType).toBe("WEDDING");
  });

  it("reuses the studio's client with the same e-mail, whatever its case", async () => {
    const email = uniqueEmail("returning");
    const created = await as(ctx, a.cookie).post("/api/clients", {
      firstName: "Emma",
      lastName: "Carter",
      email,
    });
    expect(created.statusCode, created.body).toBe(201);
    const clientId = (created.json() as { id: string }).id;
    const res = await postLead(
      tokenA,
      sarah({ firstName: "Emma", lastName: "Carter", email: email.toUpperCase() }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const rows = await projectsOfEmail(a.photographerId, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.project.clientId).toBe(clientId);
    const sameEmail = await ctx.database.db
      .select()
      .from(clients)
      .where(and(eq(clients.photographerId, a.photographerId), eq(clients.email, email)));
    expect(sameEmail).toHaveLength(1);
    // The client the studio typed in keeps its own lead source; the new project is the website's.
    expect(sameEmail[0]!.leadSource).toBe("MANUAL");
    expect(rows[0]!.project.leadSource).toBe("WEBSITE");
  });

  it("refuses bad input with a clear first message", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: "" }, "First name is required"],
      [{ firstName: "   " }, "First name is required"],
      [{ firstName: undefined }, "First name is required"],
      [{ lastName: "" }, "Last name is required"],
      [{ firstName: "x".repeat(101) }, "First name is too long"],
      [{ email: "" }, "Email is required"],
      [{ email: undefined }, "Email is required"],
      [{ email: "sarah@" }, "Invalid email address"],
      [{ email: "sarah.example.com" }, "Invalid email address"],
      [{ phone: "555-0199" }, "Phone number must be at least 10 digits"],
      [{ phone: "1".repeat(21) }, "Phone number too long"],
      [{ eventDate: "2027-02-30" }, "Invalid date"],
      [{ eventDate: "June 12" }, "Invalid date"],
      [{ noEventDate: true }, 'Choose an event date or "I don\'t have a date yet", not both'],
      [{ projectType: "BIRTHDAY" }, "Choose a project type"],
      [{ message: "x".repeat(2001) }, "Message is too long (2000 characters at most)"],
    ];
    for (const [change, message] of cases) {
      const res = await postLead(tokenA, sarah(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toBe(message);
      expect(res.headers["access-control-allow-origin"]).toBe("*");
    }
    expect((await postLead(tokenA, sarah({ message: "x".repeat(2000) }))).statusCode).toBe(201);
  });

  it("answers Widget not found for a token nobody has", async () => {
    for (const token of ["no-such-widget-token-at-all", "short"]) {
      const res = await postLead(token, sarah());
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: WIDGET_NOT_FOUND });
      expect(res.headers["access-control-allow-origin"]).toBe("*");
    }
  });

  it("answers a robot that fills in the hidden website field like a person, and keeps nothing", async () => {
    const before = await ctx.database.db
      .select()
      .from(projects)
      .where(eq(projects.photographerId, a.photographerId));
    const lead = sarah({ website: "https://cheap-seo.example" });
    const res = await postLead(tokenA, lead);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: LEAD_THANKS });
    expect(await projectsOfEmail(a.photographerId, lead.email)).toHaveLength(0);
    const clientRows = await ctx.database.db.select().from(clients).where(eq(clients.email, lead.email));
    expect(clientRows).toHaveLength(0);
    const after = await ctx.database.db
      .select()
      .from(projects)
      .where(eq(projects.photographerId, a.photographerId));
    expect(after).toHaveLength(before.length);
    // An empty trap is a person.
    expect((await postLead(tokenA, sarah({ website: "" }))).statusCode).toBe(201);
  });
});

describe("what a lead sets off", () => {
  it("runs the default stage's Stage-entry automation", async () => {
    const inquiry = (await stagesOf(b)).find((stage) => stage.isDefault)!;
    const [template] = await ctx.database.db
      .insert(templates)
      .values({
        photographerId: b.photographerId,
        name: "Thanks for your inquiry",
        channel: "EMAIL",
        subject: "Thanks for reaching out, {{firstName}}",
        textBody: "Hi {{firstName}}, we got your message and will reply soon.",
      })
      .returning();
    const created = await as(ctx, b.cookie).post("/api/automations", {
      name: "New inquiry welcome",
      projectType: "WEDDING",
      stageId: inquiry.id,
      channel: "EMAIL",
      templateId: template!.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const step = await as(ctx, b.cookie).post(`/api/automations/${created.json().id}/steps`, {
      stepIndex: 0,
      delayMinutes: 0,
      enabled: true,
      templateId: template!.id,
    });
    expect(step.statusCode, step.body).toBe(201);

    const lead = sarah({ firstName: "Olivia", lastName: "Reyes" });
    expect((await postLead(tokenB, lead)).statusCode).toBe(201);
    await ctx.queue.drain();
    const mail = await ctx.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.toAddress, lead.email), eq(outboxMessages.channel, "EMAIL")));
    expect(mail.map((m) => m.subject)).toEqual(["Thanks for reaching out, Olivia"]);
  });

  it("enrols the project in the type's drip campaign when it is on", async () => {
    const saved = await as(ctx, b.cookie).post("/api/static-campaign-settings", {
      projectType: "WEDDING",
      campaignEnabled: true,
      emailToggles: "{}",
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    await ctx.queue.drain();
    const lead = sarah({ firstName: "Mia" });
    expect((await postLead(tokenB, lead)).statusCode).toBe(201);
    await ctx.queue.drain();
    const [row] = await projectsOfEmail(b.photographerId, lead.email);
    const subscriptions = await ctx.database.db
      .select()
      .from(dripSubscriptions)
      .where(eq(dripSubscriptions.projectId, row!.project.id));
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({ clientId: row!.client.id, status: "ACTIVE" });
  });
});

describe("rate limits", () => {
  it("lets one visitor send a few inquiries, then answers 429; other visitors still get through", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < LEAD_LIMITS.perVisitor.limit; i += 1) {
      const res = await postLead(tokenA, sarah({ website: "x" }), ip);
      expect(res.statusCode, `inquiry ${i + 1}`).toBe(201);
    }
    const refused = await postLead(tokenA, sarah(), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: LEAD_RATE_LIMITED });
    expect(refused.headers["access-control-allow-origin"]).toBe("*");
    // The same visitor on another studio's form, and another visitor on this one, are fine.
    expect((await postLead(tokenB, sarah(), ip)).statusCode).toBe(201);
    expect((await postLead(tokenA, sarah())).statusCode).toBe(201);
  });

  it("caps a studio's whole form per hour", async () => {
    const other = await createTestPhotographer(ctx, { businessName: "Busy Studio" });
    const token = await tokenOf(other);
    await ctx.database.db.insert(rateLimits).values({
      key: `widget:studio:${other.photographerId}`,
      windowStart: new Date(),
      count: LEAD_LIMITS.perStudio.limit - 1,
    });
    expect((await postLead(token, sarah())).statusCode).toBe(201);
    const refused = await postLead(token, sarah());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(LEAD_RATE_LIMITED);
    expect(
      await ctx.database.db.select().from(projects).where(eq(projects.photographerId, other.photographerId)),
    ).toHaveLength(1);
  });
});

describe("CORS", () => {
  it("answers any origin, and its preflight", async () => {
    const res = await postLead(tokenA, sarah());
    expect(res.statusCode).toBe(201);
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect(res.headers["set-cookie"]).toBeUndefined();

    const preflight = await ctx.app.inject({
      method: "OPTIONS",
      url: leadsUrl(tokenA),
      headers: {
        origin: "https://sarahs-wedding-blog.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      "access-control-allow-origin": "*",
      "access-control-allow-methods": "POST, OPTIONS",
      "access-control-allow-headers": "Content-Type",
    });
  });

  it("keeps the studio's own API closed to other origins", async () => {
    const res = await as(ctx, a.cookie).get("/api/photographer");
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
