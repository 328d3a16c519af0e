/**
 * What the studio's and the client's proposal tests share: one app per test file with two studios and the
 * business events heard, a client, and a proposal of $4,231.08 whose every figure is known.
 *
 * `ctx`, `a` and `b` are live bindings: the hooks assign them here, and every importer reads the current
 * value.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect } from "vitest";
import type { Proposal } from "../../../shared/proposals.js";
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
export function setUpProposals() {
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

/** A client Ana Ruiz, with a fresh e-mail address unless given one (null: none). */
export async function clientOf(
  who: TestPhotographer,
  email: string | null = `${randomUUID().slice(0, 8)}@example.com`,
) {
  const res = await api(who).post("/api/clients", {
    firstName: "Ana",
    lastName: "Ruiz",
    phone: "+1 555 010 2030",
    ...(email ? { email } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; email: string | null };
}

/** The body of a proposal whose total is $4,231.08 with a deposit of $1,057.77, changed by `extra`. */
export const body = (clientId: string, extra: Record<string, unknown> = {}) => ({
  title: "Ruiz Wedding",
  clientId,
  items: [
    { name: "Full-day coverage", qty: 1, unitCents: 350_000 },
    { name: "Engagement session", description: "One hour", qty: 2, unitCents: 25_050 },
  ],
  discountCents: 10_000,
  depositPercent: 25,
  validUntil: "2099-12-31",
  notes: "Thank you!",
  ...extra,
});

export async function createProposal(
  who: TestPhotographer,
  clientId: string,
  extra: Record<string, unknown> = {},
) {
  const res = await api(who).post("/api/proposals", body(clientId, extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Proposal;
}
