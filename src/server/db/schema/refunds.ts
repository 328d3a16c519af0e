import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, instant, photographerId } from "./columns.js";
import { estimatePayments, photographerEarnings } from "./payments.js";

/**
 * A refund of a counted payment, whole or in part. Status: PENDING (written before the provider is
 * asked, so the amount is spoken for), SUCCEEDED, FAILED (the amount is free again). Migration 0019
 * adds a trigger: a payment's refunds that are not FAILED never exceed its amount.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: id(),
    photographerId: photographerId(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => estimatePayments.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason"),
    status: text("status").notNull(),
    // Unique: one provider refund is never recorded against two of ours.
    providerRefundId: text("provider_refund_id").unique(),
    /** The negative earnings row of a card refund: what it takes back from the studio's balance. */
    earningId: uuid("earning_id").references(() => photographerEarnings.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    completedAt: instant("completed_at"),
  },
  (t) => [
    index("payment_refunds_photographer_created_idx").on(t.photographerId, t.createdAt),
    index("payment_refunds_payment_idx").on(t.paymentId),
  ],
);
