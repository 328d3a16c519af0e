/**
 * The export's reads: the catalog of the public schema, and one studio's rows of a table a page at a
 * time as JSON objects. Raw SQL because the table is a value here, not a Drizzle table; every name in
 * the text comes from the catalog (quote_ident), never from a request.
 */
import type { Database } from "../../db/connect.js";
import type { CatalogTable, ExportTable } from "./export-tables.js";

/** Rows per read: a page of a big table is a few hundred kilobytes in memory, never the whole table. */
export const PAGE_ROWS = 500;

export async function readCatalog(database: Database): Promise<CatalogTable[]> {
  const { rows } = await database.executeSql(
    `SELECT c.relname AS name,
            (SELECT array_agg(a.attname::text ORDER BY a.attnum) FROM pg_attribute a
              WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS columns,
            (SELECT CASE WHEN array_length(i.indkey::int2[], 1) = 1 THEN
                    (SELECT a.attname::text FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum = i.indkey[0]) END
               FROM pg_index i WHERE i.indrelid = c.oid AND i.indisprimary) AS key,
            (SELECT CASE WHEN array_length(i.indkey::int2[], 1) = 1 THEN
                    (SELECT format_type(a.atttypid, a.atttypmod) FROM pg_attribute a
                      WHERE a.attrelid = c.oid AND a.attnum = i.indkey[0]) END
               FROM pg_index i WHERE i.indrelid = c.oid AND i.indisprimary) AS key_type
       FROM pg_class c
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
      ORDER BY c.relname`,
    [],
  );
  return rows.map((row) => ({
    name: String(row.name),
    columns: parseArray(row.columns),
    key: row.key ? String(row.key) : null,
    keyType: row.key_type ? String(row.key_type) : null,
  }));
}

/** node-postgres parses text[] into an array; PGlite may hand back the literal. */
function parseArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === "string")
    return value
      .replace(/^\{|\}$/g, "")
      .split(",")
      .filter(Boolean);
  return [];
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One studio's rows of `table`, a page at a time, each as the row's JSON (column names as in the
 * database) without the omitted columns. Pages follow the primary key, so a row written meanwhile is
 * neither read twice nor skipped before it; a table without a one-column key pages by ctid.
 */
export async function* studioRows(
  database: Database,
  table: ExportTable,
  photographerId: string,
): AsyncGenerator<Record<string, unknown>[]> {
  const key = table.key ? `t.${ident(table.key)}` : "t.ctid";
  const keyType = table.key ? (table.keyType ?? "text") : "tid";
  const text = `SELECT ${key}::text AS k, (to_jsonb(t) - $3::text[])::text AS j
                  FROM ${ident(table.name)} t
                 WHERE ${table.scope} AND ($2::text IS NULL OR ${key} > $2::text::${keyType})
                 ORDER BY ${key}
                 LIMIT ${PAGE_ROWS}`;
  let cursor: string | null = null;
  for (;;) {
    const { rows } = await database.executeSql(text, [photographerId, cursor, table.omitted]);
    if (rows.length === 0) return;
    yield rows.map((row) => JSON.parse(String(row.j)) as Record<string, unknown>);
    if (rows.length < PAGE_ROWS) return;
    cursor = String(rows.at(-1)!.k);
  }
}
