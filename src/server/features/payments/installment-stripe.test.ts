/**
 * Instalment checkouts through Stripe (the real SDK against the local stand-in): a newer checkout of an
 * instalment expires the older Checkout Session at Stripe, and when both are paid anyway (the expiry
 * raced the payment, or Stripe refused to expire a session just paid) the money is counted once and the
 * rest refunded through the Refunds API; a webhook delivered twice is recorded once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { createStripeTestContext, type StripeStandIn, sendStripeWebhook } from "../../test/stripe-context.js";
import { scheduleFixture } from "../proposals/schedule.fixture.js";

let stripe: StripeStandIn;
let ctx: TestContext;
let a: TestPhotographer;
const f = scheduleFixture(() => ctx);

beforeAll(async () => {
  ({ ctx, stripe } = await createStripeTestContext());
  a = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
  expect((await as(ctx, a.cookie).post("/api/stripe-connect/create-account")).statusCode).toBe(200);
  stripe.state.account = { details_submitted: true, charges_enabled: true, payouts_enabled: true };
  expect((await as(ctx, a.cookie).get("/api/stripe-connect/account-status")).json()).toMatchObject({
    onboardingCompleted: true,
  });
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const completed = (sessionId: string, paymentIntent: string, amountTotal: number) =>
  sendStripeWebhook(ctx, {
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

const threeWays = [
  { label: "Retainer", amountCents: 3_000, dueDate: null },
  { label: "Engagement", amountCents: 3_000, dueDate: "2030-03-01" },
  { label: "Final", percentBasisPoints: 4_000, dueDate: "2030-06-01" },
];

describe("two Checkout Sessions of one instalment", () => {
  it("expires the first at Stripe, and counts once when both are paid anyway", async () => {
    const p = await f.signedProposal(a);
    const [retainer] = await f.setSchedule(a, p.id, threeWays);
    const first = await f.openCheckout(p.token, { installmentId: retainer!.id });
    const created = stripe.calls("POST", "/v1/checkout/sessions").at(-1)!;
    expect(created.form).toMatchObject({
      "line_items[0][price_data][unit_amount]": "3000",
      "metadata[installmentId]": retainer!.id,
      "payment_intent_data[metadata][installmentId]": retainer!.id,
    });
    const second = await f.openCheckout(p.token, { installmentId: retainer!.id });
    expect(stripe.calls("POST", `/v1/checkout/sessions/${first}/expire`)).toHaveLength(1);
    expect(stripe.calls("POST", `/v1/checkout/sessions/${second}/expire`)).toHaveLength(0);

    // Stripe reports both paid: the second first (and twice), then the first, whose expiry came too late.
    expect((await completed(second, "pi_second", 3_000)).statusCode).toBe(200);
    expect((await completed(second, "pi_second", 3_000)).statusCode).toBe(200);
    expect((await completed(first, "pi_first", 3_000)).statusCode).toBe(200);
    const rows = await f.payRows(p.id);
    expect(
      rows.filter((r) => r.status === "COMPLETED").map((r) => [r.paymentIntentId, r.amountCents]),
    ).toEqual([["pi_second", 3_000]]);
    expect(rows.filter((r) => r.status === "OVERPAID").map((r) => r.paymentIntentId)).toEqual(["pi_first"]);
    expect((await f.publicSchedule(p.token)).map((e) => e.paidCents)).toEqual([3_000, 0, 0]);

    await ctx.queue.drain();
    const refunds = stripe.calls("POST", "/v1/refunds");
    expect(refunds.map((r) => [r.form.payment_intent, r.form.amount])).toEqual([["pi_first", "3000"]]);
  });

  it("leaves open a session Stripe will not expire (just paid), and refunds the part beyond the instalment", async () => {
    const p = await f.signedProposal(a);
    const [retainer] = await f.setSchedule(a, p.id, threeWays);
    const first = await f.openCheckout(p.token, { installmentId: retainer!.id });
    stripe.state.paidSessions.push(first);
    // The studio halves the retainer while the client's first checkout of 30.00 is being paid.
    await f.setSchedule(a, p.id, [
      { label: "Retainer", amountCents: 1_500, dueDate: null },
      { label: "Engagement", amountCents: 4_500, dueDate: "2030-03-01" },
      { label: "Final", percentBasisPoints: 4_000, dueDate: "2030-06-01" },
    ]);
    const second = await f.openCheckout(p.token, { installmentId: retainer!.id });
    expect(stripe.calls("POST", `/v1/checkout/sessions/${first}/expire`)).toHaveLength(1);
    const rows = await f.payRows(p.id);
    expect(rows.find((r) => r.paymentSessionId === first)?.status).toBe("PENDING");

    const before = stripe.calls("POST", "/v1/refunds").length;
    expect((await completed(first, "pi_early", 3_000)).statusCode).toBe(200);
    expect((await completed(second, "pi_late", 1_500)).statusCode).toBe(200);
    const after = await f.payRows(p.id);
    expect(after.find((r) => r.paymentSessionId === first)).toMatchObject({
      status: "COMPLETED",
      amountCents: 1_500,
      excessCents: 1_500,
    });
    expect(after.find((r) => r.paymentSessionId === second)?.status).toBe("OVERPAID");
    await ctx.queue.drain();
    const refunds = stripe.calls("POST", "/v1/refunds").slice(before);
    expect(refunds.map((r) => [r.form.payment_intent, r.form.amount]).sort()).toEqual(
      [
        ["pi_early", "1500"],
        ["pi_late", "1500"],
      ].sort(),
    );
    const early = after.find((r) => r.paymentSessionId === first)!;
    expect(refunds.find((r) => r.form.payment_intent === "pi_early")?.idempotencyKey).toBe(
      `refund-excess-${early.id}`,
    );
    expect((await f.publicSchedule(p.token)).map((e) => e.paidCents)).toEqual([1_500, 0, 0]);
  });
});
