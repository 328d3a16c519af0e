import { index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.js";
import { createdAt, id, instant, photographerId } from "./columns.js";

/**
 * A studio's API token for scripts and integrations (`Authorization: Bearer focal_…`). Only the token's
 * SHA-256 is stored; the token itself is shown once when it is made. `scopes` holds "read" and/or
 * "write" (write implies read). Revoking deletes the row. `last_used_at` is written at most about once
 * a minute per token, so that a busy script does not turn every read into a write.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: id(),
    photographerId: photographerId(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The token's first characters (`focal_ab12`), to tell tokens apart on screen. */
    prefix: text("prefix").notNull(),
    scopes: text("scopes").array().notNull(),
    expiresAt: instant("expires_at"),
    lastUsedAt: instant("last_used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("api_tokens_token_hash_unique").on(t.tokenHash),
    index("api_tokens_photographer_idx").on(t.photographerId),
  ],
);
