/**
 * One page of the project list (GET /api/projects?limit=), newest first: created_at DESC, id DESC, the
 * order of the keyset indexes (photographer_id[, stage_id], created_at DESC, id DESC).
 */
import { type SQL, sql } from "drizzle-orm";
import type { CursorKey } from "../../../shared/paging.js";
import type { ProjectType } from "../../../shared/projects.js";
import type { DbOrTx } from "../../db/connect.js";
import { cursorAt, cursorInstant, likeNeedle, pageJson } from "../../db/list-page.js";
import { PROJECT_SUMMARY_COLUMNS, PROJECT_SUMMARY_JOINS } from "./projects.queries.js";

export interface ProjectPageQuery {
  limit: number;
  cursor?: CursorKey;
  /** The title or the client's name contains it, any case. */
  search?: string;
  projectType?: ProjectType;
  /** One pipeline column; another studio's stage matches none of this studio's projects. */
  stageId?: string;
}

/** Page<ProjectSummary> as JSON text; each item is the whole list's JSON for that project. */
export async function projectPageJson(db: DbOrTx, photographerId: string, query: ProjectPageQuery) {
  const { cursor, search } = query;
  const needle = search ? likeNeedle(search) : null;
  const matches = needle ? await searchCondition(db, photographerId, needle) : sql``;
  const rows = sql`SELECT row_to_json(x)::text AS json, ${cursorInstant("p.created_at")} AS cursor_at,
             p.created_at AS sort_at, p.id AS sort_id
        FROM ${PROJECT_SUMMARY_JOINS}
        CROSS JOIN LATERAL (SELECT ${PROJECT_SUMMARY_COLUMNS}) x
       WHERE p.photographer_id = ${photographerId}
         ${query.projectType ? sql`AND p.project_type = ${query.projectType}` : sql``}
         ${query.stageId ? sql`AND p.stage_id = ${query.stageId}::uuid` : sql``}
         ${matches}
         ${cursor ? sql`AND (p.created_at, p.id) < (${cursorAt(cursor)}, ${cursor.id}::uuid)` : sql``}
       ORDER BY p.created_at DESC, p.id DESC
       LIMIT ${query.limit + 1}`;
  return pageJson(db, rows, sql`q.sort_at DESC, q.sort_id DESC`, query.limit);
}

/** Up to this many clients whose name matches are handed to the statement as a list. */
const CLIENT_LIST_MAX = 1_000;

/**
 * The title or the client's name contains the needle. The matching clients are looked up first (the
 * trigram index on their name). A few of them go in as a list, so the planner may read projects through
 * the title's trigram index and projects_client_created_idx together. Many of them mean a common name
 * ("garcia"), whose projects are everywhere: then the statement walks the newest projects and looks
 * each one's client up by its key, and the first page fills after a few hundred rows.
 */
async function searchCondition(db: DbOrTx, photographerId: string, needle: string): Promise<SQL> {
  const named = sql`SELECT m.id FROM clients m
                     WHERE m.photographer_id = ${photographerId}
                       AND lower(m.first_name || ' ' || m.last_name) LIKE ${needle}`;
  const found = await db
    .select({ id: sql<string>`q.id::text` })
    .from(sql`(${named} LIMIT ${CLIENT_LIST_MAX + 1}) AS q`);
  const clients =
    found.length > CLIENT_LIST_MAX
      ? sql`EXISTS (SELECT 1 FROM clients m
                     WHERE m.id = p.client_id AND lower(m.first_name || ' ' || m.last_name) LIKE ${needle})`
      : sql`p.client_id = ANY (${`{${found.map((row) => row.id).join(",")}}`}::uuid[])`;
  return sql`AND (lower(p.title) LIKE ${needle} OR ${clients})`;
}
