/**
 * The CSV export of a report: every section of the known data set, the quoting of names, and a bad range.
 */
import { describe, expect, it } from "vitest";
import { as } from "../../test/http.js";
import { a, b, ctx, data, RANGE, setUpReports } from "./reports.fixture.js";

setUpReports();

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
      "Total Revenue,2050.00",
      "Total Clients,1",
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
