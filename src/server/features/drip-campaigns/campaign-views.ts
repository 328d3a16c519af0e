/**
 * Rows to the shapes of shared/drip-campaigns.ts, and the snapshots the version history keeps of a
 * version (its fields and e-mails) to show what changed.
 */
import type {
  CampaignVersion,
  CampaignVersionChange,
  CustomCampaign,
  CustomCampaignEmail,
  CustomCampaignStatus,
  EmailApprovalStatus,
  VersionChangeType,
} from "../../../shared/drip-campaigns.js";
import type { DbOrTx } from "../../db/connect.js";
import { emailsOf } from "./campaign-emails.queries.js";
import { activeLeadsOf } from "./campaign-family.queries.js";
import { type HistoryRow, historyOf } from "./campaign-history.queries.js";
import { type CampaignEmailRow, type CampaignRow, draftIdsOf, stageIdsOf } from "./drip-campaigns.queries.js";

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function emailView(row: CampaignEmailRow): CustomCampaignEmail {
  const kept = row.originalSubject !== null || row.originalTextBody !== null || row.originalHtmlBody !== null;
  return {
    id: row.id,
    campaignId: row.campaignId,
    sequenceIndex: row.sequenceIndex,
    subject: row.subject,
    textBody: row.textBody ?? "",
    htmlBody: row.htmlBody,
    daysAfterStart: row.daysAfterStart ?? 0,
    approvalStatus: row.approvalStatus as EmailApprovalStatus,
    approvedAt: iso(row.approvedAt),
    approvedBy: row.approvedBy,
    rejectionReason: row.rejectionReason,
    hasManualEdits: row.hasManualEdits,
    original: kept
      ? {
          subject: row.originalSubject ?? row.subject,
          textBody: row.originalTextBody,
          htmlBody: row.originalHtmlBody,
        }
      : null,
    lastEditedAt: iso(row.lastEditedAt),
    lastEditedBy: row.lastEditedBy,
  };
}

/** The campaigns as the API shows them, e-mails, stages and lead counts loaded for all at once. */
export async function campaignViews(
  tx: DbOrTx,
  photographerId: string,
  rows: CampaignRow[],
): Promise<CustomCampaign[]> {
  const ids = rows.map((row) => row.id);
  const [stagesBy, emails, leads, drafts] = [
    await stageIdsOf(tx, photographerId, ids),
    await emailsOf(tx, photographerId, ids),
    await activeLeadsOf(tx, photographerId, ids),
    await draftIdsOf(
      tx,
      photographerId,
      rows.map((row) => row.rootCampaignId!),
    ),
  ];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    projectType: row.projectType,
    status: row.status as CustomCampaignStatus,
    targetStageIds: stagesBy.get(row.id) ?? [],
    maxDurationMonths: row.maxDurationMonths,
    emailFrequencyWeeks: row.emailFrequencyDays === null ? row.emailFrequencyWeeks : null,
    emailFrequencyDays: row.emailFrequencyDays,
    styling: {
      primaryBrandColor: row.primaryBrandColor,
      secondaryBrandColor: row.secondaryBrandColor,
      fontFamily: row.fontFamily,
    },
    generatedByAi: row.generatedByAi,
    aiPrompt: row.aiPrompt,
    version: row.version,
    parentCampaignId: row.parentCampaignId,
    isCurrentVersion: row.isCurrentVersion,
    rootCampaignId: row.rootCampaignId!,
    publishedAt: iso(row.publishedAt),
    draftVersionId: drafts.get(row.rootCampaignId!) ?? null,
    activeLeads: leads.get(row.id) ?? 0,
    emails: emails.filter((email) => email.campaignId === row.id).map(emailView),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function campaignView(
  tx: DbOrTx,
  photographerId: string,
  row: CampaignRow,
): Promise<CustomCampaign> {
  const [view] = await campaignViews(tx, photographerId, [row]);
  return view!;
}

function changeView(row: HistoryRow): CampaignVersionChange {
  return {
    id: row.id,
    version: row.version,
    changeType: row.changeType as VersionChangeType,
    changeDescription: row.changeDescription,
    changedBy: row.changedBy,
    affectedEmailId: row.affectedEmailId,
    previousData: row.previousData ?? null,
    newData: row.newData ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every version of a family (rows newest first) with its e-mails and its changes. */
export async function versionViews(
  tx: DbOrTx,
  photographerId: string,
  rows: CampaignRow[],
): Promise<CampaignVersion[]> {
  const ids = rows.map((row) => row.id);
  const emails = await emailsOf(tx, photographerId, ids);
  const leads = await activeLeadsOf(tx, photographerId, ids);
  const history = await historyOf(tx, photographerId, ids);
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    status: row.status as CustomCampaignStatus,
    isCurrentVersion: row.isCurrentVersion,
    parentCampaignId: row.parentCampaignId,
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    activeLeads: leads.get(row.id) ?? 0,
    emails: emails.filter((email) => email.campaignId === row.id).map(emailView),
    changes: history.filter((change) => change.campaignId === row.id).map(changeView),
  }));
}

/** A campaign's own fields, as the history keeps them. */
export function fieldsSnapshot(row: CampaignRow, stageIds: string[]): Record<string, unknown> {
  return {
    name: row.name,
    projectType: row.projectType,
    targetStageIds: [...stageIds].sort(),
    maxDurationMonths: row.maxDurationMonths,
    emailFrequencyWeeks: row.emailFrequencyDays === null ? row.emailFrequencyWeeks : null,
    emailFrequencyDays: row.emailFrequencyDays,
    styling: {
      primaryBrandColor: row.primaryBrandColor,
      secondaryBrandColor: row.secondaryBrandColor,
      fontFamily: row.fontFamily,
    },
  };
}

/** An e-mail's content and approval, as the history keeps it. */
export function emailSnapshot(row: CampaignEmailRow): Record<string, unknown> {
  return {
    position: row.sequenceIndex + 1,
    subject: row.subject,
    textBody: row.textBody,
    htmlBody: row.htmlBody,
    daysAfterStart: row.daysAfterStart,
    approvalStatus: row.approvalStatus,
  };
}

const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);

/** The fields of two records that differ: each side keeps only those. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const previous: Record<string, unknown> = {};
  const next: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[key], after[key])) continue;
    previous[key] = before[key] ?? null;
    next[key] = after[key] ?? null;
  }
  return { previous, next };
}

/**
 * What differs between two versions: their changed fields, and the e-mails compared position by
 * position (`emails` lists on each side the e-mails that differ; null where there was none).
 */
export function versionDiff(
  before: { row: CampaignRow; stageIds: string[]; emails: CampaignEmailRow[] },
  after: { row: CampaignRow; stageIds: string[]; emails: CampaignEmailRow[] },
) {
  const { previous, next } = changedFields(
    fieldsSnapshot(before.row, before.stageIds),
    fieldsSnapshot(after.row, after.stageIds),
  );
  const previousEmails: (Record<string, unknown> | null)[] = [];
  const nextEmails: (Record<string, unknown> | null)[] = [];
  const count = Math.max(before.emails.length, after.emails.length);
  for (let index = 0; index < count; index++) {
    const was = before.emails[index] ? emailSnapshot(before.emails[index]!) : null;
    const now = after.emails[index] ? emailSnapshot(after.emails[index]!) : null;
    if (same(was, now)) continue;
    previousEmails.push(was);
    nextEmails.push(now);
  }
  if (previousEmails.length > 0) {
    previous.emails = previousEmails;
    next.emails = nextEmails;
  }
  return { previous, next };
}
