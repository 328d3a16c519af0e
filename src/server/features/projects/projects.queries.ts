import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Project, ProjectType, Stage } from "../../../shared/projects.js";
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

const isoUtc = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The columns of one ProjectSummary, of the project `p` with its client `c` and stage `s`. */
export const PROJECT_SUMMARY_COLUMNS = sql`p.id, p.client_id AS "clientId", p.project_type AS "projectType", p.title,
               p.event_date AS "eventDate", p.stage_id AS "stageId",
               ${isoUtc("p.stage_entered_at")} AS "stageEnteredAt", p.status,
               ${isoUtc("p.created_at")} AS "createdAt",
               CASE WHEN s.id IS NULL THEN NULL
                    ELSE (SELECT row_to_json(st) FROM (SELECT s.name, s.color) st) END AS stage,
               (SELECT row_to_json(cl) FROM (SELECT c.first_name AS "firstName", c.last_name AS "lastName", c.email) cl) AS client`;

// The client is scoped to the studio, so the planner reads this studio's clients by index rather than
// hashing every studio's clients (what it chose at a few thousand rows).
export const PROJECT_SUMMARY_JOINS = sql`projects p
          JOIN clients c ON c.id = p.client_id AND c.photographer_id = p.photographer_id
          LEFT JOIN stages s ON s.id = p.stage_id`;

/**
 * Project summaries with their stage and client, newest first, as the JSON text PostgreSQL builds
 * itself: for a studio with 10,000 projects this is several times faster than mapping rows in Node and
 * stringifying them again. The shape is ProjectSummary's, written as JSON.stringify would (row_to_json
 * adds no spaces). A named statement: each pooled connection plans it once.
 */
function projectListQuery(db: DbOrTx) {
  const projectType = sql.placeholder("projectType");
  return db
    .select({ json: sql<string>`q.json` })
    .from(
      // Ordered by the instant itself (microseconds), as the pages are (projects-page.queries.ts), so
      // that the pages put together are this list even for projects made within one millisecond.
      sql`(SELECT '[' || coalesce(string_agg(row_to_json(x)::text, ',' ORDER BY p.created_at DESC, p.id DESC), '') || ']' AS json
      FROM ${PROJECT_SUMMARY_JOINS}
      CROSS JOIN LATERAL (SELECT ${PROJECT_SUMMARY_COLUMNS}) x
     WHERE p.photographer_id = ${sql.placeholder("photographerId")}
       AND (${projectType}::text IS NULL OR p.project_type = ${projectType})) AS q`,
    )
    .prepare("focal_project_list");
}

const projectListQueries = new WeakMap<DbOrTx, ReturnType<typeof projectListQuery>>();

export async function listProjectsJson(
  db: DbOrTx,
  photographerId: string,
  projectType?: ProjectType,
): Promise<string> {
  let query = projectListQueries.get(db);
  if (!query) {
    query = projectListQuery(db);
    projectListQueries.set(db, query);
  }
  const [row] = await query.execute({ photographerId, projectType: projectType ?? null });
  return row!.json;
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

export type StageRow = typeof stages.$inferSelect;

export async function findStage(
  db: DbOrTx,
  photographerId: string,
  stageId: string,
): Promise<StageRow | null> {
  const [row] = await db
    .select()
    .from(stages)
    .where(and(eq(stages.photographerId, photographerId), eq(stages.id, stageId)));
  return row ?? null;
}

export async function listStageRows(db: DbOrTx, photographerId: string, projectType: ProjectType) {
  return db
    .select()
    .from(stages)
    .where(and(eq(stages.photographerId, photographerId), eq(stages.projectType, projectType)))
    .orderBy(asc(stages.orderIndex), asc(stages.createdAt));
}

/** The stage new projects of a type land in: the one marked default, else the first. */
export async function defaultStage(db: DbOrTx, photographerId: string, projectType: ProjectType) {
  const rows = await listStageRows(db, photographerId, projectType);
  return rows.find((s) => s.isDefault) ?? rows[0] ?? null;
}

export async function listStages(
  db: DbOrTx,
  photographerId: string,
  projectType?: ProjectType,
): Promise<Stage[]> {
  const rows = await db
    .select({ stage: stages, projectCount: count(projects.id) })
    .from(stages)
    .leftJoin(projects, eq(projects.stageId, stages.id))
    .where(
      and(
        eq(stages.photographerId, photographerId),
        projectType ? eq(stages.projectType, projectType) : undefined,
      ),
    )
    .groupBy(stages.id)
    .orderBy(asc(stages.projectType), asc(stages.orderIndex), asc(stages.createdAt));
  return rows.map(({ stage, projectCount }) => ({
    id: stage.id,
    name: stage.name,
    projectType: stage.projectType,
    orderIndex: stage.orderIndex,
    color: stage.color,
    isDefault: stage.isDefault,
    projectCount: Number(projectCount),
  }));
}

export async function nextStageOrder(
  db: DbOrTx,
  photographerId: string,
  projectType: ProjectType,
): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${stages.orderIndex})` })
    .from(stages)
    .where(and(eq(stages.photographerId, photographerId), eq(stages.projectType, projectType)));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
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
