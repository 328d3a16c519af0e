import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients.js";
import { createdAt, id, instant, photographerId } from "./columns.js";
import { estimateInstallments } from "./installments.js";
import { projects } from "./projects.js";
import { estimates } from "./proposals.js";

/**
 * A client's payment against a proposal, through the payment provider's checkout. Status: PENDING (a
 * checkout opened), COMPLETED (counted money), OVERPAID (charged after the proposal was already paid:
 * never counted, refunded through the provider).
 */
export const estimatePayments = pgTable(
  "estimate_payments",
  {
    id: id(),
    photographerId: photographerId(),
    estimateId: uuid("estimate_id")
      .notNull()
      .references(() => estimates.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    method: text("method").notNull(),
    status: text("status").notNull(),
    paymentSessionId: text("payment_session_id"),
    // Unique so that a webhook delivered twice records the provider's payment once.
    paymentIntentId: text("payment_intent_id").unique(),
    completedAt: instant("completed_at"),
    /** An OVERPAID payment's refund at the provider, once it has gone through. */
    refundId: text("refund_id"),
    refundedAt: instant("refunded_at"),
    /** Money recorded by hand (CASH, CHECK, BANK_TRANSFER, OTHER): the day it arrived, and a note. */
    receivedOn: date("received_on", { mode: "string" }),
    note: text("note"),
    /** The instalment a checkout was opened for; null for the rest (everything left, manual, older). */
    installmentId: uuid("installment_id").references(() => estimateInstallments.id, { onDelete: "set null" }),
    /** Charged beyond what the instalment still needed: never counted, refunded by a job. */
    excessCents: integer("excess_cents").notNull().default(0),
    excessRefundId: text("excess_refund_id"),
    excessRefundedAt: instant("excess_refunded_at"),
    /** The client asked to keep this checkout's card for autopay (migration 0022). */
    saveCard: boolean("save_card").notNull().default(false),
    createdAt: createdAt(),
  },
  // Migration 0010 adds a trigger: the COMPLETED payments of a proposal never exceed its total.
  (t) => [
    index("estimate_payments_photographer_created_idx").on(t.photographerId, t.createdAt),
    // The activity feed's payments, newest received first (migration 0030).
    index("estimate_payments_photographer_received_idx")
      .on(t.photographerId, sql`(coalesce(completed_at, created_at))`)
      .where(sql`status = 'COMPLETED'`),
    index("estimate_payments_estimate_idx").on(t.estimateId),
    index("estimate_payments_client_idx").on(t.clientId),
    index("estimate_payments_session_idx").on(t.paymentSessionId),
    index("estimate_payments_installment_idx").on(t.installmentId),
  ],
);

/** The photographer's share of a payment, after the platform fee. */
export const photographerEarnings = pgTable(
  "photographer_earnings",
  {
    id: id(),
    photographerId: photographerId(),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    estimatePaymentId: uuid("estimate_payment_id").references(() => estimatePayments.id, {
      onDelete: "set null",
    }),
    paymentIntentId: text("payment_intent_id"),
    transferId: text("transfer_id"),
    totalAmountCents: integer("total_amount_cents").notNull(),
    platformFeeCents: integer("platform_fee_cents").notNull(),
    photographerEarningsCents: integer("photographer_earnings_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    status: text("status").notNull().default("pending"),
    transferredAt: instant("transferred_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("photographer_earnings_photographer_created_idx").on(t.photographerId, t.createdAt),
    index("photographer_earnings_project_idx").on(t.projectId),
    index("photographer_earnings_estimate_payment_idx").on(t.estimatePaymentId),
  ],
);

export const photographerPayouts = pgTable(
  "photographer_payouts",
  {
    id: id(),
    photographerId: photographerId(),
    // The provider's payout id; unique so that syncing from the provider never duplicates a payout.
    payoutId: text("payout_id").unique(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    status: text("status").notNull().default("pending"),
    isInstant: boolean("is_instant").notNull().default(false),
    feeCents: integer("fee_cents").notNull().default(0),
    method: text("method", { enum: ["standard", "instant"] })
      .notNull()
      .default("standard"),
    providerCreatedAt: instant("provider_created_at"),
    arrivalDate: instant("arrival_date"),
    createdAt: createdAt(),
  },
  (t) => [index("photographer_payouts_photographer_created_idx").on(t.photographerId, t.createdAt)],
);
