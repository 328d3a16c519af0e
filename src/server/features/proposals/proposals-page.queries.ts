/**
 * One page of the proposal list (GET /api/proposals?limit=), newest first: created_at DESC, id DESC,
 * the whole list's order and that of the keyset index (photographer_id, created_at DESC, id DESC).
 */
import { sql } from "drizzle-orm";
import type { CursorKey } from "../../../shared/paging.js";
import type { DbOrTx } from "../../db/connect.js";
import { cursorAt, cursorInstant, likeNeedle, pageJson } from "../../db/list-page.js";
import { PROPOSAL_LIST_ITEM } from "./proposals.queries.js";

export interface ProposalPageQuery {
  limit: number;
  cursor?: CursorKey;
  /** The title or the client's name contains it, any case. */
  search?: string;
  archived: boolean;
}

/** Page<ProposalListItem> as JSON text; each item is the whole list's JSON for that proposal. */
export async function proposalPageJson(db: DbOrTx, photographerId: string, query: ProposalPageQuery) {
  const { cursor, search } = query;
  const needle = search ? likeNeedle(search) : null;
  // As for projects: the matching clients once, then the title's trigram index or estimates_client_idx.
  const matches = needle
    ? sql`AND (lower(e.title) LIKE ${needle}
            OR e.client_id = ANY (ARRAY(
                 SELECT m.id FROM clients m
                  WHERE m.photographer_id = ${photographerId}
                    AND lower(m.first_name || ' ' || m.last_name) LIKE ${needle})))`
    : sql``;
  const rows = sql`SELECT row_to_json(x)::text AS json, ${cursorInstant("e.created_at")} AS cursor_at,
             e.created_at AS sort_at, e.id AS sort_id
        FROM ${PROPOSAL_LIST_ITEM}
       WHERE e.photographer_id = ${photographerId}
         AND (e.archived_at IS NOT NULL) = ${query.archived}::boolean
         ${matches}
         ${cursor ? sql`AND (e.created_at, e.id) < (${cursorAt(cursor)}, ${cursor.id}::uuid)` : sql``}
       ORDER BY e.created_at DESC, e.id DESC
       LIMIT ${query.limit + 1}`;
  return pageJson(db, rows, sql`q.sort_at DESC, q.sort_id DESC`, query.limit);
}
