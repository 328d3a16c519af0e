/**
 * Ownership checks shared by the automation services. Every id is checked against the signed-in
 * photographer: a stage, template or automation of another studio answers 404, so an automation can
 * never send another studio's template or move a project into another studio's stage.
 */
import type { ProjectType } from "../../../shared/projects.js";
import type { DbOrTx } from "../../db/connect.js";
import { badRequest, notFound } from "../../http/errors.js";
import type { AutomationRow, StepRow } from "./automation-engine-context.js";
import { findStudioStep } from "./automation-steps.queries.js";
import { AUTOMATION_NOT_FOUND } from "./automation-views.js";
import {
  findStudioAutomation,
  findStudioQuestionnaireTemplate,
  selectStudioStages,
  selectStudioTemplateIds,
} from "./automations.queries.js";

export const STEP_NOT_FOUND = "Step not found";

export async function requireAutomation(
  tx: DbOrTx,
  photographerId: string,
  id: string,
): Promise<AutomationRow> {
  const row = await findStudioAutomation(tx, photographerId, id);
  if (!row) throw notFound(AUTOMATION_NOT_FOUND);
  return row;
}

export async function requireStep(tx: DbOrTx, photographerId: string, stepId: string): Promise<StepRow> {
  const row = await findStudioStep(tx, photographerId, stepId);
  if (!row) throw notFound(STEP_NOT_FOUND);
  return row;
}

/** Referenced stages and templates must be this studio's, and stages of the automation's project type. */
export async function checkReferences(
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
    const found = await selectStudioStages(tx, photographerId, stageIds);
    if (found.length !== stageIds.length) throw notFound("Stage not found");
    if (found.some((s) => s.projectType !== projectType)) {
      throw badRequest(`The stage belongs to another project type than ${projectType.toLowerCase()}`);
    }
  }
  const templateIds = [...new Set(refs.templateIds.filter((t): t is string => Boolean(t)))];
  if (templateIds.length > 0) {
    const found = await selectStudioTemplateIds(tx, photographerId, templateIds);
    if (found.length !== templateIds.length) throw notFound("Template not found");
  }
  if (refs.questionnaireId) {
    const found = await findStudioQuestionnaireTemplate(tx, photographerId, refs.questionnaireId);
    if (!found) throw notFound("Questionnaire template not found");
  }
}
