import { z } from "zod";
import type { Database } from "../../db/connect.js";
import { defineJob } from "../../jobs/queue.js";
import type { FileStore } from "./file-store.js";
import { findReferencedStorageKeys } from "./files.queries.js";

/**
 * An upload's bytes are stored before its row is written, often inside a caller's transaction: when
 * that transaction rolls back (or the server dies in between) the bytes stay with no row naming them.
 * The sweep deletes such keys once they are older than this: a younger one may belong to an upload whose
 * transaction is still open, and deleting it would lose a file about to be committed.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * Only names this server gives: a key from newStorageKey, or the temporary file of an interrupted disk
 * write beside one. Anything else in the folder or the bucket is not ours to delete.
 */
const OUR_KEY = /^[0-9a-f]{32}(\.[0-9a-f]{12}\.tmp)?$/;

export interface SweepResult {
  /** Keys looked at (ours and old enough). */
  checked: number;
  deleted: string[];
}

/**
 * Deletes the store's keys that no file row names and that were written before `now` less an hour.
 * Safe to run twice or alongside uploads: each upload takes a fresh key and writes its row right after
 * the bytes, so an unreferenced key past the hour belongs to no upload still under way.
 */
export async function sweepOrphanedFiles(
  database: Database,
  store: FileStore,
  now: Date = new Date(),
): Promise<SweepResult> {
  const cutoff = now.getTime() - ORPHAN_MIN_AGE_MS;
  const result: SweepResult = { checked: 0, deleted: [] };
  for await (const page of store.list()) {
    const candidates = page
      .filter((object) => OUR_KEY.test(object.key) && object.modifiedAt.getTime() < cutoff)
      .map((object) => object.key);
    if (candidates.length === 0) continue;
    result.checked += candidates.length;
    const referenced = await findReferencedStorageKeys(database.db, candidates);
    for (const key of candidates) {
      if (referenced.has(key)) continue;
      await store.delete(key);
      result.deleted.push(key);
    }
  }
  return result;
}

/** Once a day, at a quiet hour (UTC): orphans cost only space, so there is no hurry. */
export const orphanSweepJob = (database: Database, store: FileStore) =>
  defineJob({
    name: "files.orphan-sweep",
    payload: z.object({}),
    schedule: "43 3 * * *",
    // Listing a large bucket takes a while; a run cut short is finished by the next day's.
    expireInSeconds: 3600,
    async handler() {
      const { checked, deleted } = await sweepOrphanedFiles(database, store);
      if (deleted.length > 0) {
        console.info(`files: deleted ${deleted.length} stored file(s) no row names (of ${checked} checked)`);
      }
    },
  });
