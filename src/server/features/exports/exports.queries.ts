/** The data_exports rows: a studio's export requests, their progress and their one-time download. */
import { and, desc, eq, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { ACTIVE_EXPORT_STATUSES, type DataExport } from "../../../shared/exports.js";
import type { DbOrTx } from "../../db/connect.js";
import { dataExports, photographers, proposalContracts, users } from "../../db/schema/index.js";

export type DataExportRow = typeof dataExports.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toDataExport = (row: DataExportRow): DataExport => ({
  id: row.id,
  status: row.status as DataExport["status"],
  progress: row.progress,
  sizeBytes: row.sizeBytes,
  createdAt: row.createdAt.toISOString(),
  finishedAt: iso(row.finishedAt),
  expiresAt: iso(row.expiresAt),
  downloadedAt: iso(row.downloadedAt),
  error: row.error,
});

/**
 * Holds the studio's row until the transaction ends, so that two requests for an export take turns. NO KEY
 * UPDATE leaves the key-share locks that every insert naming the studio takes free to go on.
 */
export async function lockStudio(tx: DbOrTx, photographerId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: photographers.id })
    .from(photographers)
    .where(eq(photographers.id, photographerId))
    .for("no key update");
  return rows.length > 0;
}

export async function findActiveExport(tx: DbOrTx, photographerId: string) {
  const [row] = await tx
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.photographerId, photographerId),
        inArray(dataExports.status, [...ACTIVE_EXPORT_STATUSES]),
      ),
    )
    .limit(1);
  return row;
}

export async function insertExport(tx: DbOrTx, photographerId: string, requestedBy: string | null) {
  const [row] = await tx.insert(dataExports).values({ photographerId, requestedBy }).returning();
  return row!;
}

/** The studio's exports, newest first (the Settings page shows the last few). */
export function listExports(db: DbOrTx, photographerId: string, limit = 20) {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.photographerId, photographerId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(limit);
}

export async function findExport(db: DbOrTx, id: string) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}

/** QUEUED → RUNNING; answers the row only when it is (still) being built. */
export async function markRunning(db: DbOrTx, id: string) {
  const [row] = await db
    .update(dataExports)
    .set({ status: "RUNNING", progress: 0, error: null })
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, [...ACTIVE_EXPORT_STATUSES])))
    .returning();
  return row;
}

export async function setProgress(db: DbOrTx, id: string, progress: number) {
  await db
    .update(dataExports)
    .set({ progress })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "RUNNING")));
}

export async function markReady(
  db: DbOrTx,
  id: string,
  values: { filePath: string; sizeBytes: number; tokenHash: string; expiresAt: Date },
) {
  const [row] = await db
    .update(dataExports)
    .set({
      status: "READY",
      progress: 100,
      filePath: values.filePath,
      sizeBytes: values.sizeBytes,
      downloadTokenHash: values.tokenHash,
      expiresAt: values.expiresAt,
      finishedAt: sql`now()`,
    })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "RUNNING")))
    .returning();
  return row;
}

export async function markFailed(db: DbOrTx, id: string, error: string) {
  await db
    .update(dataExports)
    .set({ status: "FAILED", error, finishedAt: sql`now()` })
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, [...ACTIVE_EXPORT_STATUSES])));
}

/**
 * Uses the link: the one statement that turns READY into DOWNLOADED, so that of two downloads racing
 * with the same link exactly one gets the file.
 */
export async function claimDownload(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .update(dataExports)
    .set({ status: "DOWNLOADED", downloadedAt: sql`now()` })
    .where(
      and(
        eq(dataExports.downloadTokenHash, tokenHash),
        eq(dataExports.status, "READY"),
        sql`${dataExports.expiresAt} > now()`,
      ),
    )
    .returning();
  return row;
}

export async function findByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.downloadTokenHash, tokenHash));
  return row;
}

/** READY exports whose link has run out: their files are deleted and they become EXPIRED. */
export function expireOldExports(db: DbOrTx, now: Date) {
  return db
    .update(dataExports)
    .set({ status: "EXPIRED" })
    .where(and(eq(dataExports.status, "READY"), lt(dataExports.expiresAt, now)))
    .returning({ id: dataExports.id, filePath: dataExports.filePath });
}

/** Where the link goes: the address of whoever asked, else the studio's own account. */
export async function recipientOf(db: DbOrTx, photographerId: string, userId: string | null) {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.photographerId, photographerId), eq(users.role, "PHOTOGRAPHER")));
  return (rows.find((r) => r.id === userId) ?? rows[0])?.email ?? null;
}

export async function studioName(db: DbOrTx, photographerId: string) {
  const [row] = await db
    .select({ name: photographers.businessName })
    .from(photographers)
    .where(eq(photographers.id, photographerId));
  return row?.name ?? "";
}

/** The studio's contracts the client signed (their PDFs go into the export), oldest first. */
export function signedContracts(db: DbOrTx, photographerId: string) {
  return db
    .select({ id: proposalContracts.id, estimateId: proposalContracts.estimateId })
    .from(proposalContracts)
    .where(
      and(eq(proposalContracts.photographerId, photographerId), isNotNull(proposalContracts.clientSignedAt)),
    )
    .orderBy(proposalContracts.clientSignedAt, proposalContracts.id);
}
