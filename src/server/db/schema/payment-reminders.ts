import { index, pgTable, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { automationExecutions, automations } from "./automations.js";
import { createdAt, id, photographerId } from "./columns.js";
import { estimateInstallments } from "./installments.js";

/**
 * One payment reminder an automation queued for one instalment (PAYMENT_DUE_SOON / PAYMENT_OVERDUE).
 * Written in the transaction that queues the send; its unique (automation, instalment) key is what
 * makes a reminder go once, whatever the number of clock ticks or servers. The row outlives a removed
 * instalment (installment_id becomes null) so that the send still knows it was a reminder.
 */
export const paymentReminders = pgTable(
  "payment_reminders",
  {
    id: id(),
    photographerId: photographerId(),
    automationId: uuid("automation_id")
      .notNull()
      .references(() => automations.id, { onDelete: "cascade" }),
    installmentId: uuid("installment_id").references(() => estimateInstallments.id, {
      onDelete: "set null",
    }),
    executionId: uuid("execution_id").references(() => automationExecutions.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payment_reminders_automation_installment_unique").on(t.automationId, t.installmentId),
    index("payment_reminders_execution_idx").on(t.executionId),
    index("payment_reminders_installment_idx").on(t.installmentId),
    index("payment_reminders_photographer_idx").on(t.photographerId),
  ],
);
