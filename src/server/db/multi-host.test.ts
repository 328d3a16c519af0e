import pg from "pg";
import { describe, expect, it } from "vitest";
import { openAppDatabase } from "../runtime.js";
import { createTestContextOn, testConfig } from "../test/context.js";
import { openTestDatabase, testDbKind } from "../test/databases.js";
import { createTestPhotographer } from "../test/factories.js";
import { as } from "../test/http.js";
import { isConnectionLoss } from "./connect.js";
import {
  connectionOptionsFor,
  isMultiHostUrl,
  NoWritableHostError,
  PrimaryLocator,
  parseDatabaseUrl,
} from "./multi-host.js";

describe("parseDatabaseUrl", () => {
  it("reads several hosts with their ports, the user, the password and the database", () => {
    const parsed = parseDatabaseUrl(
      "postgres://focal:s%40cret@db1.internal:5432,db2.internal:5433/focal?target_session_attrs=read-write&sslmode=require",
    );
    expect(parsed.hosts).toEqual([
      { host: "db1.internal", port: 5432 },
      { host: "db2.internal", port: 5433 },
    ]);
    expect(parsed.user).toBe("focal");
    expect(parsed.password).toBe("s@cret");
    expect(parsed.database).toBe("focal");
    expect(parsed.targetSessionAttrs).toBe("read-write");
    expect(parsed.params.sslmode).toBe("require");
    // What node-postgres reads: the first host, the other parameters, no target_session_attrs.
    expect(parsed.singleHostUrl).toBe("postgres://focal:s%40cret@db1.internal:5432/focal?sslmode=require");
  });

  it("gives a host without a port 5432, or the port parameter", () => {
    expect(parseDatabaseUrl("postgresql://a,b:6000/x").hosts).toEqual([
      { host: "a", port: 5432 },
      { host: "b", port: 6000 },
    ]);
    expect(parseDatabaseUrl("postgres://a,b/x?port=7000").hosts).toEqual([
      { host: "a", port: 7000 },
      { host: "b", port: 7000 },
    ]);
    expect(parseDatabaseUrl("postgres://a,b/x?port=7000,7001").hosts).toEqual([
      { host: "a", port: 7000 },
      { host: "b", port: 7001 },
    ]);
  });

  it("reads hosts given as a parameter, IPv6 addresses in brackets, and no host at all", () => {
    expect(parseDatabaseUrl("postgres:///x?host=h1,h2&port=1,2").hosts).toEqual([
      { host: "h1", port: 1 },
      { host: "h2", port: 2 },
    ]);
    expect(parseDatabaseUrl("postgres://u@[::1]:5433,[fe80::2]/x").hosts).toEqual([
      { host: "::1", port: 5433 },
      { host: "fe80::2", port: 5432 },
    ]);
    const bare = parseDatabaseUrl("postgres:///x");
    expect(bare.hosts).toEqual([{ host: "localhost", port: 5432 }]);
    expect(bare.user).toBeUndefined();
    expect(bare.targetSessionAttrs).toBe("any");
  });

  it("refuses bad ports, mismatched port lists and session attributes Focal cannot write through", () => {
    expect(() => parseDatabaseUrl("postgres://a:99999/x")).toThrow(/invalid port/);
    expect(() => parseDatabaseUrl("postgres://a:x1/x")).toThrow(/invalid port/);
    expect(() => parseDatabaseUrl("postgres://a,b,c/x?port=1,2")).toThrow(/3 hosts/);
    expect(() => parseDatabaseUrl("postgres://a,b/x?target_session_attrs=standby")).toThrow(/read-write/);
    expect(() => parseDatabaseUrl("mysql://a/x")).toThrow(/postgres:\/\//);
    // The password never appears in the message.
    expect(() => parseDatabaseUrl("postgres://u:topsecret@a:0/x")).toThrow(/u:\*\*\*@/);
  });

  it("leaves a single-host URL to node-postgres exactly as before", () => {
    const url = "postgres://postgres@127.0.0.1:5432/test";
    expect(isMultiHostUrl(url)).toBe(false);
    expect(connectionOptionsFor(url)).toEqual({ connectionString: url });
    expect(isMultiHostUrl("postgres://a:1,b:2/x")).toBe(true);
    expect(isMultiHostUrl("postgres://a/x?target_session_attrs=read-write")).toBe(true);
  });

  it("answers 'could not connect' when no host takes writes, which the API turns into a 503", async () => {
    const locator = new PrimaryLocator(parseDatabaseUrl("postgres://u@127.0.0.1:1,127.0.0.1:2/x"), 1000);
    const failure = await locator.target().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NoWritableHostError);
    expect(String((failure as Error).message)).toMatch(/127\.0\.0\.1:1.*127\.0\.0\.1:2/);
    expect(isConnectionLoss(failure)).toBe(true);
  });
});

async function deadPort(): Promise<number> {
  const net = await import("node:net");
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe.runIf(testDbKind() === "postgres")("a DATABASE_URL whose first host is down", () => {
  it("migrates, serves the API, listens and runs the queue on the second host", async () => {
    const test = await openTestDatabase();
    const url = new URL(test.url!);
    const multi =
      `postgres://${url.username || "postgres"}${url.password ? `:${url.password}` : ""}` +
      `@127.0.0.1:${await deadPort()},${url.host}${url.pathname}?target_session_attrs=read-write`;
    const { database } = await openAppDatabase(testConfig({ DATABASE_URL: multi }));
    const ctx = await createTestContextOn(database, { connectionString: multi });
    try {
      const studio = await createTestPhotographer(ctx);
      const created = await as(ctx, studio.cookie).post("/api/clients", {
        firstName: "Ann",
        lastName: "Lee",
        email: "ann@example.com",
      });
      expect(created.statusCode).toBe(201);
      expect((await as(ctx, studio.cookie).get("/api/clients")).json()).toEqual([
        expect.objectContaining({ firstName: "Ann" }),
      ]);
      // The queue's own pool reaches the database: the jobs the sign-up enqueued run.
      const drained = await ctx.queue.drain({ ignoreStartAfter: true });
      expect(drained.failed).toBe(0);
      // The app's pool, the LISTEN connection and pg-boss's pool are all on the live host.
      const admin = new pg.Client({ connectionString: test.url });
      await admin.connect();
      try {
        let names: string[] = [];
        for (let tries = 0; tries < 50; tries++) {
          const { rows } = await admin.query<{ application_name: string }>(
            "SELECT DISTINCT application_name FROM pg_stat_activity WHERE datname = current_database()",
          );
          names = rows.map((row) => row.application_name);
          if (names.includes("focal-listener")) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(names).toEqual(expect.arrayContaining(["focal", "focal-listener", "pgboss"]));
      } finally {
        await admin.end();
      }
    } finally {
      await ctx.close();
      await test.database.close();
    }
  });
});
