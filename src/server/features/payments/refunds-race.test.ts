/**
 * Payments recorded by hand and refunds asked for many at once never take a proposal past its total nor
 * a payment past its amount: on PostgreSQL with 20 parallel requests (PGlite runs one transaction at a
 * time and would hide a race), and the database's own guards on both databases.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Balance, ProposalPayment } from "../../../shared/payments.js";
import type { Proposal } from "../../../shared/proposals.js";
import type { PublicProposalView } from "../../../shared/public-proposals.js";
import { estimatePayments, estimates, paymentRefunds, photographerEarnings } from "../../db/schema/index.js";
import type { PaymentProvider } from "../../integrations/payments/payment-provider.js";
import { createTestProvider } from "../../integrations/payments/test.provider.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

const refundCalls: Parameters<PaymentProvider["refundPayment"]>[0][] = [];
const inner = createTestProvider("http://focal.test");
const provider: PaymentProvider = {
  ...inner,
  async refundPayment(input) {
    refundCalls.push(input);
    return inner.refundPayment(input);
  },
};

let ctx: TestContext;
let who: TestPhotographer;

beforeAll(async () => {
  ctx = await createTestContext({}, { payments: provider });
  who = await createTestPhotographer(ctx);
});
afterAll(() => ctx.close());

const api = () => as(ctx, who.cookie);
const anonymous = () => as(ctx, null);
const card = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Ana Ruiz" };
const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);

/** A signed proposal of $1,082.50 ($1,000.00 + 8.25% tax). */
async function signedProposal() {
  const client = await api().post("/api/clients", {
    firstName: "Ana",
    lastName: "Ruiz",
    email: `ana-${randomUUID().slice(0, 8)}@example.com`,
  });
  const proposal = (
    await api().post("/api/proposals", {
      title: "Ruiz Elopement",
      clientId: client.json().id,
      items: [{ name: "Coverage", qty: 1, unitCents: 100_000 }],
    })
  ).json() as Proposal;
  expect(proposal.totalCents).toBe(108_250);
  const signed = await anonymous().post(`/api/public/proposals/${proposal.token}/sign`, {
    signedByName: "Ana Ruiz",
    signedByEmail: "ana@example.com",
  });
  expect(signed.statusCode, signed.body).toBe(200);
  return proposal;
}

const record = (proposalId: string, amountCents: number) =>
  api().post(`/api/proposals/${proposalId}/payments`, { amountCents, method: "CASH", receivedOn: lastWeek });

const refund = (paymentId: string, amountCents: number) =>
  api().post(`/api/payments/${paymentId}/refund`, { amountCents });

const codes = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

const refundsOf = (paymentId: string) =>
  ctx.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));

describe.runIf(testDbKind() === "postgres")("20 requests at once (PostgreSQL)", () => {
  it("records manual payments up to the total and no further", async () => {
    const proposal = await signedProposal();
    // 20 x 100.00 against 1,082.50: ten fit (1,000.00), the rest are refused and leave nothing behind.
    const answers = await Promise.all(Array.from({ length: 20 }, () => record(proposal.id, 10_000)));
    expect(codes(answers)).toEqual([...Array(10).fill(201), ...Array(10).fill(409)]);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().message).toBe("Only $82.50 is still owed on this proposal");
    }
    const rows = await ctx.database.db
      .select()
      .from(estimatePayments)
      .where(eq(estimatePayments.estimateId, proposal.id));
    expect(rows.map((r) => r.amountCents)).toEqual(Array(10).fill(10_000));
    const view = (
      await anonymous().get(`/api/public/proposals/${proposal.token}`)
    ).json() as PublicProposalView;
    expect(view).toMatchObject({ paidCents: 100_000, status: "PAID_PARTIAL" });
  });

  it("refunds a cash payment up to its amount and no further", async () => {
    const proposal = await signedProposal();
    const paid = (await record(proposal.id, 108_250)).json() as ProposalPayment;
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(paid.id, 10_000)));
    expect(codes(answers)).toEqual([...Array(10).fill(201), ...Array(10).fill(409)]);
    const rows = await refundsOf(paid.id);
    expect(rows.map((r) => [r.amountCents, r.status])).toEqual(Array(10).fill([10_000, "SUCCEEDED"]));
    const [estimate] = await ctx.database.db.select().from(estimates).where(eq(estimates.id, proposal.id));
    expect(estimate!.status).toBe("PAID_PARTIAL");
    const listed = (await api().get(`/api/proposals/${proposal.id}/payments`)).json() as ProposalPayment[];
    expect(listed.find((p) => p.id === paid.id)!.refundableCents).toBe(8_250);
  });

  it("refunds a card payment up to its amount, asking the provider once per refund granted", async () => {
    const proposal = await signedProposal();
    const open = await anonymous().post(`/api/public/proposals/${proposal.token}/pay`, { mode: "FULL" });
    const session = (open.json() as { url: string }).url.split("/").pop()!;
    expect((await anonymous().post(`/api/test-checkout/${session}/pay`, card)).statusCode).toBe(200);
    const [payment] = await ctx.database.db
      .select()
      .from(estimatePayments)
      .where(eq(estimatePayments.estimateId, proposal.id));
    refundCalls.length = 0;

    // 20 x 200.00 against 1,082.50: five fit (1,000.00).
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(payment!.id, 20_000)));
    expect(codes(answers)).toEqual([...Array(5).fill(201), ...Array(15).fill(409)]);
    const rows = await refundsOf(payment!.id);
    expect(rows.map((r) => r.status)).toEqual(Array(5).fill("SUCCEEDED"));
    expect(refundCalls.map((c) => c.amountCents)).toEqual(Array(5).fill(20_000));
    expect(new Set(refundCalls.map((c) => c.idempotencyKey))).toEqual(
      new Set(rows.map((r) => `refund-${r.id}`)),
    );

    // Earnings: 1,082.50 less a 54.13 fee = 1,028.37; five refunds of 200.00 take back 1,000.00 less
    // the fee in proportion (54.13 x 1,000 / 1,082.50 = 50.00), so 950.00; 78.37 is left.
    const earnings = await ctx.database.db
      .select()
      .from(photographerEarnings)
      .where(eq(photographerEarnings.estimatePaymentId, payment!.id));
    expect(earnings.reduce((sum, e) => sum + e.platformFeeCents, 0)).toBe(5_413 - 5_000);
    expect(earnings.reduce((sum, e) => sum + e.photographerEarningsCents, 0)).toBe(102_837 - 95_000);
    const balance = (await api().get("/api/stripe-connect/balance")).json() as Balance;
    expect(balance.availableCents).toBe(7_837);
  });
});

describe("the database refuses what the services would", () => {
  const refusal = { cause: expect.objectContaining({ code: "23514" }) };

  it("keeps a payment's refunds (not FAILED) within its amount, on insert and on update", async () => {
    const proposal = await signedProposal();
    const paid = (await record(proposal.id, 10_000)).json() as ProposalPayment;
    const { db } = ctx.database;
    const row = (amountCents: number, status: string) => ({
      photographerId: who.photographerId,
      paymentId: paid.id,
      amountCents,
      status,
    });
    await expect(db.insert(paymentRefunds).values(row(10_001, "SUCCEEDED"))).rejects.toMatchObject(refusal);
    await db.insert(paymentRefunds).values(row(6_000, "PENDING"));
    await expect(db.insert(paymentRefunds).values(row(4_001, "SUCCEEDED"))).rejects.toMatchObject(refusal);
    // A failed refund gave nothing back: it may be anything up to the amount, and frees what it held.
    await db.insert(paymentRefunds).values(row(10_000, "FAILED"));
    await expect(
      db.update(paymentRefunds).set({ status: "PENDING" }).where(eq(paymentRefunds.status, "FAILED")),
    ).rejects.toMatchObject(refusal);
    await db.insert(paymentRefunds).values(row(4_000, "SUCCEEDED"));
    await expect(db.insert(paymentRefunds).values(row(0, "FAILED"))).rejects.toMatchObject(refusal);
    await expect(db.insert(paymentRefunds).values(row(1, "DONE"))).rejects.toMatchObject(refusal);
  });

  it("counts money refunded as no longer paid: it may be paid again, but never past the total", async () => {
    const proposal = await signedProposal();
    const paid = (await record(proposal.id, 108_250)).json() as ProposalPayment;
    const { db } = ctx.database;
    const [estimate] = await db.select().from(estimates).where(eq(estimates.id, proposal.id));
    const payment = (amountCents: number) => ({
      photographerId: who.photographerId,
      estimateId: proposal.id,
      clientId: estimate!.clientId,
      amountCents,
      method: "CASH",
      status: "COMPLETED",
      completedAt: new Date(),
    });
    await expect(db.insert(estimatePayments).values(payment(1))).rejects.toMatchObject(refusal);
    // A PENDING refund frees nothing yet (it may fail); a SUCCEEDED one does.
    await db.insert(paymentRefunds).values({
      photographerId: who.photographerId,
      paymentId: paid.id,
      amountCents: 8_250,
      status: "PENDING",
    });
    await expect(db.insert(estimatePayments).values(payment(1))).rejects.toMatchObject(refusal);
    await db.update(paymentRefunds).set({ status: "SUCCEEDED" }).where(eq(paymentRefunds.paymentId, paid.id));
    await expect(db.insert(estimatePayments).values(payment(8_251))).rejects.toMatchObject(refusal);
    await db.insert(estimatePayments).values(payment(8_250));
    // The refunded payment itself cannot grow back past the total either.
    await expect(
      db.update(estimatePayments).set({ amountCents: 108_251 }).where(eq(estimatePayments.id, paid.id)),
    ).rejects.toMatchObject(refusal);
  });
});
