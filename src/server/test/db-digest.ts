/**
 * A fingerprint of every row in the database, per table, so a test can prove that a refused request
 * changed nothing anywhere (not only in the table it aimed at). Sessions and rate-limit counters are
 * left out: refusing a request legitimately counts it or touches the caller's own session.
 */
import type { Database } from "../db/connect.js";

const VOLATILE = new Set(["sessions", "rate_limits", "__drizzle_migrations"]);

export type Digest = Record<string, string>;

export async function tableNames(database: Database): Promise<string[]> {
  const { rows } = await database.executeSql(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  return rows.map((row) => String(row.table_name)).filter((name) => !VOLATILE.has(name));
}

export async function databaseDigest(database: Database, tables?: string[]): Promise<Digest> {
  const names = tables ?? (await tableNames(database));
  // One statement for every table: a digest per request stays cheap even on the embedded database.
  const select = names
    .map(
      (name) =>
        `SELECT '${name}' AS name, count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
    )
    .join(" UNION ALL ");
  const { rows } = await database.executeSql(select, []);
  return Object.fromEntries(rows.map((row) => [String(row.name), `${row.n}:${row.digest}`]));
}

/** The tables whose rows differ between two digests. */
export function changedTables(before: Digest, after: Digest): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
