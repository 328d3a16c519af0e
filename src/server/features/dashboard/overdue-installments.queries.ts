/**
 * The reads behind the dashboard's overdue payments: the instalments of the studio's signed proposals
 * that have one due before the studio's today, and the money applied to those proposals. What is paid
 * of each instalment depends on all of a proposal's instalments and payments (src/shared/schedule.ts
 * allocates it), so both come whole for every such proposal; the service decides which are overdue.
 */
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { AppliedPayment, InstallmentRow } from "../../../shared/schedule.js";
import type { Db } from "../../db/connect.js";
import {
  clients,
  estimateInstallments,
  estimatePayments,
  estimates,
  photographers,
} from "../../db/schema/index.js";

export interface OverdueCandidate extends InstallmentRow {
  estimateId: string;
  title: string;
  currency: string;
  clientName: string;
  /** The studio's today, "YYYY-MM-DD" (the same on every row). */
  today: string;
}

/** Signed (or paid) proposals, as the schedule's statuses count them, not archived. */
const signed = or(
  sql`${estimates.signedAt} IS NOT NULL`,
  inArray(estimates.status, ["SIGNED", "PAID_PARTIAL", "PAID_FULL"]),
);

/**
 * Every instalment of each signed proposal of the studio that has an instalment due before `now`'s
 * date on the studio's calendar (its time zone).
 */
export async function listOverdueCandidates(db: Db, photographerId: string, now: Date) {
  const today = sql`(SELECT (${now}::timestamptz AT TIME ZONE ${photographers.timezone})::date
      FROM ${photographers} WHERE ${photographers.id} = ${photographerId})`;
  const rows = await db
    .select({
      id: estimateInstallments.id,
      position: estimateInstallments.position,
      label: estimateInstallments.label,
      percentBasisPoints: estimateInstallments.percentBasisPoints,
      amountCents: estimateInstallments.amountCents,
      dueDate: estimateInstallments.dueDate,
      estimateId: estimates.id,
      title: estimates.title,
      currency: estimates.currency,
      clientName: sql<string>`${clients.firstName} || ' ' || ${clients.lastName}`,
      today: sql<string>`to_char(${today}, 'YYYY-MM-DD')`,
    })
    .from(estimateInstallments)
    .innerJoin(estimates, eq(estimates.id, estimateInstallments.estimateId))
    .innerJoin(clients, eq(clients.id, estimates.clientId))
    .where(
      and(
        eq(estimates.photographerId, photographerId),
        isNull(estimates.archivedAt),
        signed,
        sql`EXISTS (SELECT 1 FROM estimate_installments late
                     WHERE late.estimate_id = ${estimates.id} AND late.due_date < ${today})`,
      ),
    )
    .orderBy(asc(estimates.id), asc(estimateInstallments.position));
  return rows satisfies OverdueCandidate[];
}

/**
 * The money applied to each of these proposals, payment by payment (completed ones, oldest first, as
 * the proposal page allocates them), less what SUCCEEDED refunds gave back.
 */
export async function listAppliedPayments(
  db: Db,
  photographerId: string,
  estimateIds: readonly string[],
): Promise<(AppliedPayment & { estimateId: string })[]> {
  if (estimateIds.length === 0) return [];
  const refunded = sql`coalesce((
    SELECT sum(pr.amount_cents) FROM payment_refunds pr
     WHERE pr.payment_id = estimate_payments.id AND pr.status = 'SUCCEEDED'), 0)`;
  return db
    .select({
      estimateId: estimatePayments.estimateId,
      installmentId: estimatePayments.installmentId,
      netCents: sql<number>`${estimatePayments.amountCents} - ${refunded}`.mapWith(Number),
    })
    .from(estimatePayments)
    .where(
      and(
        eq(estimatePayments.photographerId, photographerId),
        inArray(estimatePayments.estimateId, [...estimateIds]),
        sql`upper(${estimatePayments.status}) = 'COMPLETED'`,
      ),
    )
    .orderBy(asc(estimatePayments.completedAt), asc(estimatePayments.createdAt), asc(estimatePayments.id));
}
