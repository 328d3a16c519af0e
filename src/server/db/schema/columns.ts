/**
 * Column helpers shared by every table, so that ids, tenancy and timestamps look the same everywhere.
 * Every tenant table carries photographer_id NOT NULL with an index and a cascade from photographers.
 */
import { timestamp, uuid } from "drizzle-orm/pg-core";
import { photographers } from "./photographer.js";

export const id = () => uuid("id").primaryKey().defaultRandom();

export const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/** A nullable instant. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const photographerId = () =>
  uuid("photographer_id")
    .notNull()
    .references(() => photographers.id, { onDelete: "cascade" });
