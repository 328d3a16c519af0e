/** Stage writes, always scoped by photographer; the reads live in stage-reads.queries.ts. */
import { and, eq, ne } from "drizzle-orm";
import type { ProjectType } from "../../../shared/projects.js";
import type { DbOrTx } from "../../db/connect.js";
import { projectActivityLogs, projects, stages } from "../../db/schema/index.js";

/** Leaves `keepId` the type's only default stage. */
export async function clearOtherDefaults(
  tx: DbOrTx,
  photographerId: string,
  projectType: ProjectType,
  keepId: string,
): Promise<void> {
  await tx
    .update(stages)
    .set({ isDefault: false })
    .where(
      and(
        eq(stages.photographerId, photographerId),
        eq(stages.projectType, projectType),
        ne(stages.id, keepId),
      ),
    );
}

export async function insertStage(tx: DbOrTx, values: typeof stages.$inferInsert): Promise<string> {
  const [row] = await tx.insert(stages).values(values).returning({ id: stages.id });
  return row!.id;
}

/** Whether any project sits in the stage. */
export async function stageHasProjects(db: DbOrTx, stageId: string): Promise<boolean> {
  const [holding] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.stageId, stageId))
    .limit(1);
  return holding !== undefined;
}

export async function updateStage(
  tx: DbOrTx,
  photographerId: string,
  stageId: string,
  values: Partial<typeof stages.$inferInsert>,
): Promise<void> {
  await tx
    .update(stages)
    .set(values)
    .where(and(eq(stages.photographerId, photographerId), eq(stages.id, stageId)));
}

/** Moves every project of the stage to `toStageId` and records each move; the moved projects' ids. */
export async function moveStageProjects(
  tx: DbOrTx,
  photographerId: string,
  fromStageId: string,
  to: { id: string; name: string },
  because: string,
  now: Date,
): Promise<string[]> {
  const moved = await tx
    .update(projects)
    .set({ stageId: to.id, stageEnteredAt: now, updatedAt: now })
    .where(and(eq(projects.photographerId, photographerId), eq(projects.stageId, fromStageId)))
    .returning({ id: projects.id });
  if (moved.length > 0) {
    await tx.insert(projectActivityLogs).values(
      moved.map(({ id }) => ({
        photographerId,
        projectId: id,
        action: "STAGE_CHANGED",
        activityType: "PROJECT",
        title: `Moved to ${to.name}`,
        description: because,
        relatedType: "project",
        relatedId: id,
      })),
    );
  }
  return moved.map(({ id }) => id);
}

export async function deleteStage(tx: DbOrTx, photographerId: string, stageId: string): Promise<void> {
  await tx.delete(stages).where(and(eq(stages.photographerId, photographerId), eq(stages.id, stageId)));
}
