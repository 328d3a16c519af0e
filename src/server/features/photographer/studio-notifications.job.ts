/**
 * The client's payment receipt and the studio's notifications (a proposal signed, a payment received, an
 * inquiry, a questionnaire submitted). A feature queues one job in the transaction that makes it
 * necessary (payments and signatures through their business events, which run after the commit); the job
 * sends outside that transaction. Each e-mail claims its delivery key in the sending transaction, so a job
 * that runs twice, or two jobs about one payment, send it once; the same key names the delivery for the
 * e-mail service (one Message-ID on every attempt). The receipt carries the payment's receipt PDF; a
 * declined autopay charge (payments/autopay-charge.ts) sends the client a pay link and tells the studio.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { PROJECT_TYPES, projectTypeLabel } from "../../../shared/projects.js";
import type { DbOrTx } from "../../db/connect.js";
import type { BusinessEvent } from "../../jobs/events.js";
import { defineJob } from "../../jobs/queue.js";
import { createDocumentsService } from "../documents/documents.service.js";
import type { FeatureDeps } from "../feature-deps.js";
import { findDeclinedAttempt } from "../payments/autopay.queries.js";
import {
  autopayDeclinedEmail,
  receiptEmail,
  studioAutopayDeclinedEmail,
  studioInquiryEmail,
  studioPaymentEmail,
  studioQuestionnaireEmail,
  studioSignedEmail,
} from "./notification-emails.js";
import {
  claimDelivery,
  findReceiptPayment,
  findSignedProposal,
  findStudioForNotice,
  findSubmittedQuestionnaire,
} from "./notifications.queries.js";

const studioNoticePayload = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("PAYMENT_RECEIVED"), photographerId: z.uuid(), paymentId: z.uuid() }),
  z.object({ kind: z.literal("PROPOSAL_SIGNED"), photographerId: z.uuid(), estimateId: z.uuid() }),
  z.object({
    kind: z.literal("INQUIRY_RECEIVED"),
    photographerId: z.uuid(),
    /** Made when the inquiry is stored: a retried job carries the same one. */
    inquiryId: z.uuid(),
    clientId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    projectType: z.enum(PROJECT_TYPES),
    eventDate: z.string().nullable(),
    message: z.string().nullable(),
  }),
  z.object({ kind: z.literal("QUESTIONNAIRE_SUBMITTED"), photographerId: z.uuid(), assignmentId: z.uuid() }),
  z.object({ kind: z.literal("AUTOPAY_DECLINED"), photographerId: z.uuid(), attemptId: z.uuid() }),
]);
export type StudioNotice = z.infer<typeof studioNoticePayload>;

/** What the widget knows of an inquiry when it stores it. */
export interface InquiryFacts {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null | undefined;
  projectType: (typeof PROJECT_TYPES)[number];
  eventDate?: string | null | undefined;
  noEventDate?: boolean | undefined;
  message?: string | null | undefined;
}

export function studioNotifications(deps: Pick<FeatureDeps, "database" | "config" | "queue" | "email">) {
  const { database, config, queue, email } = deps;
  const link = (path: string) => new URL(path, config.publicUrl).toString();
  const documents = createDocumentsService(database);

  async function sendOnce(
    tx: DbOrTx,
    photographerId: string,
    deliveryKey: string,
    message: {
      to: string;
      subject: string;
      text: string;
      clientId?: string;
      projectId?: string | null;
      attachments?: { filename: string; contentType: string; content: Uint8Array }[];
    },
  ) {
    if (!(await claimDelivery(tx, photographerId, deliveryKey))) return;
    const result = await email.sendEmail({ ...message, photographerId, deliveryKey, db: tx });
    // Thrown, so that the claim rolls back and the job's retry sends it.
    if (result.status === "failed") throw new Error(`notification ${deliveryKey} failed: ${result.error}`);
  }

  async function handle(tx: DbOrTx, notice: StudioNotice) {
    const studio = await findStudioForNotice(tx, notice.photographerId);
    if (!studio) return;
    const { photographerId } = notice;
    const toStudio = studio.notifyAddress;
    switch (notice.kind) {
      case "PAYMENT_RECEIVED": {
        const found = await findReceiptPayment(tx, photographerId, notice.paymentId);
        if (!found) return;
        const clientName = `${found.client.firstName} ${found.client.lastName}`.trim();
        const facts = {
          businessName: studio.businessName,
          clientFirstName: found.client.firstName,
          proposalTitle: found.estimate.title,
          amountCents: found.payment.amountCents,
          method: found.payment.method,
          paidToDateCents: found.paidToDateCents,
          totalCents: found.estimate.totalCents,
          currency: found.estimate.currency,
          completedAt: found.payment.completedAt!,
        };
        const about = { clientId: found.client.id, projectId: found.estimate.projectId };
        if (found.client.email) {
          const words = receiptEmail(facts);
          // The same PDF as the public page's receipt link, read in this transaction.
          const pdf = await documents.receipt(found.estimate.token, found.payment.id, tx);
          await sendOnce(tx, photographerId, `receipt:${found.payment.id}`, {
            ...about,
            to: found.client.email,
            ...words,
            attachments: [{ filename: pdf.fileName, contentType: "application/pdf", content: pdf.bytes }],
          });
        }
        if (studio.paymentReceived && toStudio) {
          const page = found.estimate.projectId ? `/projects/${found.estimate.projectId}` : "/earnings";
          const words = studioPaymentEmail({ ...facts, clientName }, link(page));
          await sendOnce(tx, photographerId, `studio:payment:${found.payment.id}`, {
            ...about,
            to: toStudio,
            ...words,
          });
        }
        return;
      }
      case "PROPOSAL_SIGNED": {
        if (!studio.proposalSigned || !toStudio) return;
        const proposal = await findSignedProposal(tx, photographerId, notice.estimateId);
        if (!proposal) return;
        const clientName = `${proposal.clientFirstName} ${proposal.clientLastName}`.trim();
        const page = proposal.projectId ? `/projects/${proposal.projectId}` : "/proposals";
        const words = studioSignedEmail({ ...proposal, clientName }, link(page));
        await sendOnce(tx, photographerId, `studio:signed:${proposal.id}`, {
          to: toStudio,
          clientId: proposal.clientId,
          projectId: proposal.projectId,
          ...words,
        });
        return;
      }
      case "INQUIRY_RECEIVED": {
        if (!studio.inquiryReceived || !toStudio) return;
        const clientName = `${notice.firstName} ${notice.lastName}`.trim();
        const words = studioInquiryEmail(
          { ...notice, clientName, projectType: projectTypeLabel(notice.projectType) },
          link(`/clients/${notice.clientId}`),
        );
        await sendOnce(tx, photographerId, `studio:inquiry:${notice.inquiryId}`, {
          to: toStudio,
          clientId: notice.clientId,
          ...words,
        });
        return;
      }
      case "AUTOPAY_DECLINED": {
        const found = await findDeclinedAttempt(tx, photographerId, notice.attemptId);
        if (!found) return;
        const facts = {
          businessName: studio.businessName,
          clientFirstName: found.client.firstName,
          clientName: `${found.client.firstName} ${found.client.lastName}`.trim(),
          proposalTitle: found.estimate.title,
          installmentLabel: found.installmentLabel,
          amountCents: found.attempt.amountCents,
          currency: found.estimate.currency,
          cardLabel: found.cardLabel,
          reason: found.attempt.message ?? "",
        };
        const about = { clientId: found.client.id, projectId: found.estimate.projectId };
        if (found.client.email) {
          const payLink = link(`/public/proposals/${encodeURIComponent(found.estimate.token)}`);
          await sendOnce(tx, photographerId, `autopay-declined:${found.attempt.id}`, {
            ...about,
            to: found.client.email,
            ...autopayDeclinedEmail(facts, payLink),
          });
        }
        // Not behind a switch: a charge that failed needs the studio whatever it chose to hear about.
        if (toStudio) {
          const page = found.estimate.projectId ? `/projects/${found.estimate.projectId}` : "/proposals";
          await sendOnce(tx, photographerId, `studio:autopay-declined:${found.attempt.id}`, {
            ...about,
            to: toStudio,
            ...studioAutopayDeclinedEmail(facts, link(page)),
          });
        }
        return;
      }
      case "QUESTIONNAIRE_SUBMITTED": {
        if (!studio.questionnaireSubmitted || !toStudio) return;
        const found = await findSubmittedQuestionnaire(tx, photographerId, notice.assignmentId);
        if (!found) return;
        const clientName = `${found.clientFirstName} ${found.clientLastName}`.trim();
        const words = studioQuestionnaireEmail(
          { ...found, clientName },
          link(`/projects/${found.projectId}`),
        );
        await sendOnce(tx, photographerId, `studio:questionnaire:${found.id}`, {
          to: toStudio,
          clientId: found.clientId,
          projectId: found.projectId,
          ...words,
        });
        return;
      }
    }
  }

  const job = defineJob({
    name: "photographer.studio-notification",
    payload: studioNoticePayload,
    handler: (notice) => database.db.transaction((tx) => handle(tx, notice)),
  });

  /** Queues one notice; with `tx`, it exists only if that transaction commits. */
  const notify = (notice: StudioNotice, tx?: DbOrTx) => queue.enqueue(job, notice, tx ? { tx } : {});

  return {
    job,
    notify,
    /** The widget's call, in the transaction that stores the inquiry. */
    inquiryReceived: (tx: DbOrTx, photographerId: string, clientId: string, inquiry: InquiryFacts) =>
      notify(
        {
          kind: "INQUIRY_RECEIVED",
          photographerId,
          clientId,
          inquiryId: randomUUID(),
          firstName: inquiry.firstName,
          lastName: inquiry.lastName,
          email: inquiry.email,
          phone: inquiry.phone ?? null,
          projectType: inquiry.projectType,
          eventDate: inquiry.noEventDate ? null : (inquiry.eventDate ?? null),
          message: inquiry.message ?? null,
        },
        tx,
      ),
    /** Payments and signatures, heard as business events once they have committed. */
    onBusinessEvent: async (event: BusinessEvent) => {
      const { photographerId } = event;
      if (event.eventType === "DEPOSIT_PAID" || event.eventType === "FULL_PAYMENT_MADE") {
        await notify({ kind: "PAYMENT_RECEIVED", photographerId, paymentId: event.subjectId });
      } else if (event.eventType === "ESTIMATE_ACCEPTED") {
        await notify({ kind: "PROPOSAL_SIGNED", photographerId, estimateId: event.subjectId });
      }
    },
  };
}

export type StudioNotifications = ReturnType<typeof studioNotifications>;
