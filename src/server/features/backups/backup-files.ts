/**
 * The backup directory's files: their sortable names, and the retention that keeps the newest
 * BACKUP_KEEP. Only files named like ours are counted or deleted; anything else there is left alone.
 */
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../../config.js";

/** focal-YYYYMMDD-HHMMSS.(dump|tar.gz)[.enc]: sorting the names sorts the backups by time. */
const BACKUP_NAME = /^focal-\d{8}-\d{6}\.(dump|tar\.gz)(\.enc)?$/;

export function backupDirOf(config: Pick<Config, "BACKUP_DIR" | "FOCAL_DATA_DIR">): string {
  return path.resolve(config.BACKUP_DIR ?? path.join(config.FOCAL_DATA_DIR, "backups"));
}

export function backupFileName(at: Date, kind: "postgres" | "pglite", encrypted: boolean): string {
  const stamp = at.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-");
  return `focal-${stamp}${kind === "postgres" ? ".dump" : ".tar.gz"}${encrypted ? ".enc" : ""}`;
}

/** Our backups in `dir`, newest first. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse();
}

/** Deletes all but the newest `keep` backups; answers the names deleted. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = listBackups(dir).slice(Math.max(keep, 1));
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  return old;
}
