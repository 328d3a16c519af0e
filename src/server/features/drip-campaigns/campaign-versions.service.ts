/**
 * A live campaign's versions: start the next version (a draft copy), restore an old version into it,
 * move the leads of older versions onto the current one, and the history of them all. Publishing is
 * activate on the draft (campaign-publish.ts).
 */
import type { CampaignVersion, CustomCampaign } from "../../../shared/drip-campaigns.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { conflict, notFound } from "../../http/errors.js";
import { copyEmails, deleteEmailsOf, emailsOf } from "./campaign-emails.queries.js";
import {
  familyVersions,
  findDraftVersion,
  insertNextVersion,
  lastVersionNumber,
  moveSubscriptions,
} from "./campaign-family.queries.js";
import { recordChange } from "./campaign-history.queries.js";
import { type Actor, requireVersion } from "./campaign-rules.js";
import { campaignView, versionDiff, versionViews } from "./campaign-views.js";
import {
  type CampaignRow,
  findCurrentVersion,
  findVersion,
  replaceStages,
  stageIdsOf,
  updateVersion,
} from "./drip-campaigns.queries.js";

export const VERSION_NOT_FOUND = "Version not found";

async function stateOf(tx: DbOrTx, photographerId: string, row: CampaignRow) {
  const stageIds = (await stageIdsOf(tx, photographerId, [row.id])).get(row.id) ?? [];
  return { row, stageIds, emails: await emailsOf(tx, photographerId, [row.id]) };
}

/** The family's current version, locked, checked to be live (published and not deleted). */
async function lockLiveCurrent(tx: DbOrTx, photographerId: string, id: string): Promise<CampaignRow> {
  const seen = await requireVersion(tx, photographerId, id);
  const current = await findCurrentVersion(tx, photographerId, seen.rootCampaignId!, true);
  if (!current || current.status === "ARCHIVED") throw conflict("This campaign was deleted");
  if (current.status === "DRAFT") {
    throw conflict("This campaign is not live yet: edit it as it is, no new version is needed");
  }
  return current;
}

export function createCampaignVersionsService(database: Database) {
  const { db } = database;

  /** The draft next version of a live family, made from its current version when there is none. */
  async function draftOf(tx: DbOrTx, actor: Actor, current: CampaignRow) {
    const { photographerId } = actor;
    const existing = await findDraftVersion(tx, photographerId, current.rootCampaignId!, true);
    if (existing) return { draft: existing, created: false };
    const version = (await lastVersionNumber(tx, photographerId, current.rootCampaignId!)) + 1;
    const draft = await insertNextVersion(tx, current, version);
    await copyEmails(tx, await emailsOf(tx, photographerId, [current.id]), draft.id);
    await recordChange(tx, photographerId, {
      campaignId: draft.id,
      version,
      changeType: "CREATED",
      description: `Version ${version} started from version ${current.version}`,
      changedBy: actor.email,
      newData: { version, from: current.version },
    });
    return { draft, created: true };
  }

  /** Starts (or answers the existing) next version of a live campaign. */
  async function newVersion(
    actor: Actor,
    id: string,
  ): Promise<{ created: boolean; campaign: CustomCampaign }> {
    return db.transaction(async (tx) => {
      const current = await lockLiveCurrent(tx, actor.photographerId, id);
      const { draft, created } = await draftOf(tx, actor, current);
      return { created, campaign: await campaignView(tx, actor.photographerId, draft) };
    });
  }

  /** Makes the next version a copy of an older one (its fields, stages and e-mails as they were). */
  async function restore(actor: Actor, id: string, versionId: string): Promise<CustomCampaign> {
    const { photographerId } = actor;
    return db.transaction(async (tx) => {
      const current = await lockLiveCurrent(tx, photographerId, id);
      const { draft } = await draftOf(tx, actor, current);
      const source = await findVersion(tx, photographerId, versionId);
      if (!source || source.rootCampaignId !== current.rootCampaignId) throw notFound(VERSION_NOT_FOUND);
      if (source.id === draft.id) throw conflict("This is the version being edited: nothing to restore");
      const before = await stateOf(tx, photographerId, draft);
      const from = await stateOf(tx, photographerId, source);
      const restored = await updateVersion(tx, photographerId, draft.id, {
        name: source.name,
        projectType: source.projectType,
        maxDurationMonths: source.maxDurationMonths,
        emailFrequencyWeeks: source.emailFrequencyWeeks,
        emailFrequencyDays: source.emailFrequencyDays,
        primaryBrandColor: source.primaryBrandColor,
        secondaryBrandColor: source.secondaryBrandColor,
        fontFamily: source.fontFamily,
        useCustomStyling: source.useCustomStyling,
      });
      await replaceStages(tx, photographerId, draft.id, from.stageIds);
      await deleteEmailsOf(tx, photographerId, draft.id);
      await copyEmails(tx, from.emails, draft.id);
      const { previous, next } = versionDiff(before, await stateOf(tx, photographerId, restored));
      await recordChange(tx, photographerId, {
        campaignId: draft.id,
        version: draft.version,
        changeType: "RESTORED",
        description: `Restored version ${source.version}`,
        changedBy: actor.email,
        previousData: previous,
        newData: { restoredVersion: source.version, ...next },
      });
      return campaignView(tx, photographerId, restored);
    });
  }

  /** Moves the leads still on older versions onto the current one, keeping their place in the sequence. */
  async function moveLeads(actor: Actor, id: string): Promise<{ moved: number }> {
    const { photographerId } = actor;
    return db.transaction(async (tx) => {
      const current = await lockLiveCurrent(tx, photographerId, id);
      const older = (await familyVersions(tx, photographerId, current.rootCampaignId!)).filter(
        (version) => version.id !== current.id && version.status !== "DRAFT",
      );
      const moved = await moveSubscriptions(
        tx,
        photographerId,
        older.map((version) => version.id),
        current.id,
      );
      if (moved > 0) {
        await recordChange(tx, photographerId, {
          campaignId: current.id,
          version: current.version,
          changeType: "LEADS_MOVED",
          description: `Moved ${moved} ${moved === 1 ? "lead" : "leads"} to version ${current.version}`,
          changedBy: actor.email,
          previousData: { versions: older.map((version) => version.version) },
          newData: { version: current.version, moved },
        });
      }
      return { moved };
    });
  }

  /** Every version of the campaign, newest first, with its e-mails and changes. */
  async function versions(photographerId: string, id: string): Promise<CampaignVersion[]> {
    const row = await requireVersion(db, photographerId, id);
    return versionViews(db, photographerId, await familyVersions(db, photographerId, row.rootCampaignId!));
  }

  return { newVersion, restore, moveLeads, versions };
}

export type CampaignVersionsService = ReturnType<typeof createCampaignVersionsService>;
