/**
 * An automation as the API answers it: its row with the names of the stages it refers to, its steps
 * (each with its template) and its business triggers, read together for one studio.
 */
import type { Automation, AutomationBusinessTrigger, AutomationStep } from "../../../shared/automations.js";
import type { ProjectType } from "../../../shared/projects.js";
import type { DbOrTx } from "../../db/connect.js";
import { notFound } from "../../http/errors.js";
import type { AutomationRow, StepRow } from "./automation-engine-context.js";
import {
  type BusinessTriggerRow,
  selectAutomations,
  selectBusinessTriggers,
  selectStageNames,
  selectStepsWithTemplates,
  type TemplateRow,
} from "./automations.queries.js";

export const AUTOMATION_NOT_FOUND = "Automation not found";

type StepWithTemplate = { step: StepRow; template: TemplateRow | null };

/** The studio's automations, optionally of one project type or among some ids, oldest first. */
export async function loadAutomations(
  tx: DbOrTx,
  photographerId: string,
  where: { projectType?: ProjectType; ids?: string[] },
): Promise<Automation[]> {
  const rows = await selectAutomations(tx, photographerId, where);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [steps, triggers, stageRows] = await Promise.all([
    selectStepsWithTemplates(tx, photographerId, ids),
    selectBusinessTriggers(tx, photographerId, ids),
    selectStageNames(tx, photographerId),
  ]);
  const stageName = new Map(stageRows.map((s) => [s.id, s.name]));
  return rows.map((a) => toAutomation(a, stageName, steps, triggers));
}

/** One of the studio's automations; another studio's id (or an unknown one) is a 404. */
export async function getAutomation(tx: DbOrTx, photographerId: string, id: string): Promise<Automation> {
  const [found] = await loadAutomations(tx, photographerId, { ids: [id] });
  if (!found) throw notFound(AUTOMATION_NOT_FOUND);
  return found;
}

function toAutomation(
  a: AutomationRow,
  stageName: Map<string, string>,
  steps: StepWithTemplate[],
  triggers: BusinessTriggerRow[],
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

function toStep(s: StepRow, template: TemplateRow | null): AutomationStep {
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

export function toTrigger(t: BusinessTriggerRow): AutomationBusinessTrigger {
  return {
    id: t.id,
    automationId: t.automationId,
    triggerType: t.triggerType as AutomationBusinessTrigger["triggerType"],
    enabled: t.enabled,
    minAmountCents: t.minAmountCents,
    projectType: t.projectType,
  };
}
