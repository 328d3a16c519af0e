/**
 * Automations, their steps and business triggers. Every id is checked against
 * the signed-in photographer: a stage, template or automation of another studio answers 404, so an
 * automation can never send another studio's template or move a project into another studio's stage.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import {
  type Automation,
  type AutomationBusinessTrigger,
  type AutomationStep,
  automationConfigurationProblem,
  type CreateAutomationData,
  type createBusinessTriggerInputSchema,
  type createStepInputSchema,
  type patchAutomationInputSchema,
  type updateAutomationInputSchema,
} from "../../../shared/automations.js";
import type { ProjectType } from "../../../shared/projects.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import {
  automationBusinessTriggers,
  automationSteps,
  automations,
  questionnaireTemplates,
  stages,
  templates,
} from "../../db/schema/index.js";
import { badRequest, conflict, notFound } from "../../http/errors.js";

export const AUTOMATION_NOT_FOUND = "Automation not found";
export const STEP_NOT_FOUND = "Step not found";

type AutomationRow = typeof automations.$inferSelect;

export function createAutomationsService(database: Database) {
  const { db } = database;

  async function load(
    tx: DbOrTx,
    photographerId: string,
    where: { projectType?: ProjectType; ids?: string[] },
  ) {
    const conditions = [eq(automations.photographerId, photographerId)];
    if (where.projectType) conditions.push(eq(automations.projectType, where.projectType));
    if (where.ids) conditions.push(inArray(automations.id, where.ids));
    const rows = await tx
      .select()
      .from(automations)
      .where(and(...conditions))
      .orderBy(asc(automations.createdAt), asc(automations.id));
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [steps, triggers, stageRows] = await Promise.all([
      tx
        .select({ step: automationSteps, template: templates })
        .from(automationSteps)
        .leftJoin(templates, eq(templates.id, automationSteps.templateId))
        .where(
          and(eq(automationSteps.photographerId, photographerId), inArray(automationSteps.automationId, ids)),
        )
        .orderBy(asc(automationSteps.stepIndex), asc(automationSteps.id)),
      tx
        .select()
        .from(automationBusinessTriggers)
        .where(
          and(
            eq(automationBusinessTriggers.photographerId, photographerId),
            inArray(automationBusinessTriggers.automationId, ids),
          ),
        ),
      tx
        .select({ id: stages.id, name: stages.name })
        .from(stages)
        .where(eq(stages.photographerId, photographerId)),
    ]);
    const stageName = new Map(stageRows.map((s) => [s.id, s.name]));
    return rows.map((a) => toAutomation(a, stageName, steps, triggers));
  }

  function toAutomation(
    a: AutomationRow,
    stageName: Map<string, string>,
    steps: { step: typeof automationSteps.$inferSelect; template: typeof templates.$inferSelect | null }[],
    triggers: (typeof automationBusinessTriggers.$inferSelect)[],
  ): Automation {
    return {
      id: a.id,
      projectType: a.projectType,
      name: a.name,
      automationType: a.automationType as Automation["automationType"],
      stageId: a.stageId,
      stageName: a.stageId ? (stageName.get(a.stageId) ?? null) : null,
      channel: a.channel,
      triggerType: a.triggerType as Automation["triggerType"],
      targetStageId: a.targetStageId,
      targetStageName: a.targetStageId ? (stageName.get(a.targetStageId) ?? null) : null,
      daysBefore: a.daysBefore,
      triggerTiming: a.triggerTiming,
      triggerHour: a.triggerHour,
      triggerMinute: a.triggerMinute,
      eventType: a.eventType as Automation["eventType"],
      stageCondition: a.stageCondition,
      templateId: a.templateId,
      questionnaireTemplateId: a.questionnaireTemplateId,
      eventDateCondition: a.eventDateCondition,
      enabled: a.enabled,
      triggerMode: a.triggerMode as Automation["triggerMode"],
      createdAt: a.createdAt.toISOString(),
      steps: steps.filter((s) => s.step.automationId === a.id).map((s) => toStep(s.step, s.template)),
      businessTriggers: triggers.filter((t) => t.automationId === a.id).map(toTrigger),
    };
  }

  function toStep(
    s: typeof automationSteps.$inferSelect,
    template: typeof templates.$inferSelect | null,
  ): AutomationStep {
    return {
      id: s.id,
      automationId: s.automationId,
      stepIndex: s.stepIndex,
      delayMinutes: s.delayMinutes,
      templateId: s.templateId,
      enabled: s.enabled,
      quietHoursStart: s.quietHoursStart,
      quietHoursEnd: s.quietHoursEnd,
      template: template
        ? {
            id: template.id,
            name: template.name,
            channel: template.channel,
            subject: template.subject,
            textBody: template.textBody,
          }
        : null,
    };
  }

  function toTrigger(t: typeof automationBusinessTriggers.$inferSelect): AutomationBusinessTrigger {
    return {
      id: t.id,
      automationId: t.automationId,
      triggerType: t.triggerType as AutomationBusinessTrigger["triggerType"],
      enabled: t.enabled,
      minAmountCents: t.minAmountCents,
      projectType: t.projectType,
    };
  }

  async function requireAutomation(tx: DbOrTx, photographerId: string, id: string): Promise<AutomationRow> {
    const [row] = await tx
      .select()
      .from(automations)
      .where(and(eq(automations.id, id), eq(automations.photographerId, photographerId)));
    if (!row) throw notFound(AUTOMATION_NOT_FOUND);
    return row;
  }

  /** Referenced stages and templates must be this studio's, and stages of the automation's project type. */
  async function checkReferences(
    tx: DbOrTx,
    photographerId: string,
    projectType: ProjectType,
    refs: {
      stageIds: (string | null | undefined)[];
      templateIds: (string | null | undefined)[];
      questionnaireId?: string | null;
    },
  ) {
    const stageIds = [...new Set(refs.stageIds.filter((s): s is string => Boolean(s)))];
    if (stageIds.length > 0) {
      const found = await tx
        .select({ id: stages.id, projectType: stages.projectType })
        .from(stages)
        .where(and(eq(stages.photographerId, photographerId), inArray(stages.id, stageIds)));
      if (found.length !== stageIds.length) throw notFound("Stage not found");
      if (found.some((s) => s.projectType !== projectType)) {
        throw badRequest(`The stage belongs to another project type than ${projectType.toLowerCase()}`);
      }
    }
    const templateIds = [...new Set(refs.templateIds.filter((t): t is string => Boolean(t)))];
    if (templateIds.length > 0) {
      const found = await tx
        .select({ id: templates.id })
        .from(templates)
        .where(and(eq(templates.photographerId, photographerId), inArray(templates.id, templateIds)));
      if (found.length !== templateIds.length) throw notFound("Template not found");
    }
    if (refs.questionnaireId) {
      const [found] = await tx
        .select({ id: questionnaireTemplates.id })
        .from(questionnaireTemplates)
        .where(
          and(
            eq(questionnaireTemplates.photographerId, photographerId),
            eq(questionnaireTemplates.id, refs.questionnaireId),
          ),
        );
      if (!found) throw notFound("Questionnaire template not found");
    }
  }

  async function list(photographerId: string, projectType?: ProjectType) {
    return load(db, photographerId, projectType ? { projectType } : {});
  }

  async function get(photographerId: string, id: string) {
    const [found] = await load(db, photographerId, { ids: [id] });
    if (!found) throw notFound(AUTOMATION_NOT_FOUND);
    return found;
  }

  async function create(photographerId: string, input: CreateAutomationData) {
    const problem = automationConfigurationProblem(input);
    if (problem) throw badRequest(problem);
    await checkReferences(db, photographerId, input.projectType, {
      stageIds: [input.stageId, input.targetStageId, input.stageCondition],
      templateIds: [input.templateId],
      questionnaireId: input.questionnaireTemplateId,
    });
    const [row] = await db
      .insert(automations)
      .values({
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
        triggerMode:
          input.triggerMode ??
          (input.automationType === "COUNTDOWN"
            ? "TIME"
            : input.automationType === "STAGE_CHANGE"
              ? "BUSINESS"
              : "STAGE"),
      })
      .returning({ id: automations.id });
    return get(photographerId, row!.id);
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
    const set: Partial<typeof automations.$inferInsert> = { updatedAt: new Date() };
    if (input.enabled !== undefined) set.enabled = input.enabled;
    if (input.daysBefore !== undefined) set.daysBefore = input.daysBefore;
    if (input.triggerTiming !== undefined) set.triggerTiming = input.triggerTiming;
    if (input.triggerHour !== undefined) set.triggerHour = input.triggerHour;
    if (input.triggerMinute !== undefined) set.triggerMinute = input.triggerMinute;
    if (input.eventType !== undefined) set.eventType = input.eventType;
    if (input.stageCondition !== undefined) set.stageCondition = input.stageCondition;
    await db.update(automations).set(set).where(eq(automations.id, id));
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
    await db
      .update(automations)
      .set({
        name: input.name,
        ...(input.stageId !== undefined ? { stageId: input.stageId } : {}),
        ...(input.channel !== undefined ? { channel: input.channel } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
        updatedAt: new Date(),
      })
      .where(eq(automations.id, id));
    return get(photographerId, id);
  }

  async function remove(photographerId: string, id: string) {
    await requireAutomation(db, photographerId, id);
    await db
      .delete(automations)
      .where(and(eq(automations.id, id), eq(automations.photographerId, photographerId)));
  }

  async function listSteps(photographerId: string, automationId: string) {
    return (await get(photographerId, automationId)).steps;
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
    const [row] = await db
      .insert(automationSteps)
      .values({
        photographerId,
        automationId,
        stepIndex: input.stepIndex,
        delayMinutes: input.delayMinutes,
        enabled: input.enabled,
        templateId: input.templateId ?? automation.templateId ?? null,
        quietHoursStart: input.quietHoursStart ?? null,
        quietHoursEnd: input.quietHoursEnd ?? null,
      })
      .returning({ id: automationSteps.id });
    const steps = await listSteps(photographerId, automationId);
    return steps.find((s) => s.id === row!.id)!;
  }

  async function requireStep(photographerId: string, stepId: string) {
    const [row] = await db
      .select()
      .from(automationSteps)
      .where(and(eq(automationSteps.id, stepId), eq(automationSteps.photographerId, photographerId)));
    if (!row) throw notFound(STEP_NOT_FOUND);
    return row;
  }

  async function patchStep(photographerId: string, stepId: string, enabled: boolean) {
    const step = await requireStep(photographerId, stepId);
    await db.update(automationSteps).set({ enabled }).where(eq(automationSteps.id, stepId));
    const steps = await listSteps(photographerId, step.automationId);
    return steps.find((s) => s.id === stepId)!;
  }

  async function removeStep(photographerId: string, stepId: string) {
    await requireStep(photographerId, stepId);
    await db.delete(automationSteps).where(eq(automationSteps.id, stepId));
  }

  async function listTriggers(photographerId: string, automationId: string) {
    return (await get(photographerId, automationId)).businessTriggers;
  }

  async function addTrigger(
    photographerId: string,
    input: z.output<typeof createBusinessTriggerInputSchema>,
  ) {
    await requireAutomation(db, photographerId, input.automationId);
    const [row] = await db
      .insert(automationBusinessTriggers)
      .values({
        photographerId,
        automationId: input.automationId,
        triggerType: input.triggerType,
        enabled: input.enabled,
        minAmountCents: input.minAmountCents ?? null,
        projectType: input.projectType ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict("This automation already has that business trigger");
    return toTrigger(row);
  }

  return {
    list,
    get,
    create,
    patch,
    update,
    remove,
    listSteps,
    addStep,
    patchStep,
    removeStep,
    listTriggers,
    addTrigger,
  };
}

export type AutomationsService = ReturnType<typeof createAutomationsService>;
