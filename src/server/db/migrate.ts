/**
 * Applies the committed drizzle-kit migrations. On a PostgreSQL server several app copies may start
 * at once, so the run is serialised with an advisory lock.
 */
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { connectionOptionsFor, newClient } from "./multi-host.js";

// src/server/db and dist/server/db are both three levels below the repository root.
export const migrationsFolder = fileURLToPath(new URL("../../../migrations", import.meta.url));

const MIGRATION_LOCK_KEY = 7_300_501;

export async function migratePgliteClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite(client), { migrationsFolder });
}

export async function migratePostgres(connectionString: string): Promise<void> {
  const lockClient = newClient(connectionString);
  await lockClient.connect();
  try {
    await lockClient.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const pool = new pg.Pool({ ...connectionOptionsFor(connectionString), max: 1 });
    try {
      await migratePg(drizzlePg(pool), { migrationsFolder });
    } finally {
      await pool.end();
    }
  } finally {
    await lockClient.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await lockClient.end();
  }
}
