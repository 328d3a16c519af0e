/**
 * The dashboard's overdue payments: an instalment of a signed proposal is overdue once its due date is
 * before the studio's today and it is not paid in full, by the same allocation and statuses the
 * proposal page shows (scheduleView), so the two never disagree. Oldest due date first.
 */
import { type Capped, DASHBOARD_LIMITS, type OverdueInstallment } from "../../../shared/dashboard.js";
import { scheduleView } from "../../../shared/schedule.js";
import type { Db } from "../../db/connect.js";
import {
  listAppliedPayments,
  listOverdueCandidates,
  type OverdueCandidate,
} from "./overdue-installments.queries.js";

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

function overdueOf(rows: readonly OverdueCandidate[], payments: Parameters<typeof scheduleView>[1]) {
  const first = rows[0]!;
  return scheduleView(rows, payments, first.today, true)
    .filter((entry) => entry.status === "OVERDUE" && entry.dueDate !== null)
    .map(
      (entry): OverdueInstallment => ({
        installmentId: entry.id,
        proposalId: first.estimateId,
        proposalTitle: first.title,
        clientName: first.clientName,
        label: entry.label,
        owedCents: entry.amountCents - entry.paidCents,
        dueDate: entry.dueDate!,
        currency: first.currency,
      }),
    );
}

export async function listOverdueInstallments(
  db: Db,
  photographerId: string,
  now: Date,
): Promise<Capped<OverdueInstallment>> {
  const candidates = await listOverdueCandidates(db, photographerId, now);
  const proposals = groupBy(candidates, (row) => row.estimateId);
  const payments = groupBy(
    await listAppliedPayments(db, photographerId, [...proposals.keys()]),
    (p) => p.estimateId,
  );
  const overdue = [...proposals.entries()]
    .flatMap(([estimateId, rows]) => overdueOf(rows, payments.get(estimateId) ?? []))
    .sort(
      (a, b) =>
        a.dueDate.localeCompare(b.dueDate) ||
        a.proposalId.localeCompare(b.proposalId) ||
        a.installmentId.localeCompare(b.installmentId),
    );
  return { items: overdue.slice(0, DASHBOARD_LIMITS.overdueInstallments), total: overdue.length };
}
