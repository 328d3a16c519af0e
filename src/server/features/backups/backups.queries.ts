/** The backup_runs rows: one per run of the daily backup job, install-wide. */
import { desc, eq } from "drizzle-orm";
import type { BackupRun } from "../../../shared/backups.js";
import type { DbOrTx } from "../../db/connect.js";
import { backupRuns } from "../../db/schema/index.js";

type BackupRunRow = typeof backupRuns.$inferSelect;

const toBackupRun = (row: BackupRunRow): BackupRun => ({
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  status: row.status as BackupRun["status"],
  sizeBytes: row.sizeBytes,
  encrypted: row.encrypted,
  error: row.error,
});

export async function startRun(db: DbOrTx, startedAt: Date): Promise<string> {
  const [row] = await db.insert(backupRuns).values({ startedAt }).returning({ id: backupRuns.id });
  return row!.id;
}

export async function finishRun(
  db: DbOrTx,
  id: string,
  values: { fileName: string; sizeBytes: number; encrypted: boolean },
): Promise<void> {
  await db
    .update(backupRuns)
    .set({ ...values, status: "DONE", finishedAt: new Date() })
    .where(eq(backupRuns.id, id));
}

export async function failRun(db: DbOrTx, id: string, error: string): Promise<void> {
  await db
    .update(backupRuns)
    .set({ status: "FAILED", error: error.slice(0, 2000), finishedAt: new Date() })
    .where(eq(backupRuns.id, id));
}

export async function latestRun(db: DbOrTx): Promise<BackupRun | null> {
  const [row] = await db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1);
  return row ? toBackupRun(row) : null;
}
