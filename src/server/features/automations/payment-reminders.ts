/**
 * Payment reminders, the engine's part for PAYMENT_DUE_SOON and PAYMENT_OVERDUE. The clock finds, per
 * automation, the instalments of signed proposals whose reminder is due (N days before or after the due
 * date, at the automation's hour on the studio's wall clock, within the countdowns' look-back) and
 * queues one run for each that is still unpaid. Exactly once: the payment_reminders row, unique per
 * (automation, instalment), is claimed in the transaction that writes the run and its job; a second
 * tick or a second server finds it taken. The send (automation-executor.ts) asks `reminderSend`
 * again, under the proposal's row lock, so a payment made since the queuing stops it.
 * See docs/decisions/003-automations.md.
 */
import { addDaysToIsoDate, countdownFireAt, localIsoDate } from "../../../shared/automation-schedule.js";
import {
  isPaymentReminderTrigger,
  type PaymentReminderTrigger,
  paymentReminderTiming,
} from "../../../shared/automations.js";
import type { TemplateValues } from "../../../shared/email.js";
import type { Config } from "../../config.js";
import type { DbOrTx } from "../../db/connect.js";
import { installmentTemplateValues } from "../../integrations/email/template-values.js";
import { findScheduleEstimate } from "../proposals/schedule.queries.js";
import { readSchedule } from "../proposals/schedule.service.js";
import { todayIn } from "../proposals/studio-date.js";
import { claimExecution } from "./automation-engine.queries.js";
import {
  type AutomationRow,
  COUNTDOWN_LOOKBACK_MS,
  type EngineContext,
} from "./automation-engine-context.js";
import {
  claimReminder,
  type findReminderOfExecution,
  linkReminderExecution,
  reminderAutomations,
  reminderProjectId,
  unremindedInstallmentsDueBetween,
} from "./payment-reminders.queries.js";

const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

/**
 * Whether the proposal's schedule counts the instalment as paid, by the same rules as the studio's
 * and the client's pages. `lock` holds the proposal's row (payments take it too) until the end of
 * the transaction. Null when the proposal or the instalment is gone.
 */
async function installmentPaid(
  tx: DbOrTx,
  photographerId: string,
  proposalId: string,
  installmentId: string,
  lock: boolean,
): Promise<boolean | null> {
  const proposal = await findScheduleEstimate(tx, photographerId, proposalId, lock);
  if (!proposal) return null;
  const schedule = await readSchedule(tx, proposal, todayIn(proposal.timezone));
  const entry = schedule.find((e) => e.id === installmentId);
  return entry ? entry.paidCents >= entry.amountCents : null;
}

/** The reminder trigger an automation answers to: its business trigger's, else its own. */
function triggerOf(automation: AutomationRow, businessTrigger: string | null): PaymentReminderTrigger | null {
  if (isPaymentReminderTrigger(businessTrigger)) return businessTrigger;
  return isPaymentReminderTrigger(automation.triggerType) ? automation.triggerType : null;
}

export function createPaymentReminderClock(context: EngineContext) {
  const { db, enqueueRun } = context;

  /** Queues the reminders due at `at`; how many. */
  async function runPaymentReminders(at: Date): Promise<number> {
    let queued = 0;
    for (const { automation, timezone, businessTrigger } of await reminderAutomations(db)) {
      const trigger = triggerOf(automation, businessTrigger);
      if (!trigger || automation.daysBefore === null) continue;
      const days = automation.daysBefore;
      const timing = paymentReminderTiming(trigger);
      const sign = timing === "BEFORE" ? 1 : -1;
      // The due dates whose reminder day falls in the look-back window (as countdowns count theirs).
      const earliest = localIsoDate(new Date(at.getTime() - COUNTDOWN_LOOKBACK_MS), timezone);
      const latest = localIsoDate(at, timezone);
      const from = iso(addDaysToIsoDate(earliest, sign * days));
      const to = iso(addDaysToIsoDate(latest, sign * days));
      for (const due of await unremindedInstallmentsDueBetween(db, automation, from, to)) {
        const fireAt = countdownFireAt({
          eventDate: due.dueDate,
          daysBefore: days,
          timing,
          hour: automation.triggerHour,
          minute: automation.triggerMinute,
          timeZone: timezone,
        });
        if (fireAt > at || at.getTime() - fireAt.getTime() > COUNTDOWN_LOOKBACK_MS) continue;
        const done = await db.transaction(async (tx) => {
          const paid = await installmentPaid(
            tx,
            automation.photographerId,
            due.estimateId,
            due.installmentId,
            false,
          );
          // Paid already: nothing is claimed, so a refund that reopens it is reminded of later.
          if (paid !== false) return false;
          const projectId = await reminderProjectId(tx, automation, due);
          if (!projectId) return false;
          const reminderId = await claimReminder(tx, {
            photographerId: automation.photographerId,
            automationId: automation.id,
            installmentId: due.installmentId,
          });
          if (!reminderId) return false;
          const executionId = await claimExecution(tx, {
            photographerId: automation.photographerId,
            projectId,
            automationId: automation.id,
            automationType: automation.automationType,
            channel: automation.channel,
            status: "SCHEDULED",
            scheduledFor: fireAt,
          });
          // No unique key of the run's row covers reminders (the claim above is theirs): never taken.
          if (!executionId) throw new Error("The payment reminder's run could not be recorded");
          await linkReminderExecution(tx, reminderId, executionId);
          await enqueueRun(tx, executionId);
          return true;
        });
        if (done) queued++;
      }
    }
    return queued;
  }

  return { runPaymentReminders };
}

export type ReminderSend = { kind: "skip"; reason: string } | { kind: "send"; values: TemplateValues };

/**
 * Just before a payment reminder's run sends: whether it should still go
 * (the instalment exists, its proposal is still owed, and it is not paid), with its template values.
 * Holds the proposal's row lock, so a payment either committed before this (no reminder) or waits.
 */
export async function reminderSend(
  tx: DbOrTx,
  config: Config,
  reminder: NonNullable<Awaited<ReturnType<typeof findReminderOfExecution>>>,
): Promise<ReminderSend> {
  const { installment, proposal } = reminder;
  if (!installment || !proposal?.id) {
    return { kind: "skip", reason: "The instalment was removed from the payment schedule" };
  }
  if (!proposal.owed) return { kind: "skip", reason: "The proposal no longer asks for payment" };
  const paid = await installmentPaid(tx, reminder.photographerId, proposal.id, installment.id, true);
  if (paid === null) return { kind: "skip", reason: "The instalment was removed from the payment schedule" };
  if (paid) return { kind: "skip", reason: `"${installment.label}" was paid before the reminder was due` };
  return {
    kind: "send",
    values: installmentTemplateValues(config, {
      ...installment,
      currency: proposal.currency,
      token: proposal.token,
    }),
  };
}
