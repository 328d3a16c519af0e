/**
 * Backing up and restoring the application's database, on either driver.
 *
 * - PostgreSQL server (`DATABASE_URL`): `pg_dump` in its custom format, and `pg_restore --clean
 *   --if-exists` into the database, in one transaction. A dump is consistent while servers run; a
 *   restore refuses while a Focal server is connected, since it drops and recreates every table.
 * - Embedded PGlite (`FOCAL_DATA_DIR`): PGlite's own `dumpDataDir()` tarball (.tar.gz) of the data
 *   directory, and a restore that loads it into a fresh directory beside the old one and swaps them,
 *   keeping the previous directory aside.
 * - Either may be encrypted (the daily backup job's files with BACKUP_PASSPHRASE, backup-crypt.ts): a
 *   restore recognises them and decrypts with the passphrase it is given. The embedded database belongs to one process at a time
 *   (data-dir-lock.ts): both refuse while a server has it open.
 *
 * The client tools' runs are in backup-pg-tools.ts, the table counts and digests in backup-tables.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { decryptToFile, isEncryptedBackup } from "./backup-crypt.js";
import { BackupError, connectionFor, restorePostgres, run } from "./backup-pg-tools.js";
import { countRows, type SqlRunner, type TableCounts } from "./backup-tables.js";
import { pgliteOptions, wrapPglite } from "./connect.js";
import { lockDataDir } from "./data-dir-lock.js";
import { connectionOptionsFor } from "./multi-host.js";

export { BackupError } from "./backup-pg-tools.js";

export interface BackupTarget {
  /** A PostgreSQL connection string; without it, the embedded database in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

export interface BackupResult extends TableCounts {
  kind: "postgres" | "pglite";
  file: string;
  bytes: number;
}

export interface RestoreResult extends TableCounts {
  kind: "postgres" | "pglite";
  /** PGlite: where the data directory that was replaced now lives. */
  previousDataDir?: string;
}

const BACKUP_APPLICATION_NAME = "focal-backup";
/**
 * Connections that mean a Focal server is using the database: its pool ("focal"), the job queue's
 * ("pgboss") and any other "focal-…" connection of a server (the LISTEN connection of its caches), but not ours.
 */
const SERVER_CONNECTIONS = `(application_name = 'pgboss' OR application_name LIKE 'focal%') AND application_name <> '${BACKUP_APPLICATION_NAME}'`;
const GZIP_MAGIC = [0x1f, 0x8b];

export async function backupDatabase(target: BackupTarget, file: string): Promise<BackupResult> {
  const out = path.resolve(file);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  // Written beside the target and renamed at the end: a failed backup never leaves a truncated file.
  const partial = `${out}.partial`;
  try {
    let counts: TableCounts;
    if (target.databaseUrl) {
      const { url, env } = connectionFor(target.databaseUrl);
      await run("pg_dump", ["--format=custom", `--file=${partial}`, `--dbname=${url}`], env);
      counts = await withPostgres(target.databaseUrl, countRows);
    } else {
      counts = await withDataDir(target.dataDir, async (client) => {
        const dump = await client.dumpDataDir("gzip");
        fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        return countRows(wrapPglite(client));
      });
    }
    fs.renameSync(partial, out);
    return {
      kind: target.databaseUrl ? "postgres" : "pglite",
      file: out,
      bytes: fs.statSync(out).size,
      ...counts,
    };
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  options: { force?: boolean; passphrase?: string } = {},
): Promise<RestoreResult> {
  const given = path.resolve(file);
  if (!fs.existsSync(given)) throw new BackupError(`No backup file at ${given}`);
  if (!isEncryptedBackup(given)) return restorePlain(target, given, options);
  // An encrypted backup (the daily job's, with BACKUP_PASSPHRASE) is decrypted into a private directory first.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "focal-restore-"));
  try {
    const plain = path.join(scratch, path.basename(given).replace(/\.enc$/, ""));
    await decryptToFile(given, plain, options.passphrase);
    return await restorePlain(target, plain, options);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

async function restorePlain(
  target: BackupTarget,
  source: string,
  options: { force?: boolean },
): Promise<RestoreResult> {
  if (target.databaseUrl) {
    if (!options.force) await refuseWhileServed(target.databaseUrl);
    await restorePostgres(target.databaseUrl, source);
    return { kind: "postgres", ...(await withPostgres(target.databaseUrl, countRows)) };
  }
  return restorePglite(target.dataDir, source);
}

async function restorePglite(dataDir: string, source: string): Promise<RestoreResult> {
  const bytes = fs.readFileSync(source);
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1]) {
    throw new BackupError(
      `${source} is not an embedded-database backup (.tar.gz from npm run db:backup without DATABASE_URL)`,
    );
  }
  const dir = path.resolve(dataDir);
  const release = lockDataDir(dir);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  // Beside the data directory, so that the final swap is a rename on one filesystem.
  const staging = fs.mkdtempSync(path.join(path.dirname(dir), `.${path.basename(dir)}.restoring-`));
  try {
    const client = new PGlite(staging, pgliteOptions({ loadDataDir: new Blob([bytes]) }));
    let counts: TableCounts;
    try {
      await client.waitReady;
      counts = await countRows(wrapPglite(client));
    } finally {
      await client.close();
    }
    // The tarball holds the lock file of the process that made it; ours takes its place until the swap is done.
    fs.writeFileSync(path.join(staging, "focal.lock"), String(process.pid));
    let previousDataDir: string | undefined;
    if (fs.existsSync(path.join(dir, "PG_VERSION"))) {
      previousDataDir = `${dir}.before-restore-${stamp}`;
      fs.renameSync(dir, previousDataDir);
      fs.rmSync(path.join(previousDataDir, "focal.lock"), { force: true });
    } else {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    fs.renameSync(staging, dir);
    return { kind: "pglite", ...counts, ...(previousDataDir ? { previousDataDir } : {}) };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    release();
  }
}

/** Opens the embedded database under its lock (refused while a server has it), for `use` only. */
async function withDataDir<T>(dataDir: string, use: (client: PGlite) => Promise<T>): Promise<T> {
  const dir = path.resolve(dataDir);
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) {
    throw new BackupError(
      `No embedded database in ${dir} (set FOCAL_DATA_DIR, or DATABASE_URL for a server)`,
    );
  }
  const release = lockDataDir(dir);
  try {
    const client = new PGlite(dir, pgliteOptions());
    try {
      await client.waitReady;
      return await use(client);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

async function withPostgres<T>(databaseUrl: string, use: (database: SqlRunner) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({
    ...connectionOptionsFor(databaseUrl),
    max: 1,
    application_name: BACKUP_APPLICATION_NAME,
  });
  pool.on("error", () => {});
  try {
    return await use({
      async executeSql(text, values) {
        const result = await pool.query(text, values as unknown[] | undefined);
        return { rows: result.rows };
      },
    });
  } finally {
    await pool.end();
  }
}

async function refuseWhileServed(databaseUrl: string): Promise<void> {
  const connected = await withPostgres(databaseUrl, async (database) => {
    const { rows } = await database.executeSql(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND ${SERVER_CONNECTIONS}`,
      [],
    );
    return Number(rows[0]?.n ?? 0);
  });
  if (connected > 0) {
    throw new BackupError(
      `${connected} connection(s) of a running Focal server use this database: stop the servers before ` +
        "restoring (or pass --force), since a restore drops and recreates every table.",
    );
  }
}
