/**
 * The activity feed's one definition: every event of a studio (or of one of its projects), newest first,
 * each row already the JSON of an ActivityEntry (src/shared/activity.ts). The project page's detail
 * statement embeds the same SQL (projects.queries.ts), and the dashboard runs it on its own, so the two
 * can never tell different stories.
 *
 * Most events are read from the records that hold them rather than copied into the activity log: an
 * e-mail log row with sent_at is an e-mail sent, a proposal with signed_at a signature, a completed
 * payment money received. What has no record of its own (a stage move, an edit, a client opening a
 * proposal) is in project_activity_logs.
 */
import { type SQL, sql } from "drizzle-orm";
import type { ActivityEntry } from "../../../shared/activity.js";
import { type DbOrTx, rowsOf } from "../../db/connect.js";

/** Whose events: a studio's, or only one of its projects'. Values or SQL (outer columns, placeholders). */
export interface FeedScope {
  photographerId: SQL | string;
  projectId?: SQL | string | null;
}

const isoUtc = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The studio's wall clock, for a booking's time written into its entry. */
const studioTime = (instant: SQL, photographerId: SQL) =>
  sql`to_char(${instant} AT TIME ZONE (SELECT ph.timezone FROM photographers ph WHERE ph.id = ${photographerId}),
              'FMDay, FMMonth FMDD, YYYY, HH24:MI')`;

/**
 * The feed's rows, `json` (an ActivityEntry) with the columns that order them, newest first. Each
 * source keeps only its `limit` newest before they are merged, so a busy studio's dashboard reads a
 * few rows per source. Entries written in one transaction share a timestamp: a project's creation
 * then sorts below what followed it.
 */
export function activityFeedSql(scope: FeedScope, limit: number): SQL {
  const studio = (alias: string) => sql`${sql.raw(alias)}.photographer_id = ${scope.photographerId}`;
  const project = (column: string) =>
    scope.projectId ? sql` AND ${sql.raw(column)} = ${scope.projectId}` : sql``;
  const newest = (at: string) => sql`ORDER BY ${sql.raw(at)} DESC LIMIT ${limit}`;
  return sql`
    SELECT row_to_json(r)::text AS json, f.at, f.rank, f.id
      FROM (
        (SELECT l.id::text AS id,
                CASE l.action WHEN 'STAGE_CHANGED' THEN 'stage' WHEN 'BOOKING_CREATED' THEN 'booking'
                              WHEN 'PROPOSAL_VIEWED' THEN 'proposal' ELSE 'project' END AS kind,
                l.action, l.activity_type, l.title, l.description, l.created_at AS at,
                CASE WHEN l.action = 'CREATED' THEN 0 ELSE 1 END AS rank,
                l.project_id, NULL::uuid AS client_id
           FROM project_activity_logs l
          WHERE ${studio("l")}${project("l.project_id")}
          ${newest("l.created_at")})
        UNION ALL
        (SELECT 'email:' || m.id, 'email', 'EMAIL_SENT', 'EMAIL',
                'E-mail sent: ' || coalesce(nullif(m.subject, ''), '(no subject)'), 'To ' || m.to_email,
                m.sent_at, 1, m.project_id, m.client_id
           FROM email_logs m
          WHERE ${studio("m")}${project("m.project_id")} AND m.sent_at IS NOT NULL
          ${newest("m.sent_at")})
        UNION ALL
        (SELECT 'sms:' || s.id, 'sms', 'SMS_SENT', 'SMS', 'Text message sent',
                'To ' || coalesce(s.to_phone, '?') || coalesce(': ' || left(s.message_body, 160), ''),
                s.sent_at, 1, s.project_id, s.client_id
           FROM sms_logs s
          WHERE ${studio("s")}${project("s.project_id")} AND s.direction = 'OUTBOUND' AND s.sent_at IS NOT NULL
          ${newest("s.sent_at")})
        UNION ALL
        (SELECT 'proposal-sent:' || e.id, 'proposal', 'PROPOSAL_SENT', 'PROPOSAL', 'Proposal sent: ' || e.title,
                NULL, e.sent_at, 1, e.project_id, e.client_id
           FROM estimates e
          WHERE ${studio("e")}${project("e.project_id")} AND e.sent_at IS NOT NULL
          ${newest("e.sent_at")})
        UNION ALL
        (SELECT 'proposal-signed:' || e.id, 'proposal', 'PROPOSAL_SIGNED', 'PROPOSAL',
                'Proposal signed: ' || e.title, 'Signed by ' || e.signed_by_name,
                e.signed_at, 1, e.project_id, e.client_id
           FROM estimates e
          WHERE ${studio("e")}${project("e.project_id")} AND e.signed_at IS NOT NULL
          ${newest("e.signed_at")})
        UNION ALL
        (SELECT 'payment:' || ep.id, 'payment', 'PAYMENT_RECEIVED', 'PAYMENT',
                'Payment received: $' || to_char(ep.amount_cents / 100.0, 'FM999,999,999,990.00'),
                'For ' || e.title, coalesce(ep.completed_at, ep.created_at), 1, e.project_id, ep.client_id
           FROM estimate_payments ep
           JOIN estimates e ON e.id = ep.estimate_id AND e.photographer_id = ep.photographer_id
          WHERE ${studio("ep")}${project("e.project_id")} AND ep.status = 'COMPLETED'
          ${newest("coalesce(ep.completed_at, ep.created_at)")})
        UNION ALL
        (SELECT 'questionnaire:' || q.id, 'questionnaire', 'QUESTIONNAIRE_SUBMITTED', 'QUESTIONNAIRE',
                'Questionnaire submitted: ' || q.template_title, NULL,
                q.submitted_at, 1, q.project_id, NULL::uuid
           FROM project_questionnaires q
          WHERE ${studio("q")}${project("q.project_id")} AND q.submitted_at IS NOT NULL
          ${newest("q.submitted_at")})
        UNION ALL
        -- Bookings made from the public calendar already wrote their log entry (with the visitor's words).
        (SELECT 'booking:' || b.id, 'booking', 'BOOKING_CREATED', 'BOOKING', b.title || ' booked',
                ${studioTime(sql`b.start_at`, sql`b.photographer_id`)},
                b.created_at, 1, b.project_id, b.client_id
           FROM bookings b
          WHERE ${studio("b")}${project("b.project_id")}
            AND NOT EXISTS (SELECT 1 FROM project_activity_logs bl
                             WHERE bl.photographer_id = b.photographer_id AND bl.project_id = b.project_id
                               AND bl.action = 'BOOKING_CREATED' AND bl.metadata->>'bookingId' = b.id::text)
          ${newest("b.created_at")})
        UNION ALL
        (SELECT 'booking-confirmed:' || b.id, 'booking', 'BOOKING_CONFIRMED', 'BOOKING', b.title || ' confirmed',
                ${studioTime(sql`b.start_at`, sql`b.photographer_id`)},
                b.confirmed_at, 1, b.project_id, b.client_id
           FROM bookings b
          WHERE ${studio("b")}${project("b.project_id")} AND b.confirmed_at IS NOT NULL
          ${newest("b.confirmed_at")})
      ) f
      LEFT JOIN projects fp ON fp.id = f.project_id
      LEFT JOIN clients fc ON fc.id = coalesce(f.client_id, fp.client_id)
      CROSS JOIN LATERAL (
        SELECT f.id, f.kind, f.action, f.activity_type AS "activityType", f.title, f.description,
               ${isoUtc(sql`f.at`)} AS "createdAt", f.project_id AS "projectId", fp.title AS "projectTitle",
               coalesce(f.client_id, fp.client_id) AS "clientId",
               CASE WHEN fc.id IS NULL THEN NULL ELSE trim(fc.first_name || ' ' || fc.last_name) END AS "clientName"
      ) r
     ORDER BY f.at DESC, f.rank DESC, f.id DESC
     LIMIT ${limit}`;
}

/** The feed as a JSON array text, for a statement that builds its whole answer (the project page). */
export function activityFeedJsonSql(scope: FeedScope, limit: number): SQL {
  return sql`(SELECT ('[' || coalesce(string_agg(a.json, ',' ORDER BY a.at DESC, a.rank DESC, a.id DESC), '') || ']')::json
                FROM (${activityFeedSql(scope, limit)}) a)`;
}

/** A studio's newest events, across its projects and clients. */
export async function listActivity(
  db: DbOrTx,
  photographerId: string,
  limit: number,
): Promise<ActivityEntry[]> {
  const result = await db.execute(activityFeedSql({ photographerId }, limit));
  return rowsOf<{ json: string }>(result).map((row) => JSON.parse(row.json) as ActivityEntry);
}

/**
 * Writes "Proposal viewed" on the proposal's project, once per sending: not when the proposal has no
 * project or was never sent, and never for the studio itself (`viewerStudioId`: the photographer whose
 * session opened the page). True when an entry was written.
 */
export async function insertProposalViewed(
  db: DbOrTx,
  token: string,
  viewerStudioId: string | null,
): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO project_activity_logs (photographer_id, project_id, action, activity_type, title, related_type, related_id)
    SELECT e.photographer_id, e.project_id, 'PROPOSAL_VIEWED', 'PROPOSAL', 'Proposal viewed: ' || e.title,
           'estimate', e.id::text
      FROM estimates e
     WHERE e.token = ${token} AND e.project_id IS NOT NULL AND e.sent_at IS NOT NULL
       AND e.photographer_id IS DISTINCT FROM ${viewerStudioId}::uuid
       AND NOT EXISTS (SELECT 1 FROM project_activity_logs l
                        WHERE l.photographer_id = e.photographer_id AND l.project_id = e.project_id
                          AND l.action = 'PROPOSAL_VIEWED' AND l.related_id = e.id::text
                          AND l.created_at >= e.sent_at)
    RETURNING id`);
  return rowsOf(result).length > 0;
}
