/**
 * Pipeline stages per project type. One stage per type is the default (where new projects land).
 * Deleting a stage never orphans projects: they move to the type's default stage (a new default is
 * chosen first when the default itself is deleted), and the last stage of a type cannot be deleted.
 */
import type { z } from "zod";
import type { ProjectType, Stage, stageInputSchema } from "../../../shared/projects.js";
import type { Database } from "../../db/connect.js";
import { conflict, notFound } from "../../http/errors.js";
import type { JobQueue } from "../../jobs/queue.js";
import { emitStageMoves } from "../webhooks/webhook-emitters.js";
import { STAGE_NOT_FOUND } from "./projects.service.js";
import { findStage, listStageRows, listStages, nextStageOrder } from "./stage-reads.queries.js";
import {
  clearOtherDefaults,
  deleteStage,
  insertStage,
  moveStageProjects,
  stageHasProjects,
  updateStage,
} from "./stages.queries.js";

type StageData = z.output<typeof stageInputSchema>;

export function createStagesService(database: Database, queue: JobQueue) {
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
      const id = await insertStage(tx, { photographerId, ...input, orderIndex });
      if (input.isDefault) await clearOtherDefaults(tx, photographerId, input.projectType, id);
      return id;
    });
    return one(photographerId, id);
  }

  async function update(photographerId: string, stageId: string, input: StageData) {
    const current = await findStage(db, photographerId, stageId);
    if (!current) throw notFound(STAGE_NOT_FOUND);
    if (current.projectType !== input.projectType) {
      if (await stageHasProjects(db, stageId))
        throw conflict("Move this stage's projects to another stage before changing its project type");
    }
    if (current.isDefault && !input.isDefault && current.projectType === input.projectType) {
      throw conflict("Choose another default stage first: new projects need a stage to start in");
    }
    await db.transaction(async (tx) => {
      await updateStage(tx, photographerId, stageId, {
        ...input,
        orderIndex: input.orderIndex ?? current.orderIndex,
      });
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
        await updateStage(tx, photographerId, target.id, { isDefault: true });
      }
      const now = new Date();
      const moved = await moveStageProjects(
        tx,
        photographerId,
        stageId,
        target,
        `The stage "${stage.name}" was deleted`,
        now,
      );
      await emitStageMoves(tx, queue, photographerId, moved, { from: stage, to: target, at: now });
      await deleteStage(tx, photographerId, stageId);
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
