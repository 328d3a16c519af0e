import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, photographerId, updatedAt } from "./columns.js";

/** A contract template: Markdown-like text with {{smart fields}} (src/shared/contract-fields.ts). */
export const contractTemplates = pgTable(
  "contract_templates",
  {
    id: id(),
    photographerId: photographerId(),
    name: text("name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("contract_templates_photographer_created_idx").on(t.photographerId, t.createdAt)],
);
