/**
 * SQL for payment reminders (PAYMENT_DUE_SOON / PAYMENT_OVERDUE): the automations that send them, the
 * instalments whose reminder day has come, the project a reminder is filed under, and the
 * payment_reminders rows whose unique (automation, instalment) key makes each go once.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { PAYMENT_REMINDER_TRIGGERS } from "../../../shared/automations.js";
import type { DbOrTx } from "../../db/connect.js";
import {
  automationBusinessTriggers,
  automationSteps,
  automations,
  estimateInstallments,
  estimates,
  paymentReminders,
  photographers,
  projects,
} from "../../db/schema/index.js";
import type { AutomationRow, StepRow } from "./automation-engine-context.js";

/**
 * Every enabled communication automation with a payment reminder trigger (an enabled business
 * trigger, or the automation's own trigger type), with its studio's time zone.
 */
export function reminderAutomations(db: DbOrTx) {
  return db
    .select({
      automation: automations,
      timezone: photographers.timezone,
      businessTrigger: automationBusinessTriggers.triggerType,
    })
    .from(automations)
    .innerJoin(photographers, eq(photographers.id, automations.photographerId))
    .leftJoin(
      automationBusinessTriggers,
      and(
        eq(automationBusinessTriggers.automationId, automations.id),
        eq(automationBusinessTriggers.enabled, true),
        inArray(automationBusinessTriggers.triggerType, [...PAYMENT_REMINDER_TRIGGERS]),
      ),
    )
    .where(
      and(
        eq(automations.enabled, true),
        eq(automations.automationType, "COMMUNICATION"),
        or(
          isNotNull(automationBusinessTriggers.id),
          inArray(automations.triggerType, [...PAYMENT_REMINDER_TRIGGERS]),
        ),
      ),
    );
}

/** A signed proposal owes its instalments; a draft, an archived or a voided one does not. */
const owedProposal = sql`(${estimates.archivedAt} is null and ${estimates.status} <> 'VOID'
  and (${estimates.signedAt} is not null or ${estimates.status} in ('SIGNED', 'PAID_PARTIAL', 'PAID_FULL')))`;

/**
 * The studio's instalments of owed proposals due between `from` and `to` (inclusive) that this
 * automation has not reminded of yet. Whether each is paid is decided by the schedule's rules after.
 */
export function unremindedInstallmentsDueBetween(
  db: DbOrTx,
  automation: AutomationRow,
  from: string,
  to: string,
) {
  return db
    .select({
      installmentId: estimateInstallments.id,
      dueDate: sql<string>`${estimateInstallments.dueDate}`,
      estimateId: estimates.id,
      projectId: estimates.projectId,
      clientId: estimates.clientId,
    })
    .from(estimateInstallments)
    .innerJoin(estimates, eq(estimates.id, estimateInstallments.estimateId))
    .where(
      and(
        eq(estimateInstallments.photographerId, automation.photographerId),
        eq(estimates.photographerId, automation.photographerId),
        gte(estimateInstallments.dueDate, from),
        lte(estimateInstallments.dueDate, to),
        owedProposal,
        sql`not exists (select 1 from ${paymentReminders} pr
          where pr.automation_id = ${automation.id} and pr.installment_id = ${estimateInstallments.id})`,
      ),
    )
    .orderBy(asc(estimateInstallments.dueDate), asc(estimateInstallments.position));
}

/**
 * The active project a reminder is filed under: the proposal's own, else (a proposal made without
 * one) the client's latest; it must be of the automation's project type and meet its stage condition.
 */
export async function reminderProjectId(
  db: DbOrTx,
  automation: AutomationRow,
  proposal: { projectId: string | null; clientId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.photographerId, automation.photographerId),
        proposal.projectId ? eq(projects.id, proposal.projectId) : eq(projects.clientId, proposal.clientId),
        eq(projects.status, "ACTIVE"),
        eq(projects.projectType, automation.projectType),
        automation.stageCondition ? eq(projects.stageId, automation.stageCondition) : undefined,
      ),
    )
    .orderBy(desc(projects.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** Claims the reminder; its id, or null when this automation already reminded of this instalment. */
export async function claimReminder(
  tx: DbOrTx,
  values: { photographerId: string; automationId: string; installmentId: string },
): Promise<string | null> {
  const [row] = await tx
    .insert(paymentReminders)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: paymentReminders.id });
  return row?.id ?? null;
}

export async function linkReminderExecution(tx: DbOrTx, reminderId: string, executionId: string) {
  await tx.update(paymentReminders).set({ executionId }).where(eq(paymentReminders.id, reminderId));
}

/**
 * The reminder a run sends, with its instalment and proposal (null when these were removed since),
 * or null when the run is not a payment reminder.
 */
export async function findReminderOfExecution(tx: DbOrTx, executionId: string) {
  const [row] = await tx
    .select({
      photographerId: paymentReminders.photographerId,
      installment: {
        id: estimateInstallments.id,
        label: estimateInstallments.label,
        amountCents: estimateInstallments.amountCents,
        dueDate: estimateInstallments.dueDate,
      },
      proposal: {
        id: estimates.id,
        currency: estimates.currency,
        token: estimates.token,
        owed: sql<boolean>`coalesce(${owedProposal}, false)`.mapWith(Boolean),
      },
    })
    .from(paymentReminders)
    .leftJoin(estimateInstallments, eq(estimateInstallments.id, paymentReminders.installmentId))
    .leftJoin(estimates, eq(estimates.id, estimateInstallments.estimateId))
    .where(eq(paymentReminders.executionId, executionId));
  return row ?? null;
}

/** The automation's first step: a reminder sends its template, under its quiet hours. */
export async function firstStepOf(tx: DbOrTx, automationId: string): Promise<StepRow | null> {
  const [step] = await tx
    .select()
    .from(automationSteps)
    .where(eq(automationSteps.automationId, automationId))
    .orderBy(asc(automationSteps.stepIndex))
    .limit(1);
  return step ?? null;
}
