/**
 * POST /api/create-payment-intent hands out client secrets to anyone: limited per address (card
 * testing), from PUBLIC_RATE_LIMIT. Parallel requests must not slip past the limit together.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.js";
import { PAYMENT_INTENTS_LIMITED } from "./payment-limits.js";

const LIMIT = 10;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_RATE_LIMIT: String(LIMIT) });
});
afterAll(() => ctx.close());

const intent = (address: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    payload: { amount: 49.99 },
    headers: { "x-forwarded-for": address },
  });

describe("POST /api/create-payment-intent", () => {
  it("answers at most the limit per address; the rest get 429 with Retry-After", async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => intent("203.0.113.7")));
    const ok = answers.filter((a) => a.statusCode === 200);
    const limited = answers.filter((a) => a.statusCode === 429);
    expect(ok.length).toBeGreaterThan(0);
    expect(ok.length).toBeLessThanOrEqual(LIMIT);
    expect(ok.length + limited.length).toBe(30);
    for (const a of limited) {
      expect(a.json()).toEqual({ message: PAYMENT_INTENTS_LIMITED });
      expect(Number(a.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Another address has its own allowance.
    expect((await intent("198.51.100.23")).statusCode).toBe(200);
  });
});
