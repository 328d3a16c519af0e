/**
 * What the automation engine tests share: one app per test file with two studios, A (Golden Hour Studio)
 * and B (Other Studio), whose automation engine reads a clock the test controls (back at 15 July 2026,
 * 15:00 UTC, before each test); builders for templates, clients, projects and automations; and readers
 * for runs, e-mails and a project's automation timeline.
 *
 * `ctx`, `a`, `b` and `clock` are live bindings: the hooks and setClock assign them here, and every
 * importer reads the current value.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type { AutomationTimelineEntry } from "../../../shared/automations.js";
import type { Stage } from "../../../shared/projects.js";
import { automationExecutions, outboxMessages, templates } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

export let ctx: TestContext;
export let a: TestPhotographer;
export let b: TestPhotographer;
export let clock = new Date("2026-07-15T15:00:00Z");

/** The time the automation engine sees from now on. */
export function setClock(at: Date) {
  clock = at;
}

/** The hooks every automation engine test file needs: its app and studios, closed at the end, and the clock reset per test. */
export function setUpAutomationEngine() {
  beforeAll(async () => {
    ctx = await createTestContext();
    ctx.app.automationEngine.setClock(() => clock);
    a = await createTestPhotographer(ctx, { businessName: "Golden Hour Studio" });
    b = await createTestPhotographer(ctx, { businessName: "Other Studio" });
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    clock = new Date("2026-07-15T15:00:00Z");
  });
}

export const api = (who: TestPhotographer) => as(ctx, who.cookie);
export const engine = () => ctx.app.automationEngine;

export async function stagesOf(who: TestPhotographer, type = "WEDDING") {
  return (await api(who).get(`/api/stages?projectType=${type}`)).json() as Stage[];
}
export const stageNamed = async (who: TestPhotographer, name: string) =>
  (await stagesOf(who)).find((s) => s.name === name)!;

export async function template(
  who: TestPhotographer,
  values: { channel?: "EMAIL" | "SMS"; subject?: string; textBody?: string } = {},
) {
  const [row] = await ctx.database.db
    .insert(templates)
    .values({
      photographerId: who.photographerId,
      name: `T ${randomUUID().slice(0, 4)}`,
      channel: values.channel ?? "EMAIL",
      subject: values.channel === "SMS" ? null : (values.subject ?? "Hello {{firstName}}"),
      textBody: values.textBody ?? "Hi {{firstName}}, book a call: {{scheduling_link}}",
    })
    .returning();
  return row!;
}

export async function client(who: TestPhotographer, extra: Record<string, unknown> = {}) {
  const res = await api(who).post("/api/clients", {
    firstName: "Ava",
    lastName: "Stone",
    email: `ava-${randomUUID().slice(0, 6)}@example.com`,
    phone: "(415) 555-0142",
    smsOptIn: true,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; email: string };
}

export async function project(who: TestPhotographer, clientId: string, extra: Record<string, unknown> = {}) {
  const res = await api(who).post("/api/projects", {
    title: `Wedding ${randomUUID().slice(0, 4)}`,
    projectType: "WEDDING",
    clientId,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; stageId: string };
}

export async function automation(
  who: TestPhotographer,
  body: Record<string, unknown>,
  steps: { delayMinutes: number; templateId?: string }[] = [],
) {
  const res = await api(who).post("/api/automations", {
    name: `A ${randomUUID().slice(0, 4)}`,
    projectType: "WEDDING",
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as { id: string };
  for (const [stepIndex, step] of steps.entries()) {
    const s = await api(who).post(`/api/automations/${created.id}/steps`, {
      stepIndex,
      enabled: true,
      ...step,
    });
    expect(s.statusCode, s.body).toBe(201);
  }
  return created;
}

export async function move(who: TestPhotographer, projectId: string, stageId: string) {
  const res = await api(who).put(`/api/projects/${projectId}/stage`, { stageId });
  expect(res.statusCode, res.body).toBe(200);
}

export const drain = (ignoreStartAfter = false) => ctx.queue.drain({ ignoreStartAfter });
export const runsOf = (projectId: string) =>
  ctx.database.db.select().from(automationExecutions).where(eq(automationExecutions.projectId, projectId));
export const mailTo = (to: string) =>
  ctx.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, to), eq(outboxMessages.channel, "EMAIL")));
export const timeline = async (who: TestPhotographer, projectId: string) =>
  (await api(who).get(`/api/projects/${projectId}/automation-timeline`)).json() as AutomationTimelineEntry[];
