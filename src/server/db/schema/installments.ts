import { date, index, integer, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, photographerId } from "./columns.js";
import { estimates } from "./proposals.js";

/**
 * A proposal's payment schedule (src/shared/schedule.ts): its instalments in order, each an amount
 * (and the percentage of the total it was written as, when it was one) due on a date, or on signing
 * when due_date is null. What is paid of each is derived from the payments, never stored here.
 */
export const estimateInstallments = pgTable(
  "estimate_installments",
  {
    id: id(),
    photographerId: photographerId(),
    estimateId: uuid("estimate_id")
      .notNull()
      .references(() => estimates.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    percentBasisPoints: integer("percent_basis_points"),
    amountCents: integer("amount_cents").notNull(),
    dueDate: date("due_date", { mode: "string" }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("estimate_installments_estimate_position_unique").on(t.estimateId, t.position),
    index("estimate_installments_photographer_idx").on(t.photographerId),
  ],
);
