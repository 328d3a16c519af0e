/**
 * The drip engine: who receives a prewritten sequence, and sending each e-mail exactly once.
 *
 * - Enrolment: when a type's campaign is on, a project of that type in the campaign's lead stage (the
 *   target stage, else the type's default) gets a subscription: on saving the settings, and whenever a
 *   project enters that stage. A subscription is unique per project and type, so enrolling twice is a
 *   no-op, and turning a campaign off and on again resumes the paused subscriptions.
 * - Sending (drip-sender.ts): a clock job (every minute, once across servers) claims the due subscriptions. A claim
 *   inserts the delivery row (unique per subscription and e-mail), enqueues its job and advances the
 *   subscription to its next e-mail, in one transaction. The delivery job locks its row, re-checks
 *   everything and sends through the same transaction, like the automation engine (ADR 003).
 * - Stopping: leaving the lead stage, being booked (a signature or a payment), the project ending, or
 *   the client's one-click unsubscribe. See docs/decisions/004-drip-campaigns.md.
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { DRIP_PROJECT_TYPES, type DripProjectType } from "../../../shared/drip.js";
import { randomToken } from "../../auth/tokens.js";
import type { Config } from "../../config.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { dripSubscriptions, photographers, projects, stages } from "../../db/schema/index.js";
import type { EmailService } from "../../integrations/email/email.service.js";
import type { BusinessEvent, EventBus, StageEnteredEvent } from "../../jobs/events.js";
import { defineJob, type JobQueue } from "../../jobs/queue.js";
import {
  findCampaignSettings,
  leadStageOf,
  type SubscriptionRow,
  stopSubscriptions,
  studioClockOf,
} from "./drip.queries.js";
import { firstEmailAt, resumeAt } from "./drip-schedule.js";
import { createDripSender } from "./drip-sender.js";

/** Enrolling more leads than this at once leaves their first e-mails to a clock run in the background. */
const INLINE_CLAIMS = 5;
/** Signing or paying means the lead has booked: nurturing e-mails stop. */
const BOOKED_EVENTS = new Set(["ESTIMATE_ACCEPTED", "DEPOSIT_PAID", "FULL_PAYMENT_MADE", "PROJECT_BOOKED"]);

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
    const leads = await tx
      .select({ id: projects.id, clientId: projects.clientId })
      .from(projects)
      .where(
        and(
          eq(projects.photographerId, photographerId),
          eq(projects.projectType, projectType),
          eq(projects.stageId, campaign.stage.id),
          eq(projects.status, "ACTIVE"),
          onlyProjectIds ? inArray(projects.id, onlyProjectIds) : undefined,
        ),
      );
    if (leads.length === 0) return 0;
    const clock = await studioClockOf(tx, photographerId);
    const at = now();
    const first = firstEmailAt(at, clock);
    const started = await tx
      .insert(dripSubscriptions)
      .values(
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
      )
      .onConflictDoNothing()
      .returning();
    // A lead who comes back to the stage, or a campaign turned on again, picks up where it paused.
    const paused = await tx
      .select()
      .from(dripSubscriptions)
      .where(
        and(
          eq(dripSubscriptions.photographerId, photographerId),
          eq(dripSubscriptions.projectType, projectType),
          eq(dripSubscriptions.status, "PAUSED"),
          inArray(
            dripSubscriptions.projectId,
            leads.map((l) => l.id),
          ),
        ),
      );
    const resumed: SubscriptionRow[] = [];
    for (const sub of paused) {
      const [row] = await tx
        .update(dripSubscriptions)
        .set({
          status: "ACTIVE",
          endedReason: null,
          stageId: campaign.stage.id,
          nextEmailAt: resumeAt(sub.nextEmailAt, at, clock),
        })
        .where(eq(dripSubscriptions.id, sub.id))
        .returning();
      resumed.push(row!);
    }
    // An e-mail due now goes out in seconds rather than at the clock's next tick: a single lead's is
    // claimed here; a whole stage's (the campaign turned on) by a clock run queued with this commit, in
    // batches, so that saving the settings never waits for thousands of claims.
    const dueNow = [...started, ...resumed].filter((sub) => sub.nextEmailAt && sub.nextEmailAt <= at);
    if (dueNow.length > INLINE_CLAIMS) await queue.enqueue(clockJob, {}, { tx });
    else for (const sub of dueNow) await claimOne(tx, sub, at, clock);
    return started.length + resumed.length;
  }

  /** Turning a campaign off pauses its active subscriptions; turning it on resumes them. */
  async function pauseCampaign(tx: DbOrTx, photographerId: string, projectType: DripProjectType) {
    const paused = await tx
      .update(dripSubscriptions)
      .set({ status: "PAUSED", endedReason: "The campaign was turned off" })
      .where(
        and(
          eq(dripSubscriptions.photographerId, photographerId),
          eq(dripSubscriptions.projectType, projectType),
          eq(dripSubscriptions.status, "ACTIVE"),
        ),
      )
      .returning({ id: dripSubscriptions.id });
    return paused.length;
  }

  async function onStageEntered(event: StageEnteredEvent): Promise<void> {
    await db.transaction(async (tx) => {
      const [project] = await tx
        .select({ projectType: projects.projectType, stageId: projects.stageId, stageName: stages.name })
        .from(projects)
        .leftJoin(stages, eq(stages.id, projects.stageId))
        .where(and(eq(projects.id, event.projectId), eq(projects.photographerId, event.photographerId)));
      // The project moved on again before this event was handled: the later event decides.
      if (!project || project.stageId !== event.stageId) return;
      await stopSubscriptions(
        tx,
        now(),
        and(eq(dripSubscriptions.projectId, event.projectId), ne(dripSubscriptions.stageId, event.stageId)),
        "STOPPED",
        `Moved to ${project.stageName ?? "another stage"}`,
      );
      if (isDripType(project.projectType)) {
        await enrollLeads(tx, event.photographerId, project.projectType, [event.projectId]);
      }
    });
  }

  async function onBusinessEvent(event: BusinessEvent): Promise<void> {
    if (!BOOKED_EVENTS.has(event.eventType)) return;
    const reason =
      event.eventType === "ESTIMATE_ACCEPTED"
        ? "The proposal was signed"
        : event.eventType === "PROJECT_BOOKED"
          ? "The project was booked"
          : "A payment was made";
    await stopSubscriptions(
      db,
      now(),
      and(
        eq(dripSubscriptions.photographerId, event.photographerId),
        event.projectId
          ? eq(dripSubscriptions.projectId, event.projectId)
          : eq(dripSubscriptions.clientId, event.clientId),
      ),
      "STOPPED",
      reason,
    );
  }

  /** What the unsubscribe link names, read only: a link opened by a mail scanner must not unsubscribe. */
  async function subscriptionOf(
    token: string,
  ): Promise<{ businessName: string; unsubscribed: boolean } | null> {
    const [sub] = await db
      .select({ businessName: photographers.businessName, unsubscribedAt: dripSubscriptions.unsubscribedAt })
      .from(dripSubscriptions)
      .innerJoin(photographers, eq(photographers.id, dripSubscriptions.photographerId))
      .where(eq(dripSubscriptions.unsubscribeToken, token));
    return sub ? { businessName: sub.businessName, unsubscribed: sub.unsubscribedAt !== null } : null;
  }

  /** One-click unsubscribe: idempotent, answers the studio's name for the confirmation page. */
  async function unsubscribe(token: string): Promise<{ businessName: string } | null> {
    return db.transaction(async (tx) => {
      const [sub] = await tx
        .select({ id: dripSubscriptions.id, businessName: photographers.businessName })
        .from(dripSubscriptions)
        .innerJoin(photographers, eq(photographers.id, dripSubscriptions.photographerId))
        .where(eq(dripSubscriptions.unsubscribeToken, token));
      if (!sub) return null;
      await stopSubscriptions(
        tx,
        now(),
        eq(dripSubscriptions.id, sub.id),
        "UNSUBSCRIBED",
        "The client unsubscribed",
      );
      // Already unsubscribed (or finished): keep the first time it was asked.
      await tx
        .update(dripSubscriptions)
        .set({ unsubscribedAt: sql`coalesce(${dripSubscriptions.unsubscribedAt}, ${now()})` })
        .where(eq(dripSubscriptions.id, sub.id));
      return { businessName: sub.businessName };
    });
  }

  deps.bus.onStageEntered(onStageEntered);
  deps.bus.onBusinessEvent(onBusinessEvent);

  return {
    jobs: [sender.deliverJob, clockJob],
    enrollLeads,
    pauseCampaign,
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
