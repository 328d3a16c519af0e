import { boolean, index, integer, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, instant, photographerId, updatedAt } from "./columns.js";
import { estimateInstallments } from "./installments.js";
import { estimates } from "./proposals.js";

/**
 * Autopay of a proposal (migration 0022): the provider's customer, the card saved by a checkout and
 * whether it is charged for instalments as they fall due. card_version counts the cards saved: an
 * instalment gets one off-session attempt per card.
 */
export const proposalAutopay = pgTable(
  "proposal_autopay",
  {
    estimateId: uuid("estimate_id")
      .primaryKey()
      .references(() => estimates.id, { onDelete: "cascade" }),
    photographerId: photographerId(),
    enabled: boolean("enabled").notNull().default(false),
    customerId: text("customer_id").notNull(),
    paymentMethodId: text("payment_method_id"),
    cardLabel: text("card_label"),
    cardVersion: integer("card_version").notNull().default(0),
    lastFailureInstallmentId: uuid("last_failure_installment_id"),
    lastFailureMessage: text("last_failure_message"),
    lastFailureAt: instant("last_failure_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("proposal_autopay_photographer_idx").on(t.photographerId)],
);

/** One off-session charge of an instalment with one saved card; the unique key is the workers' claim. */
export const autopayAttempts = pgTable(
  "autopay_attempts",
  {
    id: id(),
    photographerId: photographerId(),
    estimateId: uuid("estimate_id")
      .notNull()
      .references(() => estimates.id, { onDelete: "cascade" }),
    installmentId: uuid("installment_id")
      .notNull()
      .references(() => estimateInstallments.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** CHARGING (claimed, maybe at the provider), SUCCEEDED, DECLINED. */
    status: text("status").notNull().default("CHARGING"),
    paymentIntentId: text("payment_intent_id"),
    message: text("message"),
    claimedAt: instant("claimed_at").notNull().defaultNow(),
    finishedAt: instant("finished_at"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("autopay_attempts_installment_attempt_unique").on(t.installmentId, t.attempt),
    index("autopay_attempts_photographer_idx").on(t.photographerId),
    index("autopay_attempts_estimate_idx").on(t.estimateId),
  ],
);
