import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, photographerId, updatedAt } from "./columns.js";

/** A reusable price list that can be imported into a proposal. */
export const packages = pgTable(
  "packages",
  {
    id: id(),
    photographerId: photographerId(),
    name: text("name").notNull(),
    description: text("description"),
    basePriceCents: integer("base_price_cents").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("packages_photographer_created_idx").on(t.photographerId, t.createdAt)],
);

export const packageItems = pgTable(
  "package_items",
  {
    id: id(),
    photographerId: photographerId(),
    packageId: uuid("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    qty: integer("qty").notNull().default(1),
    unitCents: integer("unit_cents").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
    orderIndex: integer("order_index").notNull().default(0),
  },
  (t) => [
    index("package_items_photographer_package_idx").on(t.photographerId, t.packageId),
    index("package_items_package_order_idx").on(t.packageId, t.orderIndex),
  ],
);
