/**
 * One page of the client list (GET /api/clients?limit=), newest first. The same order as the whole
 * list, created_at DESC then id ascending, so the pages put together are that list: the tie-break is
 * the one the whole list has always had, and the keyset index (photographer_id, created_at DESC, id)
 * walks it.
 */
import { sql } from "drizzle-orm";
import type { CursorKey } from "../../../shared/paging.js";
import type { DbOrTx } from "../../db/connect.js";
import { cursorAt, cursorInstant, likeNeedle, pageJson } from "../../db/list-page.js";
import { CLIENT_LIST_ITEM } from "./clients.queries.js";

export interface ClientPageQuery {
  limit: number;
  cursor?: CursorKey;
  /** Name, e-mail or phone contains it, any case. */
  search?: string;
  archived: boolean;
}

/** Page<ClientListItem> as JSON text; each item is the whole list's JSON for that client. */
export async function clientPageJson(db: DbOrTx, photographerId: string, query: ClientPageQuery) {
  const { cursor, search } = query;
  const needle = search ? likeNeedle(search) : null;
  // Each expression matches one trigram index of migration 0029, so a rare needle reads the index.
  const matches = needle
    ? sql`AND (lower(c.first_name || ' ' || c.last_name) LIKE ${needle}
            OR lower(coalesce(c.email, '')) LIKE ${needle}
            OR lower(coalesce(c.phone, '')) LIKE ${needle})`
    : sql``;
  // Mixed directions rule out a row comparison; the first bound alone is what lets the index start
  // at the cursor instead of walking every newer client.
  const after = cursor
    ? sql`AND c.created_at <= ${cursorAt(cursor)}
          AND (c.created_at < ${cursorAt(cursor)} OR c.id > ${cursor.id}::uuid)`
    : sql``;
  const rows = sql`SELECT row_to_json(x)::text AS json, ${cursorInstant("c.created_at")} AS cursor_at,
             c.created_at AS sort_at, c.id AS sort_id
        FROM clients c
        ${CLIENT_LIST_ITEM}
       WHERE c.photographer_id = ${photographerId}
         AND (c.archived_at IS NOT NULL) = ${query.archived}::boolean
         ${matches}
         ${after}
       ORDER BY c.created_at DESC, c.id
       LIMIT ${query.limit + 1}`;
  return pageJson(db, rows, sql`q.sort_at DESC, q.sort_id`, query.limit);
}
