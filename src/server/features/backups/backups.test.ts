/**
 * The daily backup job on both databases: it writes a file, keeps the newest BACKUP_KEEP, records each
 * run for Settings, encrypts with a passphrase, and its latest file restores (the restore drill) into a
 * fresh directory or database with the same rows in every table.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../../config.js";
import { BackupError, restoreDatabase } from "../../db/backup.js";
import { isEncryptedBackup } from "../../db/backup-crypt.js";
import { contentDigest } from "../../db/backup-tables.js";
import { createTestContext, type TestContext } from "../../test/context.js";
import { databaseUrl, testDbKind } from "../../test/databases.js";
import { createTestPhotographer } from "../../test/factories.js";
import { as } from "../../test/http.js";
import { digestOfDatabase, digestOfDataDir, onTestServer } from "../../test/restore-digest.js";
import { runBackup } from "./backup.job.js";
import { listBackups } from "./backup-files.js";
import { tarWithout } from "./backup-tar.js";

const SLOW = 180_000;
const DAY = 86_400_000;
const PASSPHRASE = "correct horse battery staple";
const kind = testDbKind();

let ctx: TestContext;
let cookie: string;
let scratch: string;
let sourceUrl: string | undefined;
const made: string[] = [];

/** The rows that a backup must bring back: everything but the runs table, which the run itself writes to. */
function fingerprint(digest: Record<string, string>): Record<string, string> {
  const { "public.backup_runs": _runs, ...rest } = digest;
  return rest;
}

async function digestOfRestored(file: string, passphrase?: string): Promise<Record<string, string>> {
  if (kind === "pglite") {
    const fresh = fs.mkdtempSync(path.join(scratch, "fresh-"));
    fs.rmSync(fresh, { recursive: true });
    await restoreDatabase({ dataDir: fresh }, file, { passphrase });
    return digestOfDataDir(fresh);
  }
  const name = `focal_drill_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onTestServer(`CREATE DATABASE ${name}`);
  made.push(name);
  const url = databaseUrl(process.env.TEST_DATABASE_URL!, name);
  await restoreDatabase({ databaseUrl: url, dataDir: "unused" }, file, { passphrase });
  return digestOfDatabase(url);
}

function configWith(overrides: Partial<Config>): Config {
  return { ...ctx.config, DATABASE_URL: sourceUrl, ...overrides };
}

beforeAll(async () => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "focal-backups-test-"));
  ctx = await createTestContext();
  if (kind === "postgres") {
    const { rows } = await ctx.database.executeSql("SELECT current_database() AS name");
    sourceUrl = databaseUrl(process.env.TEST_DATABASE_URL!, String(rows[0]!.name));
  }
  const studio = await createTestPhotographer(ctx, { businessName: "Backup Drill Studio" });
  cookie = studio.cookie;
  for (const firstName of ["Ada", "Zoë", "Grace"]) {
    const created = await as(ctx, cookie).post("/api/clients", {
      firstName,
      lastName: "O'Brien",
      email: `client-${firstName.length}${firstName.charCodeAt(1)}@example.com`,
      notes: "ünïcödé survives",
    });
    expect(created.statusCode, created.body).toBe(201);
  }
  await ctx.queue.drain();
}, SLOW);

afterAll(async () => {
  await ctx?.close();
  for (const name of made) await onTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe(`the daily backup job (${kind})`, () => {
  it(
    "says no backup yet, then writes one, keeps the newest BACKUP_KEEP, and records each run",
    async () => {
      const empty = await as(ctx, cookie).get("/api/backups/latest");
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ enabled: true, latest: null });
      expect((await as(ctx, null).get("/api/backups/latest")).statusCode).toBe(401);

      const dir = path.join(scratch, "kept");
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, "notes.txt"), "not a backup: left alone");
      const config = configWith({ BACKUP_DIR: dir, BACKUP_KEEP: 2 });
      const start = Date.UTC(2026, 10, 1, 3);
      for (let day = 0; day < 3; day++) await runBackup(ctx.database, config, new Date(start + day * DAY));

      const ext = kind === "postgres" ? "dump" : "tar.gz";
      expect(listBackups(dir)).toEqual([`focal-20261103-030000.${ext}`, `focal-20261102-030000.${ext}`]);
      expect(fs.readdirSync(dir).sort()).toEqual([...listBackups(dir)].reverse().concat("notes.txt").sort());
      const latest = await as(ctx, cookie).get("/api/backups/latest");
      expect(latest.json()).toMatchObject({
        enabled: true,
        latest: {
          status: "DONE",
          encrypted: false,
          error: null,
          startedAt: new Date(start + 2 * DAY).toISOString(),
        },
      });
      expect(latest.json().latest.sizeBytes).toBe(fs.statSync(path.join(dir, listBackups(dir)[0]!)).size);
      const { rows } = await ctx.database.executeSql(
        "SELECT count(*)::int AS n FROM backup_runs WHERE status = 'DONE'",
      );
      expect(rows[0]!.n).toBe(3);
    },
    SLOW,
  );

  it(
    "restores the latest backup with the same rows in every table (the restore drill)",
    async () => {
      const dir = path.join(scratch, "drill");
      const source = fingerprint(await contentDigest(ctx.database));
      await runBackup(ctx.database, configWith({ BACKUP_DIR: dir, BACKUP_KEEP: 3 }));
      const [latest] = listBackups(dir);
      const restored = fingerprint(await digestOfRestored(path.join(dir, latest!)));
      expect(restored["public.clients"]).toMatch(/^3:/);
      expect(restored).toEqual(source);
    },
    SLOW,
  );

  it(
    "encrypts with BACKUP_PASSPHRASE, and restores only with that passphrase",
    async () => {
      const dir = path.join(scratch, "sealed");
      const source = fingerprint(await contentDigest(ctx.database));
      await runBackup(ctx.database, configWith({ BACKUP_DIR: dir, BACKUP_PASSPHRASE: PASSPHRASE }));
      const [name] = listBackups(dir);
      expect(name).toMatch(/\.enc$/);
      const file = path.join(dir, name!);
      expect(isEncryptedBackup(file)).toBe(true);
      // Nothing of the rows shows through.
      expect(fs.readFileSync(file).includes(Buffer.from("Backup Drill Studio"))).toBe(false);
      expect((await as(ctx, cookie).get("/api/backups/latest")).json().latest).toMatchObject({
        encrypted: true,
      });

      const target =
        kind === "pglite"
          ? { dataDir: path.join(scratch, "never") }
          : { databaseUrl: "postgres://127.0.0.1:1/none", dataDir: "unused" };
      await expect(restoreDatabase(target, file)).rejects.toThrow(/encrypted: set BACKUP_PASSPHRASE/);
      await expect(restoreDatabase(target, file, { passphrase: "a wrong passphrase" })).rejects.toThrow(
        BackupError,
      );
      await expect(restoreDatabase(target, file, { passphrase: "a wrong passphrase" })).rejects.toThrow(
        /not the passphrase/,
      );
      expect(fs.existsSync(path.join(scratch, "never"))).toBe(false);
      expect(fingerprint(await digestOfRestored(file, PASSPHRASE))).toEqual(source);
    },
    SLOW,
  );

  it(
    "records a failed run with its error, and does nothing when BACKUP_KEEP=0",
    async () => {
      const blocked = path.join(scratch, "a-file");
      fs.writeFileSync(blocked, "in the way");
      await expect(runBackup(ctx.database, configWith({ BACKUP_DIR: blocked }))).rejects.toThrow();
      const failed = (await as(ctx, cookie).get("/api/backups/latest")).json();
      expect(failed.latest).toMatchObject({ status: "FAILED" });
      expect(failed.latest.error).toMatch(/EEXIST|ENOTDIR|exists/);

      const off = path.join(scratch, "off");
      const before = (await ctx.database.executeSql("SELECT count(*)::int AS n FROM backup_runs")).rows[0]!.n;
      await runBackup(ctx.database, configWith({ BACKUP_DIR: off, BACKUP_KEEP: 0 }));
      expect(fs.existsSync(off)).toBe(false);
      expect((await ctx.database.executeSql("SELECT count(*)::int AS n FROM backup_runs")).rows[0]!.n).toBe(
        before,
      );
    },
    SLOW,
  );
});

describe.runIf(kind === "pglite")("leaving the backup folder out of an embedded dump", () => {
  it("drops the entries under the folder, long names included, and keeps the rest", () => {
    const root = path.join(scratch, "tarroot");
    const deep = `base/${"x".repeat(120)}`;
    fs.mkdirSync(path.join(root, "backups/old"), { recursive: true });
    fs.mkdirSync(path.join(root, deep), { recursive: true });
    fs.writeFileSync(path.join(root, "backups/old/focal.tar.gz"), Buffer.alloc(3000, 7));
    fs.mkdirSync(path.join(root, "backups-not"));
    fs.writeFileSync(path.join(root, "backups-not/keep"), "kept");
    fs.writeFileSync(path.join(root, deep, "file"), "kept too");
    fs.writeFileSync(path.join(root, "PG_VERSION"), "17");
    const tar = execFileSync("tar", ["-c", "-C", root, "."]);
    const filtered = path.join(scratch, "filtered.tar");
    fs.writeFileSync(filtered, tarWithout(tar, ["backups"]));
    const names = execFileSync("tar", ["-tf", filtered]).toString().split("\n").filter(Boolean);
    expect(names.some((n) => n.includes("backups/"))).toBe(false);
    expect(names).toContain("./backups-not/keep");
    expect(names).toContain(`./${deep}/file`);
    expect(names).toContain("./PG_VERSION");
  });
});
