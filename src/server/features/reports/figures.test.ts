/**
 * The summary figures, each computed by hand from a seeded studio and checked in every place that shows
 * it: revenue (the dashboard, the Reports cards, the revenue chart, the CSV and the earnings screen
 * answer one figure), booked this month, total clients, and the default report range.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dashboard } from "../../../shared/dashboard.js";
import type { RevenueReceived } from "../../../shared/payments.js";
import type { ReportSummary } from "../../../shared/projects.js";
import type { Proposal } from "../../../shared/proposals.js";
import type { ReportAnalytics } from "../../../shared/reports.js";
import { bookings, estimatePayments, estimates, photographers, projects } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { createDashboardService } from "../dashboard/dashboard.service.js";
import { createReportsService } from "./reports.service.js";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const api = (who: TestPhotographer) => as(ctx, who.cookie);
const anonymous = () => as(ctx, null);
const card = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Ana Ruiz" };
const NEW_YORK = "America/New_York";

async function created<T>(who: TestPhotographer, path: string, body: unknown): Promise<T> {
  const res = await api(who).post(path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as T;
}

async function newStudio(name: string) {
  const who = await createTestPhotographer(ctx, { businessName: name });
  await ctx.database.db
    .update(photographers)
    .set({ timezone: NEW_YORK })
    .where(eq(photographers.id, who.photographerId));
  return who;
}

const newClient = (who: TestPhotographer, firstName: string) =>
  created<{ id: string }>(who, "/api/clients", {
    firstName,
    lastName: "Reyes",
    email: `${firstName.toLowerCase()}-${randomUUID().slice(0, 6)}@example.com`,
  });

const newProject = (who: TestPhotographer, clientId: string, title: string) =>
  created<{ id: string }>(who, "/api/projects", { title, projectType: "WEDDING", clientId });

const newProposal = (who: TestPhotographer, clientId: string, projectId: string | null, unitCents: number) =>
  created<Proposal>(who, "/api/proposals", {
    title: `Proposal ${randomUUID().slice(0, 4)}`,
    clientId,
    ...(projectId ? { projectId } : {}),
    items: [{ name: "Coverage", qty: 1, unitCents }],
    depositPercent: 25,
  });

async function sign(proposal: Proposal) {
  const res = await anonymous().post(`/api/public/proposals/${proposal.token}/sign`, {
    signedByName: "Ana Reyes",
    signedByEmail: "ana@example.com",
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Opens a checkout on the public page; pays it with the test card unless told not to. */
async function pay(proposal: Proposal, mode: "DEPOSIT" | "FULL", paid = true) {
  const open = await anonymous().post(`/api/public/proposals/${proposal.token}/pay`, { mode });
  expect(open.statusCode, open.body).toBe(200);
  const session = (open.json() as { url: string }).url.split("/").pop()!;
  if (!paid) return;
  const res = await anonymous().post(`/api/test-checkout/${session}/pay`, card);
  expect(res.statusCode, res.body).toBe(200);
}

const csvValue = (csv: string, label: string) =>
  csv
    .split("\r\n")
    .find((line) => line.startsWith(`${label},`))
    ?.split(",")[1];

describe("revenue: money received less refunds, the same figure everywhere", () => {
  it("shows one figure on the dashboard, the Reports cards, the chart, the CSV and the earnings screen", async () => {
    const who = await newStudio("Harbor Light");
    const { db } = ctx.database;
    const ana = await newClient(who, "Ana");
    const ben = await newClient(who, "Ben");
    const cal = await newClient(who, "Cal");

    // A deposit on a project still in progress.
    const active = await newProject(who, ana.id, "Reyes wedding");
    const deposit = await newProposal(who, ana.id, active.id, 400_000);
    await sign(deposit);
    await pay(deposit, "DEPOSIT");

    // Paid in full on another, since delivered; then a late second card payment of the whole total,
    // kept as an overpayment and refunded.
    const delivered = await newProject(who, ben.id, "Reyes elopement");
    const full = await newProposal(who, ben.id, delivered.id, 150_000);
    await sign(full);
    await pay(full, "FULL");
    await db.update(projects).set({ status: "COMPLETED" }).where(eq(projects.id, delivered.id));
    await db.insert(estimatePayments).values({
      photographerId: who.photographerId,
      estimateId: full.id,
      clientId: ben.id,
      amountCents: full.totalCents,
      method: "card:full",
      status: "OVERPAID",
      paymentIntentId: `pi_${randomUUID()}`,
      completedAt: new Date(),
      refundId: `re_test_${randomUUID()}`,
      refundedAt: new Date(),
    });

    // A checkout opened and never paid is no money.
    const open = await newProposal(who, cal.id, null, 90_000);
    await sign(open);
    await pay(open, "DEPOSIT", false);

    // By hand: the deposit (25% of the total, tax included) and the full payment; nothing else.
    const expected = deposit.depositCents + full.totalCents;
    expect(deposit.depositCents).toBeGreaterThan(0);
    expect(expected).toBe(Math.round(deposit.totalCents * 0.25) + full.totalCents);

    const dashboard = (await api(who).get("/api/dashboard")).json() as Dashboard;
    expect(dashboard.figures.revenueYTD).toBe(expected);

    const summary = (await api(who).get("/api/reports/summary")).json() as ReportSummary;
    expect(summary.revenueYTD).toBe(expected);

    const report = (await api(who).get("/api/reports/analytics")).json() as ReportAnalytics;
    expect(report.revenueByMonth.reduce((sum, m) => sum + m.revenueCents, 0)).toBe(expected);
    expect(report.revenueByMonth.reduce((sum, m) => sum + m.payments, 0)).toBe(2);
    expect(report.monthly.reduce((sum, m) => sum + m.revenueCents, 0)).toBe(expected);

    const csv = (await api(who).get("/api/reports/export")).body;
    const dollars = (expected / 100).toFixed(2);
    expect(csvValue(csv, "Total Revenue")).toBe(dollars);
    const month = report.revenueByMonth.find((m) => m.revenueCents > 0)!.month;
    expect(
      csv
        .split("\r\n")
        .find((line) => line.startsWith(`${month},`))
        ?.split(",")
        .at(-1),
    ).toBe(dollars);

    const earnings = await api(who).get("/api/stripe-connect/revenue");
    expect(earnings.statusCode, earnings.body).toBe(200);
    expect(earnings.json()).toEqual({ receivedCents: expected, payments: 2 } satisfies RevenueReceived);

    // Another studio sees none of it.
    const other = await newStudio("Elsewhere");
    expect((await api(other).get("/api/stripe-connect/revenue")).json()).toEqual({
      receivedCents: 0,
      payments: 0,
    });
    expect(((await api(other).get("/api/reports/summary")).json() as ReportSummary).revenueYTD).toBe(0);
    expect((await anonymous().get("/api/stripe-connect/revenue")).statusCode).toBe(401);
  });
});

describe("the cards say what their titles say, on the studio's clock", () => {
  // 11:00 on 15 March 2026 in New York; March there runs from 05:00 UTC on 1 March to 04:00 UTC on 1 April.
  const now = new Date("2026-03-15T15:00:00Z");
  let who: TestPhotographer;

  beforeAll(async () => {
    who = await newStudio("Clockwork Studio");
    const { db } = ctx.database;
    const [ann, ben, cal, dee, eve] = await Promise.all(
      ["Ann", "Ben", "Cal", "Dee", "Eve"].map((name) => newClient(who, name)),
    );
    // Eve is archived: off the client list, so not counted among the clients.
    expect((await api(who).post(`/api/clients/${eve!.id}/archive`)).statusCode).toBe(200);

    const signedAt = async (proposal: Proposal, at: string | null) => {
      await db
        .update(estimates)
        .set(at ? { signedAt: new Date(at), status: "SIGNED" } : { sentAt: now, status: "SENT" })
        .where(eq(estimates.id, proposal.id));
    };
    const project = async (clientId: string, title: string) => {
      const p = await newProject(who, clientId, title);
      // Every project is new this month: a new inquiry is not a booking.
      await db
        .update(projects)
        .set({ createdAt: new Date("2026-03-03T15:00:00Z") })
        .where(eq(projects.id, p.id));
      return p;
    };
    const p1 = await project(ann!.id, "P1");
    const p2 = await project(ben!.id, "P2");
    const p3 = await project(cal!.id, "P3");
    const p4 = await project(dee!.id, "P4");
    const p5 = await project(eve!.id, "P5");
    const p6 = await project(ann!.id, "P6");
    // P1: signed on 2 March. Booked this month.
    await signedAt(await newProposal(who, ann!.id, p1.id, 100_000), "2026-03-02T15:00:00Z");
    // P2: 23:30 on 28 February in New York (March in UTC). Booked last month.
    await signedAt(await newProposal(who, ben!.id, p2.id, 100_000), "2026-03-01T04:30:00Z");
    // P3: booked in February; a second proposal signed in March does not book it again.
    await signedAt(await newProposal(who, cal!.id, p3.id, 100_000), "2026-02-10T15:00:00Z");
    await signedAt(await newProposal(who, cal!.id, p3.id, 20_000), "2026-03-10T15:00:00Z");
    // P4: 23:30 on 31 March in New York (April in UTC). Booked this month.
    await signedAt(await newProposal(who, dee!.id, p4.id, 100_000), "2026-04-01T03:30:00Z");
    // P5: sent, not signed. P6: 00:30 on 1 April in New York. Neither is booked this month.
    await signedAt(await newProposal(who, eve!.id, p5.id, 100_000), null);
    await signedAt(await newProposal(who, ann!.id, p6.id, 100_000), "2026-04-01T04:30:00Z");
    // Completed, and made at 23:30 on 28 February in New York: not a project of this month, not active.
    const old = await newProject(who, dee!.id, "P0");
    await db
      .update(projects)
      .set({ createdAt: new Date("2026-03-01T04:30:00Z"), status: "COMPLETED" })
      .where(eq(projects.id, old.id));
    // A proposal signed on 5 March without a project is a booking of its own.
    await signedAt(await newProposal(who, ben!.id, null, 50_000), "2026-03-05T15:00:00Z");

    // A consultation later this month, after today.
    await db.insert(bookings).values({
      photographerId: who.photographerId,
      clientId: ann!.id,
      title: "Consultation",
      startAt: new Date("2026-03-28T15:00:00Z"),
      endAt: new Date("2026-03-28T16:00:00Z"),
      status: "CONFIRMED",
      bookingToken: randomUUID(),
    });
  });

  it("counts bookings (first signature) this month, new projects, clients on the list and active projects", async () => {
    const reports = createReportsService(ctx.database);
    const summary = await reports.summary(who.photographerId, now);
    expect(summary.bookedThisMonth).toBe(3); // P1, P4 and the proposal without a project
    expect(summary.totalClients).toBe(4); // Ann, Ben, Cal, Dee
    expect(summary.totalProjects).toBe(6);
    expect(summary.projectsThisMonth).toBe(6); // P1 to P6, not P0 (February in New York)

    const listed = (await api(who).get("/api/clients")).json() as unknown[];
    expect(listed).toHaveLength(summary.totalClients);
    const route = (await api(who).get("/api/reports/summary")).json() as ReportSummary;
    expect(route.totalClients).toBe(4);

    const dashboard = await createDashboardService(ctx.database, reports).overview(who.photographerId, now);
    expect(dashboard.figures).toMatchObject({ bookedThisMonth: 3, totalClients: 4, totalProjects: 6 });

    const csv = (await reports.exportCsv(who.photographerId, {}, now)).csv;
    expect(csvValue(csv, "Total Clients")).toBe("4");
    expect(csvValue(csv, "Projects This Month")).toBe("6");
  });

  it("reports by default from 1 January to the end of this month, later bookings of the month included", async () => {
    const reports = createReportsService(ctx.database);
    const report = await reports.analytics(who.photographerId, { projectType: "WEDDING" }, now);
    expect(report).toMatchObject({ from: "2026-01-01", to: "2026-03-31" });
    expect(report.monthly.at(-1)).toMatchObject({ month: "2026-03", consultations: 1 });
    const { fileName } = await reports.exportCsv(who.photographerId, {}, now);
    expect(fileName).toBe("focal-report-2026-01-01-to-2026-03-31.csv");
  });
});
