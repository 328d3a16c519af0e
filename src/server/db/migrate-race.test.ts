/**
 * Two servers started at the same instant on an empty PostgreSQL database (a fresh install, or an
 * upgrade rolled out to several servers at once) must apply every migration exactly once.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openAppDatabase } from "../runtime.js";
import { testConfig } from "../test/context.js";
import { databaseUrl, testDbKind } from "../test/databases.js";
import { migrationsFolder } from "./migrate.js";

describe.runIf(testDbKind() === "postgres")("two servers migrating an empty database at once", () => {
  it("both start, and every migration is applied once", async () => {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `focal_race_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
      const url = databaseUrl(base, name);
      const config = testConfig({ DATABASE_URL: url });
      const opened = await Promise.all([openAppDatabase(config), openAppDatabase(config)]);
      try {
        const journal = JSON.parse(
          readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
        );
        const { rows } = await opened[0].database.executeSql(
          "SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash",
        );
        expect(rows).toHaveLength(journal.entries.length);
        expect(rows.every((row) => row.n === 1)).toBe(true);
        // Both see the whole schema (the last migration's tables are there for each).
        for (const { database } of opened) {
          const result = await database.executeSql(
            "SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations",
          );
          expect(result.rows[0]!.n).toBe(journal.entries.length);
        }
      } finally {
        for (const { database, release } of opened) {
          await database.close();
          release();
        }
      }
    } finally {
      // A closed pool's backends take a moment to go; dropping under them would warn of a lost connection.
      for (let tries = 0; tries < 40; tries++) {
        const { rows } = await admin.query("SELECT 1 FROM pg_stat_activity WHERE datname = $1", [name]);
        if (rows.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
