/**
 * The reads behind the events a change emits: each takes the changing transaction, so that the event
 * describes the row as it is being committed. Only ids and plain fields: never a token, a secret, a
 * signature or an IP address.
 */
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import {
  bookings,
  estimatePayments,
  estimates,
  messages,
  paymentRefunds,
  projectQuestionnaires,
  projects,
  proposalContracts,
} from "../../db/schema/index.js";

const iso = (at: Date | null) => at?.toISOString() ?? null;

export async function proposalEventData(tx: DbOrTx, proposalId: string) {
  const [row] = await tx
    .select({
      proposalId: estimates.id,
      photographerId: estimates.photographerId,
      clientId: estimates.clientId,
      projectId: estimates.projectId,
      title: estimates.title,
      status: estimates.status,
      totalCents: estimates.totalCents,
      currency: estimates.currency,
      sentAt: estimates.sentAt,
      signedAt: estimates.signedAt,
      signedByName: estimates.signedByName,
    })
    .from(estimates)
    .where(eq(estimates.id, proposalId));
  return row && { ...row, sentAt: iso(row.sentAt), signedAt: iso(row.signedAt) };
}

export async function contractEventData(tx: DbOrTx, photographerId: string, proposalId: string) {
  const [row] = await tx
    .select({
      contractId: proposalContracts.id,
      proposalId: proposalContracts.estimateId,
      clientId: estimates.clientId,
      projectId: estimates.projectId,
      title: proposalContracts.title,
      status: proposalContracts.status,
      documentHash: proposalContracts.documentHash,
      clientSignerName: proposalContracts.clientSignerName,
      clientSignedAt: proposalContracts.clientSignedAt,
      studioSignerName: proposalContracts.studioSignerName,
      completedAt: proposalContracts.studioSignedAt,
    })
    .from(proposalContracts)
    .innerJoin(estimates, eq(estimates.id, proposalContracts.estimateId))
    .where(
      and(eq(proposalContracts.photographerId, photographerId), eq(proposalContracts.estimateId, proposalId)),
    );
  return row && { ...row, clientSignedAt: iso(row.clientSignedAt), completedAt: iso(row.completedAt) };
}

export async function paymentEventData(tx: DbOrTx, paymentId: string) {
  const [row] = await tx
    .select({
      paymentId: estimatePayments.id,
      photographerId: estimatePayments.photographerId,
      proposalId: estimatePayments.estimateId,
      clientId: estimatePayments.clientId,
      projectId: estimates.projectId,
      amountCents: estimatePayments.amountCents,
      currency: estimates.currency,
      method: estimatePayments.method,
      paidAt: estimatePayments.completedAt,
      proposalStatus: estimates.status,
    })
    .from(estimatePayments)
    .innerJoin(estimates, eq(estimates.id, estimatePayments.estimateId))
    .where(eq(estimatePayments.id, paymentId));
  return row && { ...row, paidAt: iso(row.paidAt) };
}

export async function refundEventData(tx: DbOrTx, refundId: string) {
  const [row] = await tx
    .select({
      refundId: paymentRefunds.id,
      photographerId: paymentRefunds.photographerId,
      paymentId: paymentRefunds.paymentId,
      proposalId: estimatePayments.estimateId,
      clientId: estimatePayments.clientId,
      amountCents: paymentRefunds.amountCents,
      currency: estimates.currency,
      reason: paymentRefunds.reason,
      refundedAt: paymentRefunds.completedAt,
    })
    .from(paymentRefunds)
    .innerJoin(estimatePayments, eq(estimatePayments.id, paymentRefunds.paymentId))
    .innerJoin(estimates, eq(estimates.id, estimatePayments.estimateId))
    .where(eq(paymentRefunds.id, refundId));
  return row && { ...row, refundedAt: iso(row.refundedAt) };
}

export async function bookingEventData(tx: DbOrTx, bookingId: string) {
  const [row] = await tx
    .select({
      bookingId: bookings.id,
      photographerId: bookings.photographerId,
      clientId: bookings.clientId,
      projectId: bookings.projectId,
      sessionTypeId: bookings.sessionTypeId,
      title: bookings.title,
      status: bookings.status,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      clientName: bookings.clientName,
      clientEmail: bookings.clientEmail,
      cancelledAt: bookings.cancelledAt,
      cancelledBy: bookings.cancelledBy,
      cancelReason: bookings.cancelReason,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return (
    row && {
      ...row,
      startAt: iso(row.startAt),
      endAt: iso(row.endAt),
      cancelledAt: iso(row.cancelledAt),
    }
  );
}

export async function questionnaireEventData(tx: DbOrTx, photographerId: string, assignmentId: string) {
  const [row] = await tx
    .select({
      questionnaireId: projectQuestionnaires.id,
      projectId: projectQuestionnaires.projectId,
      clientId: projects.clientId,
      templateId: projectQuestionnaires.templateId,
      title: projectQuestionnaires.templateTitle,
      submittedAt: projectQuestionnaires.submittedAt,
    })
    .from(projectQuestionnaires)
    .innerJoin(projects, eq(projects.id, projectQuestionnaires.projectId))
    .where(
      and(
        eq(projectQuestionnaires.photographerId, photographerId),
        eq(projectQuestionnaires.id, assignmentId),
      ),
    );
  return row && { ...row, submittedAt: iso(row.submittedAt) };
}

export async function messageEventData(tx: DbOrTx, photographerId: string, messageId: string) {
  const [row] = await tx
    .select({
      messageId: messages.id,
      clientId: messages.clientId,
      projectId: messages.projectId,
      channel: messages.channel,
      status: messages.status,
      subject: messages.subject,
      content: messages.content,
      fromAddress: messages.fromAddress,
      receivedAt: messages.createdAt,
    })
    .from(messages)
    .where(and(eq(messages.photographerId, photographerId), eq(messages.id, messageId)));
  return row && { ...row, receivedAt: iso(row.receivedAt) };
}
