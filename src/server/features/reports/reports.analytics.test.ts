/**
 * The analytics report against the known data set: the range and its months, the pipeline funnel, the
 * packages and automations, the studio's clock at the edges, bad ranges, another studio and sign-in.
 */
import { describe, expect, it } from "vitest";
import { endOfMonth } from "../../../shared/reports.js";
import { as } from "../../test/http.js";
import { a, analytics, b, ctx, data, RANGE, setUpReports } from "./reports.fixture.js";

setUpReports();

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

  it("defaults to 1 January of this year until the end of this month, in the studio's zone", async () => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
    const report = await analytics(a, "");
    expect(report.from).toBe(`${today.slice(0, 4)}-01-01`);
    expect(report.to).toBe(endOfMonth(today));
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
