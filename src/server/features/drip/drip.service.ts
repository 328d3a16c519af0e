/**
 * Drip campaigns for the studio: the settings of each type's prewritten campaign (on or off, which
 * e-mails, which stage's leads), the sequence itself with the studio's edits, and who is receiving it.
 * Saving settings enrols or pauses leads in the same transaction (see drip-engine.ts).
 */
import type { z } from "zod";
import {
  type CampaignSettings,
  DRIP_EMAILS_PER_TYPE,
  type DripProjectType,
  type DripSubscription,
  type DripSubscriptionStatus,
  type dripEmailOverrideInputSchema,
  type SaveCampaignSettingsResult,
  type StaticDripEmail,
  type StaticDripTemplates,
  type saveCampaignSettingsInputSchema,
} from "../../../shared/drip.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { notFound } from "../../http/errors.js";
import {
  countActiveSubscriptions,
  deleteEmailOverride,
  findCampaignSettings,
  findStudioStage,
  leadStageOf,
  listSubscriptionRows,
  studioBrandOf,
  upsertCampaignSettings,
  upsertEmailOverride,
} from "./drip.queries.js";
import { editsOf, staticEmailOf } from "./drip-emails.js";
import type { DripEngine } from "./drip-engine.js";

export const DRIP_EMAIL_NOT_FOUND = "Email not found";

type SaveSettings = z.output<typeof saveCampaignSettingsInputSchema>;
type OverrideInput = z.output<typeof dripEmailOverrideInputSchema>;

export function createDripService(database: Database, engine: DripEngine) {
  const { db } = database;

  async function settingsOf(
    tx: DbOrTx,
    photographerId: string,
    projectType: DripProjectType,
  ): Promise<CampaignSettings> {
    const row = await findCampaignSettings(tx, photographerId, projectType);
    const stage = await leadStageOf(tx, photographerId, projectType, row?.targetStageId ?? null);
    const activeSubscriptions = await countActiveSubscriptions(tx, photographerId, projectType);
    return {
      projectType,
      campaignEnabled: row?.campaignEnabled ?? false,
      emailToggles: row?.emailToggles ?? "{}",
      targetStageId: row?.targetStageId ?? null,
      leadStage: stage ? { id: stage.id, name: stage.name } : null,
      activeSubscriptions,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  }

  async function getSettings(photographerId: string, projectType: DripProjectType) {
    return settingsOf(db, photographerId, projectType);
  }

  async function saveSettings(
    photographerId: string,
    input: SaveSettings,
  ): Promise<SaveCampaignSettingsResult> {
    return db.transaction(async (tx) => {
      const targetStageId = input.targetStageId ?? null;
      if (targetStageId) {
        const stage = await findStudioStage(tx, photographerId, targetStageId);
        if (!stage || stage.projectType !== input.projectType) throw notFound("Stage not found");
      }
      const values = {
        campaignEnabled: input.campaignEnabled,
        emailToggles: JSON.stringify(input.emailToggles),
        targetStageId,
        updatedAt: new Date(),
      };
      await upsertCampaignSettings(tx, photographerId, input.projectType, values);
      const enrolled = input.campaignEnabled
        ? await engine.enrollLeads(tx, photographerId, input.projectType)
        : 0;
      const paused = input.campaignEnabled
        ? 0
        : await engine.pauseCampaign(tx, photographerId, input.projectType);
      return { ...(await settingsOf(tx, photographerId, input.projectType)), enrolled, paused };
    });
  }

  const brandOf = (photographerId: string) => studioBrandOf(db, photographerId);

  async function listEmails(
    photographerId: string,
    projectType: DripProjectType,
  ): Promise<StaticDripTemplates> {
    const edits = await editsOf(db, photographerId, projectType);
    const accent = await brandOf(photographerId);
    const emails: StaticDripEmail[] = [];
    for (let index = 0; index < DRIP_EMAILS_PER_TYPE; index++) {
      emails.push(staticEmailOf(projectType, index, edits.get(index), accent));
    }
    return { projectType, emails };
  }

  function requireIndex(index: number) {
    if (!Number.isInteger(index) || index < 0 || index >= DRIP_EMAILS_PER_TYPE) {
      throw notFound(DRIP_EMAIL_NOT_FOUND);
    }
  }

  async function saveEdit(
    photographerId: string,
    projectType: DripProjectType,
    index: number,
    input: OverrideInput,
  ): Promise<StaticDripEmail> {
    requireIndex(index);
    const accent = await brandOf(photographerId);
    const original = staticEmailOf(projectType, index);
    // Saving the original text back is a restore, not an edit.
    if (input.subject === original.subject && input.textBody === original.textBody) {
      return restoreOriginal(photographerId, projectType, index);
    }
    const values = {
      subject: input.subject,
      textBody: input.textBody,
      htmlBody: staticEmailOf(projectType, index, input).htmlBody,
      updatedAt: new Date(),
    };
    await upsertEmailOverride(db, photographerId, projectType, index, values);
    return staticEmailOf(projectType, index, input, accent);
  }

  async function restoreOriginal(
    photographerId: string,
    projectType: DripProjectType,
    index: number,
  ): Promise<StaticDripEmail> {
    requireIndex(index);
    await deleteEmailOverride(db, photographerId, projectType, index);
    return staticEmailOf(projectType, index, null, await brandOf(photographerId));
  }

  async function listSubscriptions(
    photographerId: string,
    filter: { projectType?: DripProjectType; projectId?: string },
  ): Promise<DripSubscription[]> {
    const rows = await listSubscriptionRows(db, photographerId, filter);
    return rows.map(({ sub, projectTitle, firstName, lastName, sentCount }) => ({
      id: sub.id,
      projectId: sub.projectId,
      projectTitle,
      clientId: sub.clientId,
      clientName: `${firstName} ${lastName}`.trim(),
      projectType: sub.projectType as DripProjectType,
      status: sub.status as DripSubscriptionStatus,
      startedAt: sub.startedAt.toISOString(),
      nextEmailIndex: sub.nextEmailIndex,
      nextEmailAt: sub.nextEmailAt?.toISOString() ?? null,
      completedAt: sub.completedAt?.toISOString() ?? null,
      unsubscribedAt: sub.unsubscribedAt?.toISOString() ?? null,
      endedReason: sub.endedReason,
      sentCount: Number(sentCount ?? 0),
    }));
  }

  return { getSettings, saveSettings, listEmails, saveEdit, restoreOriginal, listSubscriptions };
}

export type DripService = ReturnType<typeof createDripService>;
