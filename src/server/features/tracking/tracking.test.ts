/**
 * Open and click tracking counts the client, never the studio: reading an automated e-mail in the
 * studio's Outbox fires no tracking (the Outbox serves the e-mail without its pixel and with its own
 * links), and a request carrying the studio's own session is not counted as an open or a click.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OutboxMessage } from "../../../shared/email.js";
import type { Stage } from "../../../shared/projects.js";
import type { ReportAnalytics } from "../../../shared/reports.js";
import { emailLogs, outboxMessages, templates } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
  b = await createTestPhotographer(ctx, { businessName: "Other Studio" });
});
afterAll(() => ctx.close());

const api = (who: TestPhotographer) => as(ctx, who.cookie);
const LINK = "https://cal.example.com/golden-hour?x=1&y=2";

/** An automation that e-mails the client as the project enters Consultation, run once. */
async function automatedEmail(who: TestPhotographer) {
  const stages = (await api(who).get("/api/stages?projectType=WEDDING")).json() as Stage[];
  const consultation = stages.find((s) => s.name === "Consultation")!;
  const [template] = await ctx.database.db
    .insert(templates)
    .values({
      photographerId: who.photographerId,
      name: `Welcome ${randomUUID().slice(0, 4)}`,
      channel: "EMAIL",
      subject: "Let's plan your day, {{firstName}}",
      textBody: `Hi {{firstName}}, pick a time: ${LINK}`,
    })
    .returning();
  const automation = await api(who).post("/api/automations", {
    name: "Consultation welcome",
    projectType: "WEDDING",
    stageId: consultation.id,
    channel: "EMAIL",
    templateId: template!.id,
  });
  expect(automation.statusCode, automation.body).toBe(201);
  const automationId = (automation.json() as { id: string }).id;
  const step = await api(who).post(`/api/automations/${automationId}/steps`, {
    stepIndex: 0,
    enabled: true,
    delayMinutes: 0,
    templateId: template!.id,
  });
  expect(step.statusCode, step.body).toBe(201);
  const email = `noa-${randomUUID().slice(0, 6)}@example.com`;
  const client = await api(who).post("/api/clients", { firstName: "Noa", lastName: "Park", email });
  const project = await api(who).post("/api/projects", {
    title: "Park wedding",
    projectType: "WEDDING",
    clientId: client.json().id,
  });
  expect(project.statusCode, project.body).toBe(201);
  const moved = await api(who).put(`/api/projects/${project.json().id}/stage`, { stageId: consultation.id });
  expect(moved.statusCode, moved.body).toBe(200);
  await ctx.queue.drain();
  const [kept] = await ctx.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.photographerId, who.photographerId), eq(outboxMessages.toAddress, email)));
  const [log] = await ctx.database.db
    .select()
    .from(emailLogs)
    .where(and(eq(emailLogs.photographerId, who.photographerId), eq(emailLogs.toEmail, email)));
  expect(kept?.htmlBody, "the e-mail as sent carries its tracking").toContain(`/api/t/o/${log!.id}.gif`);
  return { automationId, outboxId: kept!.id, logId: log!.id, sent: kept!.htmlBody! };
}

async function performance(who: TestPhotographer, automationId: string) {
  const report = (await api(who).get("/api/reports/analytics")).json() as ReportAnalytics;
  return report.automations.find((x) => x.automationId === automationId);
}

/** What a browser showing this HTML would request from our own server: images, and a link clicked. */
function ownUrls(html: string, attribute: "src" | "href"): string[] {
  const found = html.matchAll(new RegExp(`\\b${attribute}="([^"]+)"`, "g"));
  return [...found]
    .map((m) => m[1]!.replaceAll("&amp;", "&"))
    .filter((url) => url.startsWith(ctx.config.publicUrl) || url.startsWith("/"))
    .map((url) => new URL(url, ctx.config.publicUrl))
    .map((url) => `${url.pathname}${url.search}`);
}

describe("the studio reading its Outbox", () => {
  it("leaves Automation performance's Opened at 0, and the client's open still counts", async () => {
    const sent = await automatedEmail(a);
    expect(await performance(a, sent.automationId)).toMatchObject({ sent: 1, opened: 0, clicked: 0 });

    // The studio opens the Outbox and the e-mail; its browser loads the images of the e-mail shown.
    const list = (await api(a).get("/api/outbox")).json() as { messages: OutboxMessage[] };
    const listed = list.messages.find((m) => m.id === sent.outboxId)!;
    const shown = (await api(a).get(`/api/outbox/${sent.outboxId}`)).json() as OutboxMessage;
    for (const message of [listed, shown]) {
      for (const path of ownUrls(message.htmlBody!, "src")) {
        await ctx.app.inject({ method: "GET", url: path, headers: { cookie: a.cookie } });
      }
    }
    expect(await performance(a, sent.automationId)).toMatchObject({ sent: 1, opened: 0, clicked: 0 });
    for (const message of [listed, shown]) {
      // The e-mail reads as the client got it, without the pixel and with its own links.
      expect(message.htmlBody).not.toContain("/api/t/");
      expect(message.htmlBody).toContain(`href="${LINK.replace("&", "&amp;")}"`);
      expect(message.textBody).toContain(LINK);
    }

    // The pixel and a link fetched with the studio's own session are not the client either.
    const [pixel] = ownUrls(sent.sent, "src").filter((p) => p.startsWith("/api/t/o/"));
    const [click] = ownUrls(sent.sent, "href").filter((p) => p.startsWith("/api/t/c/"));
    const opened = await ctx.app.inject({ method: "GET", url: pixel!, headers: { cookie: a.cookie } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-type"]).toBe("image/gif");
    const clicked = await ctx.app.inject({ method: "GET", url: click!, headers: { cookie: a.cookie } });
    expect(clicked.statusCode).toBe(302);
    expect(clicked.headers.location).toBe(LINK);
    expect(await performance(a, sent.automationId)).toMatchObject({ sent: 1, opened: 0, clicked: 0 });

    // Another studio's session is not this studio's: the client's mail client, signed in nowhere, opens it.
    await ctx.app.inject({ method: "GET", url: pixel!, headers: { cookie: b.cookie } });
    expect(await performance(a, sent.automationId)).toMatchObject({ opened: 1, clicked: 0 });
    await ctx.app.inject({ method: "GET", url: click! });
    expect(await performance(a, sent.automationId)).toMatchObject({ opened: 1, clicked: 1 });
  });

  it("answers another studio's kept message 404", async () => {
    const sent = await automatedEmail(a);
    expect((await api(b).get(`/api/outbox/${sent.outboxId}`)).statusCode).toBe(404);
  });
});

describe("tracking addresses", () => {
  it("answers an unknown or malformed e-mail without a server error, signed in or not", async () => {
    for (const cookie of [null, a.cookie]) {
      const headers = cookie ? { cookie } : {};
      for (const file of [`${randomUUID()}.gif`, `${"-".repeat(36)}.gif`]) {
        const res = await ctx.app.inject({ method: "GET", url: `/api/t/o/${file}`, headers });
        expect(res.statusCode, file).toBeLessThan(500);
      }
      const click = await ctx.app.inject({ method: "GET", url: `/api/t/c/${randomUUID()}/0`, headers });
      expect(click.statusCode).toBe(404);
    }
  });
});
