/**
 * What the revenue, reports, dashboard and earnings make of a refund: one figure everywhere, each worked
 * out by hand. The refunds themselves are in refunds.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Dashboard } from "../../../shared/dashboard.js";
import type { Earning, ProposalPayment, RevenueReceived } from "../../../shared/payments.js";
import type { ReportSummary } from "../../../shared/projects.js";
import type { ReportAnalytics } from "../../../shared/reports.js";
import type { TestContext } from "../../test/context.js";
import { createTestPhotographer } from "../../test/factories.js";
import { refundsFixture } from "./refunds.fixture.js";

const f = refundsFixture();
const { api, daysAgo, proposalFor, record, paymentRows, payByCard } = f;
let ctx: TestContext;
beforeAll(() => {
  ctx = f.ctx();
});

describe("revenue, reports and the dashboard count refunds", () => {
  it("takes a refund off the same figure everywhere, computed by hand", async () => {
    const who = await createTestPhotographer(ctx, { businessName: "Figures Studio" });
    const { proposal: byCard } = await proposalFor(who);
    await payByCard(byCard.token);
    const [cardPayment] = await paymentRows(byCard.id);
    const { proposal: byHand } = await proposalFor(who);
    const cheque = (
      await record(who, byHand.id, { amountCents: 80_000, method: "CHECK", receivedOn: daysAgo(1) })
    ).json() as ProposalPayment;

    expect(
      (await api(who).post(`/api/payments/${cardPayment!.id}/refund`, { amountCents: 24_750 })).statusCode,
    ).toBe(201);
    expect(
      (await api(who).post(`/api/payments/${cheque.id}/refund`, { amountCents: 30_000 })).statusCode,
    ).toBe(201);

    // By hand: 3,247.50 + 800.00 received, less 247.50 and 300.00 refunded = 3,500.00, in 2 payments.
    const expected = 324_750 + 80_000 - 24_750 - 30_000;
    expect(expected).toBe(350_000);
    expect((await api(who).get("/api/stripe-connect/revenue")).json()).toEqual({
      receivedCents: expected,
      payments: 2,
    } satisfies RevenueReceived);
    const dashboard = (await api(who).get("/api/dashboard")).json() as Dashboard;
    expect(dashboard.figures.revenueYTD).toBe(expected);
    const summary = (await api(who).get("/api/reports/summary")).json() as ReportSummary;
    expect(summary.revenueYTD).toBe(expected);
    // Still owed: 247.50 on the card proposal and 3,247.50 - 500.00 = 2,747.50 on the cheque one.
    expect(summary.outstandingBalance).toBe(24_750 + 274_750);
    const report = (await api(who).get("/api/reports/analytics")).json() as ReportAnalytics;
    expect(report.revenueByMonth.reduce((sum, m) => sum + m.revenueCents, 0)).toBe(expected);
    expect(report.revenueByMonth.reduce((sum, m) => sum + m.payments, 0)).toBe(2);
    expect(report.monthly.reduce((sum, m) => sum + m.revenueCents, 0)).toBe(expected);
    const csv = (await api(who).get("/api/reports/export")).body;
    const total = csv
      .split("\r\n")
      .find((line) => line.startsWith("Total Revenue,"))
      ?.split(",")[1];
    expect(total).toBe("3500.00");
    // Earnings: the card payment less the refund's share (fee 16,238 x 24,750 / 324,750 = 1,237.5 -> 1,238).
    const earnings = (await api(who).get("/api/stripe-connect/earnings")).json() as Earning[];
    expect(earnings.reduce((sum, e) => sum + e.photographerEarningsCents, 0)).toBe(
      308_512 - (24_750 - 1_238),
    );
  });
});
