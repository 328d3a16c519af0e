/**
 * One project's reads and writes: the project, its detail page, its activity, stage and checklist.
 * The list's ProjectSummary SQL is in project-summaries.queries.ts, the stages' reads in
 * stage-reads.queries.ts.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Project } from "../../../shared/projects.js";
import type { DbOrTx } from "../../db/connect.js";
import {
  checklistTemplateItems,
  clients,
  projectActivityLogs,
  projectChecklistItems,
  projects,
  stages,
} from "../../db/schema/index.js";
import { activityFeedJsonSql } from "./activity.queries.js";
import { isoUtc } from "./project-summaries.queries.js";

// The summary fragments stay importable from here for the paged list (projects-page.queries.ts).
export { PROJECT_SUMMARY_COLUMNS, PROJECT_SUMMARY_JOINS } from "./project-summaries.queries.js";

/** The project page lists this many of the project's newest events. */
const PROJECT_ACTIVITY_LIMIT = 200;

const projectColumns = {
  project: projects,
  stageName: stages.name,
  stageColor: stages.color,
  firstName: clients.firstName,
  lastName: clients.lastName,
  email: clients.email,
  phone: clients.phone,
};

type ProjectJoinRow = {
  project: typeof projects.$inferSelect;
  stageName: string | null;
  stageColor: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
};

function toProject(r: ProjectJoinRow): Project {
  const p = r.project;
  return {
    id: p.id,
    clientId: p.clientId,
    projectType: p.projectType,
    title: p.title,
    leadSource: p.leadSource,
    eventDate: p.eventDate,
    hasEventDate: p.hasEventDate,
    deliveryDate: p.deliveryDate,
    consultationDate: p.consultationDate,
    notes: p.notes,
    venue: p.venue,
    eventTimeZone: p.eventTimeZone,
    galleryUrl: p.galleryUrl,
    stageId: p.stageId,
    stageEnteredAt: p.stageEnteredAt?.toISOString() ?? null,
    status: p.status,
    smsOptIn: p.smsOptIn,
    emailOptIn: p.emailOptIn,
    createdAt: p.createdAt.toISOString(),
    stage: r.stageName ? { name: r.stageName, color: r.stageColor! } : null,
    client: { firstName: r.firstName, lastName: r.lastName, email: r.email, phone: r.phone },
  };
}

/** The project with its stage and client, or null when it is not this photographer's; planned once. */
export function prepareFindProject(db: DbOrTx) {
  const query = db
    .select(projectColumns)
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(stages, eq(stages.id, projects.stageId))
    .where(
      and(
        eq(projects.photographerId, sql.placeholder("photographerId")),
        eq(projects.id, sql.placeholder("projectId")),
      ),
    )
    .prepare("focal_find_project");
  return async (photographerId: string, projectId: string): Promise<Project | null> => {
    const [row] = await query.execute({ photographerId, projectId });
    return row ? toProject(row) : null;
  };
}

/**
 * The project page in one round trip: ProjectDetail as JSON text that PostgreSQL builds (the project,
 * its stage and client, and its latest activity from the feed). No row: not this photographer's project.
 */
export function prepareProjectDetailJson(db: DbOrTx) {
  const query = db
    .select({ json: sql<string>`q.json` })
    .from(
      sql`(SELECT row_to_json(x)::text AS json
      FROM projects p
      JOIN clients c ON c.id = p.client_id AND c.photographer_id = p.photographer_id
      LEFT JOIN stages s ON s.id = p.stage_id
      CROSS JOIN LATERAL (
        SELECT p.id, p.client_id AS "clientId", p.project_type AS "projectType", p.title,
               p.lead_source AS "leadSource", p.event_date AS "eventDate", p.has_event_date AS "hasEventDate",
               p.delivery_date AS "deliveryDate", p.consultation_date AS "consultationDate",
               p.notes, p.venue, p.event_time_zone AS "eventTimeZone", p.gallery_url AS "galleryUrl", p.stage_id AS "stageId", ${isoUtc("p.stage_entered_at")} AS "stageEnteredAt", p.status,
               p.sms_opt_in AS "smsOptIn", p.email_opt_in AS "emailOptIn", ${isoUtc("p.created_at")} AS "createdAt",
               CASE WHEN s.id IS NULL THEN NULL
                    ELSE (SELECT row_to_json(st) FROM (SELECT s.name, s.color) st) END AS stage,
               (SELECT row_to_json(cl) FROM (SELECT c.first_name AS "firstName", c.last_name AS "lastName",
                                                    c.email, c.phone) cl) AS client,
               -- The activity feed's own statement (activity.queries.ts), so that the card and the
               -- dashboard read one definition of what happened.
               ${activityFeedJsonSql({ photographerId: sql.raw("p.photographer_id"), projectId: sql.raw("p.id") }, PROJECT_ACTIVITY_LIMIT)} AS activities
      ) x
     WHERE p.photographer_id = ${sql.placeholder("photographerId")} AND p.id = ${sql.placeholder("projectId")}) AS q`,
    )
    .prepare("focal_project_detail");
  return async (photographerId: string, projectId: string): Promise<string | null> =>
    (await query.execute({ photographerId, projectId }))[0]?.json ?? null;
}

export async function findProject(
  db: DbOrTx,
  photographerId: string,
  projectId: string,
): Promise<Project | null> {
  const [row] = await db
    .select(projectColumns)
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(stages, eq(stages.id, projects.stageId))
    .where(and(eq(projects.photographerId, photographerId), eq(projects.id, projectId)));
  return row ? toProject(row) : null;
}

export async function insertActivity(
  db: DbOrTx,
  values: {
    photographerId: string;
    projectId: string;
    action: string;
    title: string;
    description?: string;
    metadata?: Record<string, unknown>;
  },
) {
  await db.insert(projectActivityLogs).values({
    photographerId: values.photographerId,
    projectId: values.projectId,
    action: values.action,
    activityType: "PROJECT",
    title: values.title,
    description: values.description ?? null,
    metadata: values.metadata ?? null,
    relatedType: "project",
    relatedId: values.projectId,
  });
}

export async function insertProject(tx: DbOrTx, values: typeof projects.$inferInsert): Promise<string> {
  const [row] = await tx.insert(projects).values(values).returning({ id: projects.id });
  return row!.id;
}

/** Copies the studio's checklist template, in order, as the project's checklist. */
export async function copyChecklistTemplate(
  tx: DbOrTx,
  photographerId: string,
  projectId: string,
): Promise<void> {
  const template = await tx
    .select()
    .from(checklistTemplateItems)
    .where(eq(checklistTemplateItems.photographerId, photographerId))
    .orderBy(asc(checklistTemplateItems.orderIndex));
  if (template.length === 0) return;
  await tx
    .insert(projectChecklistItems)
    .values(
      template.map((item) => ({ photographerId, projectId, title: item.title, orderIndex: item.orderIndex })),
    );
}

export async function updateProjectRow(
  tx: DbOrTx,
  photographerId: string,
  projectId: string,
  values: Partial<typeof projects.$inferInsert>,
): Promise<void> {
  await tx
    .update(projects)
    .set(values)
    .where(and(eq(projects.photographerId, photographerId), eq(projects.id, projectId)));
}

/** The project's stage (id and name) and type. */
export async function findProjectStage(tx: DbOrTx, photographerId: string, projectId: string) {
  const [current] = await tx
    .select({ stageId: projects.stageId, projectType: projects.projectType, stageName: stages.name })
    .from(projects)
    .leftJoin(stages, eq(stages.id, projects.stageId))
    .where(and(eq(projects.photographerId, photographerId), eq(projects.id, projectId)));
  return current;
}

export async function setProjectStage(
  tx: DbOrTx,
  photographerId: string,
  projectId: string,
  stageId: string,
  now: Date,
): Promise<void> {
  await updateProjectRow(tx, photographerId, projectId, { stageId, stageEnteredAt: now, updatedAt: now });
}

/** The client's most recent active project. */
export async function findLatestActiveProject(tx: DbOrTx, photographerId: string, clientId: string) {
  const [row] = await tx
    .select({ id: projects.id, projectType: projects.projectType, stageId: projects.stageId })
    .from(projects)
    .where(
      and(
        eq(projects.photographerId, photographerId),
        eq(projects.clientId, clientId),
        eq(projects.status, "ACTIVE"),
      ),
    )
    .orderBy(desc(projects.createdAt))
    .limit(1);
  return row ?? null;
}
