/**
 * Automations, their steps and business triggers. Every id is checked against the signed-in
 * photographer (automation-checks.ts): a stage, template or automation of another studio answers 404.
 * This file holds the automation itself; its steps and triggers live in automation-steps.service.ts.
 */
import type { z } from "zod";
import {
  automationConfigurationProblem,
  type CreateAutomationData,
  type patchAutomationInputSchema,
  type updateAutomationInputSchema,
} from "../../../shared/automations.js";
import type { ProjectType } from "../../../shared/projects.js";
import type { Database } from "../../db/connect.js";
import { badRequest } from "../../http/errors.js";
import { checkReferences, requireAutomation } from "./automation-checks.js";
import { createAutomationStepsService } from "./automation-steps.service.js";
import { getAutomation, loadAutomations } from "./automation-views.js";
import {
  type AutomationChanges,
  deleteAutomation,
  insertAutomation,
  updateAutomation,
} from "./automations.queries.js";

export { STEP_NOT_FOUND } from "./automation-checks.js";
export { AUTOMATION_NOT_FOUND } from "./automation-views.js";

/** When the client names no trigger mode, each automation type has its natural one. */
function defaultTriggerMode(automationType: CreateAutomationData["automationType"]) {
  if (automationType === "COUNTDOWN") return "TIME";
  if (automationType === "STAGE_CHANGE") return "BUSINESS";
  return "STAGE";
}

export function createAutomationsService(database: Database) {
  const { db } = database;

  async function list(photographerId: string, projectType?: ProjectType) {
    return loadAutomations(db, photographerId, projectType ? { projectType } : {});
  }

  async function get(photographerId: string, id: string) {
    return getAutomation(db, photographerId, id);
  }

  async function create(photographerId: string, input: CreateAutomationData) {
    const problem = automationConfigurationProblem(input);
    if (problem) throw badRequest(problem);
    await checkReferences(db, photographerId, input.projectType, {
      stageIds: [input.stageId, input.targetStageId, input.stageCondition],
      templateIds: [input.templateId],
      questionnaireId: input.questionnaireTemplateId,
    });
    const id = await insertAutomation(db, {
      photographerId,
      projectType: input.projectType,
      name: input.name,
      automationType: input.automationType,
      stageId: input.stageId ?? null,
      channel: input.channel ?? null,
      triggerType: input.triggerType ?? null,
      targetStageId: input.targetStageId ?? null,
      daysBefore: input.daysBefore ?? null,
      triggerTiming: input.triggerTiming,
      triggerHour: input.triggerHour ?? 9,
      triggerMinute: input.triggerMinute ?? 0,
      eventType: input.eventType ?? null,
      stageCondition: input.stageCondition ?? null,
      templateId: input.templateId ?? null,
      questionnaireTemplateId: input.questionnaireTemplateId ?? null,
      enabled: input.enabled,
      triggerMode: input.triggerMode ?? defaultTriggerMode(input.automationType),
    });
    return get(photographerId, id);
  }

  async function patch(
    photographerId: string,
    id: string,
    input: z.output<typeof patchAutomationInputSchema>,
  ) {
    const current = await requireAutomation(db, photographerId, id);
    if (input.stageCondition) {
      await checkReferences(db, photographerId, current.projectType, {
        stageIds: [input.stageCondition],
        templateIds: [],
      });
    }
    const set: AutomationChanges = { updatedAt: new Date() };
    if (input.enabled !== undefined) set.enabled = input.enabled;
    if (input.daysBefore !== undefined) set.daysBefore = input.daysBefore;
    if (input.triggerTiming !== undefined) set.triggerTiming = input.triggerTiming;
    if (input.triggerHour !== undefined) set.triggerHour = input.triggerHour;
    if (input.triggerMinute !== undefined) set.triggerMinute = input.triggerMinute;
    if (input.eventType !== undefined) set.eventType = input.eventType;
    if (input.stageCondition !== undefined) set.stageCondition = input.stageCondition;
    await updateAutomation(db, photographerId, id, set);
    return get(photographerId, id);
  }

  /** Edit covers name, stage, channel and enabled; type, trigger, steps and target stay. */
  async function update(
    photographerId: string,
    id: string,
    input: z.output<typeof updateAutomationInputSchema>,
  ) {
    const current = await requireAutomation(db, photographerId, id);
    if (input.stageId) {
      await checkReferences(db, photographerId, current.projectType, {
        stageIds: [input.stageId],
        templateIds: [],
      });
    }
    if (
      current.automationType === "COMMUNICATION" &&
      input.channel === null &&
      !current.questionnaireTemplateId
    ) {
      throw badRequest("A communication automation needs a channel");
    }
    await updateAutomation(db, photographerId, id, {
      name: input.name,
      ...(input.stageId !== undefined ? { stageId: input.stageId } : {}),
      ...(input.channel !== undefined ? { channel: input.channel } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
      updatedAt: new Date(),
    });
    return get(photographerId, id);
  }

  async function remove(photographerId: string, id: string) {
    await requireAutomation(db, photographerId, id);
    await deleteAutomation(db, photographerId, id);
  }

  return { list, get, create, patch, update, remove, ...createAutomationStepsService(database) };
}

export type AutomationsService = ReturnType<typeof createAutomationsService>;
