/**
 * Which automations each tab shows: Stage-Based lists a stage's own automations (its stage,
 * or a time trigger's stage condition), grouped by automationGroup; Global has neither.
 */
import { type Automation, automationGroup } from "../../../shared/automations";

export const GROUPS = ["Immediate", "Time-Based", "Trigger-Based"] as const;
export type AutomationGroup = (typeof GROUPS)[number];

export function isGlobalAutomation(a: Pick<Automation, "stageId" | "stageCondition">): boolean {
  return a.stageId === null && a.stageCondition === null;
}

export function automationsForStage<T extends Pick<Automation, "stageId" | "stageCondition">>(
  list: readonly T[],
  stageId: string,
): T[] {
  return list.filter((a) => a.stageId === stageId || (a.stageId === null && a.stageCondition === stageId));
}

/** Each group in its fixed order, with its automations (possibly none). */
export function groupAutomations<T extends Pick<Automation, "automationType" | "steps" | "businessTriggers">>(
  list: readonly T[],
): { group: AutomationGroup; automations: T[] }[] {
  return GROUPS.map((group) => ({ group, automations: list.filter((a) => automationGroup(a) === group) }));
}
