/**
 * The starter set: the recommended automations (src/shared/starter-automations.ts) made from the
 * studio's own stages, for every project type whose pipeline has the stages they need. Adding it twice
 * adds nothing: an automation already doing the same job (same type, trigger, stage and template) is
 * left as it is, switched on or off. The studio's row is locked meanwhile, so calls made at the same
 * time cannot both add it.
 */
import type { ProjectType } from "../../../shared/projects.js";
import {
  STARTER_AUTOMATIONS,
  STARTER_STAGE_NAMES,
  STARTER_TEMPLATES,
  type StarterAutomationSpec,
  type StarterSetResult,
  type StarterStage,
} from "../../../shared/starter-automations.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { insertBusinessTrigger, insertStep } from "./automation-steps.queries.js";
import { loadAutomations } from "./automation-views.js";
import { insertAutomation } from "./automations.queries.js";
import {
  insertEmailTemplate,
  lockStudio,
  type StageRow,
  selectAutomationShapes,
  selectEmailTemplatesNamed,
  selectPipelineStages,
} from "./starter-set.queries.js";

type TemplateKey = keyof typeof STARTER_TEMPLATES;
type Shape = Awaited<ReturnType<typeof selectAutomationShapes>>[number];

/** The stage each starter role stands for in one project type's pipeline, where there is one. */
function stagesByRole(pipeline: StageRow[]): Partial<Record<StarterStage, string>> {
  const named = (pattern: RegExp) => pipeline.find((stage) => pattern.test(stage.name.trim()))?.id;
  return {
    first: (pipeline.find((stage) => stage.isDefault) ?? pipeline[0])?.id,
    proposal: named(STARTER_STAGE_NAMES.proposal),
    booked: named(STARTER_STAGE_NAMES.booked),
    preEvent: named(STARTER_STAGE_NAMES.preEvent),
  };
}

/** Whether the studio already has an automation doing this job for this project type. */
function alreadyThere(
  shapes: Shape[],
  projectType: ProjectType,
  spec: StarterAutomationSpec,
  stageId: string,
  templateId: string | null,
) {
  return shapes.some((shape) =>
    shape.projectType !== projectType
      ? false
      : spec.kind === "move"
        ? shape.automationType === "STAGE_CHANGE" && shape.triggerType === spec.trigger
        : templateId !== null &&
          shape.automationType === "COMMUNICATION" &&
          shape.stageId === stageId &&
          shape.templateId === templateId,
  );
}

export function createStarterSetService(database: Database) {
  const { db } = database;

  /**
   * The welcome templates: the studio's own of the same name when it has one, otherwise added the first
   * time an automation needs it. `added` lists the ones added.
   */
  async function welcomeTemplates(tx: DbOrTx, photographerId: string) {
    const keys = Object.keys(STARTER_TEMPLATES) as TemplateKey[];
    const existing = await selectEmailTemplatesNamed(
      tx,
      photographerId,
      keys.map((key) => STARTER_TEMPLATES[key].name),
    );
    const ids: Partial<Record<TemplateKey, string>> = {};
    for (const key of keys) {
      ids[key] = existing.find((row) => row.name === STARTER_TEMPLATES[key].name)?.id;
    }
    const added: { id: string; name: string }[] = [];
    return {
      added,
      /** The template's id, or null while the studio has none (no automation can use it yet). */
      existing: (key: TemplateKey) => ids[key] ?? null,
      async ensure(key: TemplateKey): Promise<string> {
        const found = ids[key];
        if (found) return found;
        const id = await insertEmailTemplate(tx, { photographerId, ...STARTER_TEMPLATES[key] });
        ids[key] = id;
        added.push({ id, name: STARTER_TEMPLATES[key].name });
        return id;
      },
    };
  }

  async function addOne(
    tx: DbOrTx,
    photographerId: string,
    projectType: ProjectType,
    spec: StarterAutomationSpec,
    stageOf: Partial<Record<StarterStage, string>>,
    templateId: string | null,
  ): Promise<string> {
    if (spec.kind === "move") {
      const id = await insertAutomation(tx, {
        photographerId,
        projectType,
        name: spec.name,
        automationType: "STAGE_CHANGE",
        stageId: null,
        channel: null,
        triggerType: spec.trigger,
        targetStageId: stageOf[spec.target]!,
        stageCondition: spec.onlyFrom ? stageOf[spec.onlyFrom]! : null,
        triggerMode: "BUSINESS",
        enabled: true,
      });
      // As the automation creator makes a pipeline automation: with its business trigger.
      await insertBusinessTrigger(tx, { photographerId, automationId: id, triggerType: spec.trigger });
      return id;
    }
    const id = await insertAutomation(tx, {
      photographerId,
      projectType,
      name: spec.name,
      automationType: "COMMUNICATION",
      stageId: stageOf[spec.stage]!,
      channel: "EMAIL",
      templateId,
      triggerMode: "STAGE",
      enabled: true,
    });
    await insertStep(tx, { photographerId, automationId: id, stepIndex: 0, delayMinutes: 0, templateId });
    return id;
  }

  /** Adds what is missing of the starter set; `created` is empty when it was all there. */
  async function add(photographerId: string): Promise<StarterSetResult> {
    const { createdIds, templatesCreated } = await db.transaction(async (tx) => {
      await lockStudio(tx, photographerId);
      const [pipelines, shapes] = await Promise.all([
        selectPipelineStages(tx, photographerId),
        selectAutomationShapes(tx, photographerId),
      ]);
      const byType = new Map<ProjectType, StageRow[]>();
      for (const stage of pipelines) {
        byType.set(stage.projectType, [...(byType.get(stage.projectType) ?? []), stage]);
      }
      const templates = await welcomeTemplates(tx, photographerId);
      const ids: string[] = [];
      for (const [projectType, pipeline] of byType) {
        const stageOf = stagesByRole(pipeline);
        for (const spec of STARTER_AUTOMATIONS) {
          const needed = spec.kind === "move" ? [spec.target, spec.onlyFrom] : [spec.stage];
          // A pipeline without one of the stages this automation needs does without it.
          if (needed.some((role) => role !== undefined && !stageOf[role])) continue;
          const stageId = spec.kind === "email" ? stageOf[spec.stage]! : "";
          const templateId = spec.kind === "email" ? templates.existing(spec.template) : null;
          if (alreadyThere(shapes, projectType, spec, stageId, templateId)) continue;
          const useTemplate = spec.kind === "email" ? await templates.ensure(spec.template) : null;
          ids.push(await addOne(tx, photographerId, projectType, spec, stageOf, useTemplate));
        }
      }
      return { createdIds: ids, templatesCreated: templates.added };
    });
    // In the order they were added (they share one creation time).
    const order = new Map(createdIds.map((id, index) => [id, index]));
    const created =
      createdIds.length === 0
        ? []
        : (await loadAutomations(db, photographerId, { ids: createdIds })).sort(
            (x, y) => order.get(x.id)! - order.get(y.id)!,
          );
    const types = new Set(created.map((automation) => automation.projectType)).size;
    return {
      created,
      templatesCreated,
      message:
        created.length === 0
          ? "Your starter automations are already set up."
          : `Added ${created.length} starter automation${created.length === 1 ? "" : "s"}` +
            ` for ${types} project type${types === 1 ? "" : "s"}. Switch any of them off on the Automations page.`,
    };
  }

  return { add };
}

export type StarterSetService = ReturnType<typeof createStarterSetService>;
