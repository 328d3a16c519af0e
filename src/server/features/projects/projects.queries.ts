import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Project, ProjectActivity, ProjectType, Stage } from "../../../shared/projects.js";
import { type DbOrTx, rowsOf } from "../../db/connect.js";
import { clients, projectActivityLogs, projects, stages } from "../../db/schema/index.js";

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
    notes: p.notes,
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

/**
 * Project summaries with their stage and client, newest first, as one JSON array built by PostgreSQL
 * itself: for a studio with 10,000 projects this is several times faster than mapping rows in Node and
 * stringifying them again. The shape is ProjectSummary's.
 */
export async function listProjectsJson(
  db: DbOrTx,
  photographerId: string,
  projectType?: ProjectType,
): Promise<string> {
  const result = await db.execute(sql`
    -- "createdAt" is fixed-width ISO text, so its order is the timestamps' (to the millisecond).
    SELECT coalesce(json_agg(x ORDER BY x."createdAt" DESC, x.id DESC), '[]')::text AS json FROM (
      SELECT p.id, p.client_id AS "clientId", p.project_type AS "projectType", p.title,
             p.event_date AS "eventDate", p.stage_id AS "stageId",
             ${isoUtc("p.stage_entered_at")} AS "stageEnteredAt", p.status,
             ${isoUtc("p.created_at")} AS "createdAt",
             CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object('name', s.name, 'color', s.color) END AS stage,
             json_build_object('firstName', c.first_name, 'lastName', c.last_name, 'email', c.email) AS client
        FROM projects p
        JOIN clients c ON c.id = p.client_id
        LEFT JOIN stages s ON s.id = p.stage_id
       WHERE p.photographer_id = ${photographerId}
         AND (${projectType ?? null}::text IS NULL OR p.project_type = ${projectType ?? null})
    ) x`);
  return rowsOf<{ json: string }>(result)[0]!.json;
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

export async function listActivities(
  db: DbOrTx,
  photographerId: string,
  projectId: string,
): Promise<ProjectActivity[]> {
  const rows = await db
    .select()
    .from(projectActivityLogs)
    .where(
      and(
        eq(projectActivityLogs.photographerId, photographerId),
        eq(projectActivityLogs.projectId, projectId),
      ),
    )
    .orderBy(desc(projectActivityLogs.createdAt))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    activityType: r.activityType,
    title: r.title,
    description: r.description,
    createdAt: r.createdAt.toISOString(),
  }));
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
