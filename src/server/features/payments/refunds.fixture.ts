/**
 * The set-up the tests of money handled by the studio share: an app on the built-in test provider that
 * records what it is asked to refund (and can be told to refuse the next refund, or to leave it
 * unanswered as a network failure would), the business events heard, and a signed proposal to pay.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { ProposalPayment } from "../../../shared/payments.js";
import type { Proposal } from "../../../shared/proposals.js";
import type { PublicProposalView } from "../../../shared/public-proposals.js";
import { estimatePayments, estimates } from "../../db/schema/index.js";
import { type PaymentProvider, ProviderError } from "../../integrations/payments/payment-provider.js";
import { createTestProvider } from "../../integrations/payments/test.provider.js";
import type { BusinessEvent } from "../../jobs/events.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import type { TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

type RefundCall = Parameters<PaymentProvider["refundPayment"]>[0];

/**
 * The test provider, recording what it is asked to refund; `refuseNext` makes the next refund refused,
 * `silentNext` makes the next one go unanswered (a network failure: the outcome unknown).
 */
export function refundsFixture() {
  const refundCalls: RefundCall[] = [];
  let refuseNext: string | null = null;
  let silentNext = false;
  const inner = createTestProvider("http://focal.test");
  const provider: PaymentProvider = {
    ...inner,
    async refundPayment(input) {
      refundCalls.push(input);
      if (refuseNext) {
        const message = refuseNext;
        refuseNext = null;
        throw new ProviderError(message);
      }
      if (silentNext) {
        silentNext = false;
        throw new Error("socket hang up");
      }
      return inner.refundPayment(input);
    },
  };

  let ctx: TestContext;
  const heard: BusinessEvent[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({}, { payments: provider });
    ctx.bus.onBusinessEvent(async (event) => {
      heard.push(event);
    });
  });
  afterAll(() => ctx.close());

  const api = (who: TestPhotographer) => as(ctx, who.cookie);
  const anonymous = () => as(ctx, null);
  const card = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Ana Ruiz" };
  /** A day that has passed in every time zone. */
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

  /** A proposal of $3,247.00 ($3,000.00 + 8.25% tax) with a 25% deposit; signed unless told not to. */
  async function proposalFor(who: TestPhotographer, signed = true) {
    const client = await api(who).post("/api/clients", {
      firstName: "Ana",
      lastName: "Ruiz",
      email: `ana-${randomUUID().slice(0, 8)}@example.com`,
    });
    expect(client.statusCode, client.body).toBe(201);
    const created = await api(who).post("/api/proposals", {
      title: "Ruiz Wedding",
      clientId: client.json().id,
      items: [{ name: "Full-day coverage", qty: 1, unitCents: 300_000 }],
      depositPercent: 25,
    });
    expect(created.statusCode, created.body).toBe(201);
    const proposal = created.json() as Proposal;
    expect(proposal.totalCents).toBe(324_750);
    if (signed) {
      const res = await anonymous().post(`/api/public/proposals/${proposal.token}/sign`, {
        signedByName: "Ana Ruiz",
        signedByEmail: "ana@example.com",
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    return { proposal, clientEmail: client.json().email as string };
  }

  const record = (who: TestPhotographer, proposalId: string, body: Record<string, unknown>) =>
    api(who).post(`/api/proposals/${proposalId}/payments`, {
      method: "CHECK",
      receivedOn: daysAgo(3),
      ...body,
    });

  const listOf = async (who: TestPhotographer, proposalId: string) => {
    const res = await api(who).get(`/api/proposals/${proposalId}/payments`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ProposalPayment[];
  };

  const view = async (token: string) =>
    (await anonymous().get(`/api/public/proposals/${token}`)).json() as PublicProposalView;

  const statusOf = async (proposalId: string) =>
    (await ctx.database.db.select().from(estimates).where(eq(estimates.id, proposalId)))[0]!.status;

  const paymentRows = (proposalId: string) =>
    ctx.database.db.select().from(estimatePayments).where(eq(estimatePayments.estimateId, proposalId));

  async function payByCard(token: string) {
    const open = await anonymous().post(`/api/public/proposals/${token}/pay`, { mode: "FULL" });
    expect(open.statusCode, open.body).toBe(200);
    const session = (open.json() as { url: string }).url.split("/").pop()!;
    const paid = await anonymous().post(`/api/test-checkout/${session}/pay`, card);
    expect(paid.statusCode, paid.body).toBe(200);
    return session;
  }

  return {
    ctx: () => ctx,
    heard,
    refundCalls,
    /** The provider refuses the next refund with this message. */
    refuseNext: (message: string) => {
      refuseNext = message;
    },
    /** The next refund goes unanswered (a network failure: its outcome unknown). */
    silentNext: () => {
      silentNext = true;
    },
    api,
    anonymous,
    daysAgo,
    proposalFor,
    record,
    listOf,
    view,
    statusOf,
    paymentRows,
    payByCard,
  };
}
