/**
 * What the restore drills compare: the content digest (db/backup-tables.ts) of a restored embedded
 * data directory or PostgreSQL database, and the server-side statements that make and drop the
 * drills' scratch databases.
 */
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { contentDigest } from "../db/backup-tables.js";
import { pgliteOptions, wrapPglite } from "../db/connect.js";

export async function digestOfDataDir(dir: string): Promise<Record<string, string>> {
  const client = new PGlite(dir, pgliteOptions());
  await client.waitReady;
  try {
    return await contentDigest(wrapPglite(client));
  } finally {
    await client.close();
  }
}

export async function digestOfDatabase(url: string): Promise<Record<string, string>> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    return await contentDigest({
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
    });
  } finally {
    await pool.end();
  }
}

/** One statement on the test server's maintenance connection (CREATE/DROP DATABASE). */
export async function onTestServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
