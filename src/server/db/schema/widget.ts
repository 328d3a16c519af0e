import { jsonb, pgTable, uuid } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns.js";
import { photographers } from "./photographer.js";

/**
 * The lead widget's configuration (src/shared/widget-config.ts), one row per studio from its first
 * save. Kept as the JSON the form saves: it is only ever read and written whole.
 */
export const widgetConfigs = pgTable("widget_configs", {
  photographerId: uuid("photographer_id")
    .primaryKey()
    .references(() => photographers.id, { onDelete: "cascade" }),
  config: jsonb("config").$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});
