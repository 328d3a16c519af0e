/**
 * The payment schedule from the studio's side and the client's: the default schedule of a proposal
 * nobody scheduled, schedules that must add up, paid instalments that cannot change, statuses by the
 * studio's own date, and the schedule following the proposal's total.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { estimateInstallments, estimatePayments, estimates } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { card, scheduleFixture } from "./schedule.fixture.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
const f = scheduleFixture(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
  b = await createTestPhotographer(ctx, { businessName: "Other Studio" });
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

const threeWays = [
  { label: "Retainer", percentBasisPoints: 3_333, dueDate: null },
  { label: "Spring", percentBasisPoints: 3_333, dueDate: "2030-03-01" },
  { label: "Final", percentBasisPoints: 3_333, dueDate: "2030-06-01" },
];

describe("a proposal's default schedule", () => {
  it("is the deposit on signing and the balance, on the studio's page and the client's", async () => {
    const p = await f.proposal(a);
    expect(p.totalCents).toBe(10_000);
    const expected = [
      { label: "Deposit", amountCents: 2_500, dueDate: null, paidCents: 0, status: "UPCOMING" },
      { label: "Balance", amountCents: 7_500, dueDate: null, paidCents: 0, status: "UPCOMING" },
    ];
    expect(await f.studioSchedule(a, p.id)).toEqual(expected.map((e) => ({ id: expect.any(String), ...e })));
    expect(await f.publicSchedule(p.token)).toEqual(expected.map((e) => ({ id: expect.any(String), ...e })));
    // Signed, both are due: the client may pay either now, as before schedules.
    await f.sign(p.token);
    expect((await f.publicSchedule(p.token)).map((e) => e.status)).toEqual(["DUE", "DUE"]);
  });

  it("is one payment in full without a deposit", async () => {
    const p = await f.proposal(a, { depositPercent: 0 });
    expect(await f.studioSchedule(a, p.id)).toEqual([
      {
        id: expect.any(String),
        label: "Payment in full",
        amountCents: 10_000,
        dueDate: null,
        paidCents: 0,
        status: "UPCOMING",
      },
    ]);
  });

  it("is shown for a proposal that has none (made before schedules, or by the seed), and payable", async () => {
    const p = await f.signedProposal(a);
    await ctx.database.db.delete(estimateInstallments).where(eq(estimateInstallments.estimateId, p.id));
    const schedule = await f.publicSchedule(p.token);
    expect(schedule.map((e) => [e.label, e.amountCents])).toEqual([
      ["Deposit", 2_500],
      ["Balance", 7_500],
    ]);
    // Reading writes nothing (so the studio's read cache keeps its answers), and shows the same ids.
    expect(await f.studioSchedule(a, p.id)).toEqual(schedule);
    const stored = () =>
      ctx.database.db.select().from(estimateInstallments).where(eq(estimateInstallments.estimateId, p.id));
    expect(await stored()).toEqual([]);
    // Paying one by the id shown writes the schedule with those ids.
    const sessionId = await f.openCheckout(p.token, { installmentId: schedule[1]!.id });
    expect((await f.anonymous().post(`/api/test-checkout/${sessionId}/pay`, card)).statusCode).toBe(200);
    expect((await stored()).map((r) => r.id).sort()).toEqual(schedule.map((e) => e.id).sort());
    expect((await f.publicSchedule(p.token)).map((e) => [e.id, e.paidCents])).toEqual([
      [schedule[0]!.id, 0],
      [schedule[1]!.id, 7_500],
    ]);
  });

  it("follows the total and the deposit while the proposal is edited", async () => {
    const p = await f.proposal(a);
    const first = await f.studioSchedule(a, p.id);
    const edited = await f.api(a).put(`/api/proposals/${p.id}`, {
      title: p.title,
      clientId: p.clientId,
      items: [{ name: "Full-day coverage", qty: 2, unitCents: 9_238 }],
      depositPercent: 50,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().scheduleReset).toBeUndefined();
    const after = await f.studioSchedule(a, p.id);
    expect(after.map((e) => [e.label, e.amountCents])).toEqual([
      ["Deposit", 10_000],
      ["Balance", 10_000],
    ]);
    // The same instalments, rewritten in place.
    expect(after.map((e) => e.id)).toEqual(first.map((e) => e.id));
  });
});

describe("PUT /api/proposals/{id}/schedule", () => {
  it("lets the last percentage take the rounding: 3 x 33.33 % of $100.00", async () => {
    const p = await f.proposal(a);
    const schedule = await f.setSchedule(a, p.id, threeWays);
    expect(schedule.map((e) => [e.label, e.amountCents, e.dueDate])).toEqual([
      ["Retainer", 3_333, null],
      ["Spring", 3_333, "2030-03-01"],
      ["Final", 3_334, "2030-06-01"],
    ]);
    expect(await f.studioSchedule(a, p.id)).toEqual(schedule);
    expect(await f.publicSchedule(p.token)).toEqual(schedule);
  });

  it("refuses a schedule that does not add up with 400 naming the difference, and changes nothing", async () => {
    const p = await f.proposal(a);
    const before = await f.studioSchedule(a, p.id);
    const short = await f.putSchedule(a, p.id, [
      { label: "Deposit", amountCents: 3_000, dueDate: null },
      { label: "Balance", amountCents: 6_000, dueDate: "2030-01-01" },
    ]);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(
      "The instalments add up to $90.00: $10.00 less than the total of $100.00",
    );
    const over = await f.putSchedule(a, p.id, [
      { label: "Half", percentBasisPoints: 5_000, dueDate: null },
      { label: "More", amountCents: 5_100, dueDate: null },
    ]);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(
      "The instalments add up to $101.00: $1.00 more than the total of $100.00",
    );
    expect(await f.studioSchedule(a, p.id)).toEqual(before);
    const [row] = await ctx.database.db.select().from(estimates).where(eq(estimates.id, p.id));
    expect(row!.scheduleCustom).toBe(false);
  });

  it("refuses bad input with 400 and another studio's proposal with 404", async () => {
    const p = await f.proposal(a);
    const bad = [
      [],
      Array.from({ length: 13 }, () => ({ label: "x", amountCents: 1 })),
      [{ label: "", percentBasisPoints: 10_000 }],
      [{ label: "x".repeat(81), percentBasisPoints: 10_000 }],
      [{ label: "Both", percentBasisPoints: 10_000, amountCents: 10_000 }],
      [{ label: "Neither", dueDate: null }],
      [{ label: "Bad date", percentBasisPoints: 10_000, dueDate: "2030-02-30" }],
      [{ label: "Too much", percentBasisPoints: 10_001 }],
    ];
    for (const installments of bad) {
      const res = await f.api(a).put(`/api/proposals/${p.id}/schedule`, { installments });
      expect(res.statusCode, JSON.stringify(installments)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const theirs = await f.putSchedule(b, p.id, threeWays);
    expect(theirs.statusCode).toBe(404);
    expect(
      (await f.anonymous().put(`/api/proposals/${p.id}/schedule`, { installments: threeWays })).statusCode,
    ).toBe(401);
    expect((await f.studioSchedule(a, p.id)).map((e) => e.label)).toEqual(["Deposit", "Balance"]);
  });

  it("keeps paid instalments as they are (409) and lets the unpaid ones change, even when signed", async () => {
    const p = await f.signedProposal(a);
    const [retainer] = await f.setSchedule(a, p.id, threeWays);
    const session = await f.openCheckout(p.token, { installmentId: retainer!.id });
    expect((await f.anonymous().post(`/api/test-checkout/${session}/pay`, card)).statusCode).toBe(200);
    const paid = await f.studioSchedule(a, p.id);
    expect(paid[0]).toMatchObject({ label: "Retainer", paidCents: 3_333, status: "PAID" });

    const changes = [
      // A different amount, label or date for the paid one, or without it.
      [
        { label: "Retainer", amountCents: 4_000, dueDate: null },
        { label: "Rest", amountCents: 6_000, dueDate: null },
      ],
      [
        { label: "Booking fee", amountCents: 3_333, dueDate: null },
        { label: "Rest", amountCents: 6_667, dueDate: null },
      ],
      [
        { label: "Retainer", amountCents: 3_333, dueDate: "2030-01-01" },
        { label: "Rest", amountCents: 6_667 },
      ],
      [{ label: "Everything", percentBasisPoints: 10_000, dueDate: null }],
      // Kept, but a new instalment on signing put before it would take its money.
      [
        { label: "Extra", amountCents: 1_000, dueDate: null },
        { label: "Retainer", amountCents: 3_333, dueDate: null },
        { label: "Rest", amountCents: 5_667, dueDate: null },
      ],
    ];
    for (const installments of changes) {
      const res = await f.putSchedule(a, p.id, installments);
      expect(res.statusCode, JSON.stringify(installments)).toBe(409);
      expect(res.json().message).toBe(`"Retainer" has been paid, so it can't be changed or removed`);
    }
    expect(await f.studioSchedule(a, p.id)).toEqual(paid);

    // The unpaid ones may change: two become three, the paid one stays with its money and its id.
    const next = await f.setSchedule(a, p.id, [
      { label: "Retainer", amountCents: 3_333, dueDate: null },
      { label: "Engagement", amountCents: 2_000, dueDate: "2030-02-01" },
      { label: "Wedding", amountCents: 2_000, dueDate: "2030-05-01" },
      { label: "Final", percentBasisPoints: 2_667, dueDate: "2030-07-01" },
    ]);
    expect(next[0]).toEqual(paid[0]);
    expect(next.map((e) => [e.label, e.amountCents, e.paidCents])).toEqual([
      ["Retainer", 3_333, 3_333],
      ["Engagement", 2_000, 0],
      ["Wedding", 2_000, 0],
      ["Final", 2_667, 0],
    ]);
  });

  it("says a partly paid instalment can't change either", async () => {
    const p = await f.signedProposal(a);
    await f.setSchedule(a, p.id, [
      { label: "Deposit", amountCents: 2_000, dueDate: null },
      { label: "Balance", amountCents: 8_000, dueDate: "2030-01-01" },
    ]);
    // 50.00 received towards the whole proposal (a checkout of everything left, as a smaller amount):
    // it fills the deposit, then 30.00 of the balance.
    await f.openCheckout(p.token, { mode: "FULL" });
    const [pending] = await f.payRows(p.id);
    await ctx.database.db
      .update(estimatePayments)
      .set({ status: "COMPLETED", amountCents: 5_000, completedAt: new Date() })
      .where(eq(estimatePayments.id, pending!.id));
    const schedule = await f.studioSchedule(a, p.id);
    expect(schedule.map((e) => [e.paidCents, e.status])).toEqual([
      [2_000, "PAID"],
      [3_000, "UPCOMING"],
    ]);
    const res = await f.putSchedule(a, p.id, [
      { label: "Deposit", amountCents: 2_000, dueDate: null },
      { label: "Balance", amountCents: 4_000, dueDate: "2030-01-01" },
      { label: "Later", amountCents: 4_000, dueDate: "2031-01-01" },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`"Balance" has been partly paid, so it can't be changed or removed`);
  });
});

describe("statuses by the studio's own date", () => {
  it("is DUE on the due date and OVERDUE the day after, where the studio is", async () => {
    const p = await f.signedProposal(a);
    await f.setSchedule(a, p.id, [
      { label: "Deposit", percentBasisPoints: 2_500, dueDate: null },
      { label: "Spring", percentBasisPoints: 2_500, dueDate: "2030-03-10" },
      { label: "Summer", percentBasisPoints: 5_000, dueDate: "2030-03-11" },
    ]);
    // 20:00 UTC on 10 March: 11 March at 10:00 on Kiritimati (UTC+14), still the 10th in Pago Pago (UTC-11).
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2030-03-10T20:00:00Z") });
    await f.setTimeZone(a, "Pacific/Kiritimati");
    expect((await f.publicSchedule(p.token)).map((e) => e.status)).toEqual(["DUE", "OVERDUE", "DUE"]);
    await f.setTimeZone(a, "Pacific/Pago_Pago");
    expect((await f.publicSchedule(p.token)).map((e) => e.status)).toEqual(["DUE", "DUE", "UPCOMING"]);
    await f.setTimeZone(a, "America/New_York");
  });

  it("owes nothing before the proposal is signed", async () => {
    const p = await f.proposal(a);
    await f.setSchedule(a, p.id, [
      { label: "Past", percentBasisPoints: 5_000, dueDate: "2020-01-01" },
      { label: "Rest", percentBasisPoints: 5_000, dueDate: null },
    ]);
    expect((await f.publicSchedule(p.token)).map((e) => e.status)).toEqual(["UPCOMING", "UPCOMING"]);
  });
});

describe("a custom schedule when the total changes", () => {
  const edit = (p: { id: string; title: string; clientId: string }, unitCents: number) =>
    f.api(a).put(`/api/proposals/${p.id}`, {
      title: p.title,
      clientId: p.clientId,
      items: [{ name: "Full-day coverage", qty: 1, unitCents }],
      depositPercent: 25,
    });

  it("recomputes percentages", async () => {
    const p = await f.proposal(a);
    await f.setSchedule(a, p.id, threeWays);
    const res = await edit(p, 10_000); // $108.25
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().scheduleReset).toBeUndefined();
    // 33.33 % of 10,825 = 3,608.0 (x2); the last takes the rest, 3,609.
    expect((await f.studioSchedule(a, p.id)).map((e) => e.amountCents)).toEqual([3_608, 3_608, 3_609]);
  });

  it("goes back to the default, and says so, when its fixed amounts no longer add up", async () => {
    const p = await f.proposal(a);
    await f.setSchedule(a, p.id, [
      { label: "Retainer", amountCents: 5_000, dueDate: null },
      { label: "Rest", amountCents: 5_000, dueDate: "2030-01-01" },
    ]);
    const res = await edit(p, 10_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ totalCents: 10_825, scheduleReset: true });
    expect((await f.studioSchedule(a, p.id)).map((e) => [e.label, e.amountCents, e.dueDate])).toEqual([
      ["Deposit", 2_706, null],
      ["Balance", 8_119, null],
    ]);
    const [row] = await ctx.database.db.select().from(estimates).where(eq(estimates.id, p.id));
    expect(row!.scheduleCustom).toBe(false);
  });
});

// PGlite runs one transaction at a time and would hide the race: this needs a PostgreSQL server.
describe.runIf(testDbKind() === "postgres")("PUT /api/proposals/{id}/schedule under parallel saves", () => {
  it("keeps exactly one of 20 different schedules whole, never a mix of two", async () => {
    const p = await f.signedProposal(a);
    // 20 schedules of 1 to 4 instalments, each labelled by its request, all adding up to the total.
    const bodies = Array.from({ length: 20 }, (_, i) => {
      const count = (i % 4) + 1;
      return Array.from({ length: count }, (_, k) => ({
        label: `Plan ${i} part ${k + 1}`,
        percentBasisPoints:
          k === count - 1 ? 10_000 - Math.floor(10_000 / count) * (count - 1) : Math.floor(10_000 / count),
        dueDate: k === 0 ? null : `2030-0${k + 1}-01`,
      }));
    });

    const answers = await Promise.all(bodies.map((installments) => f.putSchedule(a, p.id, installments)));

    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const stored = await f.studioSchedule(a, p.id);
    const plan = stored[0]!.label.split(" part ")[0];
    expect(stored.map((e) => e.label)).toEqual(bodies[Number(plan!.slice(5))]!.map((e) => e.label));
    expect(stored.reduce((sum, e) => sum + e.amountCents, 0)).toBe(p.totalCents);
    expect(
      await ctx.database.db
        .select()
        .from(estimateInstallments)
        .where(eq(estimateInstallments.estimateId, p.id)),
    ).toHaveLength(stored.length);
  });
});
