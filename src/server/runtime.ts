/**
 * Opens the application's database the way main.ts needs it: the embedded PGlite directory (locked
 * against a second process) or a PostgreSQL server, migrated before anything else touches it.
 */
import { PGlite } from "@electric-sql/pglite";
import type { Config } from "./config.js";
import { type Database, openPostgres, pgliteOptions, wrapPglite } from "./db/connect.js";
import { lockDataDir } from "./db/data-dir-lock.js";
import { migratePgliteClient, migratePostgres } from "./db/migrate.js";

export async function openAppDatabase(config: Config): Promise<{ database: Database; release: () => void }> {
  if (config.DATABASE_URL) {
    await migratePostgres(config.DATABASE_URL);
    return { database: openPostgres(config.DATABASE_URL, config.DATABASE_POOL_MAX), release: () => {} };
  }
  const release = lockDataDir(config.FOCAL_DATA_DIR);
  try {
    const client = new PGlite(config.FOCAL_DATA_DIR, pgliteOptions());
    await client.waitReady;
    await migratePgliteClient(client);
    return { database: wrapPglite(client), release };
  } catch (error) {
    release();
    throw error;
  }
}
