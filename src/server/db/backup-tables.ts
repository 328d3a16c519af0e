/**
 * What a backup counts and compares: the tables of Focal's schemas, their row counts, and a digest of
 * their contents (the tests restore a backup and compare digests). Kept apart from backup.ts, which
 * moves the data; these only read it, through raw SQL on either driver.
 */
import type { Database } from "./connect.js";

export interface TableCounts {
  tables: number;
  rows: number;
}

/** All the counting and digesting needs of a database: raw SQL. */
export type SqlRunner = Pick<Database, "executeSql">;

/** The schemas Focal writes: its tables, the job queue and the migrations journal. */
const SCHEMAS = ["public", "pgboss", "drizzle"];

/** Every table of Focal's schemas with its row count. */
export async function tableRowCounts(database: SqlRunner): Promise<Record<string, number>> {
  const tables = await tablesOf(database);
  if (tables.length === 0) return {};
  const { rows } = await database.executeSql(
    tables.map((name) => `SELECT '${name}' AS name, count(*)::int AS n FROM ${name}`).join(" UNION ALL "),
    [],
  );
  return Object.fromEntries(rows.map((row) => [String(row.name), Number(row.n)]));
}

/** Per table: its row count and an md5 of its rows in a stable order. Equal digests, equal contents. */
export async function contentDigest(database: SqlRunner): Promise<Record<string, string>> {
  const tables = await tablesOf(database);
  const digest: Record<string, string> = {};
  for (const name of tables) {
    const { rows } = await database.executeSql(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS md5 FROM ${name} t`,
      [],
    );
    digest[name] = `${rows[0]?.n}:${rows[0]?.md5}`;
  }
  return digest;
}

async function tablesOf(database: SqlRunner): Promise<string[]> {
  const { rows } = await database.executeSql(
    `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name
       FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema = ANY($1::text[])
      ORDER BY 1`,
    [SCHEMAS],
  );
  return rows.map((row) => String(row.name));
}

export async function countRows(database: SqlRunner): Promise<TableCounts> {
  const counts = Object.values(await tableRowCounts(database));
  return { tables: counts.length, rows: counts.reduce((sum, n) => sum + n, 0) };
}
