import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, createTestContextOn, type TestContext } from "../test/context.js";
import { snapshotFile, testDbKind } from "../test/databases.js";
import { createTestPhotographer } from "../test/factories.js";
import { as } from "../test/http.js";
import { digestOfDatabase, digestOfDataDir, onTestServer } from "../test/restore-digest.js";
import { BackupError, backupDatabase, restoreDatabase } from "./backup.js";
import { contentDigest, tableRowCounts } from "./backup-tables.js";
import { pgliteOptions, wrapPglite } from "./connect.js";
import { DataDirLockedError } from "./data-dir-lock.js";

const SLOW = 180_000;
let scratch: string;

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "focal-backup-test-"));
});
afterAll(() => {
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A studio with real rows in many tables: clients, a project (and its automations' jobs), a template, a message. */
async function fillStudio(ctx: TestContext): Promise<void> {
  const studio = await createTestPhotographer(ctx, { businessName: "Backup Studio" });
  const api = as(ctx, studio.cookie);
  const clientIds: string[] = [];
  for (const [firstName, lastName] of [
    ["Ada", "Lovelace"],
    ["Zoë", "O'Brien"],
    ["Grace", "Hopper"],
  ]) {
    const created = await api.post("/api/clients", {
      firstName,
      lastName,
      email: `client${clientIds.length + 1}@example.com`,
      notes: "Backed up, restored, and still here: ünïcödé",
    });
    expect(created.statusCode, created.body).toBe(201);
    clientIds.push(created.json().id);
  }
  const project = await api.post("/api/projects", {
    title: "Wedding of Ada",
    projectType: "WEDDING",
    clientId: clientIds[0],
    eventDate: "2027-06-12",
  });
  expect(project.statusCode).toBe(201);
  const template = await api.post("/api/templates", {
    name: "Hello",
    channel: "EMAIL",
    subject: "Hello {{firstName}}",
    textBody: "Hi {{firstName}}",
  });
  expect(template.statusCode).toBe(201);
  const message = await api.post("/api/messages", {
    clientId: clientIds[1],
    content: "A note to keep",
    channel: "INTERNAL",
    sentByPhotographer: true,
  });
  expect(message.statusCode).toBe(201);
  await ctx.queue.drain();
}

function expectRealData(counts: Record<string, number>): void {
  expect(counts["public.photographers"]).toBeGreaterThanOrEqual(1);
  expect(counts["public.clients"]).toBeGreaterThanOrEqual(3);
  expect(counts["public.projects"]).toBeGreaterThanOrEqual(1);
  expect(counts["public.templates"]).toBeGreaterThanOrEqual(1);
  expect(counts["pgboss.job"]).toBeGreaterThanOrEqual(1);
}

describe.runIf(testDbKind() === "pglite")("backup and restore of the embedded database", () => {
  let dataDir: string;
  let digest: Record<string, string>;

  beforeAll(async () => {
    dataDir = path.join(scratch, "data");
    const client = new PGlite(
      dataDir,
      pgliteOptions({ loadDataDir: new Blob([fs.readFileSync(snapshotFile())]) }),
    );
    await client.waitReady;
    const ctx = await createTestContextOn(wrapPglite(client));
    try {
      await fillStudio(ctx);
      expectRealData(await tableRowCounts(ctx.database));
      digest = await contentDigest(ctx.database);
    } finally {
      await ctx.close();
    }
  }, SLOW);

  it(
    "restores a backup into a fresh directory with the same rows in every table",
    async () => {
      const file = path.join(scratch, "focal.tar.gz");
      const backup = await backupDatabase({ dataDir }, file);
      expect(backup).toMatchObject({ kind: "pglite", file });
      expect(backup.bytes).toBeGreaterThan(0);
      expect(backup.rows).toBeGreaterThan(0);

      const fresh = path.join(scratch, "fresh");
      const restored = await restoreDatabase({ dataDir: fresh }, file);
      expect(restored).toMatchObject({ kind: "pglite", tables: backup.tables, rows: backup.rows });
      expect(restored.previousDataDir).toBeUndefined();
      // The lock of the process that made the backup does not come back with it.
      expect(fs.existsSync(path.join(fresh, "focal.lock"))).toBe(false);
      expect(await digestOfDataDir(fresh)).toEqual(digest);
    },
    SLOW,
  );

  it(
    "restores over an existing database, keeping the replaced one aside",
    async () => {
      const file = path.join(scratch, "focal.tar.gz");
      const client = new PGlite(dataDir, pgliteOptions());
      await client.waitReady;
      await client.exec("DELETE FROM messages; UPDATE clients SET notes = 'changed after the backup'");
      await client.close();
      expect(await digestOfDataDir(dataDir)).not.toEqual(digest);

      const restored = await restoreDatabase({ dataDir }, file);
      expect(restored.previousDataDir).toBeDefined();
      expect(fs.existsSync(path.join(restored.previousDataDir!, "PG_VERSION"))).toBe(true);
      expect(await digestOfDataDir(dataDir)).toEqual(digest);
    },
    SLOW,
  );

  it("refuses while a server holds the data directory, and refuses a file that is not a backup", async () => {
    const file = path.join(scratch, "focal.tar.gz");
    // The parent process stands for a running server: alive, and not this process.
    fs.writeFileSync(path.join(dataDir, "focal.lock"), String(process.ppid));
    try {
      await expect(backupDatabase({ dataDir }, path.join(scratch, "other.tar.gz"))).rejects.toThrow(
        DataDirLockedError,
      );
      await expect(restoreDatabase({ dataDir }, file)).rejects.toThrow(DataDirLockedError);
      expect(fs.existsSync(path.join(scratch, "other.tar.gz"))).toBe(false);
    } finally {
      fs.rmSync(path.join(dataDir, "focal.lock"), { force: true });
    }
    const bogus = path.join(scratch, "bogus.tar.gz");
    fs.writeFileSync(bogus, "not a backup");
    await expect(restoreDatabase({ dataDir: path.join(scratch, "other") }, bogus)).rejects.toThrow(
      BackupError,
    );
    await expect(restoreDatabase({ dataDir }, path.join(scratch, "missing.tar.gz"))).rejects.toThrow(
      BackupError,
    );
  });
});

describe.runIf(testDbKind() === "postgres")("backup and restore on a PostgreSQL server", () => {
  let ctx: TestContext;
  let sourceUrl: string;
  const targetName = `focal_restore_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const targetUrl = withDatabase(process.env.TEST_DATABASE_URL ?? "postgres://localhost/x", targetName);

  function withDatabase(base: string, name: string): string {
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    const { rows } = await ctx.database.executeSql("SELECT current_database() AS name");
    sourceUrl = withDatabase(process.env.TEST_DATABASE_URL!, String(rows[0]!.name));
    await fillStudio(ctx);
    expectRealData(await tableRowCounts(ctx.database));
    await onTestServer(`CREATE DATABASE ${targetName}`);
  }, SLOW);
  afterAll(async () => {
    await ctx?.close();
    await onTestServer(`DROP DATABASE IF EXISTS ${targetName} WITH (FORCE)`);
  });

  it(
    "dumps with pg_dump and restores into another database with the same rows in every table",
    async () => {
      const file = path.join(scratch, "focal.dump");
      const backup = await backupDatabase({ databaseUrl: sourceUrl, dataDir: "unused" }, file);
      expect(backup).toMatchObject({ kind: "postgres", file });
      expect(backup.bytes).toBeGreaterThan(0);
      const digest = await contentDigest(ctx.database);

      const restored = await restoreDatabase({ databaseUrl: targetUrl, dataDir: "unused" }, file);
      expect(restored).toMatchObject({ kind: "postgres", tables: backup.tables, rows: backup.rows });
      expect(await digestOfDatabase(targetUrl)).toEqual(digest);

      // Again, over the restored data (--clean --if-exists): still the same.
      await restoreDatabase({ databaseUrl: targetUrl, dataDir: "unused" }, file);
      expect(await digestOfDatabase(targetUrl)).toEqual(digest);
    },
    SLOW,
  );

  it(
    "leaves the database as it was when a restore fails part-way",
    async () => {
      const whole = fs.readFileSync(path.join(scratch, "focal.dump"));
      const truncated = path.join(scratch, "truncated.dump");
      // Cut in the last table's data: the tables are dropped and recreated, then the data runs out.
      fs.writeFileSync(truncated, whole.subarray(0, whole.length - 64));
      const before = await digestOfDatabase(targetUrl);
      await expect(restoreDatabase({ databaseUrl: targetUrl, dataDir: "unused" }, truncated)).rejects.toThrow(
        BackupError,
      );
      expect(await digestOfDatabase(targetUrl)).toEqual(before);
    },
    SLOW,
  );

  it(
    "refuses to restore while a Focal server is connected, unless forced",
    async () => {
      const file = path.join(scratch, "focal.dump");
      // The test context's pools stand for a running server.
      await ctx.database.executeSql("SELECT 1");
      const digest = await contentDigest(ctx.database);
      await expect(restoreDatabase({ databaseUrl: sourceUrl, dataDir: "unused" }, file)).rejects.toThrow(
        /stop the servers/,
      );
      await restoreDatabase({ databaseUrl: sourceUrl, dataDir: "unused" }, file, { force: true });
      expect(await contentDigest(ctx.database)).toEqual(digest);
    },
    SLOW,
  );
});
