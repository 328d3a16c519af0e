/**
 * The drip engine: who receives a prewritten sequence, and sending each e-mail exactly once.
 *
 * - Enrolment: when a type's campaign is on, a project of that type in the campaign's lead stage (the
 *   target stage, else the type's default) gets a subscription: on saving the settings, and whenever a
 *   project enters that stage. A subscription is unique per project and type, and per client and type
 *   (one person is enrolled in a campaign once, however many projects they have), so enrolling twice is
 *   a no-op, and turning a campaign off and on again resumes the paused subscriptions.
 * - Sending (drip-sender.ts): a clock job (every minute, once across servers) claims the due subscriptions. A claim
 *   inserts the delivery row (unique per subscription and e-mail), enqueues its job and advances the
 *   subscription to its next e-mail, in one transaction. The delivery job locks its row, re-checks
 *   everything and sends through the same transaction, like the automation engine (ADR 003).
 * - Stopping: leaving the lead stage, being booked (a signature or a payment), a consultation booked or
 *   a proposal sent (no e-mail asks for a step already taken), the project ending, or the client's
 *   one-click unsubscribe. See docs/decisions/004-drip-campaigns.md.
 * - A studio's own campaigns (a subscription with a campaign version) follow the same clock, locks and
 *   stopping rules; their enrolment and sending are in drip-campaigns/campaign-engine.service.ts and
 *   campaign-sender.ts, and `campaigns` is what the campaigns' service drives.
 */
import { z } from "zod";
import { DRIP_PROJECT_TYPES, type DripProjectType } from "../../../shared/drip.js";
import { randomToken } from "../../auth/tokens.js";
import type { Config } from "../../config.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import type { EmailService } from "../../integrations/email/email.service.js";
import type { BusinessEvent, EventBus, StageEnteredEvent } from "../../jobs/events.js";
import { defineJob, type JobQueue } from "../../jobs/queue.js";
import { createCampaignEngine } from "../drip-campaigns/campaign-engine.service.js";
import {
  endSubscription,
  findCampaignSettings,
  leadStageOf,
  type SubscriptionRow,
  stopLeadSubscriptions,
  stopSubscriptionsOutsideStage,
  studioClockOf,
} from "./drip.queries.js";
import {
  findLeadProjects,
  findPausedSubscriptions,
  findProjectStage,
  findSubscriptionByToken,
  insertSubscriptions,
  markUnsubscribedAt,
  pauseActiveSubscriptions,
  resumeSubscription,
} from "./drip-engine.queries.js";
import { type DripClock, firstEmailAt, resumeAt } from "./drip-schedule.js";
import { createDripSender } from "./drip-sender.js";
import { BOOKED_A_CALL, leadsPastInquiry, PROPOSAL_SENT } from "./lead-progress.queries.js";

/** Enrolling more leads than this at once leaves their first e-mails to a clock run in the background. */
const INLINE_CLAIMS = 5;
/**
 * A lead who signs or pays has booked; one who booked a consultation or was sent a proposal is talking
 * to the studio already. Either way the nurturing e-mails, which ask for that very step, stop.
 */
const STOP_REASONS: Record<string, string> = {
  ESTIMATE_ACCEPTED: "The proposal was signed",
  DEPOSIT_PAID: "A payment was made",
  FULL_PAYMENT_MADE: "A payment was made",
  PROJECT_BOOKED: "The project was booked",
  APPOINTMENT_BOOKED: BOOKED_A_CALL,
  PROPOSAL_SENT,
};

const isDripType = (type: string): type is DripProjectType =>
  (DRIP_PROJECT_TYPES as readonly string[]).includes(type);

export interface DripEngineDeps {
  database: Database;
  config: Config;
  queue: JobQueue;
  bus: EventBus;
  email: EmailService;
  now?: () => Date;
}

export function createDripEngine(deps: DripEngineDeps) {
  const { database, queue } = deps;
  const { db } = database;
  let clockNow = deps.now ?? (() => new Date());
  const now = () => clockNow();
  const sender = createDripSender({ ...deps, now });
  const { claimOne, claimDue } = sender;

  const clockJob = defineJob({
    name: "drip.clock",
    payload: z.object({}).loose(),
    schedule: "* * * * *",
    retryLimit: 0,
    handler: async () => {
      await claimDue(now());
    },
  });

  /**
   * An e-mail due now goes out in seconds rather than at the clock's next tick: a single lead's is
   * claimed here; a whole stage's (a campaign turned on) by a clock run queued with this commit, in
   * batches, so that saving never waits for thousands of claims.
   */
  async function claimDueNow(tx: DbOrTx, due: SubscriptionRow[], at: Date, clock: DripClock) {
    if (due.length > INLINE_CLAIMS) await queue.enqueue(clockJob, {}, { tx });
    else for (const sub of due) await claimOne(tx, sub, at, clock);
  }

  /** A studio's own campaigns: enrolment by their versions' stages (drip-campaigns/campaign-engine.service.ts). */
  const campaigns = createCampaignEngine({ now, claimDueNow });

  /** The campaign's settings and lead stage, or null while the campaign is off. */
  async function liveCampaign(tx: DbOrTx, photographerId: string, projectType: DripProjectType) {
    const settings = await findCampaignSettings(tx, photographerId, projectType);
    if (!settings?.campaignEnabled) return null;
    const stage = await leadStageOf(tx, photographerId, projectType, settings.targetStageId);
    return stage ? { settings, stage } : null;
  }

  /**
   * Enrols the projects of a type that sit in the lead stage now (all of them, or the ones given),
   * and resumes their paused subscriptions. Returns how many started or resumed.
   */
  async function enrollLeads(
    tx: DbOrTx,
    photographerId: string,
    projectType: DripProjectType,
    onlyProjectIds?: string[],
  ): Promise<number> {
    const campaign = await liveCampaign(tx, photographerId, projectType);
    if (!campaign) return 0;
    const inStage = await findLeadProjects(
      tx,
      photographerId,
      projectType,
      campaign.stage.id,
      onlyProjectIds,
    );
    const at = now();
    // A lead who has booked a call or been sent a proposal is past what the campaign asks of them,
    // even in the lead stage (a studio whose target stage is Consultation, a project moved back).
    const movedOn = await leadsPastInquiry(tx, photographerId, inStage, at);
    const leads = inStage.filter((lead) => !movedOn.has(lead.id));
    if (leads.length === 0) return 0;
    const clock = await studioClockOf(tx, photographerId);
    const first = firstEmailAt(at, clock);
    const started = await insertSubscriptions(
      tx,
      leads.map((lead) => ({
        photographerId,
        projectType,
        projectId: lead.id,
        clientId: lead.clientId,
        stageId: campaign.stage.id,
        startedAt: at,
        nextEmailIndex: 0,
        nextEmailAt: first,
        unsubscribeToken: randomToken(),
      })),
    );
    // A lead who comes back to the stage, or a campaign turned on again, picks up where it paused.
    const paused = await findPausedSubscriptions(
      tx,
      photographerId,
      projectType,
      leads.map((l) => l.id),
    );
    const resumed: SubscriptionRow[] = [];
    for (const sub of paused) {
      resumed.push(
        await resumeSubscription(tx, sub.id, campaign.stage.id, resumeAt(sub.nextEmailAt, at, clock)),
      );
    }
    const dueNow = [...started, ...resumed].filter((sub) => sub.nextEmailAt && sub.nextEmailAt <= at);
    await claimDueNow(tx, dueNow, at, clock);
    return started.length + resumed.length;
  }

  /** Turning a campaign off pauses its active subscriptions; turning it on resumes them. */
  async function pauseCampaign(tx: DbOrTx, photographerId: string, projectType: DripProjectType) {
    return pauseActiveSubscriptions(tx, photographerId, projectType, "The campaign was turned off");
  }

  async function onStageEntered(event: StageEnteredEvent): Promise<void> {
    await db.transaction(async (tx) => {
      const project = await findProjectStage(tx, event.photographerId, event.projectId);
      // The project moved on again before this event was handled: the later event decides.
      if (!project || project.stageId !== event.stageId) return;
      await stopSubscriptionsOutsideStage(
        tx,
        now(),
        event.projectId,
        event.stageId,
        `Moved to ${project.stageName ?? "another stage"}`,
      );
      if (isDripType(project.projectType)) {
        await enrollLeads(tx, event.photographerId, project.projectType, [event.projectId]);
      }
      await campaigns.onStageEntered(tx, event.photographerId, {
        id: event.projectId,
        stageId: event.stageId,
        projectType: project.projectType,
      });
    });
  }

  async function onBusinessEvent(event: BusinessEvent): Promise<void> {
    const reason = STOP_REASONS[event.eventType];
    if (!reason) return;
    await stopLeadSubscriptions(
      db,
      now(),
      event.photographerId,
      { projectId: event.projectId, clientId: event.clientId },
      reason,
    );
  }

  /** What the unsubscribe link names, read only: a link opened by a mail scanner must not unsubscribe. */
  async function subscriptionOf(
    token: string,
  ): Promise<{ businessName: string; unsubscribed: boolean } | null> {
    const sub = await findSubscriptionByToken(db, token);
    return sub ? { businessName: sub.businessName, unsubscribed: sub.unsubscribedAt !== null } : null;
  }

  /** One-click unsubscribe: idempotent, answers the studio's name for the confirmation page. */
  async function unsubscribe(token: string): Promise<{ businessName: string } | null> {
    return db.transaction(async (tx) => {
      const sub = await findSubscriptionByToken(tx, token);
      if (!sub) return null;
      await endSubscription(tx, now(), sub.id, "UNSUBSCRIBED", "The client unsubscribed");
      // Already unsubscribed (or finished): keep the first time it was asked.
      await markUnsubscribedAt(tx, sub.id, now());
      return { businessName: sub.businessName };
    });
  }

  deps.bus.onStageEntered(onStageEntered);
  deps.bus.onBusinessEvent(onBusinessEvent);

  return {
    jobs: [sender.deliverJob, clockJob],
    enrollLeads,
    pauseCampaign,
    /** What the campaigns' service asks of the engine (CampaignEngine): enrol, pause, stop a version's leads. */
    campaigns,
    claimDue,
    deliver: sender.deliver,
    unsubscribe,
    subscriptionOf,
    unsubscribeUrl: sender.unsubscribeUrl,
    /** Tests move the engine's clock without waiting for real time. */
    setClock(clock: () => Date) {
      clockNow = clock;
    },
  };
}

export type DripEngine = ReturnType<typeof createDripEngine>;
