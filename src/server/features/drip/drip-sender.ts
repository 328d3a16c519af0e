/**
 * Sending: the clock claims due subscriptions (a delivery row, its job and the subscription moved to its
 * next e-mail, in one transaction) and each delivery job re-checks and sends under its row's lock, so every
 * e-mail goes out once. See docs/decisions/004-drip-campaigns.md.
 */
import { z } from "zod";
import { type DripProjectType, isEmailEnabled, parseEmailToggles } from "../../../shared/drip.js";
import { emailTextToHtml } from "../../../shared/email-format.js";
import { randomToken } from "../../auth/tokens.js";
import type { Config } from "../../config.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import type { EmailService } from "../../integrations/email/email.service.js";
import { templateValuesFor } from "../../integrations/email/template-values.js";
import { defineJob, type JobQueue } from "../../jobs/queue.js";
import { createCampaignSender } from "../drip-campaigns/campaign-sender.js";
import {
  endSubscription,
  findCampaignSettings,
  type SubscriptionRow,
  studioBrandOf,
  studioClockOf,
} from "./drip.queries.js";
import { dayOf, editsOf, sequenceLength, staticEmailOf } from "./drip-emails.js";
import { type DripClock, nextEmailAt } from "./drip-schedule.js";
import {
  type DeliveryRow,
  deleteDelivery,
  findProjectWithClient,
  insertDelivery,
  lockDelivery,
  lockDueSubscriptions,
  lockSubscription,
  updateDelivery,
  updateSubscription,
} from "./drip-sender.queries.js";
import { leadsPastInquiry } from "./lead-progress.queries.js";

/** A send that failed is retried this many times (the whole delivery rolls back) before it is FAILED. */
const SEND_RETRIES = 3;
/** How many due subscriptions one claiming transaction takes. */
const CLAIM_BATCH = 200;

export interface DripSenderDeps {
  database: Database;
  config: Config;
  queue: JobQueue;
  email: EmailService;
  now: () => Date;
}

export function createDripSender(deps: DripSenderDeps) {
  const { database, config, queue, email, now } = deps;
  const { db } = database;

  const deliverJob = defineJob({
    name: "drip.deliver",
    payload: z.object({ deliveryId: z.uuid() }),
    retryLimit: SEND_RETRIES + 2,
    retryDelaySeconds: 30,
    expireInSeconds: 60,
    handler: (payload, context) => deliver(payload.deliveryId, context.retryCount),
  });

  /** The clock: claims every subscription whose next e-mail is due, a batch per transaction. */
  async function claimDue(at: Date): Promise<number> {
    let claimed = 0;
    for (;;) {
      const count = await db.transaction(async (tx) => {
        const due = await lockDueSubscriptions(tx, at, CLAIM_BATCH);
        const clocks = new Map<string, DripClock>();
        for (const sub of due) {
          let clock = clocks.get(sub.photographerId);
          if (!clock) {
            clock = await studioClockOf(tx, sub.photographerId);
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

  // A studio's own campaign (a subscription with a campaign version) is claimed and sent by its sender.
  const campaigns = createCampaignSender({
    config,
    email,
    now,
    enqueueDelivery: async (tx, deliveryId) => {
      await queue.enqueue(deliverJob, { deliveryId }, { tx });
    },
    unsubscribeUrl,
  });

  async function claimOne(tx: DbOrTx, sub: SubscriptionRow, at: Date, clock: DripClock) {
    if (sub.campaignId) return campaigns.claimCampaignEmail(tx, sub, at, clock);
    const type = sub.projectType as DripProjectType;
    const index = sub.nextEmailIndex;
    const length = sequenceLength(type);
    if (index >= length) {
      await endSubscription(tx, now(), sub.id, "COMPLETED", "Every e-mail was sent");
      return;
    }
    const deliveryId = await insertDelivery(tx, {
      photographerId: sub.photographerId,
      subscriptionId: sub.id,
      sequenceIndex: index,
      clientId: sub.clientId,
      projectId: sub.projectId,
      status: "PENDING",
      scheduledFor: sub.nextEmailAt,
    });
    if (deliveryId) await queue.enqueue(deliverJob, { deliveryId }, { tx });
    const next = index + 1;
    await updateSubscription(tx, sub.id, {
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
    });
  }

  /** The job: one e-mail of one subscription, re-checked and sent under the delivery's lock. */
  async function deliver(deliveryId: string, retryCount = 0): Promise<void> {
    await db.transaction(async (tx) => {
      const delivery = await lockDelivery(tx, deliveryId);
      if (!delivery || delivery.status !== "PENDING") return;
      const sub = await lockSubscription(tx, delivery.subscriptionId);
      if (!sub) return;
      if (sub.campaignId) return campaigns.deliverCampaignEmail(tx, delivery, sub, retryCount);
      const type = sub.projectType as DripProjectType;
      const index = delivery.sequenceIndex ?? 0;
      const isLast = index >= sequenceLength(type) - 1;
      const finish = async (status: "SENT" | "SKIPPED" | "FAILED", fields: Partial<DeliveryRow> = {}) => {
        await updateDelivery(tx, deliveryId, { status, ...fields });
        if (isLast && status !== "FAILED") {
          await endSubscription(tx, now(), sub.id, "COMPLETED", "Every e-mail was sent");
        }
      };

      // Not sent: the e-mail goes back to the subscription, so that resuming sends it rather than skipping it.
      const giveBack = async (fields: Partial<SubscriptionRow> = {}) => {
        await deleteDelivery(tx, deliveryId);
        await updateSubscription(tx, sub.id, {
          ...fields,
          nextEmailIndex: index,
          nextEmailAt: delivery.scheduledFor,
        });
      };
      if (sub.status === "PAUSED") return giveBack();
      if (sub.status !== "ACTIVE") {
        return finish("SKIPPED", { reason: sub.endedReason ?? "The subscription ended" });
      }
      const found = await findProjectWithClient(tx, sub.projectId);
      if (!found) return;
      const { project, client } = found;
      const stop = async (reason: string) => {
        await endSubscription(tx, now(), sub.id, "STOPPED", reason);
        await updateDelivery(tx, deliveryId, { status: "SKIPPED", reason });
      };
      if (project.status !== "ACTIVE") return stop(`The project is ${project.status.toLowerCase()}`);
      if (project.projectType !== type)
        return stop(`The project is now ${project.projectType.toLowerCase()}`);
      if (project.stageId !== sub.stageId) return stop(`Moved to ${found.stageName ?? "another stage"}`);
      // The booking or proposal may have come after the claim, or its event not been handled yet.
      const movedOn = await leadsPastInquiry(tx, sub.photographerId, [project], now());
      const why = movedOn.get(project.id);
      if (why) return stop(why);

      const settings = await findCampaignSettings(tx, sub.photographerId, type);
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
      const accent = await studioBrandOf(tx, sub.photographerId);
      const content = staticEmailOf(type, index, edits.get(index), accent);
      const values = await templateValuesFor(tx, config, sub.photographerId, client, project.eventDate);
      const token = sub.unsubscribeToken ?? randomToken();
      if (!sub.unsubscribeToken) {
        await updateSubscription(tx, sub.id, { unsubscribeToken: token });
      }
      const result = await email.sendEmail({
        photographerId: sub.photographerId,
        clientId: client.id,
        projectId: project.id,
        to: client.email,
        subject: content.subject,
        text: content.textBody,
        html: emailTextToHtml(content.textBody, { accent }),
        values,
        track: true,
        unsubscribeUrl: unsubscribeUrl(token),
        db: tx,
        deliveryKey: `drip:${sub.id}:${index}`,
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

  return { deliverJob, claimDue, claimOne, deliver, unsubscribeUrl };
}

export type DripSender = ReturnType<typeof createDripSender>;
