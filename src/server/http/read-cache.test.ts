/**
 * The studio read cache may only ever save time: every cached route answers from memory exactly what
 * the database gave, and no change (through the API, written straight to the database by this process,
 * written by another process, a truncation) is ever hidden from the next read. Its counters show which
 * path answered, so a test that passes because nothing was cached cannot pass here.
 */
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseListener } from "../db/listener.js";
import { clients } from "../db/schema/index.js";
import { createTestContext, type TestContext } from "../test/context.js";
import { testDbKind } from "../test/databases.js";
import { as } from "../test/http.js";
import { createTenantFixture, type RecordKind, type TenantFixture } from "../test/tenant-fixture.js";
import { StudioReadCache } from "./read-cache.js";

/** The record each cached route's parameter names. A new cached route must be added here. */
const CACHED_ROUTES: Record<string, RecordKind | null> = {
  "/api/clients": null,
  "/api/clients/:id": "client",
  "/api/projects": null,
  "/api/projects/:id": "project",
  "/api/proposals": null,
  "/api/proposals/:id": "proposal",
  "/api/packages": null,
};

let ctx: TestContext;
let fx: TenantFixture;

beforeAll(async () => {
  ctx = await createTestContext();
  fx = await createTenantFixture(ctx);
});

afterAll(async () => {
  await ctx?.close();
});

const stats = () => ({ ...ctx.app.readCache.stats });

function urlOf(route: string): string {
  const kind = CACHED_ROUTES[route];
  return kind ? route.replace(":id", fx.ids[kind]) : route;
}

/** Waits for `check` to hold, for at most `ms`. */
async function within(ms: number, check: () => Promise<boolean>): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("the studio read cache", () => {
  it("every table with a photographer_id tells the caches of its changes", async () => {
    const { rows } = await ctx.database.executeSql(`
      SELECT c.table_name AS "table",
             array_agg(t.tgname::text ORDER BY t.tgname) FILTER (WHERE t.tgname IS NOT NULL) AS triggers
        FROM information_schema.columns c
        JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
        LEFT JOIN pg_trigger t ON t.tgrelid = format('%I.%I', c.table_schema, c.table_name)::regclass
             AND t.tgname LIKE 'focal_studio_%'
       WHERE c.table_schema = 'public' AND c.column_name = 'photographer_id' AND tb.table_type = 'BASE TABLE'
       GROUP BY c.table_name`);
    expect(rows.length).toBeGreaterThan(40);
    const missing = rows
      .filter(
        (row) =>
          String(row.triggers) !== String(["focal_studio_row_changed", "focal_studio_table_truncated"]),
      )
      .map((row) => row.table);
    expect(missing, "tables without focal_studio_row_changed / _truncated (see migration 0008)").toEqual([]);
  });

  it("caches exactly the photographer's list and detail reads", () => {
    const routes = ctx.app.routeTable.filter((route) => route.studioCache);
    expect(routes.map((route) => route.url).sort()).toEqual(Object.keys(CACHED_ROUTES).sort());
    for (const route of routes) {
      expect(route.method).toBe("GET");
      expect(route.access ?? "photographer").toBe("photographer");
    }
  });

  it("answers a repeated read from memory, byte for byte what the database gave", async () => {
    for (const route of Object.keys(CACHED_ROUTES)) {
      const url = urlOf(route);
      const first = await as(ctx, fx.a.cookie).get(url);
      expect(first.statusCode, url).toBe(200);
      const before = stats();
      const second = await as(ctx, fx.a.cookie).get(url);
      expect(stats().hits, url).toBe(before.hits + 1);
      expect(second.body, url).toBe(first.body);
      expect(second.headers["content-type"], url).toBe(first.headers["content-type"]);
      expect(JSON.parse(second.body), url).toBeTruthy();
    }
  });

  it("keeps each studio's answers to itself", async () => {
    const url = urlOf("/api/clients/:id");
    expect((await as(ctx, fx.a.cookie).get(url)).statusCode).toBe(200);
    expect((await as(ctx, fx.a.cookie).get(url)).statusCode).toBe(200);
    const other = await as(ctx, fx.b.cookie).get(url);
    expect(other.statusCode).toBe(404);
    const mine = await as(ctx, fx.a.cookie).get("/api/clients");
    const theirs = await as(ctx, fx.b.cookie).get("/api/clients");
    expect(theirs.body).not.toBe(mine.body);
    const mineIds = new Set(JSON.parse(mine.body).map((client: { id: string }) => client.id));
    expect(JSON.parse(theirs.body).filter((client: { id: string }) => mineIds.has(client.id))).toEqual([]);
  });

  it("does not store refusals", async () => {
    const url = "/api/clients/00000000-0000-4000-8000-000000000000";
    expect((await as(ctx, fx.a.cookie).get(url)).statusCode).toBe(404);
    const before = stats();
    expect((await as(ctx, fx.a.cookie).get(url)).statusCode).toBe(404);
    expect(stats().hits).toBe(before.hits);
  });

  it("shows a change made through the API at once", async () => {
    const list = async () => (await as(ctx, fx.a.cookie).get("/api/clients")).body;
    await list();
    await list();
    const created = await as(ctx, fx.a.cookie).post("/api/clients", {
      firstName: "Newly",
      lastName: "Cached",
    });
    expect(created.statusCode).toBe(201);
    expect(await list()).toContain("Newly");
    const id = JSON.parse(created.body).id as string;
    const detail = async () => JSON.parse((await as(ctx, fx.a.cookie).get(`/api/clients/${id}`)).body);
    await detail();
    expect((await detail()).firstName).toBe("Newly");
    const updated = await as(ctx, fx.a.cookie).put(`/api/clients/${id}`, {
      firstName: "Renamed",
      lastName: "Cached",
    });
    expect(updated.statusCode).toBe(200);
    expect((await detail()).firstName).toBe("Renamed");
    expect(await list()).toContain("Renamed");
  });

  it("shows a change this process wrote straight to the database at once (a job, a public page)", async () => {
    const url = urlOf("/api/clients/:id");
    await as(ctx, fx.a.cookie).get(url);
    const before = stats();
    await ctx.database.db
      .update(clients)
      .set({ notes: "Written by a job" })
      .where(eq(clients.id, fx.ids.client));
    expect(JSON.parse((await as(ctx, fx.a.cookie).get(url)).body).notes).toBe("Written by a job");
    // PGlite delivers its NOTIFY before the statement's promise settles; a pool hears the NOTICE.
    const heard = ctx.database.kind === "postgres" ? stats().notices : stats().notifications;
    expect(heard).toBeGreaterThan(ctx.database.kind === "postgres" ? before.notices : before.notifications);
  });

  it("empties a studio's answers when one of its tables is truncated", async () => {
    const packages = async () => JSON.parse((await as(ctx, fx.a.cookie).get("/api/packages")).body);
    await packages();
    expect((await packages()).some((p: { items: unknown[] }) => p.items.length > 0)).toBe(true);
    await ctx.database.executeSql("TRUNCATE package_items");
    expect((await packages()).every((p: { items: unknown[] }) => p.items.length === 0)).toBe(true);
  });

  describe.skipIf(testDbKind() !== "postgres")("with another server process on the same database", () => {
    let other: pg.Client;

    beforeAll(async () => {
      const pool = (ctx.database.db as unknown as { $client: pg.Pool }).$client;
      other = new pg.Client({ connectionString: pool.options.connectionString });
      await other.connect();
    });

    afterAll(async () => {
      await other?.end();
    });

    it("hears another process's change through NOTIFY", async () => {
      const url = urlOf("/api/projects/:id");
      await as(ctx, fx.a.cookie).get(url);
      const before = stats();
      await other.query("UPDATE projects SET notes = 'From the other server' WHERE id = $1", [
        fx.ids.project,
      ]);
      await within(2000, async () =>
        (await as(ctx, fx.a.cookie).get(url)).body.includes("From the other server"),
      );
      expect(stats().notifications).toBeGreaterThan(before.notifications);
    });

    it("serves nothing while its listening connection is down, then listens again", async () => {
      const url = urlOf("/api/proposals/:id");
      await as(ctx, fx.a.cookie).get(url);
      await other.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = 'focal-listener' AND datname = current_database()`,
      );
      await within(2000, async () => !ctx.app.readCache.isServing);
      await other.query("UPDATE estimates SET title = 'Changed while deaf' WHERE id = $1", [fx.ids.proposal]);
      const before = stats();
      const body = (await as(ctx, fx.a.cookie).get(url)).body;
      expect(body).toContain("Changed while deaf");
      expect((await as(ctx, fx.a.cookie).get(url)).body).toBe(body);
      expect(stats().hits).toBe(before.hits);
      await within(5000, async () => ctx.app.readCache.isServing);
      await as(ctx, fx.a.cookie).get(url);
      const after = stats();
      expect((await as(ctx, fx.a.cookie).get(url)).body).toBe(body);
      expect(stats().hits).toBe(after.hits + 1);
    });
  });
});

describe("the cache's bookkeeping", () => {
  const listening = { isListening: true, on() {}, onReset() {} } as unknown as DatabaseListener;

  it("does not store a read that was running when its studio changed", () => {
    const cache = new StudioReadCache(listening, { ttlMs: 60_000 });
    const begun = cache.begin();
    cache.invalidate("studio-a");
    cache.store("studio-a", "/api/clients", begun, "[]", "application/json");
    expect(cache.get("studio-a", "/api/clients")).toBeNull();
    expect(cache.stats.raced).toBe(1);
    // Another studio's change does not matter; everyone's (`*`) does.
    const next = cache.begin();
    cache.invalidate("studio-b");
    cache.store("studio-a", "/api/clients", next, "[1]", "application/json");
    expect(cache.get("studio-a", "/api/clients")?.body).toBe("[1]");
    const last = cache.begin();
    cache.invalidate("*");
    cache.store("studio-a", "/api/projects", last, "[2]", "application/json");
    expect(cache.get("studio-a", "/api/projects")).toBeNull();
  });

  it("forgets an answer after its time to live", async () => {
    const cache = new StudioReadCache(listening, { ttlMs: 30 });
    cache.store("s", "/api/packages", cache.begin(), "[]", "application/json");
    expect(cache.get("s", "/api/packages")).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(cache.get("s", "/api/packages")).toBeNull();
  });

  it("bounds the URLs of a studio and the bytes of all studios", () => {
    const cache = new StudioReadCache(listening, { ttlMs: 60_000, maxEntriesPerStudio: 2, maxBytes: 100 });
    for (const search of ["a", "b", "c"]) {
      cache.store("s", `/api/clients?search=${search}`, cache.begin(), "[]", "application/json");
    }
    expect(cache.get("s", "/api/clients?search=a")).toBeNull();
    expect(cache.get("s", "/api/clients?search=c")).not.toBeNull();
    cache.store("t", "/api/clients", cache.begin(), "x".repeat(30), "application/json");
    cache.get("s", "/api/clients?search=c"); // s is now the more recently read
    cache.store("u", "/api/clients", cache.begin(), "y".repeat(30), "application/json");
    expect(cache.size.bytes).toBeLessThanOrEqual(100);
    expect(cache.get("t", "/api/clients")).toBeNull();
    expect(cache.get("s", "/api/clients?search=c")).not.toBeNull();
    expect(cache.get("u", "/api/clients")).not.toBeNull();
  });

  it("serves nothing while its listener is not listening", () => {
    const deaf = { isListening: false, on() {}, onReset() {} } as unknown as DatabaseListener;
    const cache = new StudioReadCache(deaf, { ttlMs: 60_000 });
    cache.store("s", "/api/packages", cache.begin(), "[]", "application/json");
    expect(cache.get("s", "/api/packages")).toBeNull();
  });
});
