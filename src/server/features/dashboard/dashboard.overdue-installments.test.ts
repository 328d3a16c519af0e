/**
 * The dashboard's overdue payments: instalments of signed proposals due before the studio's today and
 * not paid in full, oldest first, with what is still owed of each. Paid ones drop off, a refund brings
 * one back, unsigned proposals and instalments due today are not overdue, and another studio's never
 * show.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { addDaysToIsoDate, localIsoDate } from "../../../shared/automation-schedule.js";
import type { Dashboard, OverdueInstallment } from "../../../shared/dashboard.js";
import type { TestPhotographer } from "../../test/factories.js";
import { scheduleFixture } from "../proposals/schedule.fixture.js";
import { a, api, b, ctx, NEW_YORK, newYork, overview, setUpDashboard } from "./dashboard.fixture.js";

setUpDashboard();
const s = scheduleFixture(() => ctx);

const now = new Date();
const today = localIsoDate(now, NEW_YORK);
const day = (days: number) => {
  const d = addDaysToIsoDate(today, days);
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
};

async function record(who: TestPhotographer, proposalId: string, amountCents: number) {
  const res = await s
    .api(who)
    .post(`/api/proposals/${proposalId}/payments`, { amountCents, method: "CASH", receivedOn: today });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

const overdueOf = async (who: TestPhotographer) =>
  (await overview(who.photographerId, now)).overdueInstallments;

const brief = (items: OverdueInstallment[]) =>
  items.map((i) => ({ title: i.proposalTitle, label: i.label, owed: i.owedCents, due: i.dueDate }));

describe("overdue instalments on the dashboard", () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    await s.setTimeZone(a, NEW_YORK);
    await s.setTimeZone(b, NEW_YORK);

    // $100.00: the deposit and $10.00 of the second are paid, $20.00 of it is owed.
    const partly = await s.signedProposal(a, { title: "Partly paid" });
    ids.partly = partly.id;
    await s.setSchedule(a, partly.id, [
      { label: "Deposit", percentBasisPoints: 3000, dueDate: null },
      { label: "Second", percentBasisPoints: 3000, dueDate: day(-10) },
      { label: "Final", percentBasisPoints: 4000, dueDate: day(5) },
    ]);
    await record(a, partly.id, 4_000);

    // The first half is paid; the second, due yesterday, is owed in full.
    const halves = await s.signedProposal(a, { title: "Halves" });
    ids.halves = halves.id;
    await s.setSchedule(a, halves.id, [
      { label: "First half", percentBasisPoints: 5000, dueDate: day(-20) },
      { label: "Second half", percentBasisPoints: 5000, dueDate: day(-1) },
    ]);
    await record(a, halves.id, 5_000);

    // Paid in full: nothing overdue, until the payment is refunded.
    const settled = await s.signedProposal(a, { title: "Settled" });
    ids.settled = settled.id;
    await s.setSchedule(a, settled.id, [
      { label: "Everything", percentBasisPoints: 10_000, dueDate: day(-30) },
    ]);
    ids.settledPayment = await record(a, settled.id, 10_000);

    // Due today: due, not overdue.
    const dueToday = await s.signedProposal(a, { title: "Due today" });
    await s.setSchedule(a, dueToday.id, [{ label: "Today", percentBasisPoints: 10_000, dueDate: today }]);

    // Not signed: nothing is owed yet, whatever the dates.
    const unsigned = await s.proposal(a, { title: "Unsigned" });
    await s.setSchedule(a, unsigned.id, [{ label: "Early", percentBasisPoints: 10_000, dueDate: day(-40) }]);

    // Another studio's overdue instalment.
    const theirs = await s.signedProposal(b, { title: "Other studio's" });
    ids.theirs = theirs.id;
    await s.setSchedule(b, theirs.id, [{ label: "Theirs", percentBasisPoints: 10_000, dueDate: day(-50) }]);
  });

  it("lists what is still owed of each overdue instalment, oldest first, with what links to it", async () => {
    const overdue = await overdueOf(a);
    expect(brief(overdue.items)).toEqual([
      { title: "Partly paid", label: "Second", owed: 2_000, due: day(-10) },
      { title: "Halves", label: "Second half", owed: 5_000, due: day(-1) },
    ]);
    expect(overdue.total).toBe(2);
    expect(overdue.items[0]).toMatchObject({
      proposalId: ids.partly,
      clientName: "Ana Ruiz",
      currency: "USD",
    });
  });

  it("brings a paid instalment back once its payment is refunded, and drops it once paid again", async () => {
    const refund = await s.api(a).post(`/api/payments/${ids.settledPayment}/refund`, { amountCents: 10_000 });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(brief((await overdueOf(a)).items)[0]).toEqual({
      title: "Settled",
      label: "Everything",
      owed: 10_000,
      due: day(-30),
    });

    await record(a, ids.settled!, 10_000);
    expect(brief((await overdueOf(a)).items).map((i) => i.title)).toEqual(["Partly paid", "Halves"]);
  });

  it("goes by the studio's calendar: due today in New York is overdue only once the day is over there", async () => {
    const titlesAt = async (at: Date) =>
      (await overview(a.photographerId, at)).overdueInstallments.items.map((i) => i.proposalTitle);
    // 22:00 in New York is already tomorrow in UTC.
    expect(await titlesAt(newYork(today, 0, "22:00"))).not.toContain("Due today");
    expect(await titlesAt(newYork(today, 1, "00:30"))).toContain("Due today");
  });

  it("shows each studio only its own, through the route too", async () => {
    expect(brief((await overdueOf(b)).items)).toEqual([
      { title: "Other studio's", label: "Theirs", owed: 10_000, due: day(-50) },
    ]);
    const res = await api(a).get("/api/dashboard");
    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json() as Dashboard).overdueInstallments.items;
    expect(items.map((i) => i.proposalId)).not.toContain(ids.theirs);
    expect(items.map((i) => i.proposalId)).toContain(ids.halves);
  });

  it("caps the list and counts them all", async () => {
    for (let i = 0; i < 10; i += 1) {
      const p = await s.signedProposal(a, { title: `Many ${i}` });
      await s.setSchedule(a, p.id, [{ label: "All", percentBasisPoints: 10_000, dueDate: day(-2) }]);
    }
    const overdue = await overdueOf(a);
    expect(overdue.items).toHaveLength(10);
    expect(overdue.total).toBe(12);
    expect(overdue.items.at(-1)?.dueDate).toBe(day(-2));
  });
});
