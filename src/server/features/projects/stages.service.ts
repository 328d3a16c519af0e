/**
 * Pipeline stages per project type. One stage per type is the default (where new projects land).
 * Deleting a stage never orphans projects: they move to the type's default stage (a new default is
 * chosen first when the default itself is deleted), and the last stage of a type cannot be deleted.
 */
import { and, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { ProjectType, Stage, stageInputSchema } from "../../../shared/projects.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { projectActivityLogs, projects, stages } from "../../db/schema/index.js";
import { conflict, notFound } from "../../http/errors.js";
import { findStage, listStageRows, listStages, nextStageOrder } from "./projects.queries.js";
import { STAGE_NOT_FOUND } from "./projects.service.js";

type StageData = z.output<typeof stageInputSchema>;

async function clearOtherDefaults(
  tx: DbOrTx,
  photographerId: string,
  projectType: ProjectType,
  keepId: string,
) {
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

export function createStagesService(database: Database) {
  const { db } = database;

  async function one(photographerId: string, stageId: string): Promise<Stage> {
    const all = await listStages(db, photographerId);
    const stage = all.find((s) => s.id === stageId);
    if (!stage) throw notFound(STAGE_NOT_FOUND);
    return stage;
  }

  async function create(photographerId: string, input: StageData) {
    const id = await db.transaction(async (tx) => {
      const orderIndex = input.orderIndex ?? (await nextStageOrder(tx, photographerId, input.projectType));
      const [row] = await tx
        .insert(stages)
        .values({ photographerId, ...input, orderIndex })
        .returning({ id: stages.id });
      if (input.isDefault) await clearOtherDefaults(tx, photographerId, input.projectType, row!.id);
      return row!.id;
    });
    return one(photographerId, id);
  }

  async function update(photographerId: string, stageId: string, input: StageData) {
    const current = await findStage(db, photographerId, stageId);
    if (!current) throw notFound(STAGE_NOT_FOUND);
    if (current.projectType !== input.projectType) {
      const [holding] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.stageId, stageId))
        .limit(1);
      if (holding)
        throw conflict("Move this stage's projects to another stage before changing its project type");
    }
    if (current.isDefault && !input.isDefault && current.projectType === input.projectType) {
      throw conflict("Choose another default stage first: new projects need a stage to start in");
    }
    await db.transaction(async (tx) => {
      await tx
        .update(stages)
        .set({ ...input, orderIndex: input.orderIndex ?? current.orderIndex })
        .where(and(eq(stages.photographerId, photographerId), eq(stages.id, stageId)));
      if (input.isDefault) await clearOtherDefaults(tx, photographerId, input.projectType, stageId);
    });
    return one(photographerId, stageId);
  }

  async function remove(
    photographerId: string,
    stageId: string,
  ): Promise<{ message: string; movedProjects: number }> {
    const stage = await findStage(db, photographerId, stageId);
    if (!stage) throw notFound(STAGE_NOT_FOUND);
    return db.transaction(async (tx) => {
      const siblings = (await listStageRows(tx, photographerId, stage.projectType)).filter(
        (s) => s.id !== stageId,
      );
      if (siblings.length === 0) throw conflict("A project type needs at least one stage");
      let target = siblings.find((s) => s.isDefault);
      if (!target) {
        target = siblings[0]!;
        await tx.update(stages).set({ isDefault: true }).where(eq(stages.id, target.id));
      }
      const now = new Date();
      const moved = await tx
        .update(projects)
        .set({ stageId: target.id, stageEnteredAt: now, updatedAt: now })
        .where(and(eq(projects.photographerId, photographerId), eq(projects.stageId, stageId)))
        .returning({ id: projects.id });
      if (moved.length > 0) {
        await tx.insert(projectActivityLogs).values(
          moved.map(({ id }) => ({
            photographerId,
            projectId: id,
            action: "STAGE_CHANGED",
            activityType: "PROJECT",
            title: `Moved to ${target.name}`,
            description: `The stage "${stage.name}" was deleted`,
            relatedType: "project",
            relatedId: id,
          })),
        );
      }
      await tx.delete(stages).where(and(eq(stages.photographerId, photographerId), eq(stages.id, stageId)));
      const n = moved.length;
      return {
        message:
          n === 0
            ? "Stage deleted"
            : `Stage deleted. ${n} project${n === 1 ? "" : "s"} moved to ${target.name}.`,
        movedProjects: n,
      };
    });
  }

  return {
    list: (photographerId: string, projectType?: ProjectType) => listStages(db, photographerId, projectType),
    create,
    update,
    remove,
  };
}

export type StagesService = ReturnType<typeof createStagesService>;
