/**
 * Reports through the API against a known data set: a studio in New York with projects in stages,
 * proposals from packages, payments, bookings and automation messages around the edges of a range (and of
 * its months, on the studio's clock), so that every figure can be checked exactly. What the API cannot
 * create (past dates, payments, message logs) is inserted directly.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;

const RANGE = "from=2025-01-01&to=2025-03-31";
const at = (iso: string) => new Date(iso);

/** What the data set builds, for the expectations. */
const data = {
  stages: [] as Stage[],
  gold: null as unknown as Package,
  silver: null as unknown as Package,
  bronze: null as unknown as Package,
  e1: null as unknown as Proposal,
  e3: null as unknown as Proposal,
  welcomeId: "",
  reminderId: "",
};

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Studio A" });
  b = await createTestPhotographer(ctx, { businessName: "Studio B" });
  await buildDataSet();
});
afterAll(() => ctx.close());

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

async function analytics(who: TestPhotographer, query = RANGE): Promise<ReportAnalytics> {
  const res = await as(ctx, who.cookie).get(`/api/reports/analytics?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReportAnalytics;
}

describe("GET /api/reports/analytics", () => {
  it("answers the range, the zone and every month, with the revenue by month", async () => {
    const report = await analytics(a);
    expect(report).toMatchObject({
      from: "2025-01-01",
      to: "2025-03-31",
      timezone: "America/New_York",
      projectType: "WEDDING",
    });
    expect(report.revenueByMonth).toEqual([
      { month: "2025-01", revenueCents: 150000, payments: 2 },
      { month: "2025-02", revenueCents: 30000, payments: 1 },
      { month: "2025-03", revenueCents: 25000, payments: 2 },
    ]);
  });

  it("breaks each month down", async () => {
    const report = await analytics(a);
    expect(report.monthly).toEqual([
      {
        month: "2025-01",
        newProjects: 3,
        proposalsSent: 2,
        proposalsSigned: 2,
        revenueCents: 150000,
        consultations: 2,
      },
      {
        month: "2025-02",
        newProjects: 2,
        proposalsSent: 1,
        proposalsSigned: 0,
        revenueCents: 30000,
        consultations: 0,
      },
      {
        month: "2025-03",
        newProjects: 1,
        proposalsSent: 1,
        proposalsSigned: 1,
        revenueCents: 25000,
        consultations: 1,
      },
    ]);
  });

  it("shows the wedding pipeline's funnel: now in each stage, and how far the range's projects got", async () => {
    const report = await analytics(a);
    expect(report.pipelineCreated).toBe(5);
    const figures = report.pipeline.map((s) => [
      s.name,
      s.orderIndex,
      s.projects,
      s.reached,
      s.conversionRate,
    ]);
    expect(figures).toEqual([
      ["Inquiry", 0, 1, 4, 0.8],
      ["Consultation", 1, 1, 3, 0.6],
      ["Proposal Sent", 2, 0, 2, 0.4],
      ["Booked", 3, 2, 2, 0.4],
      ["Pre-Event", 4, 0, 1, 0.2],
      ["Delivered", 5, 1, 1, 0.2],
    ]);
    expect(report.pipeline[0]).toMatchObject({
      projectType: "WEDDING",
      stageId: data.stages[0]!.id,
      color: data.stages[0]!.color,
    });
  });

  it("shows another project type's funnel when asked", async () => {
    const report = await analytics(a, `${RANGE}&projectType=PORTRAIT`);
    expect(report.projectType).toBe("PORTRAIT");
    expect(report.pipelineCreated).toBe(1);
    expect(report.pipeline.map((s) => [s.projects, s.reached])).toEqual([
      [1, 1],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(report.pipeline[0]!.conversionRate).toBe(1);
  });

  it("credits proposals and revenue to packages, by the package recorded or its package line", async () => {
    const report = await analytics(a);
    expect(report.packages).toEqual([
      { packageId: data.gold.id, name: "Gold", proposals: 2, signed: 1, revenueCents: 180000 },
      { packageId: data.silver.id, name: "Silver", proposals: 1, signed: 1, revenueCents: 0 },
      { packageId: data.bronze.id, name: "Bronze", proposals: 0, signed: 0, revenueCents: 0 },
    ]);
  });

  it("counts what each automation sent, and the opens and clicks", async () => {
    const report = await analytics(a);
    expect(report.automations).toEqual([
      {
        automationId: data.welcomeId,
        name: "Welcome",
        projectType: "WEDDING",
        sent: 4,
        opened: 2,
        clicked: 1,
        openRate: 0.5,
        clickRate: 0.25,
      },
      {
        automationId: data.reminderId,
        name: "Reminder",
        projectType: "WEDDING",
        sent: 2,
        opened: 0,
        clicked: 0,
        openRate: 0,
        clickRate: 0,
      },
    ]);
  });

  it("takes one day as a range, and buckets by the studio's clock", async () => {
    // 31 January in New York holds the payment at 04:30 UTC on 1 February and E1's signature.
    const report = await analytics(a, "from=2025-01-31&to=2025-01-31");
    expect(report.revenueByMonth).toEqual([{ month: "2025-01", revenueCents: 50000, payments: 1 }]);
    expect(report.monthly[0]).toMatchObject({ proposalsSigned: 1, consultations: 1, newProjects: 0 });
  });

  it("defaults to 1 January of this year until today, in the studio's zone", async () => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
    const report = await analytics(a, "");
    expect(report.from).toBe(`${today.slice(0, 4)}-01-01`);
    expect(report.to).toBe(today);
    expect(report.monthly).toHaveLength(Number(today.slice(5, 7)));
    expect(report.monthly.at(-1)!.month).toBe(today.slice(0, 7));
  });

  it("refuses bad ranges with a message", async () => {
    const cases: [string, string][] = [
      ["from=2025-03-01&to=2025-02-28", "The end date must be on or after the start date"],
      ["from=2022-01-01&to=2025-01-01", "The date range can be at most 3 years"],
      ["from=2025-02-30&to=2025-03-01", "Invalid date"],
      ["from=yesterday", "Invalid date"],
      [`${RANGE}&projectType=ELOPEMENT`, "Invalid project type"],
    ];
    for (const [query, message] of cases) {
      const res = await as(ctx, a.cookie).get(`/api/reports/analytics?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await analytics(a, "from=2022-01-01&to=2024-12-31")).monthly).toHaveLength(36);
  });

  it("shows another studio zeros and empty lists", async () => {
    const report = await analytics(b);
    expect(report.revenueByMonth.every((m) => m.revenueCents === 0 && m.payments === 0)).toBe(true);
    expect(report.monthly).toHaveLength(3);
    expect(
      report.monthly.every(
        (m) => m.newProjects + m.proposalsSent + m.proposalsSigned + m.revenueCents + m.consultations === 0,
      ),
    ).toBe(true);
    expect(report.pipelineCreated).toBe(0);
    expect(report.pipeline.every((s) => s.projects === 0 && s.reached === 0 && s.conversionRate === 0)).toBe(
      true,
    );
    expect(report.packages).toEqual([]);
    expect(report.automations).toEqual([]);
  });

  it("is for signed-in photographers only", async () => {
    expect((await as(ctx, null).get(`/api/reports/analytics?${RANGE}`)).statusCode).toBe(401);
    expect((await as(ctx, null).get(`/api/reports/export?${RANGE}`)).statusCode).toBe(401);
    expect((await as(ctx, null).get("/api/reports/summary")).statusCode).toBe(401);
  });
});

describe("GET /api/reports/export", () => {
  it("downloads the summary, months, packages and automations as CSV", async () => {
    const res = await as(ctx, a.cookie).get(`/api/reports/export?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="focal-report-2025-01-01-to-2025-03-31.csv"',
    );
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    // E1 is owed its total less the 1,611.11 paid on it; E3 all of it.
    const outstanding = data.e1.totalCents - 161111 + data.e3.totalCents;
    expect(outstanding).toBe(326014);
    expect(res.body.slice(1).split("\r\n")).toEqual([
      "Focal Report",
      "From,2025-01-01",
      "To,2025-03-31",
      "Time Zone,America/New_York",
      "",
      "Summary",
      "Metric,Value",
      "Total Revenue,0.00",
      "Total Clients,7",
      "Projects This Month,0",
      "Outstanding Balance,3260.14",
      "",
      "Monthly Breakdown",
      "Month,New Projects,Proposals Sent,Proposals Signed,Consultations,Revenue",
      "2025-01,3,2,2,2,1500.00",
      "2025-02,2,1,0,0,300.00",
      "2025-03,1,1,1,1,250.00",
      "",
      "Package Performance",
      "Package,Proposals,Signed,Revenue",
      "Gold,2,1,1800.00",
      "Silver,1,1,0.00",
      "Bronze,0,0,0.00",
      "",
      "Automation Performance",
      "Automation,Sent,Opened,Clicked,Open Rate,Click Rate",
      "Welcome,4,2,1,50.0%,25.0%",
      "Reminder,2,0,0,0.0%,0.0%",
      "",
    ]);
  });

  it("quotes names the RFC 4180 way and keeps formulas out of spreadsheets", async () => {
    await as(ctx, b.cookie).post("/api/packages", { name: 'The "Big" Day, Deluxe', basePriceCents: 100 });
    await as(ctx, b.cookie).post("/api/packages", { name: "=HYPERLINK(1)", basePriceCents: 100 });
    const res = await as(ctx, b.cookie).get(`/api/reports/export?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body.split("\r\n");
    expect(lines).toContain('"The ""Big"" Day, Deluxe",0,0,0.00');
    expect(lines).toContain("'=HYPERLINK(1),0,0,0.00");
  });

  it("refuses a bad range", async () => {
    const res = await as(ctx, a.cookie).get("/api/reports/export?from=2025-03-01&to=2025-01-01");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The end date must be on or after the start date");
  });
});
