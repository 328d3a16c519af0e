/**
 * Every SQL statement of the studio's notifications and the client's payment receipt: the switches,
 * the record of what was sent, and the facts each e-mail tells.
 */
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { NotificationSettings } from "../../../shared/notifications.js";
import { PAYMENT_COMPLETED } from "../../../shared/payments.js";
import type { DbOrTx } from "../../db/connect.js";
import {
  clients,
  estimatePayments,
  estimates,
  notificationDeliveries,
  photographers,
  projectQuestionnaires,
  projects,
  users,
} from "../../db/schema/index.js";

const switches = {
  proposalSigned: photographers.notifyProposalSigned,
  paymentReceived: photographers.notifyPaymentReceived,
  inquiryReceived: photographers.notifyInquiryReceived,
  questionnaireSubmitted: photographers.notifyQuestionnaireSubmitted,
};

export async function findNotificationSettings(
  db: DbOrTx,
  photographerId: string,
): Promise<NotificationSettings | undefined> {
  const [row] = await db.select(switches).from(photographers).where(eq(photographers.id, photographerId));
  return row;
}

export async function updateNotificationSettings(
  db: DbOrTx,
  photographerId: string,
  input: Partial<NotificationSettings>,
): Promise<void> {
  await db
    .update(photographers)
    .set({
      notifyProposalSigned: input.proposalSigned,
      notifyPaymentReceived: input.paymentReceived,
      notifyInquiryReceived: input.inquiryReceived,
      notifyQuestionnaireSubmitted: input.questionnaireSubmitted,
      updatedAt: new Date(),
    })
    .where(eq(photographers.id, photographerId));
}

/**
 * Claims a delivery key: true for the first caller, false when the e-mail was sent already. Inside the
 * sending transaction, so that a failed send leaves the key free for the job's retry, and a second run
 * at the same moment waits on the key and then finds it taken.
 */
export async function claimDelivery(tx: DbOrTx, photographerId: string, deliveryKey: string) {
  const rows = await tx
    .insert(notificationDeliveries)
    .values({ deliveryKey, photographerId })
    .onConflictDoNothing()
    .returning({ deliveryKey: notificationDeliveries.deliveryKey });
  return rows.length > 0;
}

/** The studio's name, its switches, and where it hears about its clients (reply address, else sign-in). */
export async function findStudioForNotice(db: DbOrTx, photographerId: string) {
  const [studio] = await db
    .select({
      businessName: photographers.businessName,
      emailFromAddr: photographers.emailFromAddr,
      ...switches,
    })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  if (!studio) return undefined;
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.photographerId, photographerId), eq(users.role, "PHOTOGRAPHER")))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return { ...studio, notifyAddress: studio.emailFromAddr ?? owner?.email ?? null };
}

/** A completed payment with its proposal and client, and the sum received up to and with it. */
export async function findReceiptPayment(db: DbOrTx, photographerId: string, paymentId: string) {
  const [row] = await db
    .select({
      payment: {
        id: estimatePayments.id,
        amountCents: estimatePayments.amountCents,
        method: estimatePayments.method,
        status: estimatePayments.status,
        completedAt: estimatePayments.completedAt,
      },
      estimate: {
        id: estimates.id,
        title: estimates.title,
        totalCents: estimates.totalCents,
        currency: estimates.currency,
        projectId: estimates.projectId,
        token: estimates.token,
      },
      client: {
        id: clients.id,
        firstName: clients.firstName,
        lastName: clients.lastName,
        email: clients.email,
      },
    })
    .from(estimatePayments)
    .innerJoin(estimates, eq(estimates.id, estimatePayments.estimateId))
    .innerJoin(clients, eq(clients.id, estimatePayments.clientId))
    .where(and(eq(estimatePayments.id, paymentId), eq(estimatePayments.photographerId, photographerId)));
  if (!row || row.payment.status !== PAYMENT_COMPLETED || !row.payment.completedAt) return undefined;
  // Paid to date: payments so far less what was refunded of them (a refund's money is no longer paid).
  const [paid] = await db
    .select({
      total: sql<string>`sum(${estimatePayments.amountCents} - coalesce((
        SELECT sum(r.amount_cents) FROM payment_refunds r -- estimate_payments.id spelled out: unqualified, "id" is r's
         WHERE r.payment_id = estimate_payments.id AND r.status = 'SUCCEEDED'), 0))`,
    })
    .from(estimatePayments)
    .where(
      and(
        eq(estimatePayments.estimateId, row.estimate.id),
        eq(estimatePayments.status, PAYMENT_COMPLETED),
        lte(estimatePayments.completedAt, row.payment.completedAt),
      ),
    );
  return { ...row, paidToDateCents: Number(paid?.total ?? 0) };
}

/** A signed proposal and its client. */
export async function findSignedProposal(db: DbOrTx, photographerId: string, estimateId: string) {
  const [row] = await db
    .select({
      id: estimates.id,
      title: estimates.title,
      totalCents: estimates.totalCents,
      depositCents: estimates.depositCents,
      currency: estimates.currency,
      projectId: estimates.projectId,
      signedAt: estimates.signedAt,
      signedByName: estimates.signedByName,
      clientId: clients.id,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
    })
    .from(estimates)
    .innerJoin(clients, eq(clients.id, estimates.clientId))
    .where(and(eq(estimates.id, estimateId), eq(estimates.photographerId, photographerId)));
  return row?.signedAt ? row : undefined;
}

/** A submitted questionnaire with its project and client. */
export async function findSubmittedQuestionnaire(db: DbOrTx, photographerId: string, assignmentId: string) {
  const [row] = await db
    .select({
      id: projectQuestionnaires.id,
      title: projectQuestionnaires.templateTitle,
      submittedAt: projectQuestionnaires.submittedAt,
      projectId: projects.id,
      projectTitle: projects.title,
      clientId: clients.id,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
    })
    .from(projectQuestionnaires)
    .innerJoin(projects, eq(projects.id, projectQuestionnaires.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(
      and(
        eq(projectQuestionnaires.id, assignmentId),
        eq(projectQuestionnaires.photographerId, photographerId),
      ),
    );
  return row?.submittedAt ? row : undefined;
}
