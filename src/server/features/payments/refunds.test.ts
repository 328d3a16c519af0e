/**
 * Refunds, of payments recorded by hand and of card payments through the built-in test provider, the list of
 * payments and refunds, and what the earnings and balance make of a refund. What the revenue, reports and
 * dashboard make of one is in refund-totals.test.ts, the races in refunds-race.test.ts, payments recorded by
 * hand in manual-payments.test.ts.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Balance, Earning, ProposalPayment, RevenueReceived } from "../../../shared/payments.js";
import { paymentRefunds } from "../../db/schema/index.js";
import type { TestContext } from "../../test/context.js";
import { createTestPhotographer } from "../../test/factories.js";
import { refundsFixture } from "./refunds.fixture.js";

const f = refundsFixture();
const { refundCalls, api, anonymous, proposalFor, record, listOf, view, statusOf, paymentRows, payByCard } =
  f;
let ctx: TestContext;
beforeAll(() => {
  ctx = f.ctx();
});

describe("refunds", () => {
  it("refunds cash in parts, reopens the proposal, and lets it be paid again", async () => {
    const who = await createTestPhotographer(ctx);
    const { proposal } = await proposalFor(who);
    const cash = (
      await record(who, proposal.id, { amountCents: 324_750, method: "CASH" })
    ).json() as ProposalPayment;
    expect(await statusOf(proposal.id)).toBe("PAID_FULL");

    const first = await api(who).post(`/api/payments/${cash.id}/refund`, {
      amountCents: 50_000,
      reason: "Second shooter not needed",
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      kind: "REFUND",
      method: "CASH",
      amountCents: 50_000,
      status: "SUCCEEDED",
      paymentId: cash.id,
      reason: "Second shooter not needed",
    });
    expect(refundCalls).toEqual([]); // money given back by hand: the provider is not asked
    expect(await statusOf(proposal.id)).toBe("PAID_PARTIAL");
    expect(await view(proposal.token)).toMatchObject({ paidCents: 274_750, canPay: true });

    const over = await api(who).post(`/api/payments/${cash.id}/refund`, { amountCents: 274_751 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe("Only $2,747.50 of this payment can still be refunded");

    // The money refunded can be paid again, by hand here: 500.00 is owed.
    expect((await record(who, proposal.id, { amountCents: 50_001 })).statusCode).toBe(409);
    const again = await record(who, proposal.id, { amountCents: 50_000, method: "BANK_TRANSFER" });
    expect(again.statusCode, again.body).toBe(201);
    expect(await statusOf(proposal.id)).toBe("PAID_FULL");

    // All of the cash back, then all of the transfer: nothing is kept, the proposal is signed and unpaid.
    expect(
      (await api(who).post(`/api/payments/${cash.id}/refund`, { amountCents: 274_750 })).statusCode,
    ).toBe(201);
    const twice = await api(who).post(`/api/payments/${cash.id}/refund`, { amountCents: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("This payment has already been refunded in full");
    expect(await statusOf(proposal.id)).toBe("PAID_PARTIAL");
    const transfer = again.json() as ProposalPayment;
    expect(
      (await api(who).post(`/api/payments/${transfer.id}/refund`, { amountCents: 50_000 })).statusCode,
    ).toBe(201);
    expect(await statusOf(proposal.id)).toBe("SIGNED");
    expect(await view(proposal.token)).toMatchObject({ paidCents: 0 });

    // The list: newest first, each refund naming its payment; what is left to refund on each payment.
    const listed = await listOf(who, proposal.id);
    expect(listed.map((p) => [p.kind, p.method, p.amountCents, p.status, p.paymentId ?? null])).toEqual([
      ["REFUND", "BANK_TRANSFER", 50_000, "SUCCEEDED", transfer.id],
      ["REFUND", "CASH", 274_750, "SUCCEEDED", cash.id],
      ["PAYMENT", "BANK_TRANSFER", 50_000, "COMPLETED", null],
      ["REFUND", "CASH", 50_000, "SUCCEEDED", cash.id],
      ["PAYMENT", "CASH", 324_750, "COMPLETED", null],
    ]);
    expect(listed.filter((p) => p.kind === "PAYMENT").map((p) => p.refundableCents)).toEqual([0, 0]);
    const times = listed.map((p) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await api(who).get("/api/stripe-connect/revenue")).json()).toEqual({
      receivedCents: 0,
      payments: 2,
    });
  });

  it("refuses bad amounts, another studio's payment, and payments that were never counted", async () => {
    const who = await createTestPhotographer(ctx);
    const other = await createTestPhotographer(ctx);
    const { proposal } = await proposalFor(who);
    const cash = (
      await record(who, proposal.id, { amountCents: 10_000, method: "CASH" })
    ).json() as ProposalPayment;
    for (const body of [
      { amountCents: 0 },
      { amountCents: 1.5 },
      {},
      { amountCents: 100, reason: "x".repeat(501) },
    ]) {
      expect(
        (await api(who).post(`/api/payments/${cash.id}/refund`, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    const theirs = await api(other).post(`/api/payments/${cash.id}/refund`, { amountCents: 100 });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe("Payment not found");
    expect(
      (await api(who).post(`/api/payments/${randomUUID()}/refund`, { amountCents: 100 })).statusCode,
    ).toBe(404);
    expect((await api(who).post("/api/payments/nope/refund", { amountCents: 100 })).statusCode).toBe(404);
    expect((await anonymous().post(`/api/payments/${cash.id}/refund`, { amountCents: 100 })).statusCode).toBe(
      401,
    );

    // An open checkout is no money to refund.
    const open = await anonymous().post(`/api/public/proposals/${proposal.token}/pay`, { mode: "FULL" });
    expect(open.statusCode).toBe(200);
    const pending = (await paymentRows(proposal.id)).find((p) => p.status === "PENDING")!;
    const notYet = await api(who).post(`/api/payments/${pending.id}/refund`, { amountCents: 100 });
    expect(notYet.statusCode).toBe(409);

    const refunds = await ctx.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, cash.id));
    expect(refunds).toEqual([]);
    expect(await statusOf(proposal.id)).toBe("PAID_PARTIAL");
  });

  it("refunds a card payment through the provider, taking back earnings and fee in proportion", async () => {
    const who = await createTestPhotographer(ctx, { businessName: "Card Studio" });
    const { proposal } = await proposalFor(who);
    const session = await payByCard(proposal.token);
    const [payment] = await paymentRows(proposal.id);
    // 5% of 3,247.50 = 162.375 -> 162.38 fee; the studio keeps 3,085.12.
    expect(((await api(who).get("/api/stripe-connect/balance")).json() as Balance).availableCents).toBe(
      308_512,
    );
    refundCalls.length = 0;

    const res = await api(who).post(`/api/payments/${payment!.id}/refund`, {
      amountCents: 100_000,
      reason: "Shorter day",
    });
    expect(res.statusCode, res.body).toBe(201);
    const refund = res.json() as ProposalPayment;
    expect(refund).toMatchObject({
      kind: "REFUND",
      method: "CARD",
      status: "SUCCEEDED",
      amountCents: 100_000,
    });
    // The provider was asked for that amount of that payment, once, keyed by our refund.
    expect(refundCalls).toEqual([
      {
        paymentIntentId: `pi_for_${session}`,
        amountCents: 100_000,
        idempotencyKey: `refund-${refund.id}`,
        reason: "requested_by_customer",
      },
    ]);
    const [row] = await ctx.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.id));
    expect(row!.providerRefundId).toMatch(/^re_test_/);
    expect(row!.completedAt).toBeInstanceOf(Date);
    expect(await statusOf(proposal.id)).toBe("PAID_PARTIAL");
    expect(await view(proposal.token)).toMatchObject({ paidCents: 224_750, canPay: true });

    // The fee back: 16,238 x 100,000 / 324,750 = 5,000.15 -> 5,000; the studio gives back 95,000.
    const earnings = (await api(who).get("/api/stripe-connect/earnings")).json() as Earning[];
    expect(
      earnings.map((e) => [e.totalAmountCents, e.platformFeeCents, e.photographerEarningsCents]),
    ).toEqual([
      [-100_000, -5_000, -95_000],
      [324_750, 16_238, 308_512],
    ]);
    expect(((await api(who).get("/api/stripe-connect/balance")).json() as Balance).availableCents).toBe(
      213_512,
    );
    const payout = await api(who).post("/api/stripe-connect/create-payout", { amountCents: 213_513 });
    expect(payout.statusCode).toBe(409);

    // A refusal: FAILED, nothing taken back, the amount free again.
    f.refuseNext("Insufficient funds in the connected account");
    const refused = await api(who).post(`/api/payments/${payment!.id}/refund`, { amountCents: 224_750 });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(
      "The refund was refused: Insufficient funds in the connected account",
    );
    expect(((await api(who).get("/api/stripe-connect/balance")).json() as Balance).availableCents).toBe(
      213_512,
    );
    expect(await statusOf(proposal.id)).toBe("PAID_PARTIAL");
    let listed = await listOf(who, proposal.id);
    expect(listed.find((p) => p.kind === "PAYMENT")!.refundableCents).toBe(224_750);
    expect(listed.filter((p) => p.kind === "REFUND").map((p) => p.status)).toEqual(["FAILED", "SUCCEEDED"]);

    // No answer: the refund stays PENDING (its amount spoken for) until the job asks again, same key.
    f.silentNext();
    const unanswered = await api(who).post(`/api/payments/${payment!.id}/refund`, { amountCents: 224_750 });
    expect(unanswered.statusCode).toBe(502);
    expect(unanswered.json().message).toBe(
      "The payment provider did not answer; the refund will be retried shortly",
    );
    listed = await listOf(who, proposal.id);
    const pending = listed.find((p) => p.kind === "REFUND" && p.status === "PENDING")!;
    expect(pending.amountCents).toBe(224_750);
    expect(listed.find((p) => p.kind === "PAYMENT")!.refundableCents).toBe(0);
    expect((await api(who).post(`/api/payments/${payment!.id}/refund`, { amountCents: 1 })).statusCode).toBe(
      409,
    );
    // Money on its way back already counts off revenue; the proposal's status waits for the outcome.
    expect(
      ((await api(who).get("/api/stripe-connect/revenue")).json() as RevenueReceived).receivedCents,
    ).toBe(0);
    expect(await statusOf(proposal.id)).toBe("PAID_PARTIAL");
    await ctx.queue.drain({ ignoreStartAfter: true });
    expect(refundCalls.slice(-2).map((c) => c.idempotencyKey)).toEqual([
      `refund-${pending.id}`,
      `refund-${pending.id}`,
    ]);
    const [finished] = await ctx.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.id, pending.id));
    expect(finished!.status).toBe("SUCCEEDED");

    // The fee given back adds up to the whole fee, the balance to nothing.
    const after = (await api(who).get("/api/stripe-connect/earnings")).json() as Earning[];
    expect(after[0]).toMatchObject({ totalAmountCents: -224_750, platformFeeCents: -11_238 });
    expect(((await api(who).get("/api/stripe-connect/balance")).json() as Balance).availableCents).toBe(0);
    expect(await statusOf(proposal.id)).toBe("SIGNED");
    listed = await listOf(who, proposal.id);
    expect(listed.find((p) => p.kind === "PAYMENT")!.refundableCents).toBe(0);

    // The job that finishes refunds finds nothing left to do, and asks the provider nothing more.
    const asked = refundCalls.length;
    await ctx.queue.drain({ ignoreStartAfter: true });
    expect(refundCalls).toHaveLength(asked);
  });
});
