/**
 * Publishing a campaign's next version: in one transaction the version that was current stops
 * enrolling (it stays ACTIVE, so its leads go on receiving it), the draft becomes current and ACTIVE,
 * the history records what changed, and the leads now in its stages are enrolled.
 */
import type { DbOrTx } from "../../db/connect.js";
import { emailsOf } from "./campaign-emails.queries.js";
import type { CampaignEngine } from "./campaign-engine.js";
import { recordChange } from "./campaign-history.queries.js";
import { type Actor, requireAllApproved, requireVersion } from "./campaign-rules.js";
import { versionDiff } from "./campaign-views.js";
import { type CampaignRow, findCurrentVersion, stageIdsOf, updateVersion } from "./drip-campaigns.queries.js";

async function versionState(tx: DbOrTx, photographerId: string, row: CampaignRow) {
  const stageIds = (await stageIdsOf(tx, photographerId, [row.id])).get(row.id) ?? [];
  return { row, stageIds, emails: await emailsOf(tx, photographerId, [row.id]) };
}

/**
 * Publishes the draft `draftId`. The family's current row is locked before the draft's (the order
 * every change of a family takes), so of parallel publishes one changes the version and the others,
 * finding it published, answer it as it is.
 */
export async function publishDraft(
  tx: DbOrTx,
  engine: CampaignEngine,
  actor: Actor,
  draftId: string,
): Promise<CampaignRow> {
  const { photographerId } = actor;
  const seen = await requireVersion(tx, photographerId, draftId);
  const current = await findCurrentVersion(tx, photographerId, seen.rootCampaignId!, true);
  const draft = await requireVersion(tx, photographerId, draftId, true);
  if (draft.status !== "DRAFT" || draft.isCurrentVersion || !current) return draft;
  await requireAllApproved(tx, photographerId, draft);
  const before = await versionState(tx, photographerId, current);
  await updateVersion(tx, photographerId, current.id, { isCurrentVersion: false });
  const published = await updateVersion(tx, photographerId, draft.id, {
    isCurrentVersion: true,
    status: "ACTIVE",
    publishedAt: new Date(),
  });
  const { previous, next } = versionDiff(before, await versionState(tx, photographerId, published));
  await recordChange(tx, photographerId, {
    campaignId: published.id,
    version: published.version,
    changeType: "PUBLISHED",
    description: `Version ${published.version} published over version ${current.version}`,
    changedBy: actor.email,
    previousData: { version: current.version, ...previous },
    newData: { version: published.version, ...next },
  });
  await engine.enrollCampaignLeads(tx, photographerId, published.id);
  return published;
}
