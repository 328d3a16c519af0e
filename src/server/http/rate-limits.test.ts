/**
 * The public endpoints that create rows or send e-mail are limited in the database per caller: past
 * the limit a request gets 429 `{ message }` with Retry-After and does nothing. (Sign-in and the lead
 * widget have their own tests: features/auth, features/widget; every limit under 300 parallel
 * requests: parallel-limits.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_LINK_EXCHANGE_LIMITED, LOGIN_LINK_SEND_LIMITED } from "../features/portal/portal-limits.js";
import { BOOKING_RATE_LIMITED } from "../features/scheduling/scheduling.module.js";
import { createTestContext, type TestContext } from "../test/context.js";
import { changedTables, databaseDigest } from "../test/db-digest.js";
import { createTestPhotographer } from "../test/factories.js";
import { as } from "../test/http.js";
import { dateAhead, setEveryDayHours, slotAt, validBooking } from "../test/scheduling-fixtures.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_RATE_LIMIT: "2" });
});
afterAll(() => ctx.close());

describe("rate limits on public endpoints", () => {
  it("limits public bookings per visitor address and studio", async () => {
    const studio = await createTestPhotographer(ctx);
    await setEveryDayHours(ctx, studio);
    const me = await as(ctx, studio.cookie).get("/api/auth/me");
    const token = me.json().publicToken as string;
    const date = dateAhead(5);
    const book = (hhmm: string, ip = "203.0.113.7") =>
      ctx.app.inject({
        method: "POST",
        url: `/api/public/booking/calendar/${token}/book/${date}/${slotAt(date, hhmm)}`,
        headers: { "x-forwarded-for": ip },
        payload: validBooking(`guest-${hhmm.replace(":", "")}@example.com`),
      });
    expect((await book("09:00")).statusCode).toBe(201);
    expect((await book("10:00")).statusCode).toBe(201);
    const before = await databaseDigest(ctx.database);
    const refused = await book("11:00");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: BOOKING_RATE_LIMITED });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(changedTables(before, await databaseDigest(ctx.database))).toEqual([]);
    // Another visitor is not held back by the first one's attempts.
    expect((await book("11:00", "198.51.100.9")).statusCode).toBe(201);
  });

  it("limits login links sent to one client, and link exchanges per address", async () => {
    const studio = await createTestPhotographer(ctx);
    const client = await as(ctx, studio.cookie).post("/api/clients", {
      firstName: "Lina",
      lastName: "Portal",
      email: "lina@example.com",
    });
    const send = () => as(ctx, studio.cookie).post(`/api/clients/${client.json().id}/send-login-link`, {});
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const before = await databaseDigest(ctx.database);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: LOGIN_LINK_SEND_LIMITED });
    expect(changedTables(before, await databaseDigest(ctx.database))).toEqual([]);

    const exchange = () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/client-portal/login",
        headers: { "x-forwarded-for": "192.0.2.44" },
        payload: { token: "a-token-nobody-was-given-0123456789" },
      });
    expect((await exchange()).statusCode).not.toBe(429);
    expect((await exchange()).statusCode).not.toBe(429);
    const third = await exchange();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ message: LOGIN_LINK_EXCHANGE_LIMITED });
  });
});

describe("addresses", () => {
  it("ignores X-Forwarded-For unless TRUST_PROXY is set, so a visitor can't pick a fresh address per try", async () => {
    const direct = await createTestContext({ PUBLIC_RATE_LIMIT: "1", TRUST_PROXY: "false" });
    try {
      const exchange = (ip: string) =>
        direct.app.inject({
          method: "POST",
          url: "/api/client-portal/login",
          headers: { "x-forwarded-for": ip },
          payload: { token: "a-token-nobody-was-given-0123456789" },
        });
      expect((await exchange("192.0.2.1")).statusCode).not.toBe(429);
      expect((await exchange("192.0.2.2")).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
