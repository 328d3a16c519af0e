/**
 * The rules every change to a studio's own campaign checks first: the version exists and is the
 * studio's, it may still be edited (a DRAFT), its stages are the studio's, its e-mails are approved.
 */
import type { ProjectType } from "../../../shared/projects.js";
import type { DbOrTx } from "../../db/connect.js";
import { badRequest, conflict, notFound } from "../../http/errors.js";
import { emailsOf } from "./campaign-emails.queries.js";
import { type CampaignRow, findVersion, studioStagesOf } from "./drip-campaigns.queries.js";

export const CAMPAIGN_NOT_FOUND = "Campaign not found";
export const EMAIL_NOT_FOUND = "E-mail not found";
export const CAMPAIGN_LIVE = "This campaign is live: edit its next version";

/** Who made a change: the signed-in user's e-mail address goes into the history. */
export interface Actor {
  photographerId: string;
  email: string | null;
}

export async function requireVersion(tx: DbOrTx, photographerId: string, id: string, lock = false) {
  const row = await findVersion(tx, photographerId, id, lock);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return row;
}

/** Only a version being written (DRAFT) changes; a published one is edited through its next version. */
export function requireDraft(row: CampaignRow): void {
  if (row.status !== "DRAFT") throw conflict(CAMPAIGN_LIVE);
}

/**
 * The stage ids, each once, checked to be the studio's stages of the campaign's project type: another
 * studio's stage is as unknown as a made-up one.
 */
export async function checkStages(
  tx: DbOrTx,
  photographerId: string,
  stageIds: string[],
  projectType: ProjectType,
): Promise<string[]> {
  const unique = [...new Set(stageIds)];
  const found = await studioStagesOf(tx, photographerId, unique);
  for (const id of unique) {
    const stage = found.find((s) => s.id === id);
    if (!stage) throw notFound(`Stage not found: ${id}`);
    if (stage.projectType !== projectType) {
      throw badRequest(`The stage "${stage.name}" is not a ${projectType.toLowerCase()} stage`);
    }
  }
  return unique;
}

/** Days between two e-mails by default: the campaign's frequency in days. */
export const frequencyDays = (row: CampaignRow) => row.emailFrequencyDays ?? row.emailFrequencyWeeks * 7;

/** A version may go live only with e-mails, every one of them approved (409 naming the others). */
export async function requireAllApproved(
  tx: DbOrTx,
  photographerId: string,
  row: CampaignRow,
): Promise<void> {
  const emails = await emailsOf(tx, photographerId, [row.id]);
  if (emails.length === 0) throw conflict("Add an e-mail before activating the campaign");
  const waiting = emails.filter((email) => email.approvalStatus !== "APPROVED");
  if (waiting.length === 0) return;
  const names = waiting.map((email) => JSON.stringify(email.subject)).join(", ");
  const rejected = waiting.some((email) => email.approvalStatus === "REJECTED");
  throw conflict(
    waiting.length === 1
      ? `1 e-mail is not approved yet: ${names}`
      : `${waiting.length} e-mails are not approved yet: ${names}${rejected ? " (rejected ones need editing first)" : ""}`,
  );
}
