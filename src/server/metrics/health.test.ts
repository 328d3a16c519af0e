import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect.js";
import { markDraining, resetLifecycle } from "../http/lifecycle.js";
import { createTestContext, type TestContext } from "../test/context.js";
import { createReadiness } from "./readiness.js";

const lostConnection = () =>
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

describe("/healthz and /readyz on a server that runs no jobs", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ FOCAL_JOBS: "false" });
  });
  afterAll(() => ctx.close());

  it("says the process is up", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("is ready when the database answers, is migrated and the queue runs", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ready",
      checks: { database: "ok", migrations: "ok", queue: "ok", lifecycle: "serving" },
    });
  });

  it("turns unready while the database is unreachable, and ready again when it is back", async () => {
    const executeSql = ctx.database.executeSql;
    ctx.database.executeSql = () => Promise.reject(lostConnection());
    try {
      const res = await ctx.app.inject({ method: "GET", url: "/readyz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: "unready", checks: { database: "unreachable" } });
      // The process itself is still up: a balancer keeps it, a supervisor does not restart it.
      expect((await ctx.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      ctx.database.executeSql = executeSql;
    }
    expect((await ctx.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });

  it("turns unready within about a second when the database does not answer at all", async () => {
    const executeSql = ctx.database.executeSql;
    ctx.database.executeSql = () => new Promise(() => {});
    try {
      const started = Date.now();
      const res = await ctx.app.inject({ method: "GET", url: "/readyz" });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.database).toBe("timeout");
    } finally {
      ctx.database.executeSql = executeSql;
    }
  });

  it("turns unready while draining for a shutdown", async () => {
    markDraining();
    try {
      const res = await ctx.app.inject({ method: "GET", url: "/readyz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: "unready",
        checks: { database: "ok", lifecycle: "draining" },
      });
    } finally {
      resetLifecycle();
    }
  });

  it("is public and outside the API document", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    for (const path of ["/healthz", "/readyz", "/metrics"]) expect(doc.paths[path]).toBeUndefined();
    const routes = ctx.app.routeTable.filter((r) => ["/healthz", "/readyz", "/metrics"].includes(r.url));
    expect(routes.map((r) => [r.url, r.access])).toEqual([
      ["/healthz", "public"],
      ["/readyz", "public"],
      ["/metrics", "public"],
    ]);
  });

  it("answers 404 at /metrics when no METRICS_TOKEN is set", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: "Bearer anything-at-all-here" },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("/readyz on a server that runs jobs", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("is unready until the queue's workers run", async () => {
    const before = await ctx.app.inject({ method: "GET", url: "/readyz" });
    expect(before.statusCode).toBe(503);
    expect(before.json().checks).toMatchObject({ database: "ok", queue: "workers stopped" });
    await ctx.queue.work();
    expect((await ctx.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
    await ctx.queue.stop();
    const after = await ctx.app.inject({ method: "GET", url: "/readyz" });
    expect(after.json().checks.queue).toBe("stopped");
  });

  it("is unready while the database lacks a migration this build knows, until it has it", async () => {
    let applied = "1";
    const database = {
      kind: "pglite",
      executeSql: async (text: string) =>
        /__drizzle_migrations/.test(text) ? { rows: [{ at: applied }] } : { rows: [{ "?column?": 1 }] },
    } as unknown as Database;
    const queue = { status: () => ({ started: true, working: true }) } as unknown as TestContext["queue"];
    const readiness = createReadiness({ database, queue, jobs: true });
    expect((await readiness()).checks.migrations).toBe("pending");
    applied = String(Date.now() + 1000 * 3600 * 24 * 365 * 20);
    expect(await readiness()).toEqual({
      ready: true,
      checks: { database: "ok", migrations: "ok", queue: "ok", lifecycle: "serving" },
    });
  });
});
