import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Balance, Earning, PayoutView, TestCheckoutSession } from "../../../shared/payments.js";
import type { Proposal } from "../../../shared/proposals.js";
import type { PublicProposalView } from "../../../shared/public-proposals.js";
import { estimatePayments, photographerEarnings } from "../../db/schema/index.js";
import type { BusinessEvent } from "../../jobs/events.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let a: TestPhotographer;
let b: TestPhotographer;
const heard: BusinessEvent[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.bus.onBusinessEvent(async (event) => {
    heard.push(event);
  });
  a = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
  b = await createTestPhotographer(ctx, { businessName: "Other Studio" });
});
afterAll(() => ctx.close());

const api = (who: TestPhotographer) => as(ctx, who.cookie);
const anonymous = () => as(ctx, null);
const card = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Ana Ruiz" };

/** A signed proposal of $3,247.00 (tax included) with a 25% deposit of $811.75. */
async function signedProposal(who: TestPhotographer, extra: Record<string, unknown> = {}) {
  const client = await api(who).post("/api/clients", {
    firstName: "Ana",
    lastName: "Ruiz",
    email: `${randomUUID().slice(0, 8)}@example.com`,
  });
  expect(client.statusCode, client.body).toBe(201);
  const created = await api(who).post("/api/proposals", {
    title: "Ruiz Wedding",
    clientId: client.json().id,
    items: [{ name: "Full-day coverage", qty: 1, unitCents: 300_000 }],
    depositPercent: 25,
    ...extra,
  });
  expect(created.statusCode, created.body).toBe(201);
  const proposal = created.json() as Proposal;
  const signed = await anonymous().post(`/api/public/proposals/${proposal.token}/sign`, {
    signedByName: "Ana Ruiz",
    signedByEmail: "ana@example.com",
  });
  expect(signed.statusCode, signed.body).toBe(200);
  return { proposal, clientId: client.json().id as string };
}

async function startPayment(token: string, mode: "DEPOSIT" | "FULL") {
  const res = await anonymous().post(`/api/public/proposals/${token}/pay`, { mode });
  expect(res.statusCode, res.body).toBe(200);
  const { url } = res.json() as { url: string };
  expect(url).toMatch(/^http:\/\/focal\.test\/test-checkout\/cs_test_[0-9a-f]+$/);
  return url.split("/").pop()!;
}

const view = async (token: string) =>
  (await anonymous().get(`/api/public/proposals/${token}`)).json() as PublicProposalView;

async function connectAccount(who: TestPhotographer) {
  const created = await api(who).post("/api/stripe-connect/create-account");
  expect(created.statusCode, created.body).toBe(200);
  const { accountId } = created.json() as { accountId: string };
  const link = await api(who).post("/api/stripe-connect/create-onboarding-link", {
    returnUrl: "http://focal.test/settings?tab=integrations",
    refreshUrl: "http://focal.test/settings?tab=integrations",
  });
  expect(link.statusCode, link.body).toBe(200);
  expect(link.json().url).toContain(`/test-onboarding/${accountId}`);
  expect((await anonymous().post(`/api/test-onboarding/${accountId}/complete`)).statusCode).toBe(200);
  return accountId;
}

describe("paying a proposal (built-in test provider)", () => {
  it("takes the deposit, then the balance, with earnings, history and business events", async () => {
    await ctx.queue.drain();
    heard.length = 0;
    const { proposal, clientId } = await signedProposal(a);
    expect(proposal.totalCents).toBe(324_750);
    expect(proposal.depositCents).toBe(81_188);

    const sessionId = await startPayment(proposal.token, "DEPOSIT");
    const session = (await anonymous().get(`/api/test-checkout/${sessionId}`)).json() as TestCheckoutSession;
    expect(session).toMatchObject({
      amountCents: 81_188,
      businessName: "Golden Hour",
      status: "open",
      description: "Deposit for Ruiz Wedding",
    });
    const paid = await anonymous().post(`/api/test-checkout/${sessionId}/pay`, card);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().redirectUrl).toBe(
      `http://focal.test/public/proposals/${proposal.token}?payment=success`,
    );

    let v = await view(proposal.token);
    expect(v).toMatchObject({ status: "PAID_PARTIAL", paidCents: 81_188, canPay: true });

    const earnings = (await api(a).get("/api/stripe-connect/earnings")).json() as Earning[];
    expect(earnings[0]).toMatchObject({
      totalAmountCents: 81_188,
      platformFeeCents: 4_059, // 5% of 81,188 = 4,059.4
      photographerEarningsCents: 77_129,
      status: "transferred",
      proposalTitle: "Ruiz Wedding",
      clientName: "Ana Ruiz",
    });
    const history = (await api(a).get(`/api/clients/${clientId}/history`)).json() as {
      type: string;
      title: string;
    }[];
    expect(history.filter((h) => h.type === "payment").map((h) => h.title)).toEqual(["Payment: $811.88"]);

    // No second deposit; the balance is what is left.
    const again = await anonymous().post(`/api/public/proposals/${proposal.token}/pay`, { mode: "DEPOSIT" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("The deposit has already been paid");
    const rest = await startPayment(proposal.token, "FULL");
    expect(
      ((await anonymous().get(`/api/test-checkout/${rest}`)).json() as TestCheckoutSession).amountCents,
    ).toBe(243_562);
    expect((await anonymous().post(`/api/test-checkout/${rest}/pay`, card)).statusCode).toBe(200);
    v = await view(proposal.token);
    expect(v).toMatchObject({ status: "PAID_FULL", paidCents: 324_750, canPay: false });
    const done = await anonymous().post(`/api/public/proposals/${proposal.token}/pay`, { mode: "FULL" });
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe("This proposal is already paid in full");

    await ctx.queue.drain();
    // The queue does not promise an order between jobs; each event is there exactly once.
    expect(heard.map((e) => e.eventType).sort()).toEqual([
      "DEPOSIT_PAID",
      "ESTIMATE_ACCEPTED",
      "FULL_PAYMENT_MADE",
    ]);
    expect(heard.every((e) => e.clientId === clientId)).toBe(true);
  });

  it("pays in full at once", async () => {
    const { proposal } = await signedProposal(a, { depositPercent: 0 });
    const deposit = await anonymous().post(`/api/public/proposals/${proposal.token}/pay`, {
      mode: "DEPOSIT",
    });
    expect(deposit.statusCode).toBe(409);
    const sessionId = await startPayment(proposal.token, "FULL");
    expect((await anonymous().post(`/api/test-checkout/${sessionId}/pay`, card)).statusCode).toBe(200);
    expect(await view(proposal.token)).toMatchObject({ status: "PAID_FULL", paidCents: 324_750 });
  });

  it("records one payment when the checkout page is submitted twice at once", async () => {
    const { proposal } = await signedProposal(a);
    const sessionId = await startPayment(proposal.token, "DEPOSIT");
    const results = await Promise.all([
      anonymous().post(`/api/test-checkout/${sessionId}/pay`, card),
      anonymous().post(`/api/test-checkout/${sessionId}/pay`, card),
      anonymous().post(`/api/test-checkout/${sessionId}/pay`, card),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const payments = await ctx.database.db
      .select()
      .from(estimatePayments)
      .where(eq(estimatePayments.estimateId, proposal.id));
    expect(payments.filter((p) => p.status === "COMPLETED")).toHaveLength(1);
    const earnings = await ctx.database.db
      .select()
      .from(photographerEarnings)
      .where(eq(photographerEarnings.estimatePaymentId, payments[0]!.id));
    expect(earnings).toHaveLength(1);
    expect((await view(proposal.token)).paidCents).toBe(81_188);
  });

  it("declines other cards and refuses to pay an unsigned proposal, changing nothing", async () => {
    const { proposal } = await signedProposal(a);
    const sessionId = await startPayment(proposal.token, "DEPOSIT");
    const declined = await anonymous().post(`/api/test-checkout/${sessionId}/pay`, {
      ...card,
      cardNumber: "4000 0000 0000 0002",
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe("Your card was declined.");
    const badCard = await anonymous().post(`/api/test-checkout/${sessionId}/pay`, { ...card, cvc: "x" });
    expect(badCard.statusCode).toBe(400);
    expect(await view(proposal.token)).toMatchObject({ status: "SIGNED", paidCents: 0 });

    const client = await api(a).post("/api/clients", {
      firstName: "Bo",
      lastName: "Li",
      email: "bo@example.com",
    });
    const unsigned = (
      await api(a).post("/api/proposals", {
        title: "Unsigned",
        clientId: client.json().id,
        items: [{ name: "Portraits", qty: 1, unitCents: 50_000 }],
      })
    ).json() as Proposal;
    const res = await anonymous().post(`/api/public/proposals/${unsigned.token}/pay`, { mode: "FULL" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Please sign the proposal before paying");
    expect(
      (await anonymous().post(`/api/public/proposals/${unsigned.token}/pay`, { mode: "HALF" })).statusCode,
    ).toBe(400);
    expect(
      (await anonymous().post("/api/public/proposals/not-a-real-token-at-all/pay", { mode: "FULL" }))
        .statusCode,
    ).toBe(404);
    expect((await anonymous().get("/api/test-checkout/cs_test_unknown")).statusCode).toBe(404);
  });
});

describe("earnings and payouts", () => {
  it("connects the account through test onboarding and reports each status", async () => {
    const who = await createTestPhotographer(ctx, { businessName: "Fresh Studio" });
    const status = async () => (await api(who).get("/api/stripe-connect/account-status")).json();
    expect(await status()).toEqual({
      hasAccount: false,
      onboardingCompleted: false,
      payoutEnabled: false,
      status: null,
    });
    const created = await api(who).post("/api/stripe-connect/create-account");
    expect(created.json().accountId).toMatch(/^acct_test_/);
    expect(await status()).toMatchObject({ hasAccount: true, onboardingCompleted: false });
    const bad = await api(who).post("/api/stripe-connect/create-onboarding-link", { returnUrl: "not a url" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("returnUrl must be a valid URL");
    const page = await anonymous().get(`/api/test-onboarding/${created.json().accountId}`);
    expect(page.json()).toMatchObject({ businessName: "Fresh Studio", completed: false });
    await anonymous().post(`/api/test-onboarding/${created.json().accountId}/complete`);
    expect(await status()).toEqual({
      hasAccount: true,
      onboardingCompleted: true,
      payoutEnabled: true,
      status: "active",
    });
  });

  it("validates payout requests with the payout rules and never overdraws", async () => {
    const early = await api(a).post("/api/stripe-connect/create-payout", { amountCents: 100 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Finish setting up your payment account before requesting a payout");
    await connectAccount(a);

    const balance = (await api(a).get("/api/stripe-connect/balance")).json() as Balance;
    expect(balance.availableCents).toBeGreaterThan(0);
    expect(balance.pendingCents).toBe(0);

    const bad: [Record<string, unknown>, string][] = [
      [{ amountCents: 0 }, "Please enter a valid payout amount."],
      [{ amountCents: -5 }, "Please enter a valid payout amount."],
      [{ amountCents: 10.5 }, "Please enter a valid payout amount."],
      [{ amountCents: 100, currency: "DOLLARS" }, "Currency must be a 3-letter code"],
      [{ amountCents: 100, method: "wire" }, "Method must be standard or instant"],
    ];
    for (const [payload, message] of bad) {
      const res = await api(a).post("/api/stripe-connect/create-payout", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const tooMuch = await api(a).post("/api/stripe-connect/create-payout", {
      amountCents: balance.availableCents + 1,
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/^You can only request up to \$[\d,]+\.\d\d\.$/);

    const standard = await api(a).post("/api/stripe-connect/create-payout", { amountCents: 10_000 });
    expect(standard.statusCode, standard.body).toBe(201);
    expect(standard.json().payout).toMatchObject({
      amountCents: 10_000,
      isInstant: false,
      feeCents: 0,
      status: "pending",
    });
    const instant = await api(a).post("/api/stripe-connect/create-payout", {
      amountCents: 10_050,
      method: "instant",
    });
    expect(instant.json().payout).toMatchObject({ isInstant: true, feeCents: 101, status: "paid" });
    expect(instant.json().message).toBe("$99.49 is on its way and should arrive within minutes.");

    const after = (await api(a).get("/api/stripe-connect/balance")).json() as Balance;
    expect(after.availableCents).toBe(balance.availableCents - 20_050);
    const payouts = (await api(a).get("/api/stripe-connect/payouts")).json() as PayoutView[];
    expect(payouts.map((p) => p.amountCents)).toEqual([10_050, 10_000]);
  });

  it("lets two payout requests race without overdrawing the balance", async () => {
    const { availableCents } = (await api(a).get("/api/stripe-connect/balance")).json() as Balance;
    const share = Math.floor(availableCents * 0.4);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        api(a).post("/api/stripe-connect/create-payout", { amountCents: share }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409, 409]);
    const after = (await api(a).get("/api/stripe-connect/balance")).json() as Balance;
    expect(after.availableCents).toBe(availableCents - 2 * share);
    expect(after.availableCents).toBeGreaterThanOrEqual(0);
  });

  it("shows each photographer only their own money", async () => {
    expect((await api(b).get("/api/stripe-connect/earnings")).json()).toEqual([]);
    expect((await api(b).get("/api/stripe-connect/payouts")).json()).toEqual([]);
    expect((await api(b).get("/api/stripe-connect/balance")).json()).toEqual({
      availableCents: 0,
      pendingCents: 0,
    });
    expect((await anonymous().get("/api/stripe-connect/balance")).statusCode).toBe(401);
    expect((await api(b).post("/api/stripe-connect/create-payout", { amountCents: 100 })).statusCode).toBe(
      409,
    );
  });

  it("answers /checkout's payment intent and the test card confirmation", async () => {
    expect((await anonymous().get("/api/payments/config")).json()).toEqual({
      provider: "test",
      publishableKey: null,
    });
    const missing = await anonymous().post("/api/create-payment-intent", {});
    expect(missing.statusCode).toBe(400);
    const intent = await anonymous().post("/api/create-payment-intent", { amount: 49.99 });
    expect(intent.statusCode, intent.body).toBe(200);
    const { clientSecret } = intent.json() as { clientSecret: string };
    const ok = await anonymous().post("/api/test-checkout/payment-intents/confirm", {
      ...card,
      clientSecret,
    });
    expect(ok.json()).toEqual({ status: "succeeded" });
    const declined = await anonymous().post("/api/test-checkout/payment-intents/confirm", {
      ...card,
      cardNumber: "4000000000000002",
      clientSecret,
    });
    expect(declined.statusCode).toBe(402);
  });
});
