/**
 * The drip engine's side of a studio's own campaigns: who is enrolled in which version, and pausing,
 * resuming and stopping a version's leads. Sending is campaign-sender.ts, called by the drip sender.
 *
 * A project entering any stage of a current ACTIVE version (of its project type) is enrolled in that
 * version, once per person and campaign whatever the version (unique client and campaign root). It stays
 * while it moves between the version's stages, and leaves (drip.queries.ts) on entering any other one.
 * Leads already enrolled stay on the version they started: a newer version enrols only new leads.
 */
import { randomToken } from "../../auth/tokens.js";
import type { DbOrTx } from "../../db/connect.js";
import { type SubscriptionRow, studioClockOf } from "../drip/drip.queries.js";
import { insertSubscriptions } from "../drip/drip-engine.queries.js";
import { type DripClock, resumeAt } from "../drip/drip-schedule.js";
import { leadsPastInquiry } from "../drip/lead-progress.queries.js";
import type { CampaignEngine } from "./campaign-engine.js";
import {
  type CampaignVersionRow,
  findEnrollingVersions,
  findPausedVersionSubscriptions,
  findProjectsInStages,
  findVersion,
  findVersionEmails,
  findVersionStageIds,
  followToStage,
  resumeVersionSubscription,
  setVersionSubscriptionsStatus,
} from "./campaign-engine.queries.js";
import { campaignEmailDue } from "./campaign-sender.js";

export interface CampaignEngineDeps {
  now: () => Date;
  /** Claims the e-mails already due of subscriptions just started or resumed (a few inline, many by a clock run). */
  claimDueNow: (tx: DbOrTx, subs: SubscriptionRow[], at: Date, clock: DripClock) => Promise<void>;
}

export interface CampaignEnrolment extends CampaignEngine {
  /** A project entered a stage: it follows there and is enrolled in the versions nurturing that stage. */
  onStageEntered(
    tx: DbOrTx,
    photographerId: string,
    project: { id: string; stageId: string; projectType: string },
  ): Promise<number>;
}

export function createCampaignEngine(deps: CampaignEngineDeps): CampaignEnrolment {
  const { now, claimDueNow } = deps;

  /** Starts subscriptions for the version's leads not enrolled in its campaign yet; answers those started. */
  async function enrolInVersion(
    tx: DbOrTx,
    photographerId: string,
    version: CampaignVersionRow,
    at: Date,
    clock: DripClock,
    onlyProjectIds?: string[],
  ): Promise<SubscriptionRow[]> {
    const stageIds = await findVersionStageIds(tx, version.id);
    const inStages = await findProjectsInStages(
      tx,
      photographerId,
      version.projectType,
      stageIds,
      onlyProjectIds,
    );
    // A lead who booked a call or was sent a proposal is past what the campaign asks of them.
    const movedOn = await leadsPastInquiry(tx, photographerId, inStages, at);
    const leads = inStages.filter((lead) => !movedOn.has(lead.id));
    if (leads.length === 0) return [];
    const emails = await findVersionEmails(tx, version.id);
    const first = campaignEmailDue(emails, 0, at, at, clock) ?? at;
    // Unique per client and campaign root: a person already in this campaign (any version, any of their
    // projects) is skipped, and two projects of one client in this batch enrol the first only.
    return insertSubscriptions(
      tx,
      leads.map((lead) => ({
        photographerId,
        campaignId: version.id,
        campaignRootId: version.rootCampaignId ?? version.id,
        projectType: null,
        projectId: lead.id,
        clientId: lead.clientId,
        stageId: lead.stageId,
        startedAt: at,
        nextEmailIndex: 0,
        nextEmailAt: first,
        unsubscribeToken: randomToken(),
      })),
    );
  }

  const dueNow = (subs: SubscriptionRow[], at: Date) =>
    subs.filter((sub) => sub.status === "ACTIVE" && sub.nextEmailAt && sub.nextEmailAt <= at);

  async function enrollCampaignLeads(tx: DbOrTx, photographerId: string, campaignId: string) {
    const version = await findVersion(tx, photographerId, campaignId);
    if (!version || version.status !== "ACTIVE") return 0;
    const at = now();
    const clock = await studioClockOf(tx, photographerId);
    // An older version still sending to its leads enrols nobody new; it only resumes its own.
    const started = version.isCurrentVersion
      ? await enrolInVersion(tx, photographerId, version, at, clock)
      : [];
    // Paused with the campaign: each picks up with its next e-mail at the next civil hour.
    const resumed: SubscriptionRow[] = [];
    for (const sub of await findPausedVersionSubscriptions(tx, photographerId, version.id)) {
      const row = await resumeVersionSubscription(tx, sub.id, resumeAt(sub.nextEmailAt, at, clock));
      if (row) resumed.push(row);
    }
    await claimDueNow(tx, dueNow([...started, ...resumed], at), at, clock);
    return started.length + resumed.length;
  }

  async function pauseCampaignLeads(
    tx: DbOrTx,
    photographerId: string,
    campaignIds: string[],
    reason: string,
  ) {
    return setVersionSubscriptionsStatus(tx, photographerId, campaignIds, ["ACTIVE"], {
      status: "PAUSED",
      endedReason: reason,
    });
  }

  async function stopCampaignLeads(
    tx: DbOrTx,
    photographerId: string,
    campaignIds: string[],
    reason: string,
  ) {
    return setVersionSubscriptionsStatus(tx, photographerId, campaignIds, ["ACTIVE", "PAUSED"], {
      status: "STOPPED",
      endedReason: reason,
      nextEmailAt: null,
    });
  }

  async function onStageEntered(
    tx: DbOrTx,
    photographerId: string,
    project: { id: string; stageId: string; projectType: string },
  ) {
    await followToStage(tx, project.id, project.stageId);
    const versions = await findEnrollingVersions(tx, photographerId, project.stageId, project.projectType);
    if (versions.length === 0) return 0;
    const at = now();
    const clock = await studioClockOf(tx, photographerId);
    const started: SubscriptionRow[] = [];
    for (const version of versions) {
      started.push(...(await enrolInVersion(tx, photographerId, version, at, clock, [project.id])));
    }
    await claimDueNow(tx, dueNow(started, at), at, clock);
    return started.length;
  }

  return { enrollCampaignLeads, pauseCampaignLeads, stopCampaignLeads, onStageEntered };
}
