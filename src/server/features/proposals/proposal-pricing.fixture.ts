/**
 * What the pricing and currency tests share: one app per test file, a studio with its own currency and
 * tax settings, a client, and a proposal priced by the server from its items.
 *
 * `ctx` is a live binding: the hooks assign it here, and every importer reads the current value.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect } from "vitest";
import type { PhotographerSettings } from "../../../shared/photographer.js";
import type { Proposal } from "../../../shared/proposals.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

export let ctx: TestContext;

/** The hooks every file needs: its app, closed at the end. */
export function setUpPricing() {
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
}

export const api = (who: TestPhotographer) => as(ctx, who.cookie);
export const anonymous = () => as(ctx, null);

/** A new studio, with these settings (currency, tax) when given. */
export async function studio(name: string, settings: Record<string, unknown> = {}) {
  const who = await createTestPhotographer(ctx, { businessName: name });
  if (Object.keys(settings).length > 0) {
    const res = await api(who).put("/api/photographer", settings);
    expect(res.statusCode, res.body).toBe(200);
  }
  return who;
}

export async function clientOf(who: TestPhotographer) {
  const res = await api(who).post("/api/clients", {
    firstName: "Ana",
    lastName: "Ruiz",
    email: `${randomUUID().slice(0, 8)}@example.com`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** A proposal for a new client: one $3,000.00 item unless `extra` says otherwise. */
export async function propose(who: TestPhotographer, extra: Record<string, unknown>) {
  const res = await api(who).post("/api/proposals", {
    title: "Ruiz Wedding",
    clientId: await clientOf(who),
    items: [{ name: "Full-day coverage", qty: 1, unitCents: 300_000 }],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Proposal;
}

export const settingsOf = async (who: TestPhotographer) =>
  (await api(who).get("/api/photographer")).json() as PhotographerSettings;
