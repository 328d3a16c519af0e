/**
 * The engine's triggers: a project entering a stage and a business event (payments, signing,
 * bookings, the event day, and the events derived from stage names) become scheduled executions, or,
 * for pipeline automations, a move of the project. Each is claimed in automation_executions first, in
 * the same transaction as its job, so an event delivered twice schedules once.
 */
import { releaseFromQuietHours } from "../../../shared/automation-schedule.js";
import { BUSINESS_TRIGGER_LABELS, type BusinessTriggerType } from "../../../shared/automations.js";
import type { DbOrTx } from "../../db/connect.js";
import type { BusinessEvent, StageEnteredEvent } from "../../jobs/events.js";
import { claimExecution, findStudio, updateExecution } from "./automation-engine.queries.js";
import {
  type AutomationRow,
  type EngineContext,
  type ProjectMover,
  quietFor,
  type Studio,
} from "./automation-engine-context.js";
import {
  enabledStepsOf,
  projectForEvent,
  projectWithStage,
  stageAutomations,
  triggeredAutomations,
} from "./automation-triggers.queries.js";

export function createAutomationTriggers(context: EngineContext, mover: ProjectMover) {
  const { db, now, enqueueRun } = context;

  /** Claims one execution per enabled step and enqueues its job at the due time, inside `tx`. */
  async function scheduleSteps(
    tx: DbOrTx,
    automation: AutomationRow,
    projectId: string,
    base: Date,
    studio: Studio,
  ): Promise<number> {
    let scheduled = 0;
    for (const step of await enabledStepsOf(tx, automation.id)) {
      const due = releaseFromQuietHours(
        new Date(base.getTime() + step.delayMinutes * 60_000),
        quietFor(step, studio),
        studio.timezone,
      );
      const claimed = await claimExecution(tx, {
        photographerId: automation.photographerId,
        projectId,
        automationId: automation.id,
        automationType: automation.automationType,
        stepId: step.id,
        step: step.stepIndex,
        channel: automation.channel,
        status: "SCHEDULED",
        scheduledFor: due,
      });
      if (!claimed) continue;
      await enqueueRun(tx, claimed, due > now() ? due : undefined);
      scheduled++;
    }
    return scheduled;
  }

  async function onStageEntered(event: StageEnteredEvent): Promise<void> {
    const project = await projectWithStage(db, event.photographerId, event.projectId);
    if (!project) return;
    await db.transaction(async (tx) => {
      const studio = await findStudio(tx, event.photographerId);
      for (const automation of await stageAutomations(tx, event, project.projectType)) {
        await scheduleSteps(tx, automation, event.projectId, new Date(event.enteredAt), studio);
      }
    });
    // Stages named like the milestones they stand for raise the matching business events.
    const derived: BusinessEvent["eventType"][] = [];
    if (event.previousStageId === null) derived.push("CLIENT_ONBOARDED");
    if (project.stageName && /^booked$/i.test(project.stageName.trim())) derived.push("PROJECT_BOOKED");
    if (project.stageName && /deliver/i.test(project.stageName)) derived.push("PROJECT_DELIVERED");
    for (const eventType of derived) {
      await onBusinessEvent({
        photographerId: event.photographerId,
        eventType,
        clientId: project.clientId,
        projectId: event.projectId,
        subjectId: event.projectId,
        occurredAt: event.enteredAt,
      });
    }
  }

  async function onBusinessEvent(event: BusinessEvent): Promise<void> {
    const project = await projectForEvent(db, event);
    if (!project) return;
    await db.transaction(async (tx) => {
      const studio = await findStudio(tx, event.photographerId);
      const triggered = await triggeredAutomations(
        tx,
        { ...event, amountCents: event.amountCents ?? null },
        project,
      );
      for (const automation of triggered) {
        if (automation.automationType === "STAGE_CHANGE" || automation.targetStageId) {
          await runPipeline(tx, automation, project.id, event.eventType);
        } else if (automation.automationType === "COMMUNICATION") {
          await scheduleSteps(tx, automation, project.id, new Date(event.occurredAt), studio);
        }
      }
    });
  }

  /** A pipeline automation: once per project and trigger, recorded with the move. */
  async function runPipeline(
    tx: DbOrTx,
    automation: AutomationRow,
    projectId: string,
    trigger: BusinessTriggerType,
  ) {
    const claimed = await claimExecution(tx, {
      photographerId: automation.photographerId,
      projectId,
      automationId: automation.id,
      automationType: automation.automationType,
      triggerType: trigger,
      status: "SUCCESS",
      scheduledFor: now(),
    });
    if (!claimed) return;
    let status = "SUCCESS";
    let summary: string | null = null;
    let reason: string | null = null;
    if (!automation.targetStageId) {
      status = "SKIPPED";
      reason = "The target stage no longer exists";
    } else {
      const result = await mover.moveWithin(
        tx,
        automation.photographerId,
        projectId,
        automation.targetStageId,
        `Automation "${automation.name}" (${BUSINESS_TRIGGER_LABELS[trigger]})`,
      );
      summary = `Moved to ${result.stageName}`;
      if (!result.moved) {
        status = "SKIPPED";
        reason = `Already in ${result.stageName}`;
      }
    }
    await updateExecution(tx, claimed, { status, summary, reason, executedAt: now() });
  }

  return { onStageEntered, onBusinessEvent };
}
