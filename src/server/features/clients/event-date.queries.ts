/**
 * A client's event date, one rule for every place that shows it (the client page and list, the client
 * portal, the clients CSV): the date is the projects'. Of the client's open (not cancelled) projects, the
 * one that holds it is the next upcoming dated one (on the studio's calendar), else the latest dated one,
 * else the newest, undated (where the studio sets the date). A client without an open project shows the
 * date of its own (typed on the Add Client form or imported); migration 0014's trigger moves that date
 * into the first project opened for them, so the two never coexist.
 *
 * "Upcoming" depends on the day: the cached client list and page may keep the day before's choice for up
 * to READ_CACHE_SECONDS after the studio's midnight (docs/decisions/006-read-cache.md accepts that).
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import { clients } from "../../db/schema/index.js";

/**
 * SELECT id, title, event_date, event_time_zone of the project that holds the client's event date (no row: none open), for a
 * LATERAL join or a scalar subquery. Both arguments are SQL for the client's id and studio.
 */
export function eventDateHolder(clientId: SQLWrapper, photographerId: SQLWrapper): SQL {
  const today = sql`(SELECT (now() AT TIME ZONE ph.timezone)::date FROM photographers ph WHERE ph.id = ${photographerId})`;
  return sql`SELECT p.id, p.title, p.event_date, p.event_time_zone FROM projects p
     WHERE p.photographer_id = ${photographerId} AND p.client_id = ${clientId} AND p.status <> 'CANCELLED'
     ORDER BY p.event_date IS NULL, p.event_date < ${today},
              CASE WHEN p.event_date >= ${today} THEN p.event_date END, p.event_date DESC,
              p.created_at DESC, p.id DESC
     LIMIT 1`;
}

/** The client row's columns, with eventDate and hasEventDate by the rule above and the holder's id. */
export const clientColumnsWithEventDate = (() => {
  const holder = eventDateHolder(clients.id, clients.photographerId);
  const eventDate = sql<string | null>`(CASE WHEN (SELECT h.id FROM (${holder}) h) IS NULL
      THEN ${clients.eventDate}::text ELSE (SELECT h.event_date FROM (${holder}) h)::text END)`;
  return {
    id: clients.id,
    photographerId: clients.photographerId,
    firstName: clients.firstName,
    lastName: clients.lastName,
    email: clients.email,
    phone: clients.phone,
    eventDate,
    hasEventDate: sql<boolean>`(${eventDate} IS NOT NULL)`,
    notes: clients.notes,
    stageId: clients.stageId,
    stageEnteredAt: clients.stageEnteredAt,
    smsOptIn: clients.smsOptIn,
    emailOptIn: clients.emailOptIn,
    projectType: clients.projectType,
    leadSource: clients.leadSource,
    archivedAt: clients.archivedAt,
    createdAt: clients.createdAt,
    updatedAt: clients.updatedAt,
    /** The open project that holds the date; null when the client has none and the date is its own. */
    eventDateProjectId: sql<string | null>`(SELECT h.id FROM (${holder}) h)`,
  };
})();

/** The project that holds a client's event date, with its title and date; undefined when none is open. */
export async function findEventDateHolder(db: DbOrTx, photographerId: string, clientId: string) {
  const holder = eventDateHolder(sql`${clientId}::uuid`, sql`${photographerId}::uuid`);
  const [row] = await db
    .select({
      id: sql<string>`h.id`,
      title: sql<string>`h.title`,
      eventDate: sql<string | null>`h.event_date::text`,
    })
    .from(sql`(${holder}) AS h`);
  return row;
}
