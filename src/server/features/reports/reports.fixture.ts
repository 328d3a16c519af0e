/**
 * What the reports tests share: one app per test file with two studios, and a known data set for Studio A:
 * a studio in New York with projects in stages, proposals from packages, payments, bookings and automation
 * messages around the edges of a range (and of its months, on the studio's clock), so that every figure
 * can be checked exactly. What the API cannot create (past dates, payments, message logs) is inserted
 * directly.
 *
 * `ctx`, `a` and `b` are live bindings: the hooks assign them here, and every importer reads the current
 * value.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { Package } from "../../../shared/packages.js";
import type { Stage } from "../../../shared/projects.js";
import { itemsFromPackage, type Proposal } from "../../../shared/proposals.js";
import type { ReportAnalytics } from "../../../shared/reports.js";
import {
  automations,
  bookings,
  emailLogs,
  estimatePayments,
  estimates,
  photographers,
  projects,
  smsLogs,
} from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

export let ctx: TestContext;
export let a: TestPhotographer;
export let b: TestPhotographer;

export const RANGE = "from=2025-01-01&to=2025-03-31";
const at = (iso: string) => new Date(iso);

/** What the data set builds, for the expectations. */
export const data = {
  stages: [] as Stage[],
  gold: null as unknown as Package,
  silver: null as unknown as Package,
  bronze: null as unknown as Package,
  e1: null as unknown as Proposal,
  e3: null as unknown as Proposal,
  welcomeId: "",
  reminderId: "",
};

/** The hooks every reports test file needs: its app with both studios and the data set, closed at the end. */
export function setUpReports() {
  beforeAll(async () => {
    ctx = await createTestContext();
    a = await createTestPhotographer(ctx, { businessName: "Studio A" });
    b = await createTestPhotographer(ctx, { businessName: "Studio B" });
    await buildDataSet();
  });
  afterAll(() => ctx.close());
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await as(ctx, a.cookie).post(path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as T;
}

async function buildDataSet() {
  const { db } = ctx.database;
  const pid = a.photographerId;
  await db.update(photographers).set({ timezone: "America/New_York" }).where(eq(photographers.id, pid));
  const client = await post<{ id: string }>("/api/clients", {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    emailOptIn: true,
    smsOptIn: false,
  });
  data.stages = (await as(ctx, a.cookie).get("/api/stages?projectType=WEDDING")).json() as Stage[];
  const portraitStages = (await as(ctx, a.cookie).get("/api/stages?projectType=PORTRAIT")).json() as Stage[];
  const stage = (orderIndex: number) => data.stages.find((s) => s.orderIndex === orderIndex)!.id;

  // Projects: created through the API, then dated and placed. P4 is 23:30 on 31 March in New York (April
  // in UTC) and P5 00:30 on 1 April: one in, one out. P7 lost its stage.
  const placed: [string, string, string | null, "WEDDING" | "PORTRAIT"][] = [
    ["P1", "2025-01-10T15:00:00Z", stage(0), "WEDDING"],
    ["P2", "2025-01-20T15:00:00Z", stage(3), "WEDDING"],
    ["P3", "2025-02-05T15:00:00Z", stage(5), "WEDDING"],
    ["P4", "2025-04-01T03:30:00Z", stage(1), "WEDDING"],
    ["P5", "2025-04-01T04:30:00Z", stage(3), "WEDDING"],
    ["P6", "2025-02-10T15:00:00Z", portraitStages[0]!.id, "PORTRAIT"],
    ["P7", "2025-01-15T15:00:00Z", null, "WEDDING"],
  ];
  for (const [title, createdAt, stageId, projectType] of placed) {
    const project = await post<{ id: string }>("/api/projects", { title, projectType, clientId: client.id });
    await db
      .update(projects)
      .set({ createdAt: at(createdAt), stageId })
      .where(eq(projects.id, project.id));
  }

  data.gold = await post<Package>("/api/packages", {
    name: "Gold",
    basePriceCents: 250000,
    items: [{ name: "Second shooter", qty: 1, unitCents: 50000 }],
  });
  data.silver = await post<Package>("/api/packages", { name: "Silver", basePriceCents: 150000 });
  data.bronze = await post<Package>("/api/packages", { name: "Bronze", basePriceCents: 90000 });

  const proposal = async (
    title: string,
    body: Record<string, unknown>,
    dates: Partial<typeof estimates.$inferInsert>,
  ) => {
    const created = await post<Proposal>("/api/proposals", { title, clientId: client.id, ...body });
    await db.update(estimates).set(dates).where(eq(estimates.id, created.id));
    return created;
  };
  const fromPackage = (pkg: Package) => ({ packageId: pkg.id, items: itemsFromPackage(pkg) });
  // E1 is signed at 22:00 on 31 January in New York (1 February in UTC).
  data.e1 = await proposal("E1", fromPackage(data.gold), {
    createdAt: at("2025-01-12T15:00:00Z"),
    sentAt: at("2025-01-13T15:00:00Z"),
    signedAt: at("2025-02-01T03:00:00Z"),
    status: "PAID_PARTIAL",
  });
  // E2 records no package, only the package import's line.
  await proposal(
    "E2",
    { items: itemsFromPackage(data.gold) },
    { createdAt: at("2025-02-10T15:00:00Z"), sentAt: at("2025-02-11T15:00:00Z"), status: "SENT" },
  );
  data.e3 = await proposal("E3", fromPackage(data.silver), {
    createdAt: at("2025-03-01T15:00:00Z"),
    sentAt: at("2025-03-02T15:00:00Z"),
    signedAt: at("2025-03-05T15:00:00Z"),
    status: "SIGNED",
  });
  // E4 was made before the range; its payment in February still counts for Gold's revenue.
  const e4 = await proposal("E4", fromPackage(data.gold), {
    createdAt: at("2024-12-20T15:00:00Z"),
    sentAt: at("2024-12-21T15:00:00Z"),
    signedAt: at("2024-12-22T15:00:00Z"),
    status: "PAID_FULL",
  });
  const e5 = await proposal(
    "E5",
    // Paid $200 and then $50: the database refuses completed payments beyond a proposal's total.
    { items: [{ name: "Custom coverage", qty: 1, unitCents: 25000 }] },
    {
      createdAt: at("2025-01-05T15:00:00Z"),
      sentAt: at("2025-01-06T15:00:00Z"),
      signedAt: at("2025-01-07T15:00:00Z"),
      status: "PAID_FULL",
    },
  );

  const payment = (
    estimateId: string,
    amountCents: number,
    status: string,
    completedAt: string | null,
    createdAt = "2025-01-01T12:00:00Z",
  ) => ({
    photographerId: pid,
    clientId: client.id,
    estimateId,
    amountCents,
    method: "card",
    status,
    paymentIntentId: randomUUID(),
    completedAt: completedAt ? at(completedAt) : null,
    createdAt: at(createdAt),
  });
  await db.insert(estimatePayments).values([
    // The checkout records COMPLETED; older rows say "completed". Both count.
    payment(data.e1.id, 100000, "COMPLETED", "2025-01-15T15:00:00Z"),
    // 23:30 on 31 January in New York: January's.
    payment(data.e1.id, 50000, "completed", "2025-02-01T04:30:00Z"),
    payment(e4.id, 30000, "completed", "2025-02-15T15:00:00Z"),
    payment(e5.id, 20000, "COMPLETED", "2025-03-10T15:00:00Z"),
    payment(data.e3.id, 99999, "PENDING", null),
    // 01:00 on 1 April in New York: after the range.
    payment(data.e1.id, 11111, "completed", "2025-04-01T05:00:00Z"),
    // No completion time recorded: its creation time stands in.
    payment(e5.id, 5000, "completed", null, "2025-03-20T15:00:00Z"),
  ]);

  const booking = (startAt: string, status: string) => ({
    photographerId: pid,
    clientId: client.id,
    title: "Consultation",
    startAt: at(startAt),
    endAt: new Date(at(startAt).getTime() + 3_600_000),
    status,
    bookingToken: randomUUID(),
  });
  await db
    .insert(bookings)
    .values([
      booking("2025-01-20T15:00:00Z", "CONFIRMED"),
      booking("2025-02-01T02:00:00Z", "PENDING"),
      booking("2025-03-05T15:00:00Z", "PENDING"),
      booking("2025-03-06T15:00:00Z", "CANCELLED"),
    ]);

  const [welcome, reminder] = await db
    .insert(automations)
    .values([
      { photographerId: pid, projectType: "WEDDING", name: "Welcome", channel: "EMAIL" },
      { photographerId: pid, projectType: "WEDDING", name: "Reminder", channel: "SMS" },
      { photographerId: pid, projectType: "WEDDING", name: "Unused", channel: "EMAIL" },
    ])
    .returning();
  data.welcomeId = welcome!.id;
  data.reminderId = reminder!.id;
  const email = (
    automationId: string | null,
    status: string,
    sentAt: string,
    opened = false,
    clicked = false,
  ) => ({
    photographerId: pid,
    clientId: client.id,
    automationId,
    toEmail: "ada@example.com",
    status,
    sentAt: status === "sent" ? at(sentAt) : null,
    createdAt: at(sentAt),
    openedAt: opened ? at(sentAt) : null,
    clickedAt: clicked ? at(sentAt) : null,
  });
  await db
    .insert(emailLogs)
    .values([
      email(welcome!.id, "sent", "2025-01-10T15:00:00Z", true, true),
      email(welcome!.id, "sent", "2025-01-11T15:00:00Z", true),
      email(welcome!.id, "sent", "2025-02-10T15:00:00Z"),
      email(welcome!.id, "sent", "2025-03-10T15:00:00Z"),
      email(welcome!.id, "failed", "2025-03-11T15:00:00Z"),
      email(welcome!.id, "sent", "2025-04-02T15:00:00Z", true, true),
      email(null, "sent", "2025-01-10T15:00:00Z", true),
    ]);
  const sms = (direction: "OUTBOUND" | "INBOUND", sentAt: string) => ({
    photographerId: pid,
    clientId: client.id,
    automationId: reminder!.id,
    status: "sent",
    direction,
    sentAt: at(sentAt),
    createdAt: at(sentAt),
  });
  await db
    .insert(smsLogs)
    .values([
      sms("OUTBOUND", "2025-02-01T15:00:00Z"),
      sms("OUTBOUND", "2025-03-01T15:00:00Z"),
      sms("INBOUND", "2025-03-02T15:00:00Z"),
    ]);
}

export async function analytics(who: TestPhotographer, query = RANGE): Promise<ReportAnalytics> {
  const res = await as(ctx, who.cookie).get(`/api/reports/analytics?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReportAnalytics;
}
