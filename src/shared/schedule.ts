/**
 * Payment schedules: a proposal is paid in 1 to 12 instalments, each a percentage of the total or a
 * fixed amount, due on a date or on signing. Everything here is pure and integer-only, so that the
 * schedule builder shows exactly what the server stores and the server decides what is paid the same
 * way everywhere (the studio's page, the public page, checkout).
 *
 * Statuses, by the studio's local date ("today"):
 * - PAID: what was paid of it covers its amount;
 * - OVERDUE: its due date is before today;
 * - DUE: its due date is today, or it is due "on signing" and the proposal is signed;
 * - UPCOMING: anything else. Before the client signs nothing is owed, so an unsigned proposal's
 *   unpaid instalments are all UPCOMING, whatever their dates.
 */
import { z } from "zod";
import { formatMoney } from "./currency.js";
import { isoDateField, MAX_AMOUNT_MESSAGE, MAX_CENTS } from "./validation.js";

export const MAX_INSTALLMENTS = 12;
export const INSTALLMENT_STATUSES = ["UPCOMING", "DUE", "OVERDUE", "PAID"] as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];

export const DEPOSIT_LABEL = "Deposit";
export const BALANCE_LABEL = "Balance";
export const PAYMENT_IN_FULL_LABEL = "Payment in full";

const ONE_HUNDRED_PERCENT = 10_000;
const AMOUNT_OR_PERCENT = "Give each instalment either a percentage or an amount";

export const installmentInputSchema = z
  .object({
    label: z
      .string({ error: "Each instalment needs a label" })
      .trim()
      .min(1, "Each instalment needs a label")
      .max(80, "An instalment's label is at most 80 characters"),
    percentBasisPoints: z
      .number({ error: "The percentage must be between 0.01 % and 100 %" })
      .int("The percentage is in basis points (whole numbers: 2500 = 25 %)")
      .min(1, "The percentage must be between 0.01 % and 100 %")
      .max(ONE_HUNDRED_PERCENT, "The percentage must be between 0.01 % and 100 %")
      .optional(),
    amountCents: z
      .number({ error: "The amount must be a positive whole number of minor units" })
      .int("The amount must be a positive whole number of minor units")
      .min(1, "The amount must be a positive whole number of minor units")
      .max(MAX_CENTS, MAX_AMOUNT_MESSAGE)
      .optional(),
    /** null (or left out) is "on signing". */
    dueDate: isoDateField.nullable().default(null),
  })
  .refine((i) => (i.percentBasisPoints === undefined) !== (i.amountCents === undefined), {
    message: AMOUNT_OR_PERCENT,
  });
export type InstallmentInput = z.output<typeof installmentInputSchema>;

/** PUT /api/proposals/{id}/schedule. */
export const scheduleInputSchema = z.object({
  installments: z
    .array(installmentInputSchema, { error: "Give the schedule's instalments" })
    .min(1, "A schedule has at least one instalment")
    .max(MAX_INSTALLMENTS, `A schedule has at most ${MAX_INSTALLMENTS} instalments`),
});
export type ScheduleInput = z.input<typeof scheduleInputSchema>;
export type ScheduleData = z.output<typeof scheduleInputSchema>;

/** POST /api/public/proposals/{token}/pay: one instalment, or DEPOSIT (the first unpaid one) or FULL. */
export const payInputSchema = z
  .object({
    mode: z.enum(["DEPOSIT", "FULL"], { error: "Choose DEPOSIT or FULL" }).optional(),
    installmentId: z.uuid({ error: "Instalment not found" }).optional(),
  })
  .refine((v) => (v.mode === undefined) !== (v.installmentId === undefined), {
    message: "Choose an instalment to pay, or DEPOSIT or FULL",
  });
export type PayInput = z.output<typeof payInputSchema>;

/** An instalment with its amount settled, as stored. */
export interface PlannedInstallment {
  label: string;
  percentBasisPoints: number | null;
  amountCents: number;
  dueDate: string | null;
}

/** A stored instalment. */
export interface InstallmentRow extends PlannedInstallment {
  id: string;
  position: number;
}

/** One instalment as the API shows it (the `schedule` of a proposal). */
export interface ScheduleEntry {
  id: string;
  label: string;
  amountCents: number;
  dueDate: string | null;
  paidCents: number;
  status: InstallmentStatus;
}

/** n x bp / 10000, halves rounded up (amounts are never negative). */
export function percentOf(totalCents: number, basisPoints: number): number {
  const n = totalCents * basisPoints;
  const q = Math.floor(n / ONE_HUNDRED_PERCENT);
  return n - q * ONE_HUNDRED_PERCENT >= ONE_HUNDRED_PERCENT / 2 ? q + 1 : q;
}

export type Resolved = { ok: true; installments: PlannedInstallment[] } | { ok: false; message: string };

/**
 * Settles each instalment's amount against the total: a percentage one is that share of the total,
 * rounded half up; a fixed one is its amount. The last percentage one then takes the rest, provided
 * that moves it by no more than one minor unit per percentage instalment (the roundings, or a typed
 * 33.33 % x 3); beyond that the schedule does not add up and the message names the difference.
 */
export function resolveSchedule(
  input: readonly {
    label: string;
    percentBasisPoints?: number | null;
    amountCents?: number | null;
    dueDate?: string | null;
  }[],
  totalCents: number,
  currency: string,
): Resolved {
  const planned: PlannedInstallment[] = input.map((i) => {
    const bp = i.percentBasisPoints ?? null;
    return {
      label: i.label,
      percentBasisPoints: bp,
      amountCents: bp !== null ? percentOf(totalCents, bp) : (i.amountCents ?? 0),
      dueDate: i.dueDate ?? null,
    };
  });
  const sum = planned.reduce((total, i) => total + i.amountCents, 0);
  const difference = totalCents - sum;
  if (difference === 0) return { ok: true, installments: planned };
  const percentages = planned.filter((i) => i.percentBasisPoints !== null).length;
  const last = planned.findLastIndex((i) => i.percentBasisPoints !== null);
  if (last >= 0 && Math.abs(difference) <= percentages && planned[last]!.amountCents + difference >= 0) {
    planned[last] = { ...planned[last]!, amountCents: planned[last]!.amountCents + difference };
    return { ok: true, installments: planned };
  }
  return { ok: false, message: scheduleDifferenceMessage(sum, totalCents, currency) };
}

/** "The instalments add up to $90.00: $10.00 less than the total of $100.00". */
export function scheduleDifferenceMessage(sumCents: number, totalCents: number, currency: string): string {
  const money = (minor: number) => formatMoney(minor, currency);
  const gap = Math.abs(totalCents - sumCents);
  const side = sumCents < totalCents ? "less" : "more";
  return `The instalments add up to ${money(sumCents)}: ${money(gap)} ${side} than the total of ${money(totalCents)}`;
}

/**
 * The schedule of a proposal whose studio wrote none, as proposals were paid before schedules: the
 * deposit on signing and the balance (also "on signing": the client pays it when they choose), or one
 * payment in full when there is no deposit.
 */
export function defaultSchedule(
  totalCents: number,
  depositCents: number,
  depositPercent: number | null,
): PlannedInstallment[] {
  if (depositCents > 0 && depositCents < totalCents) {
    const bp = (depositPercent ?? 0) * 100;
    return [
      { label: DEPOSIT_LABEL, percentBasisPoints: bp, amountCents: depositCents, dueDate: null },
      {
        label: BALANCE_LABEL,
        percentBasisPoints: ONE_HUNDRED_PERCENT - bp,
        amountCents: totalCents - depositCents,
        dueDate: null,
      },
    ];
  }
  return [
    {
      label: PAYMENT_IN_FULL_LABEL,
      percentBasisPoints: ONE_HUNDRED_PERCENT,
      amountCents: Math.max(0, totalCents),
      dueDate: null,
    },
  ];
}

/** A custom schedule against a new total: percentages follow it, fixed amounts stay. */
export function rescheduleForTotal(
  installments: readonly PlannedInstallment[],
  totalCents: number,
  currency: string,
): Resolved {
  return resolveSchedule(
    installments.map((i) =>
      i.percentBasisPoints !== null
        ? { label: i.label, percentBasisPoints: i.percentBasisPoints, dueDate: i.dueDate }
        : { label: i.label, amountCents: i.amountCents, dueDate: i.dueDate },
    ),
    totalCents,
    currency,
  );
}

/** The order money fills instalments in: "on signing" first, then by due date, then by position. */
export function byDueOrder<T extends { dueDate: string | null; position: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => {
    if (a.dueDate !== b.dueDate) {
      if (a.dueDate === null) return -1;
      if (b.dueDate === null) return 1;
      return a.dueDate < b.dueDate ? -1 : 1;
    }
    return a.position - b.position;
  });
}

/** A payment's money still applied to the proposal: its amount less what has been refunded of it. */
export interface AppliedPayment {
  installmentId: string | null;
  netCents: number;
}

/**
 * What is paid of each instalment (by id). A payment made for an instalment fills that one first;
 * untied money (payments of everything left, manual payments, payments older than schedules, and
 * whatever a tied payment had beyond its instalment) fills the rest in due order. Refunds are already
 * taken off each payment's net amount, so a refund reopens the instalments its payment paid.
 */
export function allocatePayments(
  rows: readonly InstallmentRow[],
  payments: readonly AppliedPayment[],
): Map<string, number> {
  const paid = new Map(rows.map((r) => [r.id, 0]));
  const amountOf = new Map(rows.map((r) => [r.id, r.amountCents]));
  let untied = 0;
  for (const p of payments) {
    const net = Math.max(0, p.netCents);
    const id = p.installmentId;
    if (id === null || !paid.has(id)) {
      untied += net;
      continue;
    }
    const fits = Math.min(net, amountOf.get(id)! - paid.get(id)!);
    paid.set(id, paid.get(id)! + Math.max(0, fits));
    untied += net - Math.max(0, fits);
  }
  for (const row of byDueOrder(rows)) {
    if (untied <= 0) break;
    const fits = Math.min(untied, row.amountCents - paid.get(row.id)!);
    if (fits <= 0) continue;
    paid.set(row.id, paid.get(row.id)! + fits);
    untied -= fits;
  }
  return paid;
}

export function installmentStatus(
  row: { amountCents: number; dueDate: string | null },
  paidCents: number,
  today: string,
  signed: boolean,
): InstallmentStatus {
  if (paidCents >= row.amountCents) return "PAID";
  if (!signed) return "UPCOMING";
  if (row.dueDate === null || row.dueDate === today) return "DUE";
  return row.dueDate < today ? "OVERDUE" : "UPCOMING";
}

/** The schedule as the API shows it, in the studio's order (by position). */
export function scheduleView(
  rows: readonly InstallmentRow[],
  payments: readonly AppliedPayment[],
  today: string,
  signed: boolean,
): ScheduleEntry[] {
  const paid = allocatePayments(rows, payments);
  return [...rows]
    .sort((a, b) => a.position - b.position)
    .map((r) => {
      const paidCents = paid.get(r.id) ?? 0;
      return {
        id: r.id,
        label: r.label,
        amountCents: r.amountCents,
        dueDate: r.dueDate,
        paidCents,
        status: installmentStatus(r, paidCents, today, signed),
      };
    });
}

/** The first instalment, in due order, with money still owed on it. */
export function firstUnpaid<T extends ScheduleEntry & { position: number }>(entries: readonly T[]): T | null {
  return byDueOrder(entries).find((e) => e.paidCents < e.amountCents) ?? null;
}
