/**
 * A studio's own drip campaigns: create, read, change, activate (or publish a next version), pause and
 * delete. Enrolment, pausing and stopping of leads go through the drip engine (CampaignEngine) in the
 * same transaction, so a campaign's state and its leads' never disagree.
 */
import type { z } from "zod";
import type {
  CustomCampaign,
  createCampaignInputSchema,
  updateCampaignInputSchema,
} from "../../../shared/drip-campaigns.js";
import type { Database } from "../../db/connect.js";
import { conflict } from "../../http/errors.js";
import type { CampaignEngine } from "./campaign-engine.js";
import { deleteVersions, everEnrolled, familyVersions, setFamilyStatus } from "./campaign-family.queries.js";
import { recordChange } from "./campaign-history.queries.js";
import { publishDraft } from "./campaign-publish.js";
import {
  type Actor,
  checkStages,
  requireAllApproved,
  requireDraft,
  requireVersion,
} from "./campaign-rules.js";
import { campaignView, campaignViews, changedFields, fieldsSnapshot } from "./campaign-views.js";
import {
  type CampaignFields,
  type CampaignRow,
  findCurrentVersion,
  insertCampaign,
  listCurrentVersions,
  replaceStages,
  stageIdsOf,
  updateVersion,
} from "./drip-campaigns.queries.js";

type CreateInput = z.output<typeof createCampaignInputSchema>;
type UpdateInput = z.output<typeof updateCampaignInputSchema>;

export const PAUSED_REASON = "The campaign was paused";
export const DELETED_REASON = "The campaign was deleted";

export function createDripCampaignsService(database: Database, engine: CampaignEngine) {
  const { db } = database;

  async function list(photographerId: string): Promise<CustomCampaign[]> {
    return campaignViews(db, photographerId, await listCurrentVersions(db, photographerId));
  }

  async function get(photographerId: string, id: string): Promise<CustomCampaign> {
    return campaignView(db, photographerId, await requireVersion(db, photographerId, id));
  }

  async function create(actor: Actor, input: CreateInput): Promise<CustomCampaign> {
    const { photographerId } = actor;
    return db.transaction(async (tx) => {
      const stageIds = await checkStages(tx, photographerId, input.targetStageIds, input.projectType);
      const row = await insertCampaign(
        tx,
        photographerId,
        {
          name: input.name,
          projectType: input.projectType,
          maxDurationMonths: input.maxDurationMonths,
          emailFrequencyWeeks: input.emailFrequencyWeeks ?? null,
          emailFrequencyDays: input.emailFrequencyDays ?? null,
          primaryBrandColor: input.styling?.primaryBrandColor ?? null,
          secondaryBrandColor: input.styling?.secondaryBrandColor ?? null,
          fontFamily: input.styling?.fontFamily,
        },
        stageIds,
        [],
      );
      await recordChange(tx, photographerId, {
        campaignId: row.id,
        version: row.version,
        changeType: "CREATED",
        description: `Campaign "${row.name}" created`,
        changedBy: actor.email,
        newData: fieldsSnapshot(row, stageIds),
      });
      return campaignView(tx, photographerId, row);
    });
  }

  /** The row's new values from a PUT: absent fields stay, a null colour clears it. */
  function fieldsOf(row: CampaignRow, input: UpdateInput): CampaignFields {
    const values: CampaignFields = {};
    if (input.name !== undefined) values.name = input.name;
    if (input.projectType !== undefined) values.projectType = input.projectType;
    if (input.maxDurationMonths !== undefined) values.maxDurationMonths = input.maxDurationMonths;
    if (input.emailFrequencyWeeks !== undefined) {
      values.emailFrequencyWeeks = input.emailFrequencyWeeks;
      values.emailFrequencyDays = null;
    }
    if (input.emailFrequencyDays !== undefined) values.emailFrequencyDays = input.emailFrequencyDays;
    const styling = input.styling;
    if (styling?.primaryBrandColor !== undefined) values.primaryBrandColor = styling.primaryBrandColor;
    if (styling?.secondaryBrandColor !== undefined) values.secondaryBrandColor = styling.secondaryBrandColor;
    if (styling?.fontFamily !== undefined) values.fontFamily = styling.fontFamily;
    const primary = values.primaryBrandColor !== undefined ? values.primaryBrandColor : row.primaryBrandColor;
    const secondary =
      values.secondaryBrandColor !== undefined ? values.secondaryBrandColor : row.secondaryBrandColor;
    values.useCustomStyling = Boolean(primary || secondary);
    return values;
  }

  async function update(actor: Actor, id: string, input: UpdateInput): Promise<CustomCampaign> {
    const { photographerId } = actor;
    return db.transaction(async (tx) => {
      const row = await requireVersion(tx, photographerId, id, true);
      requireDraft(row);
      const stagesBefore = (await stageIdsOf(tx, photographerId, [row.id])).get(row.id) ?? [];
      const projectType = input.projectType ?? row.projectType;
      const stageIds = await checkStages(
        tx,
        photographerId,
        input.targetStageIds ?? stagesBefore,
        projectType,
      );
      const updated = await updateVersion(tx, photographerId, row.id, fieldsOf(row, input));
      if (input.targetStageIds !== undefined) await replaceStages(tx, photographerId, row.id, stageIds);
      const { previous, next } = changedFields(
        fieldsSnapshot(row, stagesBefore),
        fieldsSnapshot(updated, stageIds),
      );
      if (Object.keys(next).length > 0) {
        await recordChange(tx, photographerId, {
          campaignId: row.id,
          version: row.version,
          changeType: "CAMPAIGN_UPDATED",
          description: `Changed ${Object.keys(next).join(", ")}`,
          changedBy: actor.email,
          previousData: previous,
          newData: next,
        });
      }
      return campaignView(tx, photographerId, updated);
    });
  }

  /**
   * Activates a first version or resumes a paused campaign; on a draft next version, publishes it.
   * Each locks the version first, so parallel calls make one change and the rest answer it as it is.
   */
  async function activate(actor: Actor, id: string): Promise<CustomCampaign> {
    const { photographerId } = actor;
    return db.transaction(async (tx) => {
      const seen = await requireVersion(tx, photographerId, id);
      if (seen.status === "DRAFT" && !seen.isCurrentVersion) {
        return campaignView(tx, photographerId, await publishDraft(tx, engine, actor, id));
      }
      const row = await requireVersion(tx, photographerId, id, true);
      if (row.status === "ARCHIVED") throw conflict("This campaign was deleted");
      if (!row.isCurrentVersion) throw conflict("This is an older version: activate the current one");
      if (row.status === "ACTIVE") return campaignView(tx, photographerId, row);
      await requireAllApproved(tx, photographerId, row);
      const firstTime = row.publishedAt === null;
      const active = await updateVersion(tx, photographerId, row.id, {
        status: "ACTIVE",
        publishedAt: row.publishedAt ?? new Date(),
      });
      if (firstTime) {
        const stageIds = (await stageIdsOf(tx, photographerId, [row.id])).get(row.id) ?? [];
        await recordChange(tx, photographerId, {
          campaignId: row.id,
          version: row.version,
          changeType: "PUBLISHED",
          description: `Version ${row.version} activated`,
          changedBy: actor.email,
          newData: fieldsSnapshot(active, stageIds),
        });
      }
      await engine.enrollCampaignLeads(tx, photographerId, row.id);
      // The older versions paused with it resume too, their leads going on where they were.
      const resumed = await setFamilyStatus(tx, photographerId, row.rootCampaignId!, ["PAUSED"], "ACTIVE");
      for (const older of resumed) await engine.enrollCampaignLeads(tx, photographerId, older);
      return campaignView(tx, photographerId, active);
    });
  }

  /** Pauses every live version of the campaign and its leads. */
  async function pause(actor: Actor, id: string): Promise<CustomCampaign> {
    const { photographerId } = actor;
    return db.transaction(async (tx) => {
      const seen = await requireVersion(tx, photographerId, id);
      const current = await findCurrentVersion(tx, photographerId, seen.rootCampaignId!, true);
      if (!current) throw conflict("This campaign is not active");
      const paused = await setFamilyStatus(tx, photographerId, current.rootCampaignId!, ["ACTIVE"], "PAUSED");
      if (paused.length === 0 && current.status !== "PAUSED") throw conflict("This campaign is not active");
      if (paused.length > 0) await engine.pauseCampaignLeads(tx, photographerId, paused, PAUSED_REASON);
      return campaignView(tx, photographerId, await requireVersion(tx, photographerId, current.id));
    });
  }

  /**
   * Deletes a campaign: its rows when nobody was ever enrolled, otherwise every version is archived
   * (the delivery log kept) and its leads stopped. On a draft next version, deletes just that draft.
   */
  async function remove(actor: Actor, id: string): Promise<void> {
    const { photographerId } = actor;
    await db.transaction(async (tx) => {
      const seen = await requireVersion(tx, photographerId, id);
      const rootId = seen.rootCampaignId!;
      await findCurrentVersion(tx, photographerId, rootId, true);
      const row = await requireVersion(tx, photographerId, id, true);
      if (row.status === "DRAFT" && !row.isCurrentVersion) {
        await deleteVersions(tx, photographerId, [row.id]);
        return;
      }
      const versions = await familyVersions(tx, photographerId, rootId);
      const ids = versions.map((version) => version.id);
      if (!(await everEnrolled(tx, photographerId, rootId, ids))) {
        await deleteVersions(tx, photographerId, ids);
        return;
      }
      const drafts = versions.filter((version) => version.status === "DRAFT" && !version.isCurrentVersion);
      await deleteVersions(
        tx,
        photographerId,
        drafts.map((draft) => draft.id),
      );
      await setFamilyStatus(tx, photographerId, rootId, ["DRAFT", "ACTIVE", "PAUSED"], "ARCHIVED");
      await engine.stopCampaignLeads(tx, photographerId, ids, DELETED_REASON);
    });
  }

  return { list, get, create, update, activate, pause, remove };
}

export type DripCampaignsService = ReturnType<typeof createDripCampaignsService>;
