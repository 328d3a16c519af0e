/**
 * Calling the API with `Authorization: Bearer focal_…`: a read token reads and is refused writes, a
 * write token writes (from any site: no cookie, no CSRF check), the session, two-factor, token and portal
 * routes refuse tokens, an expired or unknown or malformed one is a 401, a busy token is limited, and
 * last_used_at is written at most once a minute.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BEARER_MESSAGES } from "../../auth/guard.js";
import { apiTokens, clients, rateLimits } from "../../db/schema/index.js";
import { CROSS_SITE_MESSAGE } from "../../http/csrf.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { API_TOKEN_AUTH_MESSAGES, API_TOKEN_REQUESTS_PER_MINUTE } from "./api-token-auth.js";
import { createToken, withToken } from "./api-tokens.fixture.js";

let ctx: TestContext;
let a: TestPhotographer;
let read: string;
let write: string;

beforeAll(async () => {
  ctx = await createTestContext();
  a = await createTestPhotographer(ctx, { businessName: "A" });
  read = (await createToken(ctx, a, { name: "Reader", scopes: ["read"] })).token;
  write = (await createToken(ctx, a, { name: "Writer", scopes: ["write"] })).token;
  expect(
    (await as(ctx, a.cookie).post("/api/clients", { firstName: "Ana", lastName: "Existing" })).statusCode,
  ).toBe(201);
});
afterAll(() => ctx.close());

const clientNames = async () =>
  (await ctx.database.db.select().from(clients).where(eq(clients.photographerId, a.photographerId))).map(
    (c) => c.lastName,
  );

describe("a read token", () => {
  it("reads what the photographer's session reads", async () => {
    for (const url of ["/api/clients", "/api/projects", "/api/packages"]) {
      const res = await withToken(ctx, read).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe((await as(ctx, a.cookie).get(url)).body);
    }
    expect((await withToken(ctx, read).head("/api/clients")).statusCode).toBe(200);
    expect((await withToken(ctx, read).get("/api/clients")).json()[0].lastName).toBe("Existing");
  });

  it("is refused every write with 403, and nothing is written", async () => {
    const existing = (await withToken(ctx, read).get("/api/clients")).json()[0].id as string;
    for (const res of [
      await withToken(ctx, read).post("/api/clients", { firstName: "Rea", lastName: "Denied" }),
      await withToken(ctx, read).put("/api/photographer", { businessName: "Taken over" }),
      await withToken(ctx, read).delete(`/api/clients/${existing}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(API_TOKEN_AUTH_MESSAGES.readOnly);
    }
    expect(await clientNames()).not.toContain("Denied");
    expect(await clientNames()).toContain("Existing");
  });
});

describe("a write token", () => {
  it("writes as the studio's photographer, and reads too", async () => {
    const res = await withToken(ctx, write).post("/api/clients", { firstName: "Wri", lastName: "Tten" });
    expect(res.statusCode, res.body).toBe(201);
    expect(await clientNames()).toContain("Tten");
    expect((await withToken(ctx, write).get(`/api/clients/${res.json().id}`)).json().lastName).toBe("Tten");
  });

  it("needs no CSRF check without a cookie, while a cookie from another site is still refused", async () => {
    const evil = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    const res = await withToken(ctx, write, evil).post("/api/clients", {
      firstName: "Cro",
      lastName: "Script",
    });
    expect(res.statusCode, res.body).toBe(201);
    const forged = await ctx.app.inject({
      method: "POST",
      url: "/api/clients",
      headers: { cookie: a.cookie, ...evil },
      payload: { firstName: "For", lastName: "Ged" },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe(CROSS_SITE_MESSAGE);
    // A cookie beside the token keeps the check, and then the pair is refused as ambiguous.
    const both = await withToken(ctx, write, { cookie: a.cookie, ...evil }).post("/api/clients", {
      firstName: "Bo",
      lastName: "Th",
    });
    expect(both.statusCode).toBe(403);
    expect(await clientNames()).not.toContain("Ged");
    expect(await clientNames()).not.toContain("Th");
  });

  it("is refused beside a session cookie (ambiguous: 400)", async () => {
    const res = await withToken(ctx, write, { cookie: a.cookie }).post("/api/clients", {
      firstName: "Am",
      lastName: "Biguous",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(BEARER_MESSAGES.both);
    expect((await withToken(ctx, read, { cookie: a.cookie }).get("/api/clients")).statusCode).toBe(400);
    expect(await clientNames()).not.toContain("Biguous");
  });
});

describe("where tokens are refused", () => {
  it("refuses them on the session and two-factor routes, which still work with the cookie", async () => {
    for (const [method, url] of [
      ["GET", "/api/auth/me"],
      ["GET", "/api/auth/sessions"],
      ["POST", "/api/auth/logout"],
      ["POST", "/api/auth/change-password"],
      ["GET", "/api/auth/two-factor"],
      ["POST", "/api/auth/two-factor/setup"],
      ["POST", "/api/auth/login"],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${write}` },
        payload: {},
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toBe(BEARER_MESSAGES.refused);
    }
    expect((await as(ctx, a.cookie).get("/api/auth/me")).statusCode).toBe(200);
    expect((await as(ctx, a.cookie).get("/api/auth/two-factor")).statusCode).toBe(200);
  });

  it("refuses them on the portal's routes", async () => {
    const res = await withToken(ctx, write).get("/api/client-portal/messages");
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(BEARER_MESSAGES.refused);
  });

  it("answers 401 to a malformed header, an unknown token and an expired one", async () => {
    const cases: [string, string][] = [
      ["Bearer", API_TOKEN_AUTH_MESSAGES.malformed],
      ["Bearer ", API_TOKEN_AUTH_MESSAGES.malformed],
      ["Bearer not-a-token", API_TOKEN_AUTH_MESSAGES.malformed],
      [`Bearer ${write}x`, API_TOKEN_AUTH_MESSAGES.malformed],
      [`Bearer  ${write}`, API_TOKEN_AUTH_MESSAGES.malformed],
      [`bearer ${write}`, API_TOKEN_AUTH_MESSAGES.malformed],
      [write, API_TOKEN_AUTH_MESSAGES.malformed],
      [`Bearer focal_${"A".repeat(43)}`, API_TOKEN_AUTH_MESSAGES.unknown],
    ];
    for (const [authorization, message] of cases) {
      const res = await ctx.app.inject({ url: "/api/clients", headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().message, authorization).toBe(message);
    }
    // Another scheme (a proxy's login) is not a token: without a session it is the usual 401.
    const basic = await ctx.app.inject({
      url: "/api/clients",
      headers: { authorization: "Basic dXNlcjpwYXNz" },
    });
    expect(basic.statusCode).toBe(401);
    expect(basic.json().message).toBe("Not signed in");

    const soon = await createToken(ctx, a, {
      name: "Short-lived",
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await withToken(ctx, soon.token).get("/api/clients")).statusCode).toBe(200);
    await ctx.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, soon.id));
    const expired = await withToken(ctx, soon.token).get("/api/clients");
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(API_TOKEN_AUTH_MESSAGES.expired);
  });
});

describe("a busy token", () => {
  it(`is limited to ${API_TOKEN_REQUESTS_PER_MINUTE} requests a minute: 429 with Retry-After, nothing done`, async () => {
    const busy = await createToken(ctx, a, { name: "Busy", scopes: ["write"] });
    expect((await withToken(ctx, busy.token).get("/api/clients")).statusCode).toBe(200);
    const key = `api-token:${busy.id}`;
    const [counter] = await ctx.database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(counter!.count).toBe(1);
    // The rest of the minute's requests, as if made: the next one is over the limit.
    await ctx.database.db
      .update(rateLimits)
      .set({ count: API_TOKEN_REQUESTS_PER_MINUTE })
      .where(eq(rateLimits.key, key));
    const res = await withToken(ctx, busy.token).post("/api/clients", { firstName: "Too", lastName: "Many" });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(API_TOKEN_AUTH_MESSAGES.tooMany);
    expect(Number(res.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(await clientNames()).not.toContain("Many");
    // Counted per token: the studio's other tokens go on.
    expect((await withToken(ctx, read).get("/api/clients")).statusCode).toBe(200);
  });
});

describe.runIf(testDbKind() === "postgres")("a busy token in parallel", () => {
  it("gets exactly the slots left in its minute, however many requests race for them", async () => {
    const busy = await createToken(ctx, a, { name: "Racing" });
    expect((await withToken(ctx, busy.token).get("/api/clients")).statusCode).toBe(200);
    await ctx.database.db
      .update(rateLimits)
      .set({ count: API_TOKEN_REQUESTS_PER_MINUTE - 10 })
      .where(eq(rateLimits.key, `api-token:${busy.id}`));
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => withToken(ctx, busy.token).get("/api/clients")),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(15);
  });
});

describe("last used", () => {
  it("is written on first use, then at most about once a minute", async () => {
    const created = await createToken(ctx, a, { name: "Tracked" });
    const lastUsed = async () => {
      const [row] = await ctx.database.db
        .select({ at: apiTokens.lastUsedAt })
        .from(apiTokens)
        .where(and(eq(apiTokens.id, created.id), eq(apiTokens.photographerId, a.photographerId)));
      return row!.at;
    };
    expect(await lastUsed()).toBeNull();
    await withToken(ctx, created.token).get("/api/clients");
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    for (let i = 0; i < 5; i++) await withToken(ctx, created.token).get("/api/clients");
    expect(await lastUsed()).toEqual(first);
    const listed = (await as(ctx, a.cookie).get("/api/api-tokens")).json() as {
      id: string;
      lastUsedAt: string;
    }[];
    expect(listed.find((t) => t.id === created.id)?.lastUsedAt).toBe(first!.toISOString());

    const longAgo = new Date(Date.now() - 5 * 60_000);
    await ctx.database.db.update(apiTokens).set({ lastUsedAt: longAgo }).where(eq(apiTokens.id, created.id));
    await withToken(ctx, created.token).get("/api/projects");
    expect((await lastUsed())!.getTime()).toBeGreaterThan(longAgo.getTime() + 4 * 60_000);
  });
});
