/**
 * Backing up and restoring the application's database, on either driver.
 *
 * - PostgreSQL server (`DATABASE_URL`): `pg_dump` in its custom format, and `pg_restore --clean
 *   --if-exists` into the database, in one transaction. A dump is consistent while servers run; a
 *   restore refuses while a Focal server is connected, since it drops and recreates every table.
 * - Embedded PGlite (`FOCAL_DATA_DIR`): PGlite's own `dumpDataDir()` tarball (.tar.gz) of the data
 *   directory, and a restore that loads it into a fresh directory beside the old one and swaps them,
 *   keeping the previous directory aside. The embedded database belongs to one process at a time
 *   (data-dir-lock.ts): both refuse while a server has it open.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type Database, pgliteOptions, wrapPglite } from "./connect.js";
import { lockDataDir } from "./data-dir-lock.js";

export interface BackupTarget {
  /** A PostgreSQL connection string; without it, the embedded database in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

export interface TableCounts {
  tables: number;
  rows: number;
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

export class BackupError extends Error {}

/** All the counting and digesting needs of a database: raw SQL. */
type SqlRunner = Pick<Database, "executeSql">;

const BACKUP_APPLICATION_NAME = "focal-backup";
/** The schemas Focal writes: its tables, the job queue and the migrations journal. */
const SCHEMAS = ["public", "pgboss", "drizzle"];
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
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new BackupError(`No backup file at ${source}`);
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
    connectionString: databaseUrl,
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

/** Every table of Focal's schemas with its row count. */
export async function tableRowCounts(database: SqlRunner): Promise<Record<string, number>> {
  const tables = await tablesOf(database);
  if (tables.length === 0) return {};
  const { rows } = await database.executeSql(
    tables.map((name) => `SELECT '${name}' AS name, count(*)::int AS n FROM ${name}`).join(" UNION ALL "),
    [],
  );
  return Object.fromEntries(rows.map((row) => [String(row.name), Number(row.n)]));
}

/** Per table: its row count and an md5 of its rows in a stable order. Equal digests, equal contents. */
export async function contentDigest(database: SqlRunner): Promise<Record<string, string>> {
  const tables = await tablesOf(database);
  const digest: Record<string, string> = {};
  for (const name of tables) {
    const { rows } = await database.executeSql(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS md5 FROM ${name} t`,
      [],
    );
    digest[name] = `${rows[0]?.n}:${rows[0]?.md5}`;
  }
  return digest;
}

async function tablesOf(database: SqlRunner): Promise<string[]> {
  const { rows } = await database.executeSql(
    `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name
       FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema = ANY($1::text[])
      ORDER BY 1`,
    [SCHEMAS],
  );
  return rows.map((row) => String(row.name));
}

async function countRows(database: SqlRunner): Promise<TableCounts> {
  const counts = Object.values(await tableRowCounts(database));
  return { tables: counts.length, rows: counts.reduce((sum, n) => sum + n, 0) };
}

/** The password travels in PGPASSWORD rather than on a command line that `ps` shows. */
function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/**
 * pg_restore --clean --if-exists writes the script (drop what the dump holds, then recreate and load
 * it), and psql runs it in one transaction: a restore that fails part-way changes nothing. pg_restore
 * cannot apply it itself: its clean-up drops each partition's primary key on its own, which PostgreSQL
 * refuses for the job queue's partitioned table ("cannot drop inherited constraint"); so the queue's
 * schema is dropped whole first, in the same transaction.
 */
async function restorePostgres(databaseUrl: string, source: string): Promise<void> {
  const { url, env } = connectionFor(databaseUrl);
  const restore = start("pg_restore", [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--no-privileges",
    "--file=-",
    source,
  ]);
  const apply = start(
    "psql",
    [
      "--no-psqlrc",
      "--quiet",
      "--set=ON_ERROR_STOP=1",
      "--single-transaction",
      "--file=-",
      `--dbname=${url}`,
    ],
    // The script's many "does not exist, skipping" notices are noise.
    { ...env, PGOPTIONS: "-c client_min_messages=warning" },
  );
  // psql failing (it cannot connect, a statement fails) stops reading: pg_restore would wait forever.
  const applied = apply.done.catch((error: unknown) => {
    restore.child.kill("SIGTERM");
    throw error;
  });
  applied.catch(() => {});
  apply.child.stdin.write("DROP SCHEMA IF EXISTS pgboss CASCADE;\n");
  restore.child.stdout.pipe(apply.child.stdin, { end: false });
  try {
    await restore.done;
  } catch (error) {
    // Killed before its input ends, psql never commits: the database stays as it was.
    apply.child.kill("SIGTERM");
    // When psql failed first, its words are the ones that explain.
    await applied.catch((psqlError: unknown) => {
      if (apply.child.signalCode === null) throw psqlError;
    });
    throw error;
  }
  apply.child.stdin.end();
  await applied;
}

async function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  await start(tool, args, env).done;
}

/** Starts a PostgreSQL client tool from PG_BIN or the PATH; `done` fails with the tool's own words. */
function start(tool: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const command = process.env.PG_BIN ? path.join(process.env.PG_BIN, tool) : tool;
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  // A tool that stops reading (it failed) must not crash this process with EPIPE.
  child.stdin.on("error", () => {});
  const done = new Promise<void>((resolve, reject) => {
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupError(
              `${tool} was not found: install the PostgreSQL client tools (the server's major version or newer), or set PG_BIN to their directory`,
            )
          : error,
      ),
    );
    child.on("close", (code, signal) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${tool} failed (${signal ?? `exit ${code}`}):\n${stderr.trim()}`)),
    );
  });
  return { child, done };
}
