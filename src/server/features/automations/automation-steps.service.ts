/**
 * An automation's steps and business triggers. The automation (and any template a step names) must be
 * the signed-in studio's; a step is reached only through its own studio.
 */
import type { z } from "zod";
import {
  type createBusinessTriggerInputSchema,
  type createStepInputSchema,
  isPaymentReminderTrigger,
  PAYMENT_REMINDER_DAYS_MESSAGE,
  PAYMENT_REMINDER_MESSAGES_ONLY,
} from "../../../shared/automations.js";
import type { Database } from "../../db/connect.js";
import { badRequest, conflict } from "../../http/errors.js";
import { checkReferences, requireAutomation, requireStep } from "./automation-checks.js";
import { deleteStep, insertBusinessTrigger, insertStep, setStepEnabled } from "./automation-steps.queries.js";
import { getAutomation, toTrigger } from "./automation-views.js";

export function createAutomationStepsService(database: Database) {
  const { db } = database;

  async function listSteps(photographerId: string, automationId: string) {
    return (await getAutomation(db, photographerId, automationId)).steps;
  }

  async function addStep(
    photographerId: string,
    automationId: string,
    input: z.output<typeof createStepInputSchema>,
  ) {
    const automation = await requireAutomation(db, photographerId, automationId);
    await checkReferences(db, photographerId, automation.projectType, {
      stageIds: [],
      templateIds: [input.templateId],
    });
    if ((input.quietHoursStart == null) !== (input.quietHoursEnd == null)) {
      throw badRequest("Quiet hours need both a start and an end");
    }
    const id = await insertStep(db, {
      photographerId,
      automationId,
      stepIndex: input.stepIndex,
      delayMinutes: input.delayMinutes,
      enabled: input.enabled,
      // A step without its own template sends the automation's.
      templateId: input.templateId ?? automation.templateId ?? null,
      quietHoursStart: input.quietHoursStart ?? null,
      quietHoursEnd: input.quietHoursEnd ?? null,
    });
    const steps = await listSteps(photographerId, automationId);
    return steps.find((s) => s.id === id)!;
  }

  async function patchStep(photographerId: string, stepId: string, enabled: boolean) {
    const step = await requireStep(db, photographerId, stepId);
    await setStepEnabled(db, photographerId, stepId, enabled);
    const steps = await listSteps(photographerId, step.automationId);
    return steps.find((s) => s.id === stepId)!;
  }

  async function removeStep(photographerId: string, stepId: string) {
    await requireStep(db, photographerId, stepId);
    await deleteStep(db, photographerId, stepId);
  }

  async function listTriggers(photographerId: string, automationId: string) {
    return (await getAutomation(db, photographerId, automationId)).businessTriggers;
  }

  async function addTrigger(
    photographerId: string,
    input: z.output<typeof createBusinessTriggerInputSchema>,
  ) {
    const automation = await requireAutomation(db, photographerId, input.automationId);
    if (isPaymentReminderTrigger(input.triggerType)) {
      // The clock counts a reminder's days from the automation; a move has nothing to remind of.
      if (automation.automationType !== "COMMUNICATION") throw badRequest(PAYMENT_REMINDER_MESSAGES_ONLY);
      if (automation.daysBefore === null) throw badRequest(PAYMENT_REMINDER_DAYS_MESSAGE);
    }
    const row = await insertBusinessTrigger(db, {
      photographerId,
      automationId: input.automationId,
      triggerType: input.triggerType,
      enabled: input.enabled,
      minAmountCents: input.minAmountCents ?? null,
      projectType: input.projectType ?? null,
    });
    if (!row) throw conflict("This automation already has that business trigger");
    return toTrigger(row);
  }

  return { listSteps, addStep, patchStep, removeStep, listTriggers, addTrigger };
}

export type AutomationStepsService = ReturnType<typeof createAutomationStepsService>;
