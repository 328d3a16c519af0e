/**
 * The daily sweep of stored bytes no file row names: an upload whose transaction rolled back leaves its
 * bytes behind; past an hour they go, while a fresh upload (its transaction may still be open), every
 * file a row names and anything not named by this server stay.
 */
import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.js";
import { createTestPhotographer, type TestPhotographer } from "../../test/factories.js";
import { createLocalFileStore, type FileStore, newStorageKey } from "./file-store.js";
import { SAMPLES } from "./files.fixture.js";
import { createFilesService, type FilesService } from "./files.service.js";
import { ORPHAN_MIN_AGE_MS, orphanSweepJob, sweepOrphanedFiles } from "./orphan-sweep.job.js";

let dataDir: string;
let filesDir: string;
let ctx: TestContext;
let a: TestPhotographer;
let store: FileStore;
let service: FilesService;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "focal-sweep-"));
  filesDir = path.join(dataDir, "files");
  ctx = await createTestContext({ FOCAL_DATA_DIR: dataDir });
  a = await createTestPhotographer(ctx);
  store = createLocalFileStore(filesDir);
  service = createFilesService(ctx.database, store);
});
afterAll(async () => {
  await ctx?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const keys = async () => (await readdir(filesDir)).sort();
/** Makes a stored file look written `ms` ago. */
const age = (key: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  return utimes(path.join(filesDir, key), then, then);
};

class RolledBack extends Error {}

/** An upload inside a transaction that then rolls back: the bytes are stored, the row is not. */
async function rolledBackUpload(): Promise<string> {
  const before = new Set(await keys());
  await expect(
    ctx.database.db.transaction(async (tx) => {
      await service.saveFile({
        db: tx,
        photographerId: a.photographerId,
        clientId: null,
        uploadedBy: "STUDIO",
        filename: "lost.pdf",
        bytes: SAMPLES.pdf,
      });
      throw new RolledBack();
    }),
  ).rejects.toBeInstanceOf(RolledBack);
  const added = (await keys()).filter((key) => !before.has(key));
  expect(added).toHaveLength(1);
  return added[0]!;
}

describe("the orphaned files sweep", () => {
  it("deletes unreferenced bytes older than an hour and keeps fresh, referenced and foreign ones", async () => {
    const kept = await service.saveFile({
      photographerId: a.photographerId,
      clientId: null,
      uploadedBy: "STUDIO",
      filename: "kept.pdf",
      bytes: SAMPLES.pdf,
    });
    const keptKey = (await keys())[0]!;
    const orphan = await rolledBackUpload();
    const fresh = await rolledBackUpload();
    const foreign = "backup-notes.txt";
    await writeFile(path.join(filesDir, foreign), "not ours");
    const twoHours = 2 * ORPHAN_MIN_AGE_MS;
    for (const key of [keptKey, orphan, foreign]) await age(key, twoHours);
    // Just younger than the hour: its upload's transaction might still commit.
    await age(fresh, ORPHAN_MIN_AGE_MS - 60_000);

    const first = await sweepOrphanedFiles(ctx.database, store);
    expect(first.deleted).toEqual([orphan]);
    expect(await keys()).toEqual([keptKey, fresh, foreign].sort());

    // Run again later: the fresh orphan is old now; the referenced file and the foreign name still stay.
    const later = await sweepOrphanedFiles(ctx.database, store, new Date(Date.now() + twoHours));
    expect(later.deleted).toEqual([fresh]);
    expect(await keys()).toEqual([keptKey, foreign].sort());
    const download = await service.download({ kind: "studio", photographerId: a.photographerId }, kept.id);
    expect(Buffer.from(download.bytes).equals(SAMPLES.pdf)).toBe(true);

    // Nothing left to do: a second run deletes nothing.
    expect((await sweepOrphanedFiles(ctx.database, store, new Date(Date.now() + twoHours))).deleted).toEqual(
      [],
    );
  });

  it("is a daily job the app registers, which sweeps the app's own store", async () => {
    const job = orphanSweepJob(ctx.database, store);
    expect(job.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
    const orphan = newStorageKey();
    await store.put(orphan, SAMPLES.png, "image/png");
    await age(orphan, 2 * ORPHAN_MIN_AGE_MS);
    // The app registered the job under this name: enqueueing it through the app's queue runs the sweep.
    await ctx.queue.enqueue(job, {});
    const { ran, failed } = await ctx.queue.drain();
    expect([ran >= 1, failed]).toEqual([true, 0]);
    expect(await keys()).not.toContain(orphan);
  });

  it("reads an empty or missing folder as nothing to do", async () => {
    const empty = createLocalFileStore(path.join(dataDir, "never-written"));
    expect(await sweepOrphanedFiles(ctx.database, empty)).toEqual({ checked: 0, deleted: [] });
  });
});
