/**
 * A proposal's payment schedule: its instalments, the payments that pay them, and the writes that
 * replace a schedule. The service takes the proposal's row lock before any write here.
 */
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { AppliedPayment, InstallmentRow, PlannedInstallment } from "../../../shared/schedule.js";
import type { DbOrTx } from "../../db/connect.js";
import { estimateInstallments, estimatePayments, estimates, photographers } from "../../db/schema/index.js";

export type ScheduleEstimate = Pick<
  typeof estimates.$inferSelect,
  | "id"
  | "photographerId"
  | "status"
  | "signedAt"
  | "currency"
  | "totalCents"
  | "depositCents"
  | "depositPercent"
  | "scheduleCustom"
>;

const estimateColumns = {
  id: estimates.id,
  photographerId: estimates.photographerId,
  status: estimates.status,
  signedAt: estimates.signedAt,
  currency: estimates.currency,
  totalCents: estimates.totalCents,
  depositCents: estimates.depositCents,
  depositPercent: estimates.depositPercent,
  scheduleCustom: estimates.scheduleCustom,
  timezone: photographers.timezone,
};

/** The studio's proposal with its studio's time zone, locked until the transaction ends when asked. */
export async function findScheduleEstimate(
  db: DbOrTx,
  photographerId: string,
  estimateId: string,
  lock = false,
): Promise<(ScheduleEstimate & { timezone: string }) | undefined> {
  const query = db
    .select(estimateColumns)
    .from(estimates)
    .innerJoin(photographers, eq(photographers.id, estimates.photographerId))
    .where(and(eq(estimates.photographerId, photographerId), eq(estimates.id, estimateId)));
  const [row] = lock ? await query.for("update", { of: estimates }) : await query;
  return row;
}

const toRow = (r: typeof estimateInstallments.$inferSelect): InstallmentRow => ({
  id: r.id,
  position: r.position,
  label: r.label,
  percentBasisPoints: r.percentBasisPoints,
  amountCents: r.amountCents,
  dueDate: r.dueDate,
});

export async function listInstallments(db: DbOrTx, estimateId: string): Promise<InstallmentRow[]> {
  const rows = await db
    .select()
    .from(estimateInstallments)
    .where(eq(estimateInstallments.estimateId, estimateId))
    .orderBy(asc(estimateInstallments.position));
  return rows.map(toRow);
}

/**
 * What has been refunded of a payment: its SUCCEEDED refunds, as paidCentsOf counts them (a PENDING
 * refund may still fail and leave the money where it was). The outer row is named in full, so that
 * the correlation never depends on how the query builder qualifies a column inside raw SQL.
 */
const refundedOf = sql`coalesce((
  SELECT sum(pr.amount_cents) FROM payment_refunds pr
   WHERE pr.payment_id = estimate_payments.id AND pr.status = 'SUCCEEDED'), 0)`;

/**
 * The money applied to the proposal, payment by payment (completed ones, oldest first), with the
 * instalment each was made for. A refund takes its amount off the payment it refunds.
 */
export async function appliedPayments(db: DbOrTx, estimateId: string): Promise<AppliedPayment[]> {
  const rows = await db
    .select({
      installmentId: estimatePayments.installmentId,
      netCents: sql<number>`${estimatePayments.amountCents} - ${refundedOf}`.mapWith(Number),
    })
    .from(estimatePayments)
    .where(
      and(eq(estimatePayments.estimateId, estimateId), sql`upper(${estimatePayments.status}) = 'COMPLETED'`),
    )
    .orderBy(asc(estimatePayments.completedAt), asc(estimatePayments.createdAt), asc(estimatePayments.id));
  return rows;
}

/** Writes the planned instalments from position `from` on, as new rows. */
export async function insertInstallments(
  tx: DbOrTx,
  photographerId: string,
  estimateId: string,
  planned: readonly PlannedInstallment[],
  from = 0,
): Promise<void> {
  if (planned.length === 0) return;
  await tx.insert(estimateInstallments).values(
    planned.map((p, i) => ({
      photographerId,
      estimateId,
      position: from + i,
      label: p.label,
      percentBasisPoints: p.percentBasisPoints,
      amountCents: p.amountCents,
      dueDate: p.dueDate,
    })),
  );
}

/**
 * A proposal that has no schedule yet (created before schedules, or by the seed) gets its default,
 * with the ids it was shown with; two callers at once write it once.
 */
export async function insertMissingInstallments(
  tx: DbOrTx,
  photographerId: string,
  estimateId: string,
  planned: readonly (PlannedInstallment & { id: string; position: number })[],
): Promise<void> {
  await tx
    .insert(estimateInstallments)
    .values(
      planned.map((p) => ({
        id: p.id,
        photographerId,
        estimateId,
        position: p.position,
        label: p.label,
        percentBasisPoints: p.percentBasisPoints,
        amountCents: p.amountCents,
        dueDate: p.dueDate,
      })),
    )
    .onConflictDoNothing();
}

/** Rewrites one instalment in place: its id (and what was paid for it) stays. */
export async function updateInstallment(tx: DbOrTx, id: string, planned: PlannedInstallment): Promise<void> {
  await tx
    .update(estimateInstallments)
    .set({
      label: planned.label,
      percentBasisPoints: planned.percentBasisPoints,
      amountCents: planned.amountCents,
      dueDate: planned.dueDate,
    })
    .where(eq(estimateInstallments.id, id));
}

/** Removes the instalments from `position` on (their payments, if any, become untied money). */
export async function deleteInstallmentsFrom(
  tx: DbOrTx,
  estimateId: string,
  position: number,
): Promise<void> {
  await tx
    .delete(estimateInstallments)
    .where(
      and(eq(estimateInstallments.estimateId, estimateId), gte(estimateInstallments.position, position)),
    );
}

export async function setScheduleCustom(tx: DbOrTx, estimateId: string, custom: boolean): Promise<void> {
  await tx.update(estimates).set({ scheduleCustom: custom }).where(eq(estimates.id, estimateId));
}
