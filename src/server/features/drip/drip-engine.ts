/**
 * The drip engine: who receives a prewritten sequence, and sending each e-mail exactly once.
 *
 * - Enrolment: when a type's campaign is on, a project of that type in the campaign's lead stage (the
 *   target stage, else the type's default) gets a subscription: on saving the settings, and whenever a
 *   project enters that stage. A subscription is unique per project and type, so enrolling twice is a
 *   no-op, and turning a campaign off and on again resumes the paused subscriptions.
 * - Sending: a clock job (every minute, once across servers) claims the due subscriptions. A claim
 *   inserts the delivery row (unique per subscription and e-mail), enqueues its job and advances the
 *   subscription to its next e-mail, in one transaction. The delivery job locks its row, re-checks
 *   everything and sends through the same transaction, like the automation engine (ADR 003).
 * - Stopping: leaving the lead stage, being booked (a signature or a payment), the project ending, or
 *   the client's one-click unsubscribe. See docs/decisions/004-drip-campaigns.md.
 */
import { and, asc, eq, inArray, lte, ne, sql } from "drizzle-orm";
import { z } from "zod";
import {
  DRIP_PROJECT_TYPES,
  type DripProjectType,
  isEmailEnabled,
  parseEmailToggles,
} from "../../../shared/drip.js";
import { emailTextToHtml } from "../../../shared/email-format.js";
import { randomToken } from "../../auth/tokens.js";
import type { Config } from "../../config.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import {
  clients,
  dripDeliveries,
  dripSubscriptions,
  photographers,
  projects,
  stages,
  staticCampaignSettings,
} from "../../db/schema/index.js";
import type { EmailService } from "../../integrations/email/email.service.js";
import { templateValuesFor } from "../../integrations/email/template-values.js";
import type { BusinessEvent, EventBus, StageEnteredEvent } from "../../jobs/events.js";
import { defineJob, type JobQueue } from "../../jobs/queue.js";
import { dayOf, editsOf, sequenceLength, staticEmailOf } from "./drip-emails.js";
import { type DripClock, firstEmailAt, nextEmailAt, resumeAt } from "./drip-schedule.js";

/** A send that failed is retried this many times (the whole delivery rolls back) before it is FAILED. */
const SEND_RETRIES = 3;
/** Enrolling more leads than this at once leaves their first e-mails to a clock run in the background. */
const INLINE_CLAIMS = 5;
/** How many due subscriptions one claiming transaction takes. */
const CLAIM_BATCH = 200;
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

type SubscriptionRow = typeof dripSubscriptions.$inferSelect;

export function createDripEngine(deps: DripEngineDeps) {
  const { database, config, queue, email } = deps;
  const { db } = database;
  let now = deps.now ?? (() => new Date());

  const deliverJob = defineJob({
    name: "drip.deliver",
    payload: z.object({ deliveryId: z.uuid() }),
    retryLimit: SEND_RETRIES + 2,
    retryDelaySeconds: 30,
    expireInSeconds: 60,
    handler: (payload, context) => deliver(payload.deliveryId, context.retryCount),
  });
  const clockJob = defineJob({
    name: "drip.clock",
    payload: z.object({}).loose(),
    schedule: "* * * * *",
    retryLimit: 0,
    handler: async () => {
      await claimDue(now());
    },
  });

  async function clockOf(tx: DbOrTx, photographerId: string): Promise<DripClock> {
    const [row] = await tx
      .select({
        timeZone: photographers.timezone,
        start: photographers.quietHoursStart,
        end: photographers.quietHoursEnd,
      })
      .from(photographers)
      .where(eq(photographers.id, photographerId));
    return {
      timeZone: row?.timeZone ?? "America/New_York",
      quiet: { start: row?.start ?? null, end: row?.end ?? null },
    };
  }

  /** The campaign's settings and lead stage, or null while the campaign is off. */
  async function liveCampaign(tx: DbOrTx, photographerId: string, projectType: DripProjectType) {
    const [settings] = await tx
      .select()
      .from(staticCampaignSettings)
      .where(
        and(
          eq(staticCampaignSettings.photographerId, photographerId),
          eq(staticCampaignSettings.projectType, projectType),
        ),
      );
    if (!settings?.campaignEnabled) return null;
    const stage = await leadStageOf(tx, photographerId, projectType, settings.targetStageId);
    return stage ? { settings, stage } : null;
  }

  /** The target stage if it still exists, else the type's default stage (or its first). */
  async function leadStageOf(
    tx: DbOrTx,
    photographerId: string,
    projectType: DripProjectType,
    targetStageId: string | null,
  ) {
    const rows = await tx
      .select({ id: stages.id, name: stages.name, isDefault: stages.isDefault })
      .from(stages)
      .where(and(eq(stages.photographerId, photographerId), eq(stages.projectType, projectType)))
      .orderBy(asc(stages.orderIndex));
    return rows.find((s) => s.id === targetStageId) ?? rows.find((s) => s.isDefault) ?? rows[0] ?? null;
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
    const clock = await clockOf(tx, photographerId);
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

  async function stopSubscriptions(
    tx: DbOrTx,
    where: ReturnType<typeof and>,
    status: "STOPPED" | "UNSUBSCRIBED" | "COMPLETED",
    reason: string,
  ) {
    const at = now();
    await tx
      .update(dripSubscriptions)
      .set({
        status,
        endedReason: reason,
        nextEmailAt: null,
        ...(status === "COMPLETED" ? { completedAt: at } : {}),
        ...(status === "UNSUBSCRIBED" ? { unsubscribedAt: at } : {}),
      })
      .where(and(where, inArray(dripSubscriptions.status, ["ACTIVE", "PAUSED"])));
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

  /** The clock: claims every subscription whose next e-mail is due, a batch per transaction. */
  async function claimDue(at: Date): Promise<number> {
    let claimed = 0;
    for (;;) {
      const count = await db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(dripSubscriptions)
          .where(and(eq(dripSubscriptions.status, "ACTIVE"), lte(dripSubscriptions.nextEmailAt, at)))
          .orderBy(asc(dripSubscriptions.nextEmailAt))
          .limit(CLAIM_BATCH)
          .for("update", { skipLocked: true });
        const clocks = new Map<string, DripClock>();
        for (const sub of due) {
          let clock = clocks.get(sub.photographerId);
          if (!clock) {
            clock = await clockOf(tx, sub.photographerId);
            clocks.set(sub.photographerId, clock);
          }
          await claimOne(tx, sub, at, clock);
        }
        return due.length;
      });
      claimed += count;
      if (count < CLAIM_BATCH) return claimed;
    }
  }

  async function claimOne(tx: DbOrTx, sub: SubscriptionRow, at: Date, clock: DripClock) {
    const type = sub.projectType as DripProjectType;
    const index = sub.nextEmailIndex;
    const length = sequenceLength(type);
    if (index >= length) {
      await stopSubscriptions(tx, eq(dripSubscriptions.id, sub.id), "COMPLETED", "Every e-mail was sent");
      return;
    }
    const [delivery] = await tx
      .insert(dripDeliveries)
      .values({
        photographerId: sub.photographerId,
        subscriptionId: sub.id,
        sequenceIndex: index,
        clientId: sub.clientId,
        projectId: sub.projectId,
        status: "PENDING",
        scheduledFor: sub.nextEmailAt,
      })
      .onConflictDoNothing()
      .returning({ id: dripDeliveries.id });
    if (delivery) await queue.enqueue(deliverJob, { deliveryId: delivery.id }, { tx });
    const next = index + 1;
    await tx
      .update(dripSubscriptions)
      .set({
        nextEmailIndex: next,
        nextEmailAt:
          next < length
            ? nextEmailAt({
                startedAt: sub.startedAt,
                day: dayOf(type, next),
                previousAt: at,
                previousDay: dayOf(type, index),
                clock,
              })
            : null,
      })
      .where(eq(dripSubscriptions.id, sub.id));
  }

  /** The job: one e-mail of one subscription, re-checked and sent under the delivery's lock. */
  async function deliver(deliveryId: string, retryCount = 0): Promise<void> {
    await db.transaction(async (tx) => {
      const [delivery] = await tx
        .select()
        .from(dripDeliveries)
        .where(eq(dripDeliveries.id, deliveryId))
        .for("update");
      if (!delivery || delivery.status !== "PENDING") return;
      const [sub] = await tx
        .select()
        .from(dripSubscriptions)
        .where(eq(dripSubscriptions.id, delivery.subscriptionId))
        .for("update");
      if (!sub) return;
      const type = sub.projectType as DripProjectType;
      const index = delivery.sequenceIndex ?? 0;
      const isLast = index >= sequenceLength(type) - 1;
      const finish = async (status: "SENT" | "SKIPPED" | "FAILED", fields: Partial<typeof delivery> = {}) => {
        await tx
          .update(dripDeliveries)
          .set({ status, ...fields })
          .where(eq(dripDeliveries.id, deliveryId));
        if (isLast && status !== "FAILED") {
          await stopSubscriptions(tx, eq(dripSubscriptions.id, sub.id), "COMPLETED", "Every e-mail was sent");
        }
      };

      // Not sent: the e-mail goes back to the subscription, so that resuming sends it rather than skipping it.
      const giveBack = async (fields: Partial<SubscriptionRow> = {}) => {
        await tx.delete(dripDeliveries).where(eq(dripDeliveries.id, deliveryId));
        await tx
          .update(dripSubscriptions)
          .set({ ...fields, nextEmailIndex: index, nextEmailAt: delivery.scheduledFor })
          .where(eq(dripSubscriptions.id, sub.id));
      };
      if (sub.status === "PAUSED") return giveBack();
      if (sub.status !== "ACTIVE") {
        return finish("SKIPPED", { reason: sub.endedReason ?? "The subscription ended" });
      }
      const [found] = await tx
        .select({ project: projects, client: clients, stageName: stages.name })
        .from(projects)
        .innerJoin(clients, eq(clients.id, projects.clientId))
        .leftJoin(stages, eq(stages.id, projects.stageId))
        .where(eq(projects.id, sub.projectId));
      if (!found) return;
      const { project, client } = found;
      const stop = async (reason: string) => {
        await stopSubscriptions(tx, eq(dripSubscriptions.id, sub.id), "STOPPED", reason);
        await tx
          .update(dripDeliveries)
          .set({ status: "SKIPPED", reason })
          .where(eq(dripDeliveries.id, deliveryId));
      };
      if (project.status !== "ACTIVE") return stop(`The project is ${project.status.toLowerCase()}`);
      if (project.projectType !== type)
        return stop(`The project is now ${project.projectType.toLowerCase()}`);
      if (project.stageId !== sub.stageId) return stop(`Moved to ${found.stageName ?? "another stage"}`);

      const [settings] = await tx
        .select()
        .from(staticCampaignSettings)
        .where(
          and(
            eq(staticCampaignSettings.photographerId, sub.photographerId),
            eq(staticCampaignSettings.projectType, type),
          ),
        );
      if (!settings?.campaignEnabled) {
        return giveBack({ status: "PAUSED", endedReason: "The campaign was turned off" });
      }
      if (!isEmailEnabled(parseEmailToggles(settings.emailToggles), type, index)) {
        return finish("SKIPPED", { reason: "This e-mail is switched off in the campaign" });
      }
      const who = `${client.firstName} ${client.lastName}`.trim();
      if (!client.emailOptIn || !project.emailOptIn) {
        return finish("SKIPPED", { reason: `${who} opted out of e-mail` });
      }
      if (!client.email) return finish("SKIPPED", { reason: `${who} has no e-mail address` });

      const edits = await editsOf(tx, sub.photographerId, type, index);
      const [studio] = await tx
        .select({ brandPrimary: photographers.brandPrimary })
        .from(photographers)
        .where(eq(photographers.id, sub.photographerId));
      const content = staticEmailOf(type, index, edits.get(index), studio?.brandPrimary);
      const values = await templateValuesFor(tx, config, sub.photographerId, client, project.eventDate);
      const token = sub.unsubscribeToken ?? randomToken();
      if (!sub.unsubscribeToken) {
        await tx
          .update(dripSubscriptions)
          .set({ unsubscribeToken: token })
          .where(eq(dripSubscriptions.id, sub.id));
      }
      const result = await email.sendEmail({
        photographerId: sub.photographerId,
        clientId: client.id,
        projectId: project.id,
        to: client.email,
        subject: content.subject,
        text: content.textBody,
        html: emailTextToHtml(content.textBody, { accent: studio?.brandPrimary }),
        values,
        track: true,
        unsubscribeUrl: unsubscribeUrl(token),
        db: tx,
      });
      if (result.status === "failed") {
        if (retryCount < SEND_RETRIES) {
          throw new Error(`Send failed, will retry: ${result.error ?? "unknown error"}`);
        }
        return finish("FAILED", { reason: result.error ?? "The e-mail could not be sent" });
      }
      await finish("SENT", {
        sentAt: now(),
        providerId: result.providerId,
        emailLogId: result.logId,
        subject: content.subject,
      });
    });
  }

  function unsubscribeUrl(token: string): string {
    return new URL(`/api/public/drip/unsubscribe/${token}`, config.publicUrl).toString();
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
    jobs: [deliverJob, clockJob],
    enrollLeads,
    pauseCampaign,
    leadStageOf,
    claimDue,
    deliver,
    unsubscribe,
    unsubscribeUrl,
    /** Tests move the engine's clock without waiting for real time. */
    setClock(clock: () => Date) {
      now = clock;
    },
  };
}

export type DripEngine = ReturnType<typeof createDripEngine>;
