/**
 * Sending a studio's own campaign, called by the drip sender for the subscriptions that have a campaign
 * version: the clock's claim (the version's e-mail at the subscription's position) and the delivery job's
 * re-checks and send, under the same locks and rules as the prewritten sequences (drip-sender.ts).
 *
 * Only an APPROVED e-mail is sent (another is skipped, with the reason, never sent); only while the
 * version is ACTIVE (paused: the subscription pauses and gets the e-mail back); never after the lead's
 * start plus the campaign's maxDurationMonths (the subscription is then COMPLETED).
 */
import { emailTextToHtml } from "../../../shared/email-format.js";
import { randomToken } from "../../auth/tokens.js";
import type { Config } from "../../config.js";
import type { DbOrTx } from "../../db/connect.js";
import type { EmailService } from "../../integrations/email/email.service.js";
import { templateValuesFor } from "../../integrations/email/template-values.js";
import { endSubscription, type SubscriptionRow, studioBrandOf } from "../drip/drip.queries.js";
import { type DripClock, firstEmailAt, nextEmailAt } from "../drip/drip-schedule.js";
import {
  type DeliveryRow,
  deleteDelivery,
  findProjectWithClient,
  insertDelivery,
  updateDelivery,
  updateSubscription,
} from "../drip/drip-sender.queries.js";
import { leadsPastInquiry } from "../drip/lead-progress.queries.js";
import {
  type CampaignEmailRow,
  findCampaignEmail,
  findVersion,
  findVersionEmails,
  findVersionStageIds,
} from "./campaign-engine.queries.js";

/** A send that failed is retried this many times (the whole delivery rolls back) before it is FAILED. */
const SEND_RETRIES = 3;

const dayOf = (email: CampaignEmailRow) => Math.max(0, email.daysAfterStart ?? 0);

/**
 * When the e-mail at `index` of a version is due for a lead who started at `startedAt`, the previous one
 * sent at `previousAt`: by the prewritten sequences' rules (drip-schedule.ts). Null past the last e-mail.
 */
export function campaignEmailDue(
  emails: CampaignEmailRow[],
  index: number,
  startedAt: Date,
  previousAt: Date,
  clock: DripClock,
): Date | null {
  const email = emails[index];
  if (!email) return null;
  const previous = emails[index - 1];
  if (!previous && dayOf(email) === 0) return firstEmailAt(startedAt, clock);
  return nextEmailAt({
    startedAt,
    day: dayOf(email),
    previousAt: previous ? previousAt : startedAt,
    previousDay: previous ? dayOf(previous) : 0,
    clock,
  });
}

/** The end of a lead's campaign: its start plus the campaign's length in months. */
export function campaignEndsAt(startedAt: Date, months: number): Date {
  const end = new Date(startedAt);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

const overReason = (months: number) => `The campaign ended after ${months} month${months === 1 ? "" : "s"}`;

export interface CampaignSenderDeps {
  config: Config;
  email: EmailService;
  now: () => Date;
  /** Queues the delivery job (of the drip sender) with the claiming transaction. */
  enqueueDelivery: (tx: DbOrTx, deliveryId: string) => Promise<void>;
  unsubscribeUrl: (token: string) => string;
}

export function createCampaignSender(deps: CampaignSenderDeps) {
  const { config, email, now, enqueueDelivery, unsubscribeUrl } = deps;

  /** The clock's claim of a campaign subscription: its delivery row, its job, and its next e-mail's time. */
  async function claimCampaignEmail(tx: DbOrTx, sub: SubscriptionRow, at: Date, clock: DripClock) {
    const campaignId = sub.campaignId!;
    const emails = await findVersionEmails(tx, campaignId);
    const index = sub.nextEmailIndex;
    const email = emails[index];
    if (!email) {
      await endSubscription(tx, now(), sub.id, "COMPLETED", "Every e-mail was sent");
      return;
    }
    const version = await findVersion(tx, sub.photographerId, campaignId);
    const due = sub.nextEmailAt ?? at;
    if (version && due >= campaignEndsAt(sub.startedAt, version.maxDurationMonths)) {
      await endSubscription(tx, now(), sub.id, "COMPLETED", overReason(version.maxDurationMonths));
      return;
    }
    const deliveryId = await insertDelivery(tx, {
      photographerId: sub.photographerId,
      subscriptionId: sub.id,
      emailId: email.id,
      sequenceIndex: index,
      clientId: sub.clientId,
      projectId: sub.projectId,
      status: "PENDING",
      scheduledFor: sub.nextEmailAt,
    });
    if (deliveryId) await enqueueDelivery(tx, deliveryId);
    await updateSubscription(tx, sub.id, {
      nextEmailIndex: index + 1,
      nextEmailAt: campaignEmailDue(emails, index + 1, sub.startedAt, at, clock),
    });
  }

  /** The delivery job for a campaign subscription, the delivery and subscription rows locked by the caller. */
  async function deliverCampaignEmail(
    tx: DbOrTx,
    delivery: DeliveryRow,
    sub: SubscriptionRow,
    retryCount: number,
  ): Promise<void> {
    const campaignId = sub.campaignId!;
    const emails = await findVersionEmails(tx, campaignId);
    const index = delivery.sequenceIndex ?? 0;
    const isLast = index >= emails.length - 1;
    const finish = async (status: "SENT" | "SKIPPED" | "FAILED", fields: Partial<DeliveryRow> = {}) => {
      await updateDelivery(tx, delivery.id, { status, ...fields });
      if (isLast && status !== "FAILED") {
        await endSubscription(tx, now(), sub.id, "COMPLETED", "Every e-mail was sent");
      }
    };
    // Not sent: the e-mail goes back to the subscription, so that resuming sends it rather than skipping it.
    const giveBack = async (fields: Partial<SubscriptionRow> = {}) => {
      await deleteDelivery(tx, delivery.id);
      await updateSubscription(tx, sub.id, {
        ...fields,
        nextEmailIndex: index,
        nextEmailAt: delivery.scheduledFor,
      });
    };
    const end = async (status: "STOPPED" | "COMPLETED", reason: string) => {
      await endSubscription(tx, now(), sub.id, status, reason);
      await updateDelivery(tx, delivery.id, { status: "SKIPPED", reason });
    };
    if (sub.status === "PAUSED") return giveBack();
    if (sub.status !== "ACTIVE") {
      return finish("SKIPPED", { reason: sub.endedReason ?? "The subscription ended" });
    }
    const version = await findVersion(tx, sub.photographerId, campaignId);
    if (!version || version.status === "ARCHIVED") return end("STOPPED", "The campaign was deleted");
    if (version.status !== "ACTIVE") {
      return giveBack({ status: "PAUSED", endedReason: "The campaign was paused" });
    }
    const found = await findProjectWithClient(tx, sub.projectId);
    if (!found) return;
    const { project, client } = found;
    if (project.status !== "ACTIVE") return end("STOPPED", `The project is ${project.status.toLowerCase()}`);
    if (project.projectType !== version.projectType) {
      return end("STOPPED", `The project is now ${project.projectType.toLowerCase()}`);
    }
    const stageIds = await findVersionStageIds(tx, campaignId);
    if (!project.stageId || !stageIds.includes(project.stageId)) {
      return end("STOPPED", `Moved to ${found.stageName ?? "another stage"}`);
    }
    // The booking or proposal may have come after the claim, or its event not been handled yet.
    const why = (await leadsPastInquiry(tx, sub.photographerId, [project], now())).get(project.id);
    if (why) return end("STOPPED", why);
    if (now() >= campaignEndsAt(sub.startedAt, version.maxDurationMonths)) {
      return end("COMPLETED", overReason(version.maxDurationMonths));
    }

    const content = delivery.emailId ? await findCampaignEmail(tx, delivery.emailId) : null;
    if (!content) return finish("SKIPPED", { reason: "This e-mail was removed from the campaign" });
    if (content.approvalStatus !== "APPROVED") {
      return finish("SKIPPED", { reason: "This e-mail is not approved" });
    }
    const who = `${client.firstName} ${client.lastName}`.trim();
    if (!client.emailOptIn || !project.emailOptIn) {
      return finish("SKIPPED", { reason: `${who} opted out of e-mail` });
    }
    if (!client.email) return finish("SKIPPED", { reason: `${who} has no e-mail address` });

    const text = content.textBody ?? "";
    const accent = version.primaryBrandColor ?? (await studioBrandOf(tx, sub.photographerId)) ?? undefined;
    // The studio's own HTML as written (its variables filled in, escaped, by sendEmail); else the text,
    // laid out in the campaign's colour and font.
    const html = content.htmlBody ?? emailTextToHtml(text, { accent, font: version.fontFamily });
    const values = await templateValuesFor(tx, config, sub.photographerId, client, project.eventDate);
    const token = sub.unsubscribeToken ?? randomToken();
    if (!sub.unsubscribeToken) await updateSubscription(tx, sub.id, { unsubscribeToken: token });
    const result = await email.sendEmail({
      photographerId: sub.photographerId,
      clientId: client.id,
      projectId: project.id,
      to: client.email,
      subject: content.subject,
      text,
      html,
      values,
      track: true,
      unsubscribeUrl: unsubscribeUrl(token),
      db: tx,
      deliveryKey: `drip:${sub.id}:${content.id}`,
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
  }

  return { claimCampaignEmail, deliverCampaignEmail };
}

export type CampaignSender = ReturnType<typeof createCampaignSender>;
