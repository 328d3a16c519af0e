/**
 * A client paying a signed proposal by card on the built-in test provider's checkout page: the deposit,
 * then the rest or all at once, a page submitted twice, declined cards, and what may not be paid.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Earning, TestCheckoutSession } from "../../../shared/payments.js";
import type { Proposal } from "../../../shared/proposals.js";
import { estimatePayments, photographerEarnings } from "../../db/schema/index.js";
import {
  a,
  anonymous,
  api,
  card,
  ctx,
  heard,
  setUpPayments,
  signedProposal,
  startPayment,
  view,
} from "./payments.fixture.js";

setUpPayments();

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
