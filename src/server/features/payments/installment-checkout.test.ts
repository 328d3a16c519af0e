/**
 * Paying a proposal instalment by instalment with the built-in test provider: a checkout for one
 * instalment charges what is left of it, a newer checkout of the same instalment expires the older
 * one, and money charged beyond an instalment is counted once and the rest refunded automatically.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProposalPayment, TestCheckoutSession } from "../../../shared/payments.js";
import { estimatePayments, photographerEarnings } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { card, scheduleFixture } from "../proposals/schedule.fixture.js";
import { CHECKOUT_EXPIRED, INSTALLMENT_NOT_FOUND } from "./installment-checkout.js";

let ctx: TestContext;
let a: TestPhotographer;
const f = scheduleFixture(() => ctx);

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
});
afterAll(() => ctx.close());

const threeWays = [
  { label: "Retainer", amountCents: 3_000, dueDate: null },
  { label: "Engagement", amountCents: 3_000, dueDate: "2030-03-01" },
  { label: "Final", percentBasisPoints: 4_000, dueDate: "2030-06-01" },
];

const pay = (sessionId: string) => f.anonymous().post(`/api/test-checkout/${sessionId}/pay`, card);
const session = async (sessionId: string) =>
  (await f.anonymous().get(`/api/test-checkout/${sessionId}`)).json() as TestCheckoutSession;

describe("paying an instalment", () => {
  it("charges what is left of it, ties the payment to it and shows it paid", async () => {
    const p = await f.signedProposal(a);
    const schedule = await f.setSchedule(a, p.id, threeWays);
    const engagement = schedule[1]!;
    const sessionId = await f.openCheckout(p.token, { installmentId: engagement.id });
    // The checkout page names what is paid: the instalment, by its own name.
    expect(await session(sessionId)).toMatchObject({
      amountCents: 3_000,
      status: "open",
      description: `${engagement.label} for ${p.title}`,
    });
    expect((await pay(sessionId)).statusCode).toBe(200);

    const [row] = await f.payRows(p.id);
    expect(row).toMatchObject({
      status: "COMPLETED",
      amountCents: 3_000,
      excessCents: 0,
      installmentId: engagement.id,
      method: "card:installment",
    });
    const after = await f.publicSchedule(p.token);
    expect(after.map((e) => [e.label, e.paidCents, e.status])).toEqual([
      ["Retainer", 0, "DUE"],
      ["Engagement", 3_000, "PAID"],
      ["Final", 0, "UPCOMING"],
    ]);
    const view = (await f.anonymous().get(`/api/public/proposals/${p.token}`)).json();
    expect(view).toMatchObject({ status: "PAID_PARTIAL", paidCents: 3_000 });

    // Paid already: refused before a checkout opens. Not this proposal's: 404. Not an id: 400.
    const again = await f.anonymous().post(`/api/public/proposals/${p.token}/pay`, {
      installmentId: engagement.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`"Engagement" has already been paid`);
    const other = await f.signedProposal(a);
    const foreign = await f.anonymous().post(`/api/public/proposals/${other.token}/pay`, {
      installmentId: engagement.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(INSTALLMENT_NOT_FOUND);
    for (const body of [{ installmentId: "nope" }, {}, { mode: "FULL", installmentId: engagement.id }]) {
      const res = await f.anonymous().post(`/api/public/proposals/${p.token}/pay`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }

    // DEPOSIT on a custom schedule is the first unpaid instalment in due order; FULL is what is left.
    const next = await f.openCheckout(p.token, { mode: "DEPOSIT" });
    expect(await session(next)).toMatchObject({ amountCents: 3_000 });
    expect((await f.payRows(p.id)).find((r) => r.paymentSessionId === next)?.installmentId).toBe(
      schedule[0]!.id,
    );
    const rest = await f.openCheckout(p.token, { mode: "FULL" });
    expect(await session(rest)).toMatchObject({ amountCents: 7_000 });
    expect((await pay(rest)).statusCode).toBe(200);
    expect((await f.publicSchedule(p.token)).every((e) => e.status === "PAID")).toBe(true);
  });

  it("reopens the instalment a refund gives money back from, by the refunded amount", async () => {
    const p = await f.signedProposal(a);
    const schedule = await f.setSchedule(a, p.id, threeWays);
    const engagement = schedule[1]!;
    expect((await pay(await f.openCheckout(p.token, { installmentId: engagement.id }))).statusCode).toBe(200);
    const [row] = await f.payRows(p.id);

    const refund = await f.api(a).post(`/api/payments/${row!.id}/refund`, { amountCents: 1_200 });
    expect(refund.statusCode, refund.body).toBe(201);
    const after = await f.publicSchedule(p.token);
    expect(after.map((e) => [e.label, e.paidCents, e.status])).toEqual([
      ["Retainer", 0, "DUE"],
      ["Engagement", 1_800, "UPCOMING"],
      ["Final", 0, "UPCOMING"],
    ]);
    // What is left of it is payable again, and only that.
    const again = await f.openCheckout(p.token, { installmentId: engagement.id });
    expect(await session(again)).toMatchObject({ amountCents: 1_200 });
  });

  it("keeps DEPOSIT and FULL as they were for a proposal nobody scheduled", async () => {
    const p = await f.signedProposal(a);
    const deposit = await f.openCheckout(p.token, { mode: "DEPOSIT" });
    expect(await session(deposit)).toMatchObject({
      amountCents: 2_500,
      description: "Deposit for Ruiz Wedding",
    });
    expect((await pay(deposit)).statusCode).toBe(200);
    const [first, second] = await f.publicSchedule(p.token);
    expect(first).toMatchObject({ label: "Deposit", paidCents: 2_500, status: "PAID" });
    expect(second).toMatchObject({ label: "Balance", paidCents: 0, status: "DUE" });
    const twice = await f.anonymous().post(`/api/public/proposals/${p.token}/pay`, { mode: "DEPOSIT" });
    expect(twice.statusCode).toBe(409);
    // The balance by its id, as the public page's "pay this instalment" does.
    const balance = await f.openCheckout(p.token, { installmentId: second!.id });
    expect(await session(balance)).toMatchObject({ amountCents: 7_500 });
  });
});

describe("two checkouts of one instalment", () => {
  it("expires the first when the second opens: the first can no longer be paid", async () => {
    const p = await f.signedProposal(a);
    const [retainer] = await f.setSchedule(a, p.id, threeWays);
    const first = await f.openCheckout(p.token, { installmentId: retainer!.id });
    const second = await f.openCheckout(p.token, { installmentId: retainer!.id });
    const refused = await pay(first);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CHECKOUT_EXPIRED);
    expect((await pay(second)).statusCode).toBe(200);
    const rows = await f.payRows(p.id);
    expect(rows.map((r) => [r.paymentSessionId, r.status]).sort()).toEqual(
      [
        [first, "EXPIRED"],
        [second, "COMPLETED"],
      ].sort(),
    );
    // Other instalments' checkouts are left alone.
    const engagement = await f.openCheckout(p.token, {
      installmentId: (await f.publicSchedule(p.token))[1]!.id,
    });
    await f.openCheckout(p.token, { mode: "FULL" });
    expect((await f.payRows(p.id)).find((r) => r.paymentSessionId === engagement)?.status).toBe("PENDING");
  });

  it("counts what fits the instalment and refunds the excess automatically, once", async () => {
    const p = await f.signedProposal(a);
    const [retainer] = await f.setSchedule(a, p.id, threeWays);
    // A checkout of the retainer's 30.00; meanwhile the studio makes the retainer 20.00.
    const sessionId = await f.openCheckout(p.token, { installmentId: retainer!.id });
    await f.setSchedule(a, p.id, [
      { label: "Retainer", amountCents: 2_000, dueDate: null },
      { label: "Engagement", amountCents: 4_000, dueDate: "2030-03-01" },
      { label: "Final", percentBasisPoints: 4_000, dueDate: "2030-06-01" },
    ]);
    expect((await pay(sessionId)).statusCode).toBe(200);
    const [row] = await f.payRows(p.id);
    expect(row).toMatchObject({
      status: "COMPLETED",
      amountCents: 2_000,
      excessCents: 1_000,
      excessRefundId: null,
    });

    await ctx.queue.drain();
    const [refunded] = await f.payRows(p.id);
    expect(refunded!.excessRefundId).toMatch(/^re_test_/);
    expect(refunded!.excessRefundedAt).toBeInstanceOf(Date);
    // Counted once: the 20.00 that fitted, in the schedule, the proposal and the earnings.
    const schedule = await f.publicSchedule(p.token);
    expect(schedule.map((e) => e.paidCents)).toEqual([2_000, 0, 0]);
    const view = (await f.anonymous().get(`/api/public/proposals/${p.token}`)).json();
    expect(view).toMatchObject({ paidCents: 2_000, status: "PAID_PARTIAL" });
    const earnings = await ctx.database.db
      .select()
      .from(photographerEarnings)
      .where(eq(photographerEarnings.estimatePaymentId, row!.id));
    expect(earnings.map((e) => e.totalAmountCents)).toEqual([2_000]);
    // The studio sees the payment as counted, and what was given back of it.
    const listed = (await f.api(a).get(`/api/proposals/${p.id}/payments`)).json() as ProposalPayment[];
    expect(listed).toEqual([
      expect.objectContaining({
        kind: "PAYMENT",
        status: "COMPLETED",
        amountCents: 2_000,
        excessCents: 1_000,
        excessRefundedAt: expect.any(String),
      }),
    ]);
    // Running the queue again refunds nothing more.
    await ctx.queue.drain({ ignoreStartAfter: true });
    const [still] = await f.payRows(p.id);
    expect(still!.excessRefundId).toBe(refunded!.excessRefundId);
  });
});

describe.runIf(testDbKind() === "postgres")("one instalment paid from many tabs at once (PostgreSQL)", () => {
  it("counts 20 simultaneous payments of one instalment once; the rest are refunded", async () => {
    const p = await f.signedProposal(a);
    const [retainer] = await f.setSchedule(a, p.id, threeWays);
    const sessions: string[] = [];
    for (let i = 0; i < 20; i++)
      sessions.push(await f.openCheckout(p.token, { installmentId: retainer!.id }));
    // Every earlier checkout expired at the provider just as the client paid it anyway.
    await ctx.database.db
      .update(estimatePayments)
      .set({ status: "PENDING" })
      .where(eq(estimatePayments.estimateId, p.id));
    const answers = await Promise.all(sessions.map((s) => pay(s)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const rows = await f.payRows(p.id);
    const completed = rows.filter((r) => r.status === "COMPLETED");
    expect(completed.map((r) => r.amountCents)).toEqual([3_000]);
    await ctx.queue.drain();
    for (const r of (await f.payRows(p.id)).filter((x) => x.status === "OVERPAID")) {
      expect(r.refundId).toMatch(/^re_test_/);
    }
    expect((await f.publicSchedule(p.token)).map((e) => e.paidCents)).toEqual([3_000, 0, 0]);
  });
});
