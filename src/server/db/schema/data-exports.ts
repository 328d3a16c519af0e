import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.js";
import { createdAt, id, instant, photographerId } from "./columns.js";

/**
 * A studio's request for all of its data as a zip. Status: QUEUED, RUNNING (with `progress` 0-100),
 * READY (the file at `file_path`, downloadable once through the link e-mailed to the photographer, whose
 * SHA-256 is `download_token_hash`), DOWNLOADED, EXPIRED, FAILED (`error`).
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: id(),
    photographerId: photographerId(),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("QUEUED"),
    progress: integer("progress").notNull().default(0),
    filePath: text("file_path"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    downloadTokenHash: text("download_token_hash"),
    expiresAt: instant("expires_at"),
    downloadedAt: instant("downloaded_at"),
    error: text("error"),
    createdAt: createdAt(),
    finishedAt: instant("finished_at"),
  },
  (t) => [
    index("data_exports_photographer_created_idx").on(t.photographerId, t.createdAt),
    uniqueIndex("data_exports_download_token_unique").on(t.downloadTokenHash),
  ],
);
