/** The disk file store: atomic writes under generated keys only. */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalFileStore, type FileStore, newStorageKey, StoredFileMissing } from "./file-store.js";

let dir: string;
let store: FileStore;
beforeAll(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), "focal-files-")), "files");
  store = createLocalFileStore(dir);
});
afterAll(() => rm(path.dirname(dir), { recursive: true, force: true }));

describe("the local file store", () => {
  it("stores, reads back and deletes bytes, leaving no temporary file", async () => {
    const key = newStorageKey();
    const bytes = Uint8Array.from({ length: 5000 }, (_, i) => i % 251);
    await store.put(key, bytes, "image/jpeg");
    expect(Buffer.from(await store.get(key)).equals(Buffer.from(bytes))).toBe(true);
    expect(await readdir(dir)).toEqual([key]);
    await store.put(key, Uint8Array.of(1, 2, 3), "image/jpeg");
    expect([...(await store.get(key))]).toEqual([1, 2, 3]);
    await store.delete(key);
    expect(await readdir(dir)).toEqual([]);
    await expect(store.get(key)).rejects.toBeInstanceOf(StoredFileMissing);
    // Deleting again is fine: a retried clean-up must not fail.
    await store.delete(key);
  });

  it("lists every key with when it was written", async () => {
    const first = newStorageKey();
    const second = newStorageKey();
    const before = Date.now();
    await store.put(first, Uint8Array.of(1), "text/plain");
    await store.put(second, Uint8Array.of(2), "text/plain");
    const listed = [];
    for await (const page of store.list()) listed.push(...page);
    expect(listed.map((o) => o.key).sort()).toEqual([first, second].sort());
    for (const object of listed) expect(object.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 2000);
    await store.delete(first);
    await store.delete(second);
    const none = [];
    for await (const page of createLocalFileStore(path.join(dir, "missing")).list()) none.push(page);
    expect(none).toEqual([]);
  });

  it("refuses any key that could be a path", async () => {
    for (const key of ["../secret", "a/b", "a\\b", "..", ".hidden", "", "x".repeat(300)]) {
      await expect(store.put(key, Uint8Array.of(1), "text/plain")).rejects.toThrow(/Refused storage key/);
      await expect(store.get(key)).rejects.toThrow(/Refused storage key/);
      await expect(store.delete(key)).rejects.toThrow(/Refused storage key/);
    }
  });
});
