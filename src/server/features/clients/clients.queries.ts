import { and, asc, count, desc, eq, sql, sum } from "drizzle-orm";
import type { ClientData, ClientListItem, ClientProjectSummary } from "../../../shared/clients.js";
import { type DbOrTx, rowsOf } from "../../db/connect.js";
import { clients, estimates, messages, projects, stages } from "../../db/schema/index.js";

export type ClientRow = typeof clients.$inferSelect;

interface ListRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  event_date: string | null;
  has_event_date: boolean;
  notes: string | null;
  email_opt_in: boolean;
  sms_opt_in: boolean;
  lead_source: string;
  created_at: Date | string;
  active_project_count: number | string;
  lp_id: string | null;
  lp_title: string | null;
  lp_project_type: string | null;
  lp_status: string | null;
  lp_event_date: string | null;
  lp_created_at: Date | string | null;
  lp_stage_id: string | null;
  lp_stage_name: string | null;
  lp_stage_color: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The list screen in one query: each client with its count of active projects and its latest
 * project (with stage), through lateral subqueries that use the (client_id, created_at) index.
 */
export async function listClients(
  db: DbOrTx,
  photographerId: string,
  search?: string,
): Promise<ClientListItem[]> {
  const needle = search ? `%${search.toLowerCase().replace(/[\\%_]/g, "\\$&")}%` : null;
  const result = await db.execute(sql`
    SELECT c.id, c.first_name, c.last_name, c.email, c.phone, c.event_date, c.has_event_date, c.notes,
           c.email_opt_in, c.sms_opt_in, c.lead_source, c.created_at,
           (SELECT count(*) FROM projects p WHERE p.client_id = c.id AND p.status = 'ACTIVE') AS active_project_count,
           lp.id AS lp_id, lp.title AS lp_title, lp.project_type AS lp_project_type, lp.status AS lp_status,
           lp.event_date AS lp_event_date, lp.created_at AS lp_created_at,
           s.id AS lp_stage_id, s.name AS lp_stage_name, s.color AS lp_stage_color
      FROM clients c
      LEFT JOIN LATERAL (
        SELECT p.* FROM projects p WHERE p.client_id = c.id ORDER BY p.created_at DESC LIMIT 1
      ) lp ON true
      LEFT JOIN stages s ON s.id = lp.stage_id
     WHERE c.photographer_id = ${photographerId}
       AND (${needle}::text IS NULL
            OR lower(c.first_name || ' ' || c.last_name) LIKE ${needle}
            OR lower(coalesce(c.email, '')) LIKE ${needle})
     ORDER BY c.created_at DESC, c.id`);
  return rowsOf<ListRow>(result).map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    eventDate: r.event_date,
    weddingDate: r.event_date,
    hasEventDate: r.has_event_date,
    notes: r.notes,
    emailOptIn: r.email_opt_in,
    smsOptIn: r.sms_opt_in,
    leadSource: r.lead_source,
    createdAt: iso(r.created_at),
    activeProjectCount: Number(r.active_project_count),
    latestProject: r.lp_id
      ? {
          id: r.lp_id,
          title: r.lp_title!,
          projectType: r.lp_project_type as ClientProjectSummary["projectType"],
          status: r.lp_status as ClientProjectSummary["status"],
          eventDate: r.lp_event_date,
          createdAt: iso(r.lp_created_at!),
          stage: r.lp_stage_id
            ? { id: r.lp_stage_id, name: r.lp_stage_name!, color: r.lp_stage_color! }
            : null,
        }
      : null,
  }));
}

export async function findClient(
  db: DbOrTx,
  photographerId: string,
  clientId: string,
): Promise<ClientRow | null> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.photographerId, photographerId), eq(clients.id, clientId)));
  return row ?? null;
}

export function clientValues(input: ClientData, defaults: { emailOptIn: boolean; smsOptIn: boolean }) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email ?? null,
    phone: input.phone ?? null,
    eventDate: input.eventDate ?? null,
    hasEventDate: Boolean(input.eventDate),
    notes: input.notes ?? null,
    emailOptIn: input.emailOptIn ?? defaults.emailOptIn,
    smsOptIn: input.smsOptIn ?? defaults.smsOptIn,
  };
}

export async function listClientProjects(db: DbOrTx, photographerId: string, clientId: string) {
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      projectType: projects.projectType,
      status: projects.status,
      eventDate: projects.eventDate,
      createdAt: projects.createdAt,
      stageId: stages.id,
      stageName: stages.name,
      stageColor: stages.color,
    })
    .from(projects)
    .leftJoin(stages, eq(stages.id, projects.stageId))
    .where(and(eq(projects.photographerId, photographerId), eq(projects.clientId, clientId)))
    .orderBy(desc(projects.createdAt));
  return rows.map(
    (r): ClientProjectSummary => ({
      id: r.id,
      title: r.title,
      projectType: r.projectType,
      status: r.status,
      eventDate: r.eventDate,
      createdAt: r.createdAt.toISOString(),
      stage: r.stageId ? { id: r.stageId, name: r.stageName!, color: r.stageColor! } : null,
    }),
  );
}

export async function countClientMessages(db: DbOrTx, photographerId: string, clientId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.photographerId, photographerId), eq(messages.clientId, clientId)));
  return row?.n ?? 0;
}

export async function sumClientProposals(db: DbOrTx, photographerId: string, clientId: string) {
  const [row] = await db
    .select({ n: count(), total: sum(estimates.totalCents) })
    .from(estimates)
    .where(and(eq(estimates.photographerId, photographerId), eq(estimates.clientId, clientId)));
  return { count: row?.n ?? 0, totalCents: Number(row?.total ?? 0) };
}

export async function listMessages(db: DbOrTx, photographerId: string, clientId: string) {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.photographerId, photographerId), eq(messages.clientId, clientId)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}
