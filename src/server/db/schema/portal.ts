import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients.js";
import { createdAt, id, instant, photographerId } from "./columns.js";
import { projects } from "./projects.js";

/** Single-use portal login links. Only the token's hash is stored, so a leaked table grants no access. */
export const clientPortalTokens = pgTable(
  "client_portal_tokens",
  {
    id: id(),
    photographerId: photographerId(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("client_portal_tokens_photographer_client_idx").on(t.photographerId, t.clientId),
    index("client_portal_tokens_client_idx").on(t.clientId),
    index("client_portal_tokens_expires_idx").on(t.expiresAt),
  ],
);

/** The photographer's checklist, copied into each new project. */
export const checklistTemplateItems = pgTable(
  "checklist_template_items",
  {
    id: id(),
    photographerId: photographerId(),
    title: text("title").notNull(),
    orderIndex: integer("order_index").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("checklist_template_items_photographer_order_idx").on(t.photographerId, t.orderIndex)],
);

export const projectChecklistItems = pgTable(
  "project_checklist_items",
  {
    id: id(),
    photographerId: photographerId(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    orderIndex: integer("order_index").notNull().default(0),
    completedAt: instant("completed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("project_checklist_items_photographer_project_idx").on(t.photographerId, t.projectId),
    index("project_checklist_items_project_order_idx").on(t.projectId, t.orderIndex),
  ],
);
