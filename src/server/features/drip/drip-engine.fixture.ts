/**
 * What the drip engine tests share: one app per test file whose drip engine reads a clock the test
 * controls (back at START before each test), studios with leads, the campaign switch, and readers for a
 * lead's mail, subscription and deliveries.
 *
 * `ctx` and `clock` are live bindings: the hooks and setClock assign them here, and every importer reads
 * the current value.
 */
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type { Stage } from "../../../shared/projects.js";
import { dripDeliveries, dripSubscriptions, outboxMessages } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { STATIC_SEQUENCES } from "./static-emails/index.js";

export let ctx: TestContext;
export let clock: Date;
export const START = new Date("2027-03-02T15:00:00Z"); // 10:00 in New York

/** The time the drip engine sees from now on. */
export function setClock(at: Date) {
  clock = at;
}

/** The hooks every drip engine test file needs: its app, closed at the end, and the clock reset per test. */
export function setUpDripEngine() {
  beforeAll(async () => {
    ctx = await createTestContext();
    ctx.app.dripEngine.setClock(() => clock);
  });
  afterAll(() => ctx.close());
  beforeEach(() => {
    clock = START;
  });
}

export const api = (who: TestPhotographer) => as(ctx, who.cookie);
export const engine = () => ctx.app.dripEngine;
export const drain = () => ctx.queue.drain();
export const WEDDING = STATIC_SEQUENCES.WEDDING;

export async function studio(name = "Golden Hour Studio") {
  return createTestPhotographer(ctx, { businessName: name });
}

export async function stageNamed(who: TestPhotographer, name: string, type = "WEDDING") {
  const stages = (await api(who).get(`/api/stages?projectType=${type}`)).json() as Stage[];
  return stages.find((s) => s.name === name)!;
}

export async function lead(who: TestPhotographer, extra: { client?: object; project?: object } = {}) {
  const email = `lead-${randomUUID().slice(0, 8)}@example.com`;
  const c = await api(who).post("/api/clients", {
    firstName: "Maya",
    lastName: "Chen",
    email,
    ...extra.client,
  });
  expect(c.statusCode, c.body).toBe(201);
  const p = await api(who).post("/api/projects", {
    title: "Chen wedding",
    projectType: "WEDDING",
    clientId: c.json().id,
    ...extra.project,
  });
  expect(p.statusCode, p.body).toBe(201);
  // The project's stage-entered event.
  await drain();
  return { email, clientId: c.json().id as string, projectId: p.json().id as string };
}

export async function enable(who: TestPhotographer, toggles: Record<string, boolean> = {}, type = "WEDDING") {
  const res = await api(who).post("/api/static-campaign-settings", {
    projectType: type,
    campaignEnabled: true,
    emailToggles: JSON.stringify(toggles),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { enrolled: number; activeSubscriptions: number };
}

export const mailTo = (to: string) =>
  ctx.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.toAddress, to))
    .orderBy(asc(outboxMessages.createdAt));

export async function subscriptionOf(projectId: string) {
  const [sub] = await ctx.database.db
    .select()
    .from(dripSubscriptions)
    .where(eq(dripSubscriptions.projectId, projectId));
  return sub!;
}

export const deliveriesOf = async (projectId: string) =>
  ctx.database.db
    .select()
    .from(dripDeliveries)
    .where(eq(dripDeliveries.projectId, projectId))
    .orderBy(asc(dripDeliveries.sequenceIndex));

/** Moves the clock to the subscription's next e-mail and lets the clock job and the queue run. */
export async function runNext(projectId: string) {
  const sub = await subscriptionOf(projectId);
  if (sub.nextEmailAt && sub.nextEmailAt > clock) clock = sub.nextEmailAt;
  await engine().claimDue(clock);
  await drain();
}
