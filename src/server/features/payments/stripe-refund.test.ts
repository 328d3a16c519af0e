/**
 * A studio's refund of a card payment through the real Stripe SDK (against the local stand-in): the
 * Refunds API is asked for the amount, on the platform where the destination charge was made, with the
 * transfer and the application fee reversed, keyed by our refund's id; a refusal leaves it FAILED.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProposalPayment } from "../../../shared/payments.js";
import type { Proposal } from "../../../shared/proposals.js";
import { estimatePayments, paymentRefunds } from "../../db/schema/index.js";
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
  await as(ctx, a.cookie).get("/api/stripe-connect/account-status");
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const api = () => as(ctx, a.cookie);
const anonymous = () => as(ctx, null);

/** A signed $3,247.50 proposal paid in full through Stripe's checkout and webhook. */
async function paidProposal(paymentIntent: string) {
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
    })
  ).json() as Proposal;
  await anonymous().post(`/api/public/proposals/${proposal.token}/sign`, {
    signedByName: "Ana Ruiz",
    signedByEmail: "ana@example.com",
  });
  const pay = await anonymous().post(`/api/public/proposals/${proposal.token}/pay`, { mode: "FULL" });
  expect(pay.statusCode, pay.body).toBe(200);
  const sessionId = (pay.json() as { url: string }).url.split("/").pop();
  const done = await sendStripeWebhook(ctx, {
    type: "checkout.session.completed",
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        payment_status: "paid",
        payment_intent: paymentIntent,
        amount_total: 324_750,
      },
    },
  });
  expect(done.statusCode, done.body).toBe(200);
  const [payment] = await ctx.database.db
    .select()
    .from(estimatePayments)
    .where(eq(estimatePayments.estimateId, proposal.id));
  expect(payment!.status).toBe("COMPLETED");
  return payment!;
}

describe("a studio's refund through Stripe", () => {
  it("asks the Refunds API for the amount, reversing the transfer and the fee, keyed by the refund", async () => {
    const payment = await paidProposal("pi_refund_1");
    const before = stripe.calls("POST", "/v1/refunds").length;
    const res = await api().post(`/api/payments/${payment.id}/refund`, { amountCents: 50_000 });
    expect(res.statusCode, res.body).toBe(201);
    const refund = res.json() as ProposalPayment;
    expect(refund).toMatchObject({ status: "SUCCEEDED", amountCents: 50_000, method: "CARD" });
    const calls = stripe.calls("POST", "/v1/refunds").slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.form).toEqual({
      payment_intent: "pi_refund_1",
      amount: "50000",
      reverse_transfer: "true",
      refund_application_fee: "true",
      reason: "requested_by_customer",
    });
    expect(calls[0]!.idempotencyKey).toBe(`refund-${refund.id}`);
    // A destination charge lives on the platform: no Stripe-Account header.
    expect(calls[0]!.account).toBeNull();
    const [row] = await ctx.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.id));
    expect(row!.providerRefundId).toMatch(/^re_/);
  });

  it("records a refusal as FAILED and frees the amount", async () => {
    const payment = await paidProposal("pi_refund_2");
    stripe.state.refundError = "Charge has already been refunded.";
    const res = await api().post(`/api/payments/${payment.id}/refund`, { amountCents: 324_750 });
    stripe.state.refundError = null;
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe("The refund was refused: Charge has already been refunded.");
    const rows = await ctx.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.id));
    expect(rows.map((r) => r.status)).toEqual(["FAILED"]);
    const again = await api().post(`/api/payments/${payment.id}/refund`, { amountCents: 324_750 });
    expect(again.statusCode, again.body).toBe(201);
  });
});
