/**
 * The reads behind the invoice and the receipt. The proposal is found by its public token alone (the
 * token is the client's capability, as on the public proposal page); everything else is read through
 * the proposal it found, so a payment of another proposal is never reached.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/connect.js";
import {
  clients,
  estimateInstallments,
  estimateItems,
  estimatePayments,
  estimates,
  paymentRefunds,
  photographers,
} from "../../db/schema/index.js";
import { clientColumnsWithEventDate } from "../clients/event-date.queries.js";

export async function findDocumentProposal(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      estimate: {
        id: estimates.id,
        photographerId: estimates.photographerId,
        title: estimates.title,
        currency: estimates.currency,
        subtotalCents: estimates.subtotalCents,
        discountCents: estimates.discountCents,
        discountPercentBasisPoints: estimates.discountPercentBasisPoints,
        taxRateBasisPoints: estimates.taxRateBasisPoints,
        taxCents: estimates.taxCents,
        totalCents: estimates.totalCents,
      },
      studio: {
        name: photographers.businessName,
        email: photographers.emailFromAddr,
        phone: photographers.phone,
        logoUrl: photographers.logoUrl,
        brandPrimary: photographers.brandPrimary,
        timezone: photographers.timezone,
        taxLabel: photographers.taxLabel,
      },
      client: {
        firstName: clients.firstName,
        lastName: clients.lastName,
        email: clients.email,
        // The proposal's project's date, else the client's (the one rule of event-date.queries.ts).
        eventDate: sql<
          string | null
        >`coalesce((SELECT p.event_date::text FROM projects p WHERE p.id = ${estimates.projectId}), ${clientColumnsWithEventDate.eventDate})`,
      },
    })
    .from(estimates)
    .innerJoin(photographers, eq(photographers.id, estimates.photographerId))
    .innerJoin(clients, eq(clients.id, estimates.clientId))
    .where(eq(estimates.token, token));
  return row;
}

export type DocumentProposalRow = NonNullable<Awaited<ReturnType<typeof findDocumentProposal>>>;

export async function documentItems(db: DbOrTx, estimateId: string) {
  return db
    .select({
      name: estimateItems.name,
      description: estimateItems.description,
      qty: estimateItems.qty,
      unitCents: estimateItems.unitCents,
      lineTotalCents: estimateItems.lineTotalCents,
    })
    .from(estimateItems)
    .where(eq(estimateItems.estimateId, estimateId))
    .orderBy(asc(estimateItems.orderIndex), asc(estimateItems.id));
}

/** The proposal's counted (COMPLETED) payments, oldest first. */
export async function completedPayments(db: DbOrTx, estimateId: string) {
  return db
    .select({
      id: estimatePayments.id,
      amountCents: estimatePayments.amountCents,
      method: estimatePayments.method,
      completedAt: estimatePayments.completedAt,
      createdAt: estimatePayments.createdAt,
      receivedOn: estimatePayments.receivedOn,
      note: estimatePayments.note,
      installmentId: estimatePayments.installmentId,
    })
    .from(estimatePayments)
    .where(and(eq(estimatePayments.estimateId, estimateId), eq(estimatePayments.status, "COMPLETED")))
    .orderBy(
      asc(sql`coalesce(${estimatePayments.completedAt}, ${estimatePayments.createdAt})`),
      asc(estimatePayments.id),
    );
}

export type DocumentPaymentRow = Awaited<ReturnType<typeof completedPayments>>[number];

/** The refunds (not FAILED) of the given payments. */
export async function refundsOf(db: DbOrTx, paymentIds: string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({
      paymentId: paymentRefunds.paymentId,
      amountCents: paymentRefunds.amountCents,
      status: paymentRefunds.status,
      reason: paymentRefunds.reason,
      createdAt: paymentRefunds.createdAt,
      completedAt: paymentRefunds.completedAt,
    })
    .from(paymentRefunds)
    .where(and(inArray(paymentRefunds.paymentId, paymentIds), sql`${paymentRefunds.status} <> 'FAILED'`))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}

export type DocumentRefundRow = Awaited<ReturnType<typeof refundsOf>>[number];

export async function installmentLabel(db: DbOrTx, estimateId: string, installmentId: string) {
  const [row] = await db
    .select({ label: estimateInstallments.label })
    .from(estimateInstallments)
    .where(and(eq(estimateInstallments.estimateId, estimateId), eq(estimateInstallments.id, installmentId)));
  return row?.label ?? null;
}
