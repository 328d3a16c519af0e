/**
 * Writing one backup file for the daily job: the same contents as `npm run db:backup` (a server:
 * pg_dump's custom format; the embedded database: its data directory as a .tar.gz), optionally
 * encrypted, under a temporary name renamed into place only when complete.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Config } from "../../config.js";
import { backupDatabase } from "../../db/backup.js";
import { encryptToFile } from "../../db/backup-crypt.js";
import type { Database } from "../../db/connect.js";
import { backupDirOf, backupFileName } from "./backup-files.js";
import { tarWithout } from "./backup-tar.js";

export interface WrittenBackup {
  fileName: string;
  sizeBytes: number;
  encrypted: boolean;
}

type BackupConfig = Pick<Config, "DATABASE_URL" | "FOCAL_DATA_DIR" | "BACKUP_DIR" | "BACKUP_PASSPHRASE">;

export async function writeBackup(
  database: Database,
  config: BackupConfig,
  at: Date,
): Promise<WrittenBackup> {
  const dir = backupDirOf(config);
  fs.mkdirSync(dir, { recursive: true });
  const passphrase = config.BACKUP_PASSPHRASE;
  const fileName = backupFileName(at, database.kind, Boolean(passphrase));
  const final = path.join(dir, fileName);
  // Dot-names: never taken for a backup by the retention, even when a crash leaves one behind.
  const partial = path.join(dir, `.${fileName}.partial`);
  const plain = path.join(dir, `.${fileName}.plain.partial`);
  try {
    if (database.kind === "pglite") {
      const bytes = await embeddedDump(database, config, dir);
      if (passphrase) await encryptToFile(bytes, partial, passphrase);
      else fs.writeFileSync(partial, bytes);
    } else {
      if (!config.DATABASE_URL) throw new Error("A server backup needs DATABASE_URL");
      // pg_dump writes a file; encrypted, it is read back through the cipher and removed.
      const target = { databaseUrl: config.DATABASE_URL, dataDir: config.FOCAL_DATA_DIR };
      if (passphrase) {
        await backupDatabase(target, plain);
        await encryptToFile(fs.createReadStream(plain), partial, passphrase);
      } else {
        await backupDatabase(target, partial);
      }
    }
    fs.renameSync(partial, final);
    return { fileName, sizeBytes: fs.statSync(final).size, encrypted: Boolean(passphrase) };
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(plain, { force: true });
  }
}

/**
 * The running server's own PGlite, dumped between two statements (PGlite runs one at a time, and a
 * transaction still open is simply not in it: its rows come back as never committed). The backup
 * directory, when inside the data directory, is left out.
 */
async function embeddedDump(database: Database, config: BackupConfig, backupDir: string): Promise<Buffer> {
  if (!database.dumpDataDir) throw new Error("This embedded database cannot be dumped");
  const tar = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
  const inside = path.relative(path.resolve(config.FOCAL_DATA_DIR), backupDir);
  const skip = inside && !inside.startsWith("..") && !path.isAbsolute(inside) ? [inside] : [];
  return gzipSync(tarWithout(tar, skip));
}
