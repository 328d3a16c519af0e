/**
 * Projects and their movement through the pipeline. Every stage entry (creation included) sets
 * stageEnteredAt, writes an activity row and enqueues a stage-entered event in the same transaction,
 * so automations hear of exactly the moves that committed.
 */
import type { z } from "zod";
import type {
  createProjectInputSchema,
  ProjectType,
  updateProjectInputSchema,
} from "../../../shared/projects.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { HttpError, notFound } from "../../http/errors.js";
import { type EventBus, stageEnteredJob } from "../../jobs/events.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { ClientsService } from "../clients/clients.service.js";
import { listProposalRows } from "../proposals/proposals.queries.js";
import { emitStageChanged } from "../webhooks/webhook-emitters.js";
import { listProjectsJson } from "./project-summaries.queries.js";
import {
  copyChecklistTemplate,
  findLatestActiveProject,
  findProject,
  findProjectStage,
  insertActivity,
  insertProject,
  prepareFindProject,
  prepareProjectDetailJson,
  setProjectStage,
  updateProjectRow,
} from "./projects.queries.js";
import { type ProjectPageQuery, projectPageJson } from "./projects-page.queries.js";
import { defaultStage, findStage, listStageRows } from "./stage-reads.queries.js";

export const PROJECT_NOT_FOUND = "Project not found";
export const STAGE_NOT_FOUND = "Stage not found";

type CreateProject = z.output<typeof createProjectInputSchema>;
type UpdateProject = z.output<typeof updateProjectInputSchema>;

export function createProjectsService(
  database: Database,
  queue: JobQueue,
  bus: EventBus,
  clients: ClientsService,
) {
  const { db } = database;
  const findProjectPrepared = prepareFindProject(db);
  const findDetailJson = prepareProjectDetailJson(db);
  const stageEntered = stageEnteredJob(bus);

  async function stageFor(tx: DbOrTx, photographerId: string, projectType: ProjectType, stageId?: string) {
    if (!stageId) return defaultStage(tx, photographerId, projectType);
    const stage = await findStage(tx, photographerId, stageId);
    if (!stage) throw notFound(STAGE_NOT_FOUND);
    if (stage.projectType !== projectType) {
      throw new HttpError(
        422,
        `The stage "${stage.name}" belongs to ${stage.projectType.toLowerCase()} projects`,
      );
    }
    return stage;
  }

  async function enter(
    tx: DbOrTx,
    photographerId: string,
    projectId: string,
    stageId: string,
    previousStageId: string | null,
    enteredAt: Date,
  ) {
    await queue.enqueue(
      stageEntered,
      { photographerId, projectId, stageId, previousStageId, enteredAt: enteredAt.toISOString() },
      { tx },
    );
  }

  /**
   * Inserts a project inside the caller's transaction (a public booking creates its client and project
   * in the same commit as the booking). The client must already be the studio's.
   */
  async function createWithin(tx: DbOrTx, photographerId: string, input: CreateProject): Promise<string> {
    const stage = await stageFor(tx, photographerId, input.projectType, input.stageId);
    const now = new Date();
    const id = await insertProject(tx, {
      photographerId,
      clientId: input.clientId,
      projectType: input.projectType,
      title: input.title,
      eventDate: input.eventDate ?? null,
      hasEventDate: Boolean(input.eventDate),
      deliveryDate: input.deliveryDate ?? null,
      consultationDate: input.consultationDate ?? null,
      notes: input.notes ?? null,
      venue: input.venue ?? null,
      eventTimeZone: input.eventTimeZone ?? null,
      leadSource: input.leadSource ?? "MANUAL",
      smsOptIn: input.smsOptIn,
      emailOptIn: input.emailOptIn,
      stageId: stage?.id ?? null,
      stageEnteredAt: stage ? now : null,
    });
    // The studio's checklist template becomes this project's checklist, which the client sees in the portal.
    await copyChecklistTemplate(tx, photographerId, id);
    await insertActivity(tx, {
      photographerId,
      projectId: id,
      action: "CREATED",
      title: "Project created",
      description: stage ? `Started in ${stage.name}` : undefined,
    });
    if (stage) await enter(tx, photographerId, id, stage.id, null, now);
    return id;
  }

  async function create(photographerId: string, input: CreateProject) {
    await clients.requireClient(photographerId, input.clientId);
    const projectId = await db.transaction((tx) => createWithin(tx, photographerId, input));
    return (await findProject(db, photographerId, projectId))!;
  }

  async function requireProject(photographerId: string, projectId: string) {
    const project = await findProjectPrepared(photographerId, projectId);
    if (!project) throw notFound(PROJECT_NOT_FOUND);
    return project;
  }

  /** ProjectDetail as JSON text, built by PostgreSQL in one round trip. */
  async function detailJson(photographerId: string, projectId: string): Promise<string> {
    const json = await findDetailJson(photographerId, projectId);
    if (json === null) throw notFound(PROJECT_NOT_FOUND);
    return json;
  }

  async function update(photographerId: string, projectId: string, input: UpdateProject) {
    const current = await requireProject(photographerId, projectId);
    await db.transaction(async (tx) => {
      await updateProjectRow(tx, photographerId, projectId, {
        title: input.title,
        eventDate: input.eventDate ?? null,
        hasEventDate: Boolean(input.eventDate),
        notes: input.notes ?? null,
        status: input.status,
        // Omitted keeps them: callers that predate these dates do not clear them.
        ...(input.deliveryDate === undefined ? {} : { deliveryDate: input.deliveryDate }),
        ...(input.consultationDate === undefined ? {} : { consultationDate: input.consultationDate }),
        ...(input.venue === undefined ? {} : { venue: input.venue }),
        ...(input.galleryUrl === undefined ? {} : { galleryUrl: input.galleryUrl }),
        ...(input.eventTimeZone === undefined ? {} : { eventTimeZone: input.eventTimeZone }),
        ...(input.smsOptIn === undefined ? {} : { smsOptIn: input.smsOptIn }),
        ...(input.emailOptIn === undefined ? {} : { emailOptIn: input.emailOptIn }),
        updatedAt: new Date(),
      });
      const changes: string[] = [];
      if (current.title !== input.title) changes.push(`title to "${input.title}"`);
      if (current.status !== input.status) changes.push(`status to ${input.status.toLowerCase()}`);
      if ((current.eventDate ?? null) !== (input.eventDate ?? null))
        changes.push(`event date to ${input.eventDate ?? "none"}`);
      for (const [key, label] of [
        ["deliveryDate", "delivery date"],
        ["consultationDate", "consultation date"],
      ] as const) {
        const next = input[key];
        if (next !== undefined && (current[key] ?? null) !== next)
          changes.push(`${label} to ${next ?? "none"}`);
      }
      if ((current.notes ?? null) !== (input.notes ?? null)) changes.push("notes");
      if (input.venue !== undefined && (current.venue ?? null) !== input.venue)
        changes.push(`venue to ${input.venue ?? "none"}`);
      if (input.galleryUrl !== undefined && (current.galleryUrl ?? null) !== input.galleryUrl)
        changes.push(input.galleryUrl ? "gallery link" : "gallery link to none");
      if (input.eventTimeZone !== undefined && current.eventTimeZone !== input.eventTimeZone)
        changes.push(`event time zone to ${input.eventTimeZone ?? "the studio's"}`);
      if (changes.length > 0) {
        await insertActivity(tx, {
          photographerId,
          projectId,
          action: "UPDATED",
          title: "Project updated",
          description: `Changed ${changes.join(", ")}`,
        });
      }
    });
    return requireProject(photographerId, projectId);
  }

  /**
   * Moves a project inside the caller's transaction (the automation engine's pipeline moves use it, so
   * that the move and the record of why it happened commit together). False when already there.
   */
  async function moveWithin(
    tx: DbOrTx,
    photographerId: string,
    projectId: string,
    stageId: string,
    because?: string,
  ): Promise<{ moved: boolean; stageName: string }> {
    const current = await findProjectStage(tx, photographerId, projectId);
    if (!current) throw notFound(PROJECT_NOT_FOUND);
    const stage = await stageFor(tx, photographerId, current.projectType, stageId);
    if (current.stageId === stageId) return { moved: false, stageName: stage!.name };
    const now = new Date();
    await setProjectStage(tx, photographerId, projectId, stage!.id, now);
    const from = current.stageName ? `From ${current.stageName}` : undefined;
    await insertActivity(tx, {
      photographerId,
      projectId,
      action: "STAGE_CHANGED",
      title: `Moved to ${stage!.name}`,
      description: because ? [from, because].filter(Boolean).join(" · ") : from,
      metadata: { fromStageId: current.stageId, toStageId: stage!.id },
    });
    await enter(tx, photographerId, projectId, stage!.id, current.stageId, now);
    await emitStageChanged(tx, queue, {
      photographerId,
      projectId,
      fromStageId: current.stageId,
      fromStageName: current.stageName,
      toStageId: stage!.id,
      toStageName: stage!.name,
      movedAt: now,
    });
    return { moved: true, stageName: stage!.name };
  }

  /**
   * The stage a client's first booked consultation moves their project into: the type's stage named
   * like "Consultation", else the one after the default stage, else the default itself.
   */
  async function consultationStage(tx: DbOrTx, photographerId: string, projectType: ProjectType) {
    const rows = await listStageRows(tx, photographerId, projectType);
    const byName = rows.find((stage) => /consult/i.test(stage.name));
    if (byName) return byName;
    const first = rows.find((stage) => stage.isDefault) ?? rows[0];
    const index = first ? rows.indexOf(first) : -1;
    return rows[index + 1] ?? first ?? null;
  }

  /** The client's most recent active project, which a new booking belongs to. */
  async function latestActiveProject(tx: DbOrTx, photographerId: string, clientId: string) {
    return findLatestActiveProject(tx, photographerId, clientId);
  }

  async function move(photographerId: string, projectId: string, stageId: string) {
    const project = await requireProject(photographerId, projectId);
    if (project.stageId === stageId) return project;
    await db.transaction((tx) => moveWithin(tx, photographerId, projectId, stageId));
    return requireProject(photographerId, projectId);
  }

  return {
    listJson: (photographerId: string, projectType?: ProjectType) =>
      listProjectsJson(db, photographerId, projectType),
    /** One Page<ProjectSummary> as JSON text, built by PostgreSQL. */
    pageJson: (photographerId: string, query: ProjectPageQuery) => projectPageJson(db, photographerId, query),
    create,
    createWithin,
    detailJson,
    update,
    move,
    moveWithin,
    requireProject,
    /** The project page's read-only proposal list; the proposals feature owns the writes. */
    async proposalRows(photographerId: string, projectId: string) {
      await requireProject(photographerId, projectId);
      return listProposalRows(db, photographerId, { projectId });
    },
    consultationStage,
    latestActiveProject,
    recordActivity: insertActivity,
    defaultStage: (tx: DbOrTx, photographerId: string, projectType: ProjectType) =>
      defaultStage(tx, photographerId, projectType),
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
