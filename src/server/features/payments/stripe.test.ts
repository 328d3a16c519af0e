import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Balance, PaymentAccountStatus } from "../../../shared/payments.js";
import type { Proposal } from "../../../shared/proposals.js";
import type { PublicProposalView } from "../../../shared/public-proposals.js";
import { estimatePayments, photographerPayouts } from "../../db/schema/index.js";
import type { TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { createStripeTestContext, type StripeStandIn, sendStripeWebhook } from "../../test/stripe-context.js";

let stripe: StripeStandIn;
let ctx: TestContext;
let a: TestPhotographer;
let accountId: string;

beforeAll(async () => {
  ({ ctx, stripe } = await createStripeTestContext());
  a = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const api = (who: TestPhotographer) => as(ctx, who.cookie);
const anonymous = () => as(ctx, null);
const webhook = (event: Record<string, unknown>, signature?: string) =>
  sendStripeWebhook(ctx, event, signature);

async function signedProposal() {
  const client = await api(a).post("/api/clients", {
    firstName: "Ana",
    lastName: "Ruiz",
    email: "ana@example.com",
  });
  const proposal = (
    await api(a).post("/api/proposals", {
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

const status = async () =>
  (await api(a).get("/api/stripe-connect/account-status")).json() as PaymentAccountStatus;

describe("Stripe adapter against a local stand-in", () => {
  it("creates an Express account, links to onboarding and mirrors the account's state", async () => {
    expect((await anonymous().get("/api/payments/config")).json()).toEqual({
      provider: "stripe",
      publishableKey: "pk_test_focal",
    });
    const created = await api(a).post("/api/stripe-connect/create-account");
    expect(created.statusCode, created.body).toBe(200);
    accountId = created.json().accountId;
    expect(accountId).toMatch(/^acct_/);
    const [createCall] = stripe.calls("POST", "/v1/accounts");
    expect(createCall?.form).toMatchObject({
      type: "express",
      "business_profile[name]": "Golden Hour",
      "capabilities[card_payments][requested]": "true",
      "capabilities[transfers][requested]": "true",
    });
    expect(createCall?.authorization).toBe("Bearer sk_test_focal");

    const link = await api(a).post("/api/stripe-connect/create-onboarding-link", {
      returnUrl: "http://focal.test/settings?tab=integrations",
      refreshUrl: "http://focal.test/settings?tab=integrations",
    });
    expect(link.json().url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_/);
    expect(stripe.calls("POST", "/v1/account_links")[0]?.form).toMatchObject({
      account: accountId,
      type: "account_onboarding",
      return_url: "http://focal.test/settings?tab=integrations",
    });

    expect(await status()).toMatchObject({ hasAccount: true, onboardingCompleted: false, status: "pending" });
    stripe.state.account = { details_submitted: true, charges_enabled: true, payouts_enabled: true };
    expect(await status()).toEqual({
      hasAccount: true,
      onboardingCompleted: true,
      payoutEnabled: true,
      status: "active",
    });
  });

  it("charges a proposal as a destination charge with the platform fee, recorded once from the webhook", async () => {
    const proposal = await signedProposal();
    const pay = await anonymous().post(`/api/public/proposals/${proposal.token}/pay`, { mode: "DEPOSIT" });
    expect(pay.statusCode, pay.body).toBe(200);
    expect(pay.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const session = stripe.calls("POST", "/v1/checkout/sessions").at(-1)!;
    expect(session.form).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "81188",
      "payment_intent_data[application_fee_amount]": "4059",
      "payment_intent_data[transfer_data][destination]": accountId,
      "metadata[estimateId]": proposal.id,
      customer_email: "ana@example.com",
      success_url: `http://focal.test/public/proposals/${proposal.token}?payment=success`,
      cancel_url: `http://focal.test/public/proposals/${proposal.token}?payment=cancelled`,
    });
    const sessionId = pay.json().url.split("/").pop();
    const completed = {
      type: "checkout.session.completed",
      data: {
        object: {
          id: sessionId,
          object: "checkout.session",
          payment_status: "paid",
          payment_intent: "pi_focal_1",
          amount_total: 81_188,
        },
      },
    };

    const forged = await webhook(
      completed,
      "t=1700000000,v1=0000000000000000000000000000000000000000000000000000000000000000",
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe("Invalid webhook signature");
    const unsigned = await ctx.app.inject({
      method: "POST",
      url: "/api/webhooks/stripe",
      payload: JSON.stringify(completed),
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.statusCode).toBe(400);
    let view = (
      await anonymous().get(`/api/public/proposals/${proposal.token}`)
    ).json() as PublicProposalView;
    expect(view).toMatchObject({ status: "SIGNED", paidCents: 0 });

    expect((await webhook(completed)).statusCode).toBe(200);
    expect((await webhook(completed)).statusCode).toBe(200); // Stripe retries: still one payment
    view = (await anonymous().get(`/api/public/proposals/${proposal.token}`)).json() as PublicProposalView;
    expect(view).toMatchObject({ status: "PAID_PARTIAL", paidCents: 81_188 });
    const rows = await ctx.database.db
      .select()
      .from(estimatePayments)
      .where(eq(estimatePayments.estimateId, proposal.id));
    expect(rows.filter((r) => r.status === "COMPLETED")).toEqual([
      expect.objectContaining({ paymentIntentId: "pi_focal_1", amountCents: 81_188 }),
    ]);
    const earnings = (await api(a).get("/api/stripe-connect/earnings")).json();
    expect(earnings).toHaveLength(1);
    expect(earnings[0]).toMatchObject({ platformFeeCents: 4_059, photographerEarningsCents: 77_129 });

    expect((await webhook({ type: "customer.created", data: { object: { id: "cus_1" } } })).statusCode).toBe(
      200,
    );
  });

  it("pays out from the connected account, capped by Stripe's available balance", async () => {
    stripe.state.balance = { availableCents: 50_000, pendingCents: 27_129 };
    const balance = (await api(a).get("/api/stripe-connect/balance")).json() as Balance;
    expect(balance).toEqual({ availableCents: 50_000, pendingCents: 27_129 });
    expect(stripe.calls("GET", "/v1/balance").at(-1)?.account).toBe(accountId);

    const tooMuch = await api(a).post("/api/stripe-connect/create-payout", { amountCents: 60_000 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe("You can only request up to $500.00.");

    const ok = await api(a).post("/api/stripe-connect/create-payout", {
      amountCents: 40_000,
      method: "instant",
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const call = stripe.calls("POST", "/v1/payouts").at(-1)!;
    expect(call.form).toMatchObject({ amount: "40000", currency: "usd", method: "instant" });
    expect(call.account).toBe(accountId);
    expect(call.idempotencyKey).toMatch(/^payout-[0-9a-f-]{36}$/);
    expect(ok.json().payout).toMatchObject({
      amountCents: 40_000,
      isInstant: true,
      feeCents: 400,
      status: "paid",
    });

    stripe.state.payoutError = "Insufficient funds in Stripe account.";
    const refused = await api(a).post("/api/stripe-connect/create-payout", { amountCents: 1_000 });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe("Insufficient funds in Stripe account.");
    stripe.state.payoutError = null;
    const failedRows = await ctx.database.db
      .select()
      .from(photographerPayouts)
      .where(eq(photographerPayouts.status, "failed"));
    expect(failedRows.map((r) => r.amountCents)).toEqual([1_000]);
    // The ledger released the failed request: 77,129 earned - 40,000 paid out.
    stripe.state.balance = { availableCents: 1_000_000, pendingCents: 0 };
    expect(((await api(a).get("/api/stripe-connect/balance")).json() as Balance).availableCents).toBe(37_129);

    const payoutId = (
      await ctx.database.db
        .select()
        .from(photographerPayouts)
        .where(eq(photographerPayouts.amountCents, 40_000))
    )[0]!.payoutId!;
    await webhook({
      type: "payout.failed",
      data: { object: { id: payoutId, object: "payout", status: "failed" } },
    });
    expect(((await api(a).get("/api/stripe-connect/balance")).json() as Balance).availableCents).toBe(77_129);
  });

  it("reads the balance in the studio's currency", async () => {
    expect((await api(a).put("/api/photographer", { currency: "EUR" })).statusCode).toBe(200);
    stripe.state.balance = { availableCents: 20_000, pendingCents: 3_000 };
    stripe.state.balanceCurrency = "eur";
    try {
      const balance = (await api(a).get("/api/stripe-connect/balance")).json() as Balance;
      expect(balance).toEqual({ availableCents: 20_000, pendingCents: 3_000 });
      const tooMuch = await api(a).post("/api/stripe-connect/create-payout", {
        amountCents: 30_000,
        currency: "EUR",
      });
      expect(tooMuch.statusCode).toBe(409);
      expect(tooMuch.json().message).toBe("You can only request up to €200.00.");
    } finally {
      stripe.state.balanceCurrency = "usd";
      await api(a).put("/api/photographer", { currency: "USD" });
    }
  });

  it("follows account.updated webhooks and creates PaymentIntents for /checkout", async () => {
    await webhook({
      type: "account.updated",
      data: {
        object: {
          id: accountId,
          object: "account",
          details_submitted: true,
          charges_enabled: true,
          payouts_enabled: false,
        },
      },
    });
    stripe.state.account = { details_submitted: true, charges_enabled: true, payouts_enabled: false };
    expect(await status()).toMatchObject({
      onboardingCompleted: true,
      payoutEnabled: false,
      status: "restricted",
    });

    const intent = await anonymous().post("/api/create-payment-intent", { amount: 49.99 });
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json().clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(stripe.calls("POST", "/v1/payment_intents").at(-1)?.form).toMatchObject({
      amount: "4999",
      currency: "usd",
      "automatic_payment_methods[enabled]": "true",
    });
  });
});
