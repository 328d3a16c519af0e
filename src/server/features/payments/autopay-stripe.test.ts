/**
 * Autopay through Stripe (the real SDK against the local stand-in): the opt-in makes one Customer per
 * proposal on the platform and opens the Checkout Session for it with setup_future_usage; the completed
 * checkout's card is read back for its label; the morning charge is an off-session, confirmed
 * PaymentIntent with the instalment's idempotency key, a destination charge like the checkout; a card
 * error records no payment.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { photographers, proposalAutopay } from "../../db/schema/index.js";
import type { TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { createStripeTestContext, type StripeStandIn, sendStripeWebhook } from "../../test/stripe-context.js";
import { autopayFixture, MORNING } from "./autopay.fixture.js";

let stripe: StripeStandIn;
let ctx: TestContext;
let a: TestPhotographer;
let accountId: string;
const f = autopayFixture(() => ctx);

beforeAll(async () => {
  ({ ctx, stripe } = await createStripeTestContext());
  a = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
  expect((await as(ctx, a.cookie).post("/api/stripe-connect/create-account")).statusCode).toBe(200);
  stripe.state.account = { details_submitted: true, charges_enabled: true, payouts_enabled: true };
  await as(ctx, a.cookie).get("/api/stripe-connect/account-status");
  const [studio] = await ctx.database.db
    .select({ accountId: photographers.paymentAccountId })
    .from(photographers)
    .where(eq(photographers.id, a.photographerId));
  accountId = studio!.accountId!;
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});
beforeEach(() => {
  stripe.state.offSessionError = null;
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

/** A proposal whose retainer was paid by a Stripe checkout with autopay, and its session. */
async function optedIn(paymentIntent: string) {
  const p = await f.scheduledProposal(a);
  const sessionId = await f.openCheckout(p.token, { installmentId: p.entries[0]!.id, autopay: true });
  const res = await completed(sessionId, paymentIntent, 3_000);
  expect(res.statusCode, res.body).toBe(200);
  await ctx.queue.drain();
  return { p, sessionId };
}

describe("opting in through Stripe", () => {
  it("makes one Customer per proposal and opens the checkout for it, keeping the card off-session", async () => {
    const p = await f.scheduledProposal(a);
    const customersBefore = stripe.calls("POST", "/v1/customers").length;
    await f.openCheckout(p.token, { installmentId: p.entries[0]!.id, autopay: true });
    await f.openCheckout(p.token, { installmentId: p.entries[0]!.id, autopay: true });
    const customers = stripe.calls("POST", "/v1/customers").slice(customersBefore);
    expect(customers).toHaveLength(1);
    expect(customers[0]!.form).toMatchObject({ name: "Ana Ruiz", "metadata[estimateId]": p.id });
    // On the platform: the checkout is a destination charge the platform makes.
    expect(customers[0]!.account).toBeNull();
    const sessions = stripe.calls("POST", "/v1/checkout/sessions").slice(-2);
    const [kept] = await ctx.database.db
      .select()
      .from(proposalAutopay)
      .where(eq(proposalAutopay.estimateId, p.id));
    for (const session of sessions) {
      expect(session.form).toMatchObject({
        customer: kept!.customerId,
        "payment_intent_data[setup_future_usage]": "off_session",
        "payment_intent_data[transfer_data][destination]": accountId,
      });
      expect(session.form.customer_email).toBeUndefined();
    }
    // Not on yet: the card is saved when the checkout completes.
    expect(kept!.enabled).toBe(false);
  });

  it("saves the card Stripe reports when the checkout completes", async () => {
    stripe.state.card = { brand: "mastercard", last4: "4444" };
    const { p } = await optedIn("pi_optin_label");
    stripe.state.card = { brand: "visa", last4: "4242" };
    const read = stripe.calls("GET", "/v1/payment_intents/pi_optin_label");
    expect(read).toHaveLength(1);
    expect(read[0]!.form["expand[0]"]).toBe("payment_method");
    expect((await f.publicPage(p.token)).autopay).toEqual({
      enabled: true,
      cardLabel: "Mastercard ending 4444",
      lastFailure: null,
    });
  });
});

describe("the morning charge through Stripe", () => {
  it("asks for an off-session, confirmed destination charge with the instalment's idempotency key", async () => {
    const { p } = await optedIn("pi_optin_charge");
    const engagement = p.entries[1]!;
    await f.runMorning(MORNING);
    await f.runMorning(MORNING);
    const charges = stripe
      .calls("POST", "/v1/payment_intents")
      .filter((r) => r.idempotencyKey === `autopay-${engagement.id}-1`);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.form).toMatchObject({
      amount: "3000",
      currency: "usd",
      customer: expect.stringMatching(/^cus_/),
      payment_method: "pm_card_saved",
      off_session: "true",
      confirm: "true",
      application_fee_amount: expect.stringMatching(/^\d+$/),
      "transfer_data[destination]": accountId,
      "metadata[installmentId]": engagement.id,
    });
    const rows = await f.autopayPayments(p.id);
    expect(rows.map((r) => [r.status, r.amountCents, r.paymentIntentId?.startsWith("pi_")])).toEqual([
      ["COMPLETED", 3_000, true],
    ]);
  });

  for (const code of ["card_declined", "authentication_required"] as const) {
    it(`records no payment for a ${code} card error, and tells the client and the studio`, async () => {
      const { p } = await optedIn(`pi_optin_${code}`);
      stripe.state.offSessionError = code;
      await f.runMorning(MORNING);
      expect((await f.autopayPayments(p.id)).map((r) => r.status)).toEqual(["FAILED"]);
      const page = await f.publicPage(p.token);
      expect(page.schedule[1]!.paidCents).toBe(0);
      expect(page.autopay.lastFailure).toMatchObject({
        installmentId: p.entries[1]!.id,
        message:
          code === "card_declined" ? "Your card was declined." : "This payment requires authentication.",
      });
      const studioMail = (await f.mailTo(a.email)).filter((m) => m.textBody?.includes(p.title));
      expect(studioMail.some((m) => m.subject?.startsWith("Autopay declined"))).toBe(true);
    });
  }
});
