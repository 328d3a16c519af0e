/**
 * A studio's earnings and payouts: connecting the payment account, the payout rules, two requests racing
 * for one balance, each studio seeing its own money, and /checkout's payment intent.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Balance, PayoutView } from "../../../shared/payments.js";
import { createTestPhotographer } from "../../test/factories.js";
import {
  a,
  anonymous,
  api,
  b,
  card,
  connectAccount,
  ctx,
  setUpPayments,
  signedProposal,
  startPayment,
} from "./payments.fixture.js";

setUpPayments();

// Studio A has money to pay out: a proposal paid in full by card ($3,247.00 less the 5% fee).
beforeAll(async () => {
  const { proposal } = await signedProposal(a, { depositPercent: 0 });
  const sessionId = await startPayment(proposal.token, "FULL");
  const paid = await anonymous().post(`/api/test-checkout/${sessionId}/pay`, card);
  expect(paid.statusCode, paid.body).toBe(200);
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
