/**
 * `npm run db:backup -- [file]` and `npm run db:restore -- <file> [--force]`: backup.ts for an
 * operator, configured like the server (DATABASE_URL, or FOCAL_DATA_DIR for the embedded database).
 */
import path from "node:path";
import { loadConfig } from "../config.js";
import { BackupError, backupDatabase, restoreDatabase } from "./backup.js";
import { DataDirLockedError } from "./data-dir-lock.js";

const USAGE = `Usage:
  npm run db:backup -- [file]            back up the database (default: backups/focal-<time>.dump or .tar.gz)
  npm run db:restore -- <file> [--force] replace the database with a backup (--force: even while a server is connected)

With DATABASE_URL set: pg_dump / pg_restore (PostgreSQL client tools on the PATH, or PG_BIN).
Without it: the embedded database in FOCAL_DATA_DIR (default ./data); stop the server first.
An encrypted backup (.enc, from the daily job) is decrypted with BACKUP_PASSPHRASE.`;

function defaultFile(server: boolean): string {
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
  return path.join("backups", `focal-${stamp}${server ? ".dump" : ".tar.gz"}`);
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const force = rest.includes("--force");
  const file = rest.find((arg) => !arg.startsWith("--"));
  if (command !== "backup" && command !== "restore") {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const target = { databaseUrl: config.DATABASE_URL, dataDir: config.FOCAL_DATA_DIR };
  const where = config.DATABASE_URL
    ? "the PostgreSQL database (DATABASE_URL)"
    : `the embedded database in ${path.resolve(config.FOCAL_DATA_DIR)}`;

  if (command === "backup") {
    const result = await backupDatabase(target, file ?? defaultFile(Boolean(config.DATABASE_URL)));
    console.log(
      `Backed up ${where} to ${result.file} (${(result.bytes / 1024).toFixed(0)} KB; ${result.tables} tables, ${result.rows} rows).`,
    );
    return 0;
  }
  if (!file) {
    console.error(`A backup file is needed.\n\n${USAGE}`);
    return 2;
  }
  const result = await restoreDatabase(target, file, { force, passphrase: config.BACKUP_PASSPHRASE });
  console.log(`Restored ${where} from ${path.resolve(file)} (${result.tables} tables, ${result.rows} rows).`);
  if (result.previousDataDir) {
    console.log(
      `The data it replaced is kept in ${result.previousDataDir}; delete it once you are satisfied.`,
    );
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Expected refusals (a server holds the database, no such file, a tool failed) need no stack.
    if (error instanceof BackupError || error instanceof DataDirLockedError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
