/**
 * The payment schedule's rules. A proposal always has a schedule: the default one (deposit and
 * balance, or one payment in full) follows its total until the studio writes its own with
 * PUT /api/proposals/{id}/schedule. What is paid of each instalment is worked out from the payments
 * (src/shared/schedule.ts), so it is never stored twice.
 *
 * When an unsigned proposal's total changes, a default schedule is written again for the new total; a
 * custom one keeps its percentages (recomputed) and fixed amounts. If the fixed amounts no longer add
 * up to the new total, the schedule goes back to the default and the edit's answer says so
 * (`scheduleReset: true`): refusing the edit would leave the studio unable to change either first,
 * since each must agree with the other.
 */
import { createHash } from "node:crypto";
import {
  defaultSchedule,
  type InstallmentRow,
  type PlannedInstallment,
  rescheduleForTotal,
  resolveSchedule,
  type ScheduleData,
  type ScheduleEntry,
  scheduleView,
} from "../../../shared/schedule.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import { badRequest, conflict, notFound } from "../../http/errors.js";
import {
  appliedPayments,
  deleteInstallmentsFrom,
  findScheduleEstimate,
  insertInstallments,
  insertMissingInstallments,
  listInstallments,
  type ScheduleEstimate,
  setScheduleCustom,
  updateInstallment,
} from "./schedule.queries.js";
import { todayIn } from "./studio-date.js";

export const SCHEDULE_PROPOSAL_NOT_FOUND = "Proposal not found";

export type PositionedEntry = ScheduleEntry & { position: number };

const isSignedEstimate = (e: Pick<ScheduleEstimate, "status" | "signedAt">) =>
  e.signedAt !== null || e.status === "SIGNED" || e.status.startsWith("PAID");

const defaultFor = (e: ScheduleEstimate) => defaultSchedule(e.totalCents, e.depositCents, e.depositPercent);

/**
 * The id a default instalment of a proposal without stored ones gets, the same on every read and when
 * it is finally written: a read can show the schedule without writing it (a write would spoil the read
 * cache), and the client can still pay an instalment by the id it was shown.
 */
export function defaultInstallmentId(estimateId: string, position: number): string {
  const hex = createHash("sha256").update(`focal-installment:${estimateId}:${position}`).digest("hex");
  // Shaped as an RFC 9562 version 8 (custom) UUID, so that every uuid check accepts it.
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The proposal's instalments, the money applied to it, and what is paid of each, as of `today`. A
 * proposal with none stored (made before schedules, or by the seed) has its default: written first
 * when `write` (every path that acts on an instalment), only shown otherwise.
 */
export async function loadSchedule(tx: DbOrTx, estimate: ScheduleEstimate, today: string, write = true) {
  let rows = await listInstallments(tx, estimate.id);
  if (rows.length === 0) {
    const planned = defaultFor(estimate).map((p, position) => ({
      ...p,
      id: defaultInstallmentId(estimate.id, position),
      position,
    }));
    if (write) {
      await insertMissingInstallments(tx, estimate.photographerId, estimate.id, planned);
      rows = await listInstallments(tx, estimate.id);
    } else {
      rows = planned;
    }
  }
  const payments = await appliedPayments(tx, estimate.id);
  const positions = new Map(rows.map((r) => [r.id, r.position]));
  const entries: PositionedEntry[] = scheduleView(rows, payments, today, isSignedEstimate(estimate)).map(
    (e) => ({ ...e, position: positions.get(e.id)! }),
  );
  return { rows, payments, entries };
}

export const withoutPositions = (entries: readonly PositionedEntry[]): ScheduleEntry[] =>
  entries.map(({ position: _position, ...entry }) => entry);

/** The `schedule` of a proposal's answers (a read: it writes nothing). */
export async function readSchedule(tx: DbOrTx, estimate: ScheduleEstimate, today: string) {
  return withoutPositions((await loadSchedule(tx, estimate, today, false)).entries);
}

/** The studio's view of its proposal's schedule; another studio's proposal is a 404. */
export async function studioSchedule(db: DbOrTx, photographerId: string, estimateId: string) {
  const estimate = await findScheduleEstimate(db, photographerId, estimateId);
  if (!estimate) throw notFound(SCHEDULE_PROPOSAL_NOT_FOUND);
  return readSchedule(db, estimate, todayIn(estimate.timezone));
}

const same = (a: PlannedInstallment, b: PlannedInstallment) =>
  a.label === b.label &&
  a.percentBasisPoints === b.percentBasisPoints &&
  a.amountCents === b.amountCents &&
  a.dueDate === b.dueDate;

/**
 * Writes `planned` over the current rows position by position: an instalment at a position it already
 * had keeps its id (and the checkouts and reminders tied to it), extra ones are added, the rest removed.
 */
async function writeSchedule(
  tx: DbOrTx,
  estimate: ScheduleEstimate,
  rows: readonly InstallmentRow[],
  planned: readonly PlannedInstallment[],
): Promise<void> {
  const kept = Math.min(rows.length, planned.length);
  for (let i = 0; i < kept; i++) {
    if (!same(rows[i]!, planned[i]!)) await updateInstallment(tx, rows[i]!.id, planned[i]!);
  }
  if (rows.length > planned.length) await deleteInstallmentsFrom(tx, estimate.id, planned.length);
  await insertInstallments(tx, estimate.photographerId, estimate.id, planned.slice(kept), kept);
}

/**
 * After a proposal's figures were written (create or edit, in that transaction, its row locked by the
 * write): the default schedule follows the new total, a custom one is recomputed or, when its fixed
 * amounts no longer add up, reset to the default. Whether it was reset.
 */
export async function syncScheduleToTotal(
  tx: DbOrTx,
  photographerId: string,
  estimateId: string,
): Promise<{ scheduleReset: boolean }> {
  const estimate = await findScheduleEstimate(tx, photographerId, estimateId, true);
  if (!estimate) throw notFound(SCHEDULE_PROPOSAL_NOT_FOUND);
  const rows = await listInstallments(tx, estimateId);
  if (estimate.scheduleCustom && rows.length > 0) {
    const again = rescheduleForTotal(rows, estimate.totalCents, estimate.currency);
    if (again.ok) {
      await writeSchedule(tx, estimate, rows, again.installments);
      return { scheduleReset: false };
    }
    await setScheduleCustom(tx, estimateId, false);
    await writeSchedule(tx, estimate, rows, defaultFor(estimate));
    return { scheduleReset: true };
  }
  await writeSchedule(tx, estimate, rows, defaultFor(estimate));
  return { scheduleReset: false };
}

function paidRefusal(entry: ScheduleEntry): string {
  const how = entry.paidCents < entry.amountCents ? "partly paid" : "paid";
  return `"${entry.label}" has been ${how}, so it can't be changed or removed`;
}

export function createScheduleService(database: Database) {
  const { db } = database;

  /**
   * PUT /api/proposals/{id}/schedule. Under the proposal's row lock (payments of the proposal wait for
   * it): the new instalments must add up to the total (400 naming the difference), and an instalment
   * with money on it must stay where it is, as it is (409), and keep that money.
   */
  async function replace(photographerId: string, estimateId: string, input: ScheduleData) {
    return db.transaction(async (tx) => {
      const estimate = await findScheduleEstimate(tx, photographerId, estimateId, true);
      if (!estimate) throw notFound(SCHEDULE_PROPOSAL_NOT_FOUND);
      const today = todayIn(estimate.timezone);
      const before = await loadSchedule(tx, estimate, today);
      const resolved = resolveSchedule(input.installments, estimate.totalCents, estimate.currency);
      if (!resolved.ok) throw badRequest(resolved.message);
      const planned = resolved.installments;
      const paidBefore = before.entries.filter((e) => e.paidCents > 0);
      for (const entry of paidBefore) {
        const next = planned[entry.position];
        if (
          !next ||
          next.label !== entry.label ||
          next.amountCents !== entry.amountCents ||
          next.dueDate !== entry.dueDate
        ) {
          throw conflict(paidRefusal(entry));
        }
      }
      await writeSchedule(tx, estimate, before.rows, planned);
      await setScheduleCustom(tx, estimateId, true);
      const after = await loadSchedule(tx, estimate, today);
      // Untied money fills instalments in due order, so an earlier new instalment could draw money away
      // from one already paid: that too would change a paid instalment.
      for (const entry of paidBefore) {
        const now = after.entries.find((e) => e.id === entry.id);
        if (!now || now.paidCents !== entry.paidCents) throw conflict(paidRefusal(entry));
      }
      return withoutPositions(after.entries);
    });
  }

  return {
    replace,
    get: (photographerId: string, estimateId: string) => studioSchedule(db, photographerId, estimateId),
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
