/**
 * The payment schedule builder's state and its pure steps: the presets, the rows as typed, each row's
 * amount, and the PUT /api/proposals/{id}/schedule body. Amounts and the "does not add up" message come
 * from src/shared/schedule.ts (resolveSchedule), so the builder shows exactly what the server stores.
 */
import { minorToInput, parseMoney, percentToBasisPoints } from "../../../shared/money-input";
import {
  BALANCE_LABEL,
  DEPOSIT_LABEL,
  defaultSchedule,
  MAX_INSTALLMENTS,
  type PlannedInstallment,
  percentOf,
  resolveSchedule,
  type ScheduleEntry,
  type ScheduleInput,
} from "../../../shared/schedule";

/**
 * DEFAULT is the schedule a proposal has until the studio writes one: the deposit (the Deposit field)
 * on signing and the balance, following the total. The others are written with PUT.
 */
export const SCHEDULE_PRESETS = ["DEFAULT", "FIFTY_FIFTY", "THREE", "CUSTOM"] as const;
export type SchedulePreset = (typeof SCHEDULE_PRESETS)[number];

export const PRESET_LABELS: Record<SchedulePreset, string> = {
  DEFAULT: "Deposit and balance",
  FIFTY_FIFTY: "50/50",
  THREE: "Three instalments",
  CUSTOM: "Custom",
};

/** A later instalment falls due this many days before the event, so it is paid before the day. */
export const DAYS_BEFORE_EVENT = 30;

export type RowMode = "percent" | "amount";

export interface InstallmentDraft {
  /** Stable React key and DOM id part; never sent. */
  key: string;
  label: string;
  mode: RowMode;
  /** A percentage ("35", "33.33") or an amount in the proposal's currency ("1250.00"), as typed. */
  value: string;
  /** "YYYY-MM-DD", or "" for "on signing". */
  dueDate: string;
  /**
   * A stored instalment with money paid on it: the server refuses to change or move it (409), so it is
   * shown as it is and sent back unchanged, as its stored amount.
   */
  paid: { amountCents: number; paidCents: number } | null;
}

export interface ScheduleDraft {
  preset: SchedulePreset;
  rows: InstallmentDraft[];
  /** Changed in this editor: only then is the schedule written (else the server's stays, following the total). */
  changed: boolean;
}

/** What the presets' dates are worked from: the studio's today and the event's date, when known. */
export interface ScheduleDates {
  today: string;
  eventDate: string | null;
}

let keyCounter = 0;
const nextKey = () => {
  keyCounter += 1;
  return `installment-${keyCounter}`;
};

function row(label: string, mode: RowMode, value: string, dueDate = ""): InstallmentDraft {
  return { key: nextKey(), label, mode, value, dueDate, paid: null };
}

export const emptyInstallment = (): InstallmentDraft => row("", "percent", "");

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) =>
  Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS;
const isoOfDay = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** A calendar day moved by whole days: ("2027-03-01", -1) -> "2027-02-28". */
export function addDays(iso: string, days: number): string {
  return isoOfDay(dayNumber(iso) + days);
}

/** The day halfway between two days (rounded down). */
export function midway(from: string, to: string): string {
  return isoOfDay(Math.floor((dayNumber(from) + dayNumber(to)) / 2));
}

/**
 * The last instalment's due date: DAYS_BEFORE_EVENT before the event, never before today (an event
 * close at hand is paid now); blank ("on signing") when the event date is not known or has passed.
 */
export function beforeEvent({ today, eventDate }: ScheduleDates): string {
  if (!eventDate || eventDate <= today) return "";
  const due = addDays(eventDate, -DAYS_BEFORE_EVENT);
  return due < today ? today : due;
}

/** A preset's rows. CUSTOM starts from `current` (what the builder showed), or one row of 100 %. */
export function presetRows(
  preset: SchedulePreset,
  dates: ScheduleDates,
  current: readonly InstallmentDraft[] = [],
): InstallmentDraft[] {
  const last = beforeEvent(dates);
  switch (preset) {
    case "FIFTY_FIFTY":
      return [row(DEPOSIT_LABEL, "percent", "50"), row(BALANCE_LABEL, "percent", "50", last)];
    case "THREE":
      return [
        row(DEPOSIT_LABEL, "percent", "30"),
        row("Second payment", "percent", "35", last ? midway(dates.today, last) : ""),
        row("Final payment", "percent", "35", last),
      ];
    case "CUSTOM":
      return current.length > 0 ? current.map((r) => ({ ...r })) : [row("Payment in full", "percent", "100")];
    case "DEFAULT":
      return [];
  }
}

/** The default schedule (deposit and balance, or one payment) as rows, for the deposit the form has now. */
export function defaultRows(
  totalCents: number,
  depositCents: number,
  depositPercent: number | null,
): InstallmentDraft[] {
  return defaultSchedule(totalCents, depositCents, depositPercent).map((p) =>
    row(p.label, "percent", String((p.percentBasisPoints ?? 0) / 100)),
  );
}

/** The rows the builder works on: DEFAULT's follow the deposit field, the others are the draft's own. */
export function effectiveRows(
  draft: ScheduleDraft,
  totals: { totalCents: number; depositCents: number; depositPercent: number | null },
): InstallmentDraft[] {
  return draft.preset === "DEFAULT"
    ? defaultRows(totals.totalCents, totals.depositCents, totals.depositPercent)
    : draft.rows;
}

/**
 * A stored amount back as a percentage when that percentage gives exactly this amount of the total
 * (so a 50 % instalment follows the total when the items change); else null, kept as an amount.
 */
function asPercent(amountCents: number, totalCents: number): number | null {
  if (totalCents <= 0) return null;
  const bp = Math.round((amountCents * 10_000) / totalCents);
  return bp >= 1 && bp <= 10_000 && percentOf(totalCents, bp) === amountCents ? bp : null;
}

const sameAsDefault = (entries: readonly ScheduleEntry[], planned: readonly PlannedInstallment[]) =>
  entries.length === planned.length &&
  entries.every(
    (e, i) =>
      e.label === planned[i]!.label &&
      e.amountCents === planned[i]!.amountCents &&
      e.dueDate === planned[i]!.dueDate,
  );

/**
 * A saved proposal's schedule as the builder's draft: DEFAULT when it is the default one, else CUSTOM
 * with its rows (instalments with money on them locked).
 */
export function draftFromSchedule(
  entries: readonly ScheduleEntry[] | undefined,
  proposal: { totalCents: number; depositCents: number; depositPercent: number | null; currency: string },
): ScheduleDraft {
  const anyPaid = (entries ?? []).some((e) => e.paidCents > 0);
  const standard = defaultSchedule(proposal.totalCents, proposal.depositCents, proposal.depositPercent);
  if (!entries || entries.length === 0 || (!anyPaid && sameAsDefault(entries, standard))) {
    return { preset: "DEFAULT", rows: [], changed: false };
  }
  const rows = entries.map((e): InstallmentDraft => {
    const bp = e.paidCents > 0 ? null : asPercent(e.amountCents, proposal.totalCents);
    return {
      key: nextKey(),
      label: e.label,
      mode: bp === null ? "amount" : "percent",
      value: bp === null ? minorToInput(e.amountCents, proposal.currency) : String(bp / 100),
      dueDate: e.dueDate ?? "",
      paid: e.paidCents > 0 ? { amountCents: e.amountCents, paidCents: e.paidCents } : null,
    };
  });
  return { preset: "CUSTOM", rows, changed: false };
}

export const newScheduleDraft = (): ScheduleDraft => ({ preset: "DEFAULT", rows: [], changed: false });

/** Whether a row may be removed: never a paid one, nor one before it (that would move it). */
export function canRemoveRow(rows: readonly InstallmentDraft[], index: number): boolean {
  const lastPaid = rows.findLastIndex((r) => r.paid !== null);
  return rows.length > 1 && index > lastPaid;
}

export const canAddRow = (rows: readonly InstallmentDraft[]) => rows.length < MAX_INSTALLMENTS;

type RowInput = ScheduleInput["installments"][number];

/** A row's problem as typed, before the sum is checked; null when the row is fine. */
export function rowProblem(r: InstallmentDraft, currency: string): string | null {
  if (r.paid) return null;
  if (r.label.trim() === "") return "Give this instalment a label";
  if (r.mode === "percent") {
    const bp = percentToBasisPoints(r.value);
    if (bp === undefined || bp < 1 || bp > 10_000) return "Enter a percentage between 0.01 and 100";
    return null;
  }
  return parseMoney(r.value, currency) > 0 ? null : "Enter an amount above zero";
}

/** A row as the API takes it: its percentage or its amount (a paid row: its stored amount, unchanged). */
export function rowInput(r: InstallmentDraft, currency: string): RowInput {
  const dueDate = r.dueDate === "" ? null : r.dueDate;
  if (r.paid) return { label: r.label, amountCents: r.paid.amountCents, dueDate };
  return r.mode === "percent"
    ? { label: r.label.trim(), percentBasisPoints: percentToBasisPoints(r.value) ?? 0, dueDate }
    : { label: r.label.trim(), amountCents: parseMoney(r.value, currency), dueDate };
}

/** Each row's amount as it stands, before the last percentage takes the rounding. */
function typedCents(r: InstallmentDraft, totalCents: number, currency: string): number {
  if (r.paid) return r.paid.amountCents;
  if (r.mode === "amount") return parseMoney(r.value, currency);
  return percentOf(totalCents, percentToBasisPoints(r.value) ?? 0);
}

export type ScheduleCheck = {
  /** Each row's amount: as the server will store it when the schedule adds up, else as typed. */
  amounts: number[];
  /** Each row's own problem (by key). */
  rowErrors: Record<string, string>;
} & ({ ok: true; input: ScheduleInput } | { ok: false; message: string });

/** The rows checked against the total: each row's amount, its problem, and the body to PUT or why not. */
export function checkSchedule(
  rows: readonly InstallmentDraft[],
  totalCents: number,
  currency: string,
): ScheduleCheck {
  const rowErrors: Record<string, string> = {};
  for (const r of rows) {
    const problem = rowProblem(r, currency);
    if (problem) rowErrors[r.key] = problem;
  }
  const typed = rows.map((r) => typedCents(r, totalCents, currency));
  if (rows.length === 0) return { ok: false, message: "Add at least one instalment", amounts: [], rowErrors };
  if (Object.keys(rowErrors).length > 0) {
    return { ok: false, message: "Some instalments need attention", amounts: typed, rowErrors };
  }
  const installments = rows.map((r) => rowInput(r, currency));
  const resolved = resolveSchedule(installments, totalCents, currency);
  if (!resolved.ok) return { ok: false, message: resolved.message, amounts: typed, rowErrors };
  return {
    ok: true,
    input: { installments },
    amounts: resolved.installments.map((i) => i.amountCents),
    rowErrors,
  };
}

/** The PUT to make after the proposal is saved: only a schedule changed here is written. */
export function scheduleToSave(
  draft: ScheduleDraft,
  totals: { totalCents: number; depositCents: number; depositPercent: number | null },
  currency: string,
): ScheduleCheck | null {
  if (!draft.changed) return null;
  return checkSchedule(effectiveRows(draft, totals), totals.totalCents, currency);
}
