/** The platform fee is the operator's setting (PLATFORM_FEE_BASIS_POINTS), the same for every studio. */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Earning } from "../../../shared/payments.js";
import type { Proposal } from "../../../shared/proposals.js";
import { loadConfig } from "../../config.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";

let ctx: TestContext;
let a: TestPhotographer;
beforeAll(async () => {
  ctx = await createTestContext({ PLATFORM_FEE_BASIS_POINTS: "250" });
  a = await createTestPhotographer(ctx, { businessName: "Quarter Fee" });
});
afterAll(() => ctx.close());

const card = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Ana Ruiz" };

describe("PLATFORM_FEE_BASIS_POINTS", () => {
  it("defaults to 500, allows 0 and refuses anything else at start-up", () => {
    expect(loadConfig({}).PLATFORM_FEE_BASIS_POINTS).toBe(500);
    expect(loadConfig({ PLATFORM_FEE_BASIS_POINTS: "0" }).PLATFORM_FEE_BASIS_POINTS).toBe(0);
    for (const bad of ["-1", "2.5", "abc", "10001"]) {
      expect(() => loadConfig({ PLATFORM_FEE_BASIS_POINTS: bad })).toThrow(/PLATFORM_FEE_BASIS_POINTS/);
    }
  });

  it("takes the configured fee from a card payment and reports it in the settings", async () => {
    const api = as(ctx, a.cookie);
    const anonymous = as(ctx, null);
    expect((await api.get("/api/photographer")).json().platformFeePercent).toBe(250);
    const client = await api.post("/api/clients", {
      firstName: "Ana",
      lastName: "Ruiz",
      email: `${randomUUID().slice(0, 8)}@example.com`,
    });
    const created = await api.post("/api/proposals", {
      title: "Ruiz Wedding",
      clientId: client.json().id,
      items: [{ name: "Coverage", qty: 1, unitCents: 300_000 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const proposal = created.json() as Proposal;
    await anonymous.post(`/api/public/proposals/${proposal.token}/sign`, {
      signedByName: "Ana Ruiz",
      signedByEmail: "ana@example.com",
    });
    const pay = await anonymous.post(`/api/public/proposals/${proposal.token}/pay`, { mode: "FULL" });
    expect(pay.statusCode, pay.body).toBe(200);
    const sessionId = (pay.json().url as string).split("/").pop()!;
    expect((await anonymous.post(`/api/test-checkout/${sessionId}/pay`, card)).statusCode).toBe(200);
    const earnings = (await api.get("/api/stripe-connect/earnings")).json() as Earning[];
    // 324,750 paid; 2.5 % = 8,118.75 -> 8,119.
    expect(earnings[0]).toMatchObject({
      totalAmountCents: 324_750,
      platformFeeCents: 8_119,
      photographerEarningsCents: 316_631,
      currency: "USD",
    });
  });
});
