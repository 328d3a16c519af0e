import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.js";

/**
 * A user's authenticator-app secret. The row exists from set-up on; `enabled_at` stays null until a
 * first code proves the app has the secret, and only then does sign-in ask for a code. The secret is
 * stored as base32 text, not encrypted: a copy of this table is as good as the secrets.
 * `last_used_step` is the newest 30-second step whose code was accepted, so a code cannot be replayed.
 */
export const twoFactorSecrets = pgTable("two_factor_secrets", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true, mode: "date" }),
  lastUsedStep: integer("last_used_step"),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** One-time recovery codes, as SHA-256 hashes; a used code's row is deleted. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("two_factor_recovery_codes_user_code_unique").on(t.userId, t.codeHash)],
);

/**
 * A sign-in whose password was right and that waits for its second factor. The cookie holds a random
 * token; only its SHA-256 is stored. Single use: the row goes when the sign-in completes.
 */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("two_factor_challenges_user_idx").on(t.userId),
    index("two_factor_challenges_expires_idx").on(t.expiresAt),
  ],
);
