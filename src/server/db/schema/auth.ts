import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients.js";
import { photographers } from "./photographer.js";

/** A person who can sign in: a photographer (role PHOTOGRAPHER) or a client through the portal (role CLIENT). */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Unique among photographers (their sign-in name). A client of two studios has one user per studio.
    email: text("email").notNull(),
    // Null for portal clients, who only ever sign in through an e-mailed link.
    passwordHash: text("password_hash"),
    role: text("role", { enum: ["PHOTOGRAPHER", "CLIENT"] }).notNull(),
    photographerId: uuid("photographer_id")
      .notNull()
      .references(() => photographers.id, { onDelete: "cascade" }),
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_photographer_email_unique").on(t.email).where(sql`${t.role} = 'PHOTOGRAPHER'`),
    uniqueIndex("users_client_unique").on(t.clientId),
    index("users_photographer_idx").on(t.photographerId),
  ],
);

/**
 * Server-side sessions. The cookie holds 32 random bytes; only their SHA-256 is stored, so a leaked
 * table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Fixed-window counters for rate limits, kept in the database so that every server copy shares them. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
  count: integer("count").notNull().default(0),
});
