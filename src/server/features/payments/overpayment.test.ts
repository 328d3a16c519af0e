/**
 * Money is counted once: the completed payments of a proposal never add up to more than its total,
 * however many checkouts are paid at the same moment. A payment that loses the race is kept as an
 * overpayment, refunded by a job, and counted nowhere (earnings, balance, payouts). The races need
 * PostgreSQL (PGlite runs one transaction at a time); the database's own guard is tested on both.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Balance, Earning, ProposalPayment } from "../../../shared/payments.js";
import type { Proposal } from "../../../shared/proposals.js";
import type { PublicProposalView } from "../../../shared/public-proposals.js";
import { estimatePayments, estimates, photographerEarnings } from "../../db/schema/index.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { OVERPAYMENT_REFUNDED } from "./checkout.service.js";
import { CHECKOUT_EXPIRED } from "./installment-checkout.js";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const api = (who: TestPhotographer) => as(ctx, who.cookie);
const anonymous = () => as(ctx, null);
const card = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Ana Ruiz" };

/** A studio of its own (so that its balance is this test's money only), with payouts set up. */
async function studio() {
  const who = await createTestPhotographer(ctx, { businessName: `Studio ${randomUUID().slice(0, 6)}` });
  const { accountId } = (await api(who).post("/api/stripe-connect/create-account")).json() as {
    accountId: string;
  };
  expect((await anonymous().post(`/api/test-onboarding/${accountId}/complete`)).statusCode).toBe(200);
  return who;
}

/** A signed proposal of $108.25 ($100 and 8.25% tax) with a 25% deposit of $27.06. */
async function signedProposal(who: TestPhotographer, unitCents = 10_000) {
  const client = await api(who).post("/api/clients", {
    firstName: "Ana",
    lastName: "Ruiz",
    email: `${randomUUID().slice(0, 8)}@example.com`,
  });
  const created = await api(who).post("/api/proposals", {
    title: "Portraits",
    clientId: client.json().id,
    items: [{ name: "Session", qty: 1, unitCents }],
    depositPercent: 25,
  });
  expect(created.statusCode, created.body).toBe(201);
  const proposal = created.json() as Proposal;
  const signed = await anonymous().post(`/api/public/proposals/${proposal.token}/sign`, {
    signedByName: "Ana Ruiz",
    signedByEmail: "ana@example.com",
  });
  expect(signed.statusCode, signed.body).toBe(200);
  return proposal;
}

async function openCheckout(token: string, mode: "DEPOSIT" | "FULL") {
  const res = await anonymous().post(`/api/public/proposals/${token}/pay`, { mode });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { url: string }).url.split("/").pop()!;
}

const payRows = (estimateId: string) =>
  ctx.database.db.select().from(estimatePayments).where(eq(estimatePayments.estimateId, estimateId));

/**
 * What every race must end in: one counted payment at most the total, every other paid checkout an
 * overpayment (its answer 409 saying it was refunded) or refused before charging (409), and after the
 * queue has run every overpayment refunded. Earnings and the balance hold the counted money only.
 */
async function expectCountedOnce(
  proposal: Proposal,
  answers: { statusCode: number; json(): { message?: string } }[],
  counted: number,
) {
  const rows = await payRows(proposal.id);
  const completed = rows.filter((r) => r.status === "COMPLETED");
  const overpaid = rows.filter((r) => r.status === "OVERPAID");
  expect(completed).toHaveLength(1);
  expect(completed[0]!.amountCents).toBe(counted);
  expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
  for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.statusCode).toBe(409);
  expect(answers.filter((a) => a.json().message === OVERPAYMENT_REFUNDED)).toHaveLength(overpaid.length);
  expect(overpaid.every((r) => r.refundedAt === null)).toBe(true);
  const earnings = await ctx.database.db
    .select()
    .from(photographerEarnings)
    .where(eq(photographerEarnings.estimatePaymentId, completed[0]!.id));
  expect(earnings).toHaveLength(1);
  const view = (
    await anonymous().get(`/api/public/proposals/${proposal.token}`)
  ).json() as PublicProposalView;
  expect(view.paidCents).toBe(counted);
  return { completed: completed[0]!, overpaid };
}

async function expectAllRefunded(estimateId: string) {
  await ctx.queue.drain();
  const overpaid = (await payRows(estimateId)).filter((r) => r.status === "OVERPAID");
  for (const row of overpaid) {
    expect(row.refundedAt).toBeInstanceOf(Date);
    expect(row.refundId).toMatch(/^re_test_/);
  }
  return overpaid.length;
}

describe.runIf(testDbKind() === "postgres")("checkouts paid at the same moment (PostgreSQL)", () => {
  it("records one of 20 full payments; the rest are refunded and never reach the balance", async () => {
    const who = await studio();
    const proposal = await signedProposal(who);
    expect(proposal.totalCents).toBe(10_825);
    const sessions: string[] = [];
    for (let i = 0; i < 20; i++) sessions.push(await openCheckout(proposal.token, "FULL"));

    const answers = await Promise.all(
      sessions.map((s) => anonymous().post(`/api/test-checkout/${s}/pay`, card)),
    );
    const { overpaid } = await expectCountedOnce(proposal, answers, 10_825);
    expect(overpaid.length).toBeGreaterThan(0);
    expect(await expectAllRefunded(proposal.id)).toBe(overpaid.length);

    // Earnings and the balance: the one counted payment less the 5% fee ($5.41), nothing more.
    const earnings = (await api(who).get("/api/stripe-connect/earnings")).json() as Earning[];
    expect(earnings.map((e) => e.totalAmountCents)).toEqual([10_825]);
    const balance = (await api(who).get("/api/stripe-connect/balance")).json() as Balance;
    expect(balance.availableCents).toBe(10_284);
    const tooMuch = await api(who).post("/api/stripe-connect/create-payout", { amountCents: 10_285 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe("You can only request up to $102.84.");
    const all = await api(who).post("/api/stripe-connect/create-payout", { amountCents: 10_284 });
    expect(all.statusCode, all.body).toBe(201);

    // The studio sees the overpayments and that they were refunded.
    const listed = (await api(who).get(`/api/proposals/${proposal.id}/payments`)).json() as ProposalPayment[];
    expect(listed.filter((p) => p.status === "COMPLETED").map((p) => p.amountCents)).toEqual([10_825]);
    const shown = listed.filter((p) => p.status === "OVERPAID");
    expect(shown).toHaveLength(overpaid.length);
    expect(shown.every((p) => p.refundedAt !== null && p.method === "CARD")).toBe(true);
  });

  it("records one of 12 deposits paid at once", async () => {
    const who = await studio();
    const proposal = await signedProposal(who, 400_000); // $4,330.00, deposit $1,082.50
    const sessions: string[] = [];
    for (let i = 0; i < 12; i++) sessions.push(await openCheckout(proposal.token, "DEPOSIT"));
    // And the same checkout submitted twice: 24 requests.
    const answers = await Promise.all(
      [...sessions, ...sessions].map((s) => anonymous().post(`/api/test-checkout/${s}/pay`, card)),
    );
    const rows = await payRows(proposal.id);
    expect(rows.filter((r) => r.status === "COMPLETED").map((r) => r.amountCents)).toEqual([108_250]);
    const paidSession = rows.find((r) => r.status === "COMPLETED")!.paymentSessionId;
    // The winning checkout's second submission is told it succeeded, as a resubmitted page should be.
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    expect(rows.filter((r) => r.paymentSessionId === paidSession)).toHaveLength(1);
    await expectAllRefunded(proposal.id);
    const balance = (await api(who).get("/api/stripe-connect/balance")).json() as Balance;
    expect(balance.availableCents).toBe(108_250 - 5_413);
    const view = (await anonymous().get(`/api/public/proposals/${proposal.token}`)).json();
    expect(view).toMatchObject({ status: "PAID_PARTIAL", paidCents: 108_250 });
  });

  it("lets a full payment and a deposit race in two tabs: one counts, in every one of 10 trials", async () => {
    const who = await studio();
    const trials = [];
    for (let i = 0; i < 10; i++) {
      const proposal = await signedProposal(who);
      trials.push({
        proposal,
        full: await openCheckout(proposal.token, "FULL"),
        deposit: await openCheckout(proposal.token, "DEPOSIT"),
      });
    }
    const answers = await Promise.all(
      trials.flatMap((t) => [
        anonymous().post(`/api/test-checkout/${t.full}/pay`, card),
        anonymous().post(`/api/test-checkout/${t.deposit}/pay`, card),
      ]),
    );
    let counted = 0;
    for (const [i, t] of trials.entries()) {
      const rows = await payRows(t.proposal.id);
      const completed = rows.filter((r) => r.status === "COMPLETED");
      expect(completed).toHaveLength(1);
      expect([10_825, 2_706]).toContain(completed[0]!.amountCents);
      counted += completed[0]!.amountCents;
      const pair = answers.slice(2 * i, 2 * i + 2).map((a) => a.statusCode);
      expect(pair.sort()).toEqual([200, 409]);
      await expectAllRefunded(t.proposal.id);
    }
    const earnings = (await api(who).get("/api/stripe-connect/earnings")).json() as Earning[];
    expect(earnings.reduce((sum, e) => sum + e.totalAmountCents, 0)).toBe(counted);
  });
});

describe("overpayments, one after the other", () => {
  it("refuses, before charging, a checkout that would pay more than is owed or was replaced", async () => {
    const who = await studio();
    const proposal = await signedProposal(who);
    const deposit = await openCheckout(proposal.token, "DEPOSIT");
    const secondDeposit = await openCheckout(proposal.token, "DEPOSIT");
    const staleFull = await openCheckout(proposal.token, "FULL");
    // A second tab's deposit replaced the first checkout, which has expired: it is not charged at all.
    const first = await anonymous().post(`/api/test-checkout/${deposit}/pay`, card);
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(CHECKOUT_EXPIRED);
    expect((await anonymous().post(`/api/test-checkout/${secondDeposit}/pay`, card)).statusCode).toBe(200);
    // The full amount, opened before the deposit was paid, is now more than is owed.
    const stale = await anonymous().post(`/api/test-checkout/${staleFull}/pay`, card);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe("This proposal has already been paid ($27.06 received)");
    const balance = await openCheckout(proposal.token, "FULL");
    expect((await anonymous().post(`/api/test-checkout/${balance}/pay`, card)).statusCode).toBe(200);
    const rows = await payRows(proposal.id);
    expect(rows.filter((r) => r.status === "COMPLETED").map((r) => r.amountCents)).toEqual([2_706, 8_119]);
    expect(rows.filter((r) => r.status === "OVERPAID")).toEqual([]);
    expect(rows.filter((r) => r.status === "PENDING")).toHaveLength(1);
    expect(rows.filter((r) => r.status === "EXPIRED")).toHaveLength(1);
  });

  it("shows a proposal's payments to its studio only", async () => {
    const who = await studio();
    const other = await createTestPhotographer(ctx);
    const proposal = await signedProposal(who);
    expect((await api(who).get(`/api/proposals/${proposal.id}/payments`)).json()).toEqual([]);
    expect((await api(other).get(`/api/proposals/${proposal.id}/payments`)).statusCode).toBe(404);
    expect((await anonymous().get(`/api/proposals/${proposal.id}/payments`)).statusCode).toBe(401);
    expect((await api(who).get("/api/proposals/not-a-uuid/payments")).statusCode).toBe(404);
  });
});

describe("the database refuses completed payments beyond a proposal's total", () => {
  const refusal = { cause: expect.objectContaining({ code: "23514" }) };

  it("on insert and on update, whoever writes them", async () => {
    const who = await studio();
    const proposal = await signedProposal(who);
    const [estimate] = await ctx.database.db.select().from(estimates).where(eq(estimates.id, proposal.id));
    const row = (amountCents: number, status: string) => ({
      photographerId: who.photographerId,
      estimateId: proposal.id,
      clientId: estimate!.clientId,
      amountCents,
      method: "card:full",
      status,
      completedAt: new Date(),
    });
    const { db } = ctx.database;
    await expect(db.insert(estimatePayments).values(row(10_826, "COMPLETED"))).rejects.toMatchObject(refusal);
    await db.insert(estimatePayments).values(row(10_000, "COMPLETED"));
    await expect(db.insert(estimatePayments).values(row(826, "COMPLETED"))).rejects.toMatchObject(refusal);
    // Older rows spell it in lower case; the reports count them, and so does the guard.
    await expect(db.insert(estimatePayments).values(row(826, "completed"))).rejects.toMatchObject(refusal);
    // Overpayments and open checkouts are not counted money: they may exceed the total.
    await db.insert(estimatePayments).values([row(10_825, "OVERPAID"), row(10_825, "PENDING")]);
    await expect(
      db
        .update(estimatePayments)
        .set({ status: "COMPLETED" })
        .where(and(eq(estimatePayments.estimateId, proposal.id), eq(estimatePayments.status, "PENDING"))),
    ).rejects.toMatchObject(refusal);
    await expect(
      db
        .update(estimatePayments)
        .set({ amountCents: 20_000 })
        .where(and(eq(estimatePayments.estimateId, proposal.id), eq(estimatePayments.status, "COMPLETED"))),
    ).rejects.toMatchObject(refusal);
    // Up to the total exactly is fine.
    await db.insert(estimatePayments).values(row(825, "COMPLETED"));
    const counted = (await payRows(proposal.id)).filter((r) => r.status === "COMPLETED");
    expect(counted.reduce((sum, r) => sum + r.amountCents, 0)).toBe(10_825);
  });
});
