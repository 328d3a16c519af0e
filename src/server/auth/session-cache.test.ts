/**
 * The session cache must never outlive a revocation: a second server instance on the same database
 * (its own pool and its own LISTEN connection, as a second process would have) serves a cached session
 * only until the NOTIFY of the logout, password change or client deletion reaches it. Its TTL is set far
 * longer than any wait here, so only the notification can explain the 401s. On PGlite (one process by
 * design) the second instance shares the database and gets the same notifications.
 */
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "../../shared/auth.js";
import { type Database, openPostgres } from "../db/connect.js";
import type { DatabaseListener } from "../db/listener.js";
import { clients, users } from "../db/schema/index.js";
import { registerErrorHandler } from "../http/errors.js";
import { createTestContext, type TestContext } from "../test/context.js";
import { testDbKind } from "../test/databases.js";
import { createTestPhotographer, sessionCookieFrom } from "../test/factories.js";
import { as } from "../test/http.js";
import { registerAccessGuard } from "./guard.js";
import { SESSION_CHANNEL, SessionCache } from "./session-cache.js";
import { createSession } from "./sessions.js";

interface Instance {
  app: FastifyInstance;
  cache: SessionCache;
  whoami(cookie: string): Promise<number>;
}

/**
 * A second server: the real guard (cache on, 5 minute TTL) in front of a route that needs a session. Its
 * cache is isolated from this process's own invalidations, as another process's would be.
 */
async function secondInstance(database: Database): Promise<Instance> {
  const app = Fastify();
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  const cache = registerAccessGuard(app, database, { sessionCacheSeconds: 300, isolatedSessionCache: true });
  app.get("/api/whoami", { config: { access: "any" } }, async (request) => request.user);
  await app.ready();
  return {
    app,
    cache,
    whoami: async (cookie) => (await app.inject({ url: "/api/whoami", headers: { cookie } })).statusCode,
  };
}

/** Waits for `check` to hold, for at most `ms`; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

let ctx: TestContext;
let secondDatabase: Database;
let second: Instance;
let notificationsBefore = 0;

/** The second instance learnt of the change through PostgreSQL, then refused the session. */
async function refusedOnSecond(cookie: string): Promise<void> {
  await within(2000, async () => (await second.whoami(cookie)) === 401);
  expect(second.cache.stats.notifications).toBeGreaterThan(notificationsBefore);
}

beforeAll(async () => {
  ctx = await createTestContext();
  // A second process has its own pool on the same database; PGlite is one process by design.
  const pool = (ctx.database.db as unknown as { $client: pg.Pool }).$client;
  secondDatabase =
    testDbKind() === "postgres" ? openPostgres(pool.options.connectionString!, 3) : ctx.database;
  second = await secondInstance(secondDatabase);
  await within(5000, async () => second.cache.isListening);
});

afterAll(async () => {
  await second.app.close();
  if (secondDatabase !== ctx.database) await secondDatabase.close();
  await ctx.close();
});

/** Signs in again as `who`: another browser, another session. */
async function signIn(who: { email: string; password: string }): Promise<string> {
  const login = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: who.email, password: who.password },
  });
  expect(login.statusCode).toBe(200);
  return sessionCookieFrom(login.headers["set-cookie"]);
}

/** The second instance answers from its cache: two calls, the second a hit. */
async function cachedOnSecond(cookie: string): Promise<void> {
  notificationsBefore = second.cache.stats.notifications;
  expect(await second.whoami(cookie)).toBe(200);
  const hits = second.cache.stats.hits;
  expect(await second.whoami(cookie)).toBe(200);
  expect(second.cache.stats.hits).toBe(hits + 1);
}

describe("the session cache across two server instances", () => {
  it("serves a signed-in session from memory", async () => {
    const photographer = await createTestPhotographer(ctx);
    await cachedOnSecond(photographer.cookie);
  });

  it("refuses a signed-out session at once on the instance that signed it out", async () => {
    const photographer = await createTestPhotographer(ctx);
    const asPhotographer = as(ctx, photographer.cookie);
    expect((await asPhotographer.get("/api/clients")).statusCode).toBe(200);
    expect((await asPhotographer.get("/api/clients")).statusCode).toBe(200);
    await asPhotographer.post("/api/auth/logout");
    expect((await asPhotographer.get("/api/clients")).statusCode).toBe(401);
  });

  it("drops a session when it signs out on the other instance", async () => {
    const photographer = await createTestPhotographer(ctx);
    await cachedOnSecond(photographer.cookie);
    const logout = await as(ctx, photographer.cookie).post("/api/auth/logout");
    expect(logout.statusCode).toBe(200);
    await refusedOnSecond(photographer.cookie);
  });

  it("drops the other sessions when the password changes on the other instance", async () => {
    const photographer = await createTestPhotographer(ctx);
    const otherBrowser = await signIn(photographer);
    await cachedOnSecond(otherBrowser);
    const changed = await as(ctx, photographer.cookie).post("/api/auth/change-password", {
      currentPassword: photographer.password,
      newPassword: "a brand new passphrase",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await refusedOnSecond(otherBrowser);
    expect(await second.whoami(photographer.cookie)).toBe(401); // rotated: the old cookie is gone too
    expect(await second.whoami(sessionCookieFrom(changed.headers["set-cookie"]))).toBe(200);
  });

  it("drops the other sessions when they are signed out from Settings", async () => {
    const photographer = await createTestPhotographer(ctx);
    const otherBrowser = await signIn(photographer);
    await cachedOnSecond(otherBrowser);
    await cachedOnSecond(photographer.cookie);
    const revoked = await as(ctx, photographer.cookie).post("/api/auth/sessions/revoke-others");
    expect(revoked.statusCode).toBe(200);
    await refusedOnSecond(otherBrowser);
    expect(await second.whoami(photographer.cookie)).toBe(200);
  });

  it("drops a client's portal session when the studio deletes the client", async () => {
    const photographer = await createTestPhotographer(ctx);
    const [client] = await ctx.database.db
      .insert(clients)
      .values({ photographerId: photographer.photographerId, firstName: "Bea", lastName: "Portal" })
      .returning();
    const [user] = await ctx.database.db
      .insert(users)
      .values({
        email: `bea-${client!.id}@example.com`,
        role: "CLIENT",
        photographerId: photographer.photographerId,
        clientId: client!.id,
      })
      .returning();
    const { token } = await createSession(ctx.database.db, user!.id, 1);
    const portalCookie = `focal_session=${token}`;
    await cachedOnSecond(portalCookie);
    const deleted = await as(ctx, photographer.cookie).delete(`/api/clients/${client!.id}`);
    expect(deleted.statusCode).toBe(200);
    await refusedOnSecond(portalCookie);
  });

  it.skipIf(testDbKind() !== "postgres")(
    "stops serving from memory while its listening connection is down, and listens again",
    async () => {
      const photographer = await createTestPhotographer(ctx);
      await cachedOnSecond(photographer.cookie);
      await ctx.database.executeSql(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = 'focal-listener' AND datname = current_database()`,
      );
      await within(2000, async () => !second.cache.isListening);
      const hits = second.cache.stats.hits;
      expect(await second.whoami(photographer.cookie)).toBe(200);
      expect(second.cache.stats.hits).toBe(hits); // read from the database, not from memory
      await within(5000, async () => second.cache.isListening);
      await cachedOnSecond(photographer.cookie);
      await as(ctx, photographer.cookie).post("/api/auth/logout");
      await refusedOnSecond(photographer.cookie);
    },
  );
});

describe("the session cache's memory bound", () => {
  /** A listener that is always listening and lets the test deliver notifications and resets. */
  function fakeListener() {
    const handlers = new Map<string, (payload: string | undefined) => void>();
    const resets: (() => void)[] = [];
    const listener = {
      isListening: true,
      on: (channel: string, handler: (payload: string | undefined) => void) => handlers.set(channel, handler),
      onReset: (handler: () => void) => resets.push(handler),
    } as unknown as DatabaseListener;
    return {
      listener,
      notify: (payload: string) => handlers.get(SESSION_CHANNEL)?.(payload),
      reset: () => {
        for (const handler of resets) handler();
      },
    };
  }

  const userOf = (n: number, clientId: string | null = null): SessionUser => ({
    id: `user-${n}`,
    email: `user-${n}@example.com`,
    role: clientId ? "CLIENT" : "PHOTOGRAPHER",
    photographerId: `studio-${n}`,
    clientId,
    timezone: "America/New_York",
    publicToken: null,
    businessName: `Studio ${n}`,
  });
  const later = new Date(Date.now() + 86_400_000);
  /** The hash of session `n`: all of the same length, so that all entries count the same. */
  const hashOf = (n: number) => `hash-${String(n).padStart(4, "0")}`;
  const put = (cache: SessionCache, n: number, clientId: string | null = null) =>
    cache.store(hashOf(n), cache.begin(), { user: userOf(n, clientId), expiresAt: later });

  /** What one entry like those above is counted as. */
  function entryBytes(): number {
    const cache = new SessionCache(fakeListener().listener, 60_000, { isolated: true });
    put(cache, 1);
    return cache.size.bytes;
  }

  it("estimates an entry from its user's JSON, the key and a fixed overhead", () => {
    const size = entryBytes();
    expect(size).toBeGreaterThan(JSON.stringify(userOf(1)).length + hashOf(1).length);
    expect(size).toBeLessThan(2000);
  });

  it("drops the least recently used sessions beyond its bytes", () => {
    const size = entryBytes();
    const cache = new SessionCache(fakeListener().listener, 60_000, { isolated: true, maxBytes: size * 3 });
    put(cache, 1);
    put(cache, 2);
    put(cache, 3);
    expect(cache.size).toEqual({ entries: 3, bytes: size * 3 });
    expect(cache.get(hashOf(1))?.id).toBe("user-1"); // used: now the most recent

    put(cache, 4);
    expect(cache.size).toEqual({ entries: 3, bytes: size * 3 });
    expect(cache.get(hashOf(2)), "the least recently used went").toBeNull();
    expect(cache.get(hashOf(1))?.id).toBe("user-1");
    expect(cache.get(hashOf(3))?.id).toBe("user-3");
    expect(cache.get(hashOf(4))?.id).toBe("user-4");

    for (let n = 5; n < 200; n++) {
      put(cache, n);
      expect(cache.size.bytes).toBeLessThanOrEqual(size * 3);
    }
    expect(cache.get(hashOf(199))?.id).toBe("user-199");
  });

  it("keeps nothing larger than its whole bound", () => {
    const cache = new SessionCache(fakeListener().listener, 60_000, { isolated: true, maxBytes: 100 });
    put(cache, 1);
    expect(cache.get(hashOf(1))).toBeNull();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it("keeps its count right through stores, invalidations and resets", () => {
    const size = entryBytes();
    const fake = fakeListener();
    const cache = new SessionCache(fake.listener, 60_000, { isolated: true });
    put(cache, 1);
    put(cache, 1); // the same session looked up again: counted once
    put(cache, 2);
    put(cache, 3, "client-3");
    put(cache, 4);
    expect(cache.size).toEqual({ entries: 4, bytes: size * 4 });
    cache.store(hashOf(4), cache.begin(), null); // the session is gone
    expect(cache.size).toEqual({ entries: 3, bytes: size * 3 });
    fake.notify(JSON.stringify({ idHash: hashOf(1) }));
    expect(cache.size).toEqual({ entries: 2, bytes: size * 2 });
    fake.notify(JSON.stringify({ clientId: "client-3" }));
    expect(cache.size).toEqual({ entries: 1, bytes: size });
    cache.invalidate({ userId: "user-2" });
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    put(cache, 5);
    fake.reset();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    put(cache, 6);
    fake.notify("not json");
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});
