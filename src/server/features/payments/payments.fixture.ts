/**
 * What the card checkout and payout tests share: one app per test file on the built-in test provider,
 * with two studios and the business events heard, a signed proposal of $3,247.00 to pay, the checkout
 * opened and paid from the client's side, and a studio's payment account connected.
 *
 * `ctx`, `a` and `b` are live bindings: the hooks assign them here, and every importer reads the current
 * value.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect } from "vitest";
import type { Proposal } from "../../../shared/proposals.js";
import type { PublicProposalView } from "../../../shared/public-proposals.js";
import type { BusinessEvent } from "../../jobs/events.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

export let ctx: TestContext;
export let a: TestPhotographer;
export let b: TestPhotographer;
/** Every business event raised since a test last emptied it. */
export const heard: BusinessEvent[] = [];

/** The hooks every file needs: its app listening for business events, both studios, closed at the end. */
export function setUpPayments() {
  beforeAll(async () => {
    ctx = await createTestContext();
    ctx.bus.onBusinessEvent(async (event) => {
      heard.push(event);
    });
    a = await createTestPhotographer(ctx, { businessName: "Golden Hour" });
    b = await createTestPhotographer(ctx, { businessName: "Other Studio" });
  });
  afterAll(() => ctx.close());
}

export const api = (who: TestPhotographer) => as(ctx, who.cookie);
export const anonymous = () => as(ctx, null);
export const card = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Ana Ruiz" };

/** A signed proposal of $3,247.00 (tax included) with a 25% deposit of $811.75. */
export async function signedProposal(who: TestPhotographer, extra: Record<string, unknown> = {}) {
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

/** Opens the test checkout for the deposit or the rest; answers the checkout session's id. */
export async function startPayment(token: string, mode: "DEPOSIT" | "FULL") {
  const res = await anonymous().post(`/api/public/proposals/${token}/pay`, { mode });
  expect(res.statusCode, res.body).toBe(200);
  const { url } = res.json() as { url: string };
  expect(url).toMatch(/^http:\/\/focal\.test\/test-checkout\/cs_test_[0-9a-f]+$/);
  return url.split("/").pop()!;
}

export const view = async (token: string) =>
  (await anonymous().get(`/api/public/proposals/${token}`)).json() as PublicProposalView;

/** The studio's payment account, created and onboarded through the test onboarding page. */
export async function connectAccount(who: TestPhotographer) {
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
