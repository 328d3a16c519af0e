/**
 * Client reads, always scoped by photographer: the list (and its ClientListItem SQL, shared with the
 * pages), one client, the client page, and the checks before a write. The writes are in
 * client-writes.queries.ts, the messages in client-messages.queries.ts.
 */
import { and, asc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { clients, estimatePayments, estimates } from "../../db/schema/index.js";
import { clientColumnsWithEventDate, eventDateHolder } from "./event-date.queries.js";

export type ClientRow = typeof clients.$inferSelect;
/**
 * A client as the screens see it: eventDate and hasEventDate are the client's event date by the rule of
 * event-date.queries.ts (its projects'), and eventDateProjectId names the project that holds it.
 */
export type ClientView = ClientRow & { eventDateProjectId: string | null };

/** The lateral join `ed` (the project holding the event date) and the columns built on it. */
const EVENT_DATE_JOIN = sql`LEFT JOIN LATERAL (${eventDateHolder(sql.raw("c.id"), sql.raw("c.photographer_id"))}) ed ON true`;
const EVENT_DATE = sql.raw("(CASE WHEN ed.id IS NULL THEN c.event_date ELSE ed.event_date END)");
const EVENT_DATE_COLUMNS = sql`${EVENT_DATE} AS "eventDate", ${EVENT_DATE} AS "weddingDate",
               (${EVENT_DATE} IS NOT NULL) AS "hasEventDate", ed.id AS "eventDateProjectId"`;

const isoUtc = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The joins that make `x`, one ClientListItem of the client `c`: with its count of active projects and
 * its latest project (with stage), through lateral subqueries that use the (client_id, created_at)
 * index. Shared by the whole list and its pages, so that both write the same JSON for a client.
 */
export const CLIENT_LIST_ITEM = sql`${EVENT_DATE_JOIN}
      LEFT JOIN LATERAL (
        SELECT p.id, p.title, p.project_type, p.status, p.event_date, p.created_at,
               s.id AS stage_id, s.name AS stage_name, s.color AS stage_color
          FROM projects p LEFT JOIN stages s ON s.id = p.stage_id
         WHERE p.client_id = c.id ORDER BY p.created_at DESC LIMIT 1
      ) lp ON true
      CROSS JOIN LATERAL (
        SELECT c.id, c.first_name AS "firstName", c.last_name AS "lastName", c.email, c.phone,
               ${EVENT_DATE_COLUMNS},
               c.notes, c.email_opt_in AS "emailOptIn", c.sms_opt_in AS "smsOptIn", c.lead_source AS "leadSource",
               ${isoUtc("c.created_at")} AS "createdAt", ${isoUtc("c.archived_at")} AS "archivedAt",
               (SELECT count(*)::int FROM projects p WHERE p.client_id = c.id AND p.status = 'ACTIVE') AS "activeProjectCount",
               (SELECT count(*)::int FROM messages m
                 WHERE m.photographer_id = c.photographer_id AND m.client_id = c.id
                   AND NOT m.sent_by_photographer AND m.read_at IS NULL) AS "unreadCount",
               CASE WHEN lp.id IS NULL THEN NULL ELSE (
                 SELECT row_to_json(l) FROM (
                   SELECT lp.id, lp.title, lp.project_type AS "projectType", lp.status, lp.event_date AS "eventDate",
                          ${isoUtc("lp.created_at")} AS "createdAt",
                          CASE WHEN lp.stage_id IS NULL THEN NULL
                               ELSE (SELECT row_to_json(st) FROM (SELECT lp.stage_id AS id, lp.stage_name AS name,
                                                                         lp.stage_color AS color) st) END AS stage
                 ) l
               ) END AS "latestProject"
      ) x`;

/**
 * The list screen in one query, answered as the JSON text of ClientListItem[] that PostgreSQL builds
 * itself (Node sends it untouched). It is a named statement, so each pooled connection plans it once.
 * The text is what JSON.stringify made of the objects this query used to return, byte for byte:
 * row_to_json writes no spaces, and the instants are ISO strings to the millisecond (truncated, as a
 * JavaScript Date does).
 */
function clientListQuery(db: DbOrTx) {
  const needle = sql.placeholder("needle");
  return db
    .select({ json: sql<string>`q.json` })
    .from(
      sql`(SELECT '[' || coalesce(string_agg(row_to_json(x)::text, ',' ORDER BY c.created_at DESC, c.id), '') || ']' AS json
      FROM clients c
      ${CLIENT_LIST_ITEM}
     WHERE c.photographer_id = ${sql.placeholder("photographerId")}
       AND (c.archived_at IS NOT NULL) = ${sql.placeholder("archived")}::boolean
       AND (${needle}::text IS NULL
            OR lower(c.first_name || ' ' || c.last_name) LIKE ${needle}
            OR lower(coalesce(c.email, '')) LIKE ${needle})) AS q`,
    )
    .prepare("focal_client_list");
}

const clientListQueries = new WeakMap<DbOrTx, ReturnType<typeof clientListQuery>>();

/**
 * ClientListItem[] as JSON text, newest first; `search` matches name or e-mail, case-insensitively.
 * The list holds the studio's current clients, or with `archived` only the archived ones.
 */
export async function listClientsJson(
  db: DbOrTx,
  photographerId: string,
  search?: string,
  archived = false,
): Promise<string> {
  let query = clientListQueries.get(db);
  if (!query) {
    query = clientListQuery(db);
    clientListQueries.set(db, query);
  }
  const needle = search ? `%${search.toLowerCase().replace(/[\\%_]/g, "\\$&")}%` : null;
  const [row] = await query.execute({ photographerId, needle, archived });
  return row!.json;
}

/**
 * The client (with its event date by the projects' rule), or null when it is not this photographer's. A
 * named statement, planned once.
 */
export function prepareFindClient(db: DbOrTx) {
  const query = db
    .select(clientColumnsWithEventDate)
    .from(clients)
    .where(
      and(
        eq(clients.photographerId, sql.placeholder("photographerId")),
        eq(clients.id, sql.placeholder("clientId")),
      ),
    )
    .prepare("focal_find_client");
  return async (photographerId: string, clientId: string): Promise<ClientView | null> =>
    (await query.execute({ photographerId, clientId }))[0] ?? null;
}

/**
 * The client page in one round trip: ClientDetail as JSON text that PostgreSQL builds (the client,
 * its projects newest first with their stage, and the counts), byte for byte what JSON.stringify made
 * of the object the page used to get from four queries. No row: not this photographer's client.
 */
export function prepareClientDetailJson(db: DbOrTx) {
  const query = db
    .select({ json: sql<string>`q.json` })
    .from(
      sql`(SELECT row_to_json(x)::text AS json
      FROM clients c
      ${EVENT_DATE_JOIN}
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS n, coalesce(sum(e.total_cents), 0)::bigint AS total
          FROM estimates e WHERE e.photographer_id = c.photographer_id AND e.client_id = c.id
      ) est
      CROSS JOIN LATERAL (
        SELECT c.id, c.first_name AS "firstName", c.last_name AS "lastName", c.email, c.phone,
               ${EVENT_DATE_COLUMNS},
               c.notes, c.email_opt_in AS "emailOptIn", c.sms_opt_in AS "smsOptIn", c.lead_source AS "leadSource",
               ${isoUtc("c.created_at")} AS "createdAt", ${isoUtc("c.archived_at")} AS "archivedAt",
               (SELECT ('[' || coalesce(string_agg(row_to_json(pj)::text, ',' ORDER BY p.created_at DESC), '') || ']')::json
                  FROM projects p
                  LEFT JOIN stages s ON s.id = p.stage_id
                  CROSS JOIN LATERAL (
                    SELECT p.id, p.title, p.project_type AS "projectType", p.status, p.event_date AS "eventDate",
                           ${isoUtc("p.created_at")} AS "createdAt",
                           CASE WHEN s.id IS NULL THEN NULL
                                ELSE (SELECT row_to_json(st) FROM (SELECT s.id, s.name, s.color) st) END AS stage
                  ) pj
                 WHERE p.photographer_id = c.photographer_id AND p.client_id = c.id) AS projects,
               (SELECT count(*)::int FROM messages m
                 WHERE m.photographer_id = c.photographer_id AND m.client_id = c.id) AS "messageCount",
               est.n AS "proposalCount", est.total AS "proposalTotalCents"
      ) x
     WHERE c.photographer_id = ${sql.placeholder("photographerId")} AND c.id = ${sql.placeholder("clientId")}) AS q`,
    )
    .prepare("focal_client_detail");
  return async (photographerId: string, clientId: string): Promise<string | null> =>
    (await query.execute({ photographerId, clientId }))[0]?.json ?? null;
}

/**
 * Whether a signed proposal or a payment that is not merely pending (completed, overpaid, refunded...)
 * belongs to this client or proposal: records that are archived, never deleted. The database refuses
 * their deletion too; this check only lets the answer say why before anything is tried.
 */
export async function hasMoneyRecords(
  db: DbOrTx,
  photographerId: string,
  of: { clientId: string } | { estimateId: string },
): Promise<boolean> {
  const [signed] = await db
    .select({ id: estimates.id })
    .from(estimates)
    .where(
      and(
        eq(estimates.photographerId, photographerId),
        "clientId" in of ? eq(estimates.clientId, of.clientId) : eq(estimates.id, of.estimateId),
        isNotNull(estimates.signedAt),
      ),
    )
    .limit(1);
  if (signed) return true;
  const [paid] = await db
    .select({ id: estimatePayments.id })
    .from(estimatePayments)
    .where(
      and(
        eq(estimatePayments.photographerId, photographerId),
        "clientId" in of
          ? or(
              eq(estimatePayments.clientId, of.clientId),
              inArray(
                estimatePayments.estimateId,
                db.select({ id: estimates.id }).from(estimates).where(eq(estimates.clientId, of.clientId)),
              ),
            )
          : eq(estimatePayments.estimateId, of.estimateId),
        sql`upper(${estimatePayments.status}) <> 'PENDING'`,
      ),
    )
    .limit(1);
  return Boolean(paid);
}

/**
 * The studio's client with this address (any case), or undefined. With `lock`, the row is locked until
 * the transaction ends (FOR UPDATE): inquiries and bookings from one person then take turns.
 */
export async function findClientByEmail(db: DbOrTx, photographerId: string, email: string, lock = false) {
  const query = db
    .select()
    .from(clients)
    .where(
      and(eq(clients.photographerId, photographerId), sql`lower(${clients.email}) = ${email.toLowerCase()}`),
    )
    .orderBy(asc(clients.createdAt))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** Which of these lower-case addresses the studio already has. */
export async function listKnownEmails(
  db: DbOrTx,
  photographerId: string,
  emails: string[],
): Promise<string[]> {
  const rows = await db
    .select({ email: sql<string>`lower(${clients.email})` })
    .from(clients)
    .where(and(eq(clients.photographerId, photographerId), inArray(sql`lower(${clients.email})`, emails)));
  return rows.map((r) => r.email);
}

/** The studio's clients by last name, then first name, with their event dates (the CSV export). */
export async function listClientRowsByName(db: DbOrTx, photographerId: string): Promise<ClientView[]> {
  return db
    .select(clientColumnsWithEventDate)
    .from(clients)
    .where(eq(clients.photographerId, photographerId))
    .orderBy(asc(clients.lastName), asc(clients.firstName));
}
