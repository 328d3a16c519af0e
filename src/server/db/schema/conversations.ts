/** What the client thread needs besides its messages: the reply tokens and the files. */

import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clients, messages } from "./clients.js";
import { createdAt, id, photographerId } from "./columns.js";
import { projects } from "./projects.js";

/**
 * The token in a thread's reply address (`reply+{token}@{INBOUND_EMAIL_DOMAIN}`): unguessable, one per
 * studio and client, so a reply lands in that thread and no other.
 */
export const replyTokens = pgTable(
  "reply_tokens",
  {
    token: text("token").primaryKey(),
    photographerId: photographerId(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reply_tokens_client_unique").on(t.photographerId, t.clientId),
    index("reply_tokens_client_idx").on(t.clientId),
  ],
);

export const FILE_UPLOADERS = ["STUDIO", "CLIENT", "EMAIL"] as const;

/** A stored file (its bytes are in the file store under `storageKey`), deleted with its message. */
export const files = pgTable(
  "files",
  {
    id: id(),
    photographerId: photographerId(),
    clientId: uuid("client_id").references(() => clients.id, { onDelete: "cascade" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    messageId: uuid("message_id").references(() => messages.id, { onDelete: "cascade" }),
    uploadedBy: text("uploaded_by", { enum: FILE_UPLOADERS }).notNull(),
    filename: text("filename").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    /** Shown in the client portal's Files area. */
    sharedInPortal: boolean("shared_in_portal").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("files_storage_key_unique").on(t.storageKey),
    index("files_photographer_client_idx").on(t.photographerId, t.clientId, t.createdAt),
    index("files_message_idx").on(t.messageId),
    index("files_project_idx").on(t.projectId),
    check("files_size_check", sql`${t.size} >= 0 AND ${t.size} <= 26214400`),
    check("files_uploaded_by_check", sql`${t.uploadedBy} IN ('STUDIO', 'CLIENT', 'EMAIL')`),
  ],
);
