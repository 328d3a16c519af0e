/**
 * Stripe's webhooks for two checkouts of one proposal that together pay more than its total: the
 * second is kept as an overpayment, never counted, and refunded through the real SDK's Refunds API
 * (against the local stand-in), reversing the destination charge's transfer and application fee.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Earning, ProposalPayment } from "../../../shared/payments.js";
import type { Proposal } from "../../../shared/proposals.js";
import type { PublicProposalView } from "../../../shared/public-proposals.js";
import { estimatePayments } from "../../db/schema/index.js";
import type { TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { createStripeTestContext, type StripeStandIn, sendStripeWebhook } from "../../test/stripe-context.js";

let stripe: StripeStandIn;
let ctx: TestContext;
let a: TestPhotographer;

beforeAll(async () => {
  ({ ctx, stripe } = await createStripeTestContext());
  a = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
  expect((await as(ctx, a.cookie).post("/api/stripe-connect/create-account")).statusCode).toBe(200);
  stripe.state.account = { details_submitted: true, charges_enabled: true, payouts_enabled: true };
  // Reading the status brings Stripe's account state into our record.
  expect((await as(ctx, a.cookie).get("/api/stripe-connect/account-status")).json()).toMatchObject({
    onboardingCompleted: true,
  });
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const api = () => as(ctx, a.cookie);
const anonymous = () => as(ctx, null);

function completed(sessionId: string, paymentIntent: string, amountTotal: number) {
  return sendStripeWebhook(ctx, {
    type: "checkout.session.completed",
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        payment_status: "paid",
        payment_intent: paymentIntent,
        amount_total: amountTotal,
      },
    },
  });
}

async function signedProposal() {
  const client = await api().post("/api/clients", {
    firstName: "Ana",
    lastName: "Ruiz",
    email: `${randomUUID().slice(0, 8)}@example.com`,
  });
  const proposal = (
    await api().post("/api/proposals", {
      title: "Ruiz Wedding",
      clientId: client.json().id,
      items: [{ name: "Full-day coverage", qty: 1, unitCents: 300_000 }],
      depositPercent: 25,
    })
  ).json() as Proposal;
  await anonymous().post(`/api/public/proposals/${proposal.token}/sign`, {
    signedByName: "Ana Ruiz",
    signedByEmail: "ana@example.com",
  });
  return proposal;
}

async function checkout(token: string, mode: "DEPOSIT" | "FULL") {
  const res = await anonymous().post(`/api/public/proposals/${token}/pay`, { mode });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { url: string }).url.split("/").pop()!;
}

describe("an overpayment through Stripe's webhook", () => {
  it("is recorded apart, refunded through the Refunds API once, and never counted", async () => {
    const proposal = await signedProposal();
    // Two tabs: the full amount and the deposit, both opened before either was paid.
    const full = await checkout(proposal.token, "FULL");
    const deposit = await checkout(proposal.token, "DEPOSIT");

    expect((await completed(full, "pi_full_1", 324_750)).statusCode).toBe(200);
    expect((await completed(deposit, "pi_deposit_1", 81_188)).statusCode).toBe(200);
    expect((await completed(deposit, "pi_deposit_1", 81_188)).statusCode).toBe(200); // Stripe retries

    const rows = await ctx.database.db
      .select()
      .from(estimatePayments)
      .where(eq(estimatePayments.estimateId, proposal.id));
    expect(rows.filter((r) => r.status === "COMPLETED").map((r) => r.paymentIntentId)).toEqual(["pi_full_1"]);
    const over = rows.filter((r) => r.status === "OVERPAID");
    expect(over).toEqual([
      expect.objectContaining({ paymentIntentId: "pi_deposit_1", amountCents: 81_188, refundedAt: null }),
    ]);
    const view = (
      await anonymous().get(`/api/public/proposals/${proposal.token}`)
    ).json() as PublicProposalView;
    expect(view).toMatchObject({ status: "PAID_FULL", paidCents: 324_750 });

    // The refund goes out from the queue (enqueued with the overpayment), first refused by Stripe...
    expect(stripe.calls("POST", "/v1/refunds")).toEqual([]);
    stripe.state.refundError = "The API is down for maintenance.";
    expect(await ctx.queue.drain()).toMatchObject({ failed: 1 });
    stripe.state.refundError = null;
    // ...then retried (the retry is due in 30 s; run it now).
    expect(await ctx.queue.drain({ ignoreStartAfter: true })).toMatchObject({ failed: 0 });
    const refunds = stripe.calls("POST", "/v1/refunds");
    expect(refunds.length).toBeGreaterThanOrEqual(2);
    for (const call of refunds) {
      expect(call.form).toEqual({
        payment_intent: "pi_deposit_1",
        amount: "81188",
        reverse_transfer: "true",
        refund_application_fee: "true",
        reason: "duplicate",
      });
      expect(call.idempotencyKey).toBe(`refund-${over[0]!.id}`);
    }
    const [refunded] = await ctx.database.db
      .select()
      .from(estimatePayments)
      .where(eq(estimatePayments.id, over[0]!.id));
    expect(refunded).toMatchObject({ status: "OVERPAID", refundId: expect.stringMatching(/^re_/) });
    expect(refunded!.refundedAt).toBeInstanceOf(Date);

    // Run again: nothing more is refunded.
    const before = stripe.calls("POST", "/v1/refunds").length;
    await ctx.queue.drain({ ignoreStartAfter: true });
    expect(stripe.calls("POST", "/v1/refunds")).toHaveLength(before);

    const earnings = (await api().get("/api/stripe-connect/earnings")).json() as Earning[];
    expect(earnings.map((e) => e.totalAmountCents)).toEqual([324_750]);
    const payments = (await api().get(`/api/proposals/${proposal.id}/payments`)).json() as ProposalPayment[];
    expect(payments).toHaveLength(2);
    expect(payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          status: "COMPLETED",
          amountCents: 324_750,
          kind: "PAYMENT",
          method: "CARD",
          refundedAt: null,
        }),
        expect.objectContaining({
          status: "OVERPAID",
          amountCents: 81_188,
          kind: "PAYMENT",
          method: "CARD",
          refundedAt: expect.any(String),
        }),
      ]),
    );
  });
});
