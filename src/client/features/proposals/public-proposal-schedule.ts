/**
 * What the public page says about the payment plan: which instalment is paid next, what each row's
 * badge reads, what each pay button is called and what the autopay line promises. Pure, and free of
 * zod on purpose: src/shared/schedule.ts and autopay.ts build zod schemas when loaded, so only their
 * types are imported here (`import type` is erased), and byDueOrder is repeated below rather than
 * pulling about 25 kB gzipped onto the page a couple opens on a phone.
 */
import type { AutopayState, PublicReceipt } from "../../../shared/autopay";
import type { ScheduleEntry } from "../../../shared/schedule";
import type { StatusTone } from "./public-proposal-format";
import { formatLongDate } from "./public-proposal-format";

type Money = (minor: number) => string;

/** What is still owed on one instalment. */
export const leftOn = (entry: ScheduleEntry): number => Math.max(0, entry.amountCents - entry.paidCents);

/**
 * The instalments in the order money fills them (the server's byDueOrder): "on signing" first, then by
 * due date, then as the studio listed them (the schedule arrives in the studio's order).
 */
export function inDueOrder(schedule: readonly ScheduleEntry[]): ScheduleEntry[] {
  return schedule
    .map((entry, position) => ({ entry, position }))
    .sort((a, b) => {
      const [x, y] = [a.entry.dueDate, b.entry.dueDate];
      if (x !== y) {
        if (x === null) return -1;
        if (y === null) return 1;
        return x < y ? -1 : 1;
      }
      return a.position - b.position;
    })
    .map(({ entry }) => entry);
}

/** The instalments with money still owed, in due order. */
export const unpaidInstallments = (schedule: readonly ScheduleEntry[]): ScheduleEntry[] =>
  inDueOrder(schedule).filter((e) => leftOn(e) > 0);

/** The instalment paid next: the first unpaid one in due order, as the server's DEPOSIT picks it. */
export const nextInstallment = (schedule: readonly ScheduleEntry[]): ScheduleEntry | null =>
  unpaidInstallments(schedule)[0] ?? null;

/**
 * The totals' "Deposit due now" line: while nothing is paid and the plan has more than one payment,
 * the first one when it is due on signing (what depositDueNow said before schedules); else null.
 */
export function dueOnSigning(schedule: readonly ScheduleEntry[], paidCents: number): ScheduleEntry | null {
  const unpaid = unpaidInstallments(schedule);
  const first = unpaid[0];
  return paidCents === 0 && unpaid.length > 1 && first?.dueDate === null ? first : null;
}

/** "On signing" for an instalment due when the proposal is signed, else its date in long format. */
export const dueDateText = (entry: Pick<ScheduleEntry, "dueDate">): string =>
  formatLongDate(entry.dueDate) ?? "On signing";

const STATUS_TEXT: Record<ScheduleEntry["status"], { text: string; tone: StatusTone }> = {
  UPCOMING: { text: "Upcoming", tone: "secondary" },
  DUE: { text: "Due", tone: "warning" },
  OVERDUE: { text: "Overdue", tone: "danger" },
  PAID: { text: "Paid", tone: "success" },
};

export interface InstallmentBadge {
  text: string;
  tone: StatusTone;
}

/**
 * A row's badges: its status in words (never colour alone), and "Partly paid: X of Y" while some but
 * not all of it is paid. A partly paid instalment that is late keeps its "Overdue" too.
 */
export function installmentBadges(entry: ScheduleEntry, money: Money): InstallmentBadge[] {
  const partly = entry.paidCents > 0 && entry.paidCents < entry.amountCents;
  if (!partly) return [STATUS_TEXT[entry.paidCents >= entry.amountCents ? "PAID" : entry.status]];
  const partial = {
    text: `Partly paid: ${money(entry.paidCents)} of ${money(entry.amountCents)}`,
    tone: entry.status === "OVERDUE" ? ("danger" as const) : ("warning" as const),
  };
  return entry.status === "OVERDUE" ? [STATUS_TEXT.OVERDUE, partial] : [partial];
}

/** "Deposit" -> "deposit", so that buttons read "Pay deposit"; an acronym ("DJ set") keeps its capitals. */
export function inSentence(label: string): string {
  const trimmed = label.trim();
  if (/^\p{Lu}{2}/u.test(trimmed)) return trimmed;
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

/** What paying an instalment costs: what is left on it, never more than the proposal's balance. */
export const chargeFor = (entry: ScheduleEntry, balanceCents: number): number =>
  Math.min(leftOn(entry), balanceCents);

/** One pay button: what it says, what it charges and what the pay request sends. */
export interface PayChoice {
  key: string;
  label: string;
  amountCents: number;
  hint: string;
  body: { installmentId: string } | { mode: "FULL" };
}

/** Under an instalment's button: when it is due, in words a couple reads at a glance. */
export function dueHint(entry: ScheduleEntry): string {
  if (entry.status === "OVERDUE") return `Overdue since ${dueDateText(entry)}`;
  if (entry.dueDate === null) return "Due on signing";
  return entry.status === "DUE" ? "Due today" : `Due ${dueDateText(entry)}`;
}

/**
 * The section's buttons, the main one first. With one instalment left, paying it is paying in full,
 * and the button says so ("Pay in full", as before schedules). With more, the next instalment ("Pay
 * deposit") and everything left ("Pay the full balance"). Nothing owed: no buttons.
 */
export function payChoices(
  schedule: readonly ScheduleEntry[],
  balanceCents: number,
  paidCents: number,
  money: Money,
): PayChoice[] {
  if (balanceCents <= 0) return [];
  const unpaid = unpaidInstallments(schedule);
  const next = unpaid[0];
  const full: PayChoice = {
    key: "FULL",
    label: unpaid.length > 1 ? "Pay the full balance" : "Pay in full",
    amountCents: balanceCents,
    hint: unpaid.length > 1 ? "Everything left in one payment" : alreadyPaidHint(paidCents, money),
    body: { mode: "FULL" },
  };
  // A proposal with no schedule (none should be left) is paid as a whole.
  if (!next) return [full];
  if (unpaid.length === 1) {
    return [
      { ...full, key: next.id, amountCents: chargeFor(next, balanceCents), body: { installmentId: next.id } },
    ];
  }
  return [
    {
      key: next.id,
      label: `Pay ${inSentence(next.label)}`,
      amountCents: chargeFor(next, balanceCents),
      hint: dueHint(next),
      body: { installmentId: next.id },
    },
    full,
  ];
}

const alreadyPaidHint = (paidCents: number, money: Money) =>
  paidCents > 0 ? `${money(paidCents)} already paid` : "Everything in one payment";

/** What a view without `autopay` (a server not answering it yet) reads as. */
export const AUTOPAY_OFF: AutopayState = { enabled: false, cardLabel: null, lastFailure: null };

/**
 * Autopay is offered while it is off and more than one instalment is unpaid, one of those after the
 * next having a date: the card is charged on due dates, and a plan whose rest is all "on signing"
 * (the default deposit and balance) would have the balance charged the next morning, not on a date
 * the couple chose.
 */
export function offerAutopay(schedule: readonly ScheduleEntry[], autopay: AutopayState): boolean {
  const [, ...later] = unpaidInstallments(schedule);
  return !autopay.enabled && later.some((e) => e.dueDate !== null);
}

/** "Autopay is on — Visa ending 4242; the next instalment is charged on June 1, 2027." */
export function autopayLine(autopay: AutopayState, schedule: readonly ScheduleEntry[]): string {
  const card = autopay.cardLabel ?? "your saved card";
  const next = nextInstallment(schedule);
  if (!next) return `Autopay is on — ${card}.`;
  const when =
    next.dueDate === null || next.status === "DUE" || next.status === "OVERDUE"
      ? "is due now"
      : `is charged on ${dueDateText(next)}`;
  return `Autopay is on — ${card}; the next instalment ${when}.`;
}

/** The instalment an automatic charge failed on, while it is still owed; else null. */
export function failedInstallment(
  autopay: AutopayState,
  schedule: readonly ScheduleEntry[],
): ScheduleEntry | null {
  const failure = autopay.lastFailure;
  if (!failure) return null;
  const entry = schedule.find((e) => e.id === failure.installmentId);
  return entry && leftOn(entry) > 0 ? entry : null;
}

const METHOD_TEXT: Record<PublicReceipt["method"], string> = {
  CARD: "Card",
  CASH: "Cash",
  CHECK: "Cheque",
  BANK_TRANSFER: "Bank transfer",
  OTHER: "Other",
};

export const receiptMethod = (method: PublicReceipt["method"]): string => METHOD_TEXT[method];

const documentsPath = (token: string) => `/api/public/proposals/${encodeURIComponent(token)}`;
export const invoiceHref = (token: string) => `${documentsPath(token)}/invoice.pdf`;
export const receiptHref = (token: string, paymentId: string) =>
  `${documentsPath(token)}/receipts/${encodeURIComponent(paymentId)}.pdf`;
