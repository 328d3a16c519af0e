import { sql } from "drizzle-orm";
import { boolean, date, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients.js";
import { createdAt, id, instant, photographerId, updatedAt } from "./columns.js";
import { packages } from "./packages.js";
import { projects } from "./projects.js";

/** A proposal (the table is still named estimates), signed and paid through its public token. */
export const estimates = pgTable(
  "estimates",
  {
    id: id(),
    photographerId: photographerId(),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    notes: text("notes"),
    currency: text("currency").notNull().default("USD"),
    subtotalCents: integer("subtotal_cents").notNull().default(0),
    discountCents: integer("discount_cents").notNull().default(0),
    // Set when the discount was given as a percentage of the subtotal (basis points: 1000 = 10 %).
    discountPercentBasisPoints: integer("discount_percent_basis_points"),
    // The rate and base the proposal was priced with, copied from the studio when it was created.
    taxRateBasisPoints: integer("tax_rate_basis_points").notNull().default(825),
    taxBase: text("tax_base").notNull().default("SUBTOTAL"),
    taxCents: integer("tax_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull().default(0),
    depositPercent: integer("deposit_percent"),
    depositCents: integer("deposit_cents").notNull().default(0),
    /** Whether the studio wrote the payment schedule; otherwise it follows the deposit and the total. */
    scheduleCustom: boolean("schedule_custom").notNull().default(false),
    status: text("status").notNull().default("DRAFT"),
    validUntil: date("valid_until", { mode: "string" }),
    sentAt: instant("sent_at"),
    signedAt: instant("signed_at"),
    signedByName: text("signed_by_name"),
    signedByEmail: text("signed_by_email"),
    signedIp: text("signed_ip"),
    signedUserAgent: text("signed_user_agent"),
    signatureImageUrl: text("signature_image_url"),
    // Public pages find the proposal by token alone, so it is unique across tenants.
    token: text("token").notNull().unique(),
    // The package last imported, counted for the package's "Times Used".
    packageId: uuid("package_id").references(() => packages.id, { onDelete: "set null" }),
    // Archived proposals leave the lists but stay in reports and earnings; a signed one can't be deleted.
    archivedAt: instant("archived_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("estimates_photographer_client_idx").on(t.photographerId, t.clientId),
    // The proposal list's pages, newest first (keyset paging), and its search by title
    // (features/proposals/proposals-page.queries.ts); pg_trgm is created by migration 0029.
    index("estimates_photographer_created_id_idx").on(
      t.photographerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The dashboard and the activity feed, at any studio size (migration 0030): sent and signed proposals
    // newest first, the ones waiting for a signature and the ones waiting for money, longest waiting first.
    index("estimates_photographer_sent_idx")
      .on(t.photographerId, t.sentAt)
      .where(sql`sent_at IS NOT NULL`),
    index("estimates_photographer_signed_idx")
      .on(t.photographerId, t.signedAt)
      .where(sql`signed_at IS NOT NULL`),
    index("estimates_awaiting_signature_idx")
      .on(t.photographerId, t.sentAt, t.id)
      .where(sql`sent_at IS NOT NULL AND status IN ('DRAFT', 'SENT')`),
    index("estimates_awaiting_payment_idx")
      .on(t.photographerId, sql`(coalesce(signed_at, created_at))`, t.id)
      .where(sql`status IN ('SIGNED', 'PAID_PARTIAL')`),
    index("estimates_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    index("estimates_client_idx").on(t.clientId),
    index("estimates_project_idx").on(t.projectId),
    index("estimates_package_idx").on(t.packageId),
  ],
);

export const estimateItems = pgTable(
  "estimate_items",
  {
    id: id(),
    photographerId: photographerId(),
    estimateId: uuid("estimate_id")
      .notNull()
      .references(() => estimates.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    qty: integer("qty").notNull().default(1),
    unitCents: integer("unit_cents").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
    taxable: boolean("taxable").notNull().default(true),
    orderIndex: integer("order_index").notNull().default(0),
  },
  (t) => [
    index("estimate_items_photographer_estimate_idx").on(t.photographerId, t.estimateId),
    index("estimate_items_estimate_order_idx").on(t.estimateId, t.orderIndex),
  ],
);
