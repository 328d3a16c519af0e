import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase, type TestDatabase, testDbKind } from "../test/databases.js";
import { isConnectionLoss } from "./connect.js";

describe("isConnectionLoss", () => {
  it("recognises a server that went away, and not a failed statement", () => {
    expect(isConnectionLoss(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(
      true,
    );
    expect(isConnectionLoss(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isConnectionLoss(new Error("fetch failed", { cause: { code: "ECONNREFUSED" } }))).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isConnectionLoss(new Error("syntax error at or near"))).toBe(false);
    expect(isConnectionLoss(undefined)).toBe(false);
  });
});

// Terminating backends needs a PostgreSQL server; each test file has a database of its own there.
describe.runIf(testDbKind() === "postgres")("the PostgreSQL pool when its connections die", () => {
  let test: TestDatabase;
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

  /** Ends every other connection to this test database, as a PostgreSQL restart would. */
  async function terminateOthers(): Promise<number> {
    const admin = new pg.Client({ connectionString: test.url });
    await admin.connect();
    try {
      // Two statements: in one, the planner may terminate this very connection before filtering it out.
      const { rows } = await admin.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
      );
      const pids = rows.map((row) => row.pid);
      await admin.query("SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid", [pids]);
      return pids.length;
    } finally {
      await admin.end();
    }
  }

  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(async () => {
    await test.database.close();
    warn.mockRestore();
  });

  it("answers the next query on a fresh connection after its idle connections were terminated", async () => {
    const { database } = test;
    // Several idle connections in the pool.
    await Promise.all(Array.from({ length: 4 }, () => database.executeSql("SELECT pg_sleep(0.05)")));
    expect(await terminateOthers()).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const { rows } = await database.executeSql("SELECT 42 AS answer");
    expect(rows[0]?.answer).toBe(42);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("connection lost"));
  });

  it("survives a connection lost in the middle of a transaction, and the next transaction works", async () => {
    const { database } = test;
    let terminated = 0;
    // Between two statements the transaction's client is checked out of the pool: an unheard `error`
    // event on it would be an uncaught exception, which fails this test run.
    const broken = database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      terminated = await terminateOthers();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`SELECT 2`);
    });
    await expect(broken).rejects.toThrow();
    expect(terminated).toBeGreaterThanOrEqual(1);

    const answer = await database.db.transaction(async (tx) => {
      const result = await tx.execute(sql`SELECT 7 AS n`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
    });
    expect(answer).toBe(7);
  });
});
