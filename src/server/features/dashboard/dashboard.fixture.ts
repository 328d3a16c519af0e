/**
 * What the dashboard tests share: one app per test file with two studios, the dashboard service to call
 * with a pinned clock (where an edge matters: midnight, daylight saving), and builders for clients,
 * projects of any card age, proposals at each step, payments, bookings and messages.
 *
 * `ctx`, `a`, `b`, `db` and `overview` are live bindings: the hooks assign them here, and every importer
 * reads the current value.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { addDaysToIsoDate, zonedTimeToUtc } from "../../../shared/automation-schedule.js";
import type { Dashboard } from "../../../shared/dashboard.js";
import type { Db } from "../../db/connect.js";
import { bookings, estimatePayments, estimates, messages, projects } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { createReportsService } from "../reports/reports.service.js";
import { createDashboardService } from "./dashboard.service.js";

export const NEW_YORK = "America/New_York";
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export let ctx: TestContext;
export let a: TestPhotographer;
export let b: TestPhotographer;
export let db: Db;
export let overview: (photographerId: string, now: Date) => Promise<Dashboard>;

/** The hooks every dashboard test file needs: its app with both studios and the service, closed at the end. */
export function setUpDashboard() {
  beforeAll(async () => {
    ctx = await createTestContext();
    db = ctx.database.db;
    a = await createTestPhotographer(ctx, { businessName: "Harbor & Pine" });
    b = await createTestPhotographer(ctx, { businessName: "Other Studio" });
    const service = createDashboardService(ctx.database, createReportsService(ctx.database));
    overview = service.overview;
  });
  afterAll(() => ctx.close());
}

export const api = (who: TestPhotographer | null) => as(ctx, who?.cookie ?? null);

export async function createClient(who: TestPhotographer, firstName: string, lastName: string) {
  const res = await api(who).post("/api/clients", {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}-${randomUUID().slice(0, 6)}@example.com`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

/** A project whose card has been in its stage since `stageEnteredAt` (null: since `createdAt`). */
export async function createProject(
  who: TestPhotographer,
  clientId: string,
  title: string,
  times: { createdAt: Date; stageEnteredAt: Date | null; status?: "ACTIVE" | "COMPLETED" },
) {
  const res = await api(who).post("/api/projects", { title, projectType: "WEDDING", clientId });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { id: string }).id;
  await db
    .update(projects)
    .set({
      createdAt: times.createdAt,
      stageEnteredAt: times.stageEnteredAt,
      status: times.status ?? "ACTIVE",
    })
    .where(eq(projects.id, id));
  return id;
}

/** A proposal of $1,000 (+ 8.25% tax = $1,082.50), then moved to a state as its flow would. */
export async function createProposal(
  who: TestPhotographer,
  clientId: string,
  title: string,
  state: { status: string; sentAt?: Date; signedAt?: Date; projectId?: string },
) {
  const res = await api(who).post("/api/proposals", {
    title,
    clientId,
    projectId: state.projectId,
    items: [{ name: "Full day coverage", qty: 1, unitCents: 100_000 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { id: string }).id;
  await db
    .update(estimates)
    .set({ status: state.status, sentAt: state.sentAt ?? null, signedAt: state.signedAt ?? null })
    .where(eq(estimates.id, id));
  return id;
}

export const TOTAL = 108_250;

export async function pay(
  who: TestPhotographer,
  estimateId: string,
  clientId: string,
  cents: number,
  status: string,
) {
  await db.insert(estimatePayments).values({
    photographerId: who.photographerId,
    estimateId,
    clientId,
    amountCents: cents,
    method: "card",
    status,
    completedAt: status === "COMPLETED" ? new Date() : null,
  });
}

export async function book(
  who: TestPhotographer,
  startAt: Date,
  values: { title?: string; status?: string; bookingType?: string; meetingLink?: string } = {},
) {
  const [row] = await db
    .insert(bookings)
    .values({
      photographerId: who.photographerId,
      title: values.title ?? "Consultation",
      startAt,
      endAt: new Date(startAt.getTime() + HOUR),
      status: values.status ?? "PENDING",
      bookingType: values.bookingType ?? "CONSULTATION",
      meetingLink: values.meetingLink ?? null,
      bookingToken: randomBytes(32).toString("base64url"),
      clientName: "Emma Carter",
      clientPhone: "(212) 555-0199",
    })
    .returning({ id: bookings.id });
  return row!.id;
}

export async function message(
  who: TestPhotographer,
  clientId: string,
  content: string,
  values: { createdAt: Date; fromStudio?: boolean; readAt?: Date },
) {
  await db.insert(messages).values({
    photographerId: who.photographerId,
    clientId,
    content,
    sentByPhotographer: values.fromStudio ?? false,
    readAt: values.readAt ?? null,
    createdAt: values.createdAt,
  });
}

/** The instant the New York wall clock reads `hhmm` on the day `days` after `date`. */
export function newYork(date: string, days: number, hhmm: string): Date {
  const d = addDaysToIsoDate(date, days);
  const [hour, minute] = hhmm.split(":").map(Number) as [number, number];
  return zonedTimeToUtc({ ...d, hour, minute }, NEW_YORK);
}
