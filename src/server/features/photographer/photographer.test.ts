import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer } from "../../test/factories.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe("GET /api/photographer", () => {
  it("gives the signed-in studio's own settings and nothing secret", async () => {
    const a = await createTestPhotographer(ctx, { businessName: "Studio A" });
    const b = await createTestPhotographer(ctx, { businessName: "Studio B" });
    const resA = await ctx.app.inject({
      method: "GET",
      url: "/api/photographer",
      headers: { cookie: a.cookie },
    });
    const resB = await ctx.app.inject({
      method: "GET",
      url: "/api/photographer",
      headers: { cookie: b.cookie },
    });
    expect(resA.json()).toMatchObject({
      id: a.photographerId,
      businessName: "Studio A",
      timezone: "America/New_York",
    });
    expect(resB.json()).toMatchObject({ id: b.photographerId, businessName: "Studio B" });
    expect(resA.json().publicToken).not.toBe(resB.json().publicToken);
    expect(resA.body).not.toMatch(/calendarAccessToken|calendarRefreshToken|paymentAccountId/);
  });
});
