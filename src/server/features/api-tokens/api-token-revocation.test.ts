/**
 * Revoking a token counts at once on every server: a second server on the same database (its own pool,
 * as another process would have, with its read cache warm) refuses the token on the very next request
 * after the first server deleted it, with no wait for a notification. On PGlite (one process by design)
 * the second server shares the database.
 */
import fastifyCookie from "@fastify/cookie";
import Fastify from "fastify";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { registerAccessGuard } from "../../auth/guard.js";
import { type Database, openPostgres } from "../../db/connect.js";
import { registerErrorHandler } from "../../http/errors.js";
import type { App } from "../../http/types.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { testDbKind } from "../../test/databases.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { API_TOKEN_AUTH_MESSAGES, createApiTokenAuthenticator } from "./api-token-auth.js";
import { createToken } from "./api-tokens.fixture.js";

let ctx: TestContext;
let secondDatabase: Database;
let second: App;
let a: TestPhotographer;

beforeAll(async () => {
  ctx = await createTestContext();
  const pool = (ctx.database.db as unknown as { $client: pg.Pool }).$client;
  secondDatabase =
    testDbKind() === "postgres" ? openPostgres(pool.options.connectionString!, 3) : ctx.database;
  second = await buildApp({ ...ctx, database: secondDatabase, client: "none", logger: false });
  await second.ready();
  a = await createTestPhotographer(ctx, { businessName: "A" });
});

afterAll(async () => {
  await second?.close();
  if (secondDatabase && secondDatabase !== ctx.database) await secondDatabase.close();
  await ctx?.close();
});

const onSecond = (token: string, url: string) =>
  second.inject({ url, headers: { authorization: `Bearer ${token}` } });

describe("revoking a token", () => {
  it("is refused by the other server on the next request", async () => {
    const created = await createToken(ctx, a, { name: "Everywhere" });
    // The second server serves the studio's list from its read cache (once it listens, and once the
    // notice of the token's first use, last_used_at, has come and gone).
    const hits = second.readCache.stats.hits;
    const started = Date.now();
    while (second.readCache.stats.hits === hits) {
      expect((await onSecond(created.token, "/api/clients")).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(5000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    expect((await as(ctx, a.cookie).delete(`/api/api-tokens/${created.id}`)).statusCode).toBe(200);
    for (const url of ["/api/clients", "/api/projects"]) {
      const res = await onSecond(created.token, url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe(API_TOKEN_AUTH_MESSAGES.unknown);
    }
  });
});

describe("a request made with a token", () => {
  it("acts as the studio's photographer and is marked as a token's", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    await app.register(fastifyCookie);
    registerAccessGuard(app, secondDatabase, {
      sessionCacheSeconds: 0,
      bearer: createApiTokenAuthenticator(secondDatabase),
    });
    app.get("/api/whoami", async (request) => ({ user: request.user, apiToken: request.apiToken ?? null }));
    await app.ready();
    try {
      const created = await createToken(ctx, a, { name: "Who", scopes: ["write"] });
      const res = await app.inject({
        url: "/api/whoami",
        headers: { authorization: `Bearer ${created.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        user: { id: a.userId, role: "PHOTOGRAPHER", photographerId: a.photographerId, clientId: null },
        apiToken: { id: created.id, scopes: ["read", "write"] },
      });
      const session = await app.inject({ url: "/api/whoami", headers: { cookie: a.cookie } });
      expect(session.json()).toMatchObject({ user: { id: a.userId }, apiToken: null });
    } finally {
      await app.close();
    }
  });
});
