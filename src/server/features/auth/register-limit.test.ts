import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ REGISTER_RATE_LIMIT: "3" });
});
afterAll(() => ctx.close());

let n = 0;
const register = (ip: string, email = `limit-${++n}@example.com`) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: { businessName: "Limit Studio", email, password: "long-enough" },
    remoteAddress: ip,
  });

describe("POST /api/auth/register rate limit", () => {
  it("allows a few sign-ups per address an hour, then answers 429 with a message", async () => {
    expect((await register("10.9.0.1")).statusCode).toBe(201);
    expect((await register("10.9.0.1")).statusCode).toBe(201);
    // Refused sign-ups count too: probing which e-mails exist is limited the same way.
    expect((await register("10.9.0.1", "limit-1@example.com")).statusCode).toBe(409);
    const blocked = await register("10.9.0.1");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many sign-ups from this address\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(/in (\d+) minutes?/.exec(blocked.json().message)![1])).toBeGreaterThan(55);
    // Nothing was created by the refused request.
    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: `limit-${n}@example.com`, password: "long-enough" },
      remoteAddress: "10.9.0.1",
    });
    expect(login.statusCode).toBe(401);

    // Another address is not affected.
    expect((await register("10.9.0.2")).statusCode).toBe(201);
  });

  it("does not count requests that fail validation", async () => {
    for (let i = 0; i < 5; i++) {
      const bad = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { businessName: "", email: "x", password: "" },
        remoteAddress: "10.9.1.1",
      });
      expect(bad.statusCode).toBe(400);
    }
    expect((await register("10.9.1.1")).statusCode).toBe(201);
  });
});
