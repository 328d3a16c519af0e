/**
 * The common part of the paged lists (clients, projects, proposals): the search pattern, the cursor's
 * instant, and the page assembled from rows whose item JSON PostgreSQL wrote. Each list keeps its own
 * statement in its feature's `*-page.queries.ts`.
 */
import { type SQL, sql } from "drizzle-orm";
import { type CursorKey, encodeCursor } from "../../shared/paging.js";
import type { DbOrTx } from "./connect.js";

/** `search` as a LIKE pattern for "contains", lower-cased; its `%`, `_` and `\` match themselves. */
export const likeNeedle = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;

/** The column as the cursor keeps it: UTC ISO text to the microsecond, the precision PostgreSQL stores. */
export const cursorInstant = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/** The cursor's instant as a timestamptz parameter. */
export const cursorAt = (key: CursorKey) => sql`${key.createdAt}::timestamptz`;

/**
 * Runs `rows`, a statement answering at most limit + 1 rows `json` (one item's JSON text), `cursor_at`
 * (cursorInstant of created_at), `sort_at` and `sort_id`, and answers the Page's JSON text: the first
 * `limit` items in `order` (over sort_at and sort_id, the statement's own order), and the cursor of the
 * last one when a further row shows there is another page.
 */
export async function pageJson(db: DbOrTx, rows: SQL, order: SQL, limit: number): Promise<string> {
  const found = await db
    .select({ json: sql<string>`q.json`, at: sql<string>`q.cursor_at`, id: sql<string>`q.sort_id::text` })
    .from(sql`(${rows}) AS q`)
    .orderBy(order);
  const items = found.slice(0, limit);
  const last = items.at(-1);
  const nextCursor = found.length > limit && last ? encodeCursor({ createdAt: last.at, id: last.id }) : null;
  return `{"items":[${items.map((row) => row.json).join(",")}],"nextCursor":${JSON.stringify(nextCursor)}}`;
}
