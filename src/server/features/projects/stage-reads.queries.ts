/**
 * The studio's stages as read: one stage, a type's stages in board order (and its default) and every
 * stage with its project count. The writes are in stages.queries.ts; both are scoped by photographer.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { ProjectType, Stage } from "../../../shared/projects.js";
import type { DbOrTx } from "../../db/connect.js";
import { projects, stages } from "../../db/schema/index.js";

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
