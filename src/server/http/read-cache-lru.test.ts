/**
 * The read cache's memory bound: what it counts an entry as, and which entries go when the bound is
 * reached (the least recently read, of any studio), without the database.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DatabaseListener } from "../db/listener.js";
import { StudioReadCache } from "./read-cache.js";

const listening = { isListening: true, on() {}, onReset() {} } as unknown as DatabaseListener;
const json = "application/json";

/** Stores `body` under `key` for `studio`, from a read that raced nothing. */
function put(cache: StudioReadCache, studio: string, key: string, body: string): void {
  cache.store(studio, key, cache.begin(), body, json);
}

const kept = (cache: StudioReadCache, studio: string, key: string) => cache.get(studio, key) !== null;

describe("the read cache's byte bound", () => {
  it("counts an entry as its key, its body and the fixed overhead", () => {
    const cache = new StudioReadCache(listening, { ttlMs: 60_000, entryOverheadBytes: 100 });
    put(cache, "s", "/api/clients", "x".repeat(50));
    expect(cache.size).toEqual({ entries: 1, bytes: 12 + 50 + 100 });
    // A character outside Latin-1 makes V8 keep the whole string at two bytes a character.
    put(cache, "s", "/api/projects", `${"y".repeat(49)}€`);
    expect(cache.size).toEqual({ entries: 2, bytes: 162 + 13 + 100 + 100 });
    // Replacing an answer counts only the new one.
    put(cache, "s", "/api/clients", "z");
    expect(cache.size.bytes).toBe(12 + 1 + 100 + 213);
    cache.invalidate("s");
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it("drops the least recently read entries, across studios, not whole studios", () => {
    // Entries of 9 + 4 + 87 = 100 bytes: room for three.
    const cache = new StudioReadCache(listening, { ttlMs: 60_000, maxBytes: 300, entryOverheadBytes: 87 });
    put(cache, "a", "/api/one1", "[11]");
    put(cache, "b", "/api/one1", "[21]");
    put(cache, "a", "/api/two2", "[12]");
    expect(cache.size).toEqual({ entries: 3, bytes: 300 });
    expect(kept(cache, "a", "/api/one1")).toBe(true); // read: now the most recent

    put(cache, "c", "/api/one1", "[31]");
    expect(cache.size).toEqual({ entries: 3, bytes: 300 });
    expect(kept(cache, "b", "/api/one1"), "b's entry was the least recently read").toBe(false);
    expect(kept(cache, "a", "/api/one1")).toBe(true);
    expect(kept(cache, "a", "/api/two2"), "a's other entry stays: entries go, not studios").toBe(true);
    expect(kept(cache, "c", "/api/one1")).toBe(true);

    // Order of reading now: a/one1, a/two2, c/one1. A store is not a read of the others.
    put(cache, "b", "/api/two2", "[22]");
    expect(kept(cache, "a", "/api/one1")).toBe(false);
    expect(kept(cache, "a", "/api/two2")).toBe(true);
    expect(kept(cache, "c", "/api/one1")).toBe(true);
    expect(kept(cache, "b", "/api/two2")).toBe(true);
  });

  it("stays within the bound however many studios and URLs are stored", () => {
    const cache = new StudioReadCache(listening, {
      ttlMs: 60_000,
      maxBytes: 10_000,
      entryOverheadBytes: 180,
    });
    for (let n = 0; n < 2000; n++) {
      put(cache, `studio-${n % 37}`, `/api/clients?search=${n}`, "x".repeat(n % 700));
      if (n % 3 === 0) cache.get(`studio-${(n * 7) % 37}`, `/api/clients?search=${n - 5}`);
      expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
    }
    expect(cache.size.entries).toBeGreaterThan(0);
    // The most recent store is always kept.
    expect(kept(cache, `studio-${1999 % 37}`, "/api/clients?search=1999")).toBe(true);
  });

  it("keeps nothing larger than the whole bound, and leaves the others in place", () => {
    const cache = new StudioReadCache(listening, { ttlMs: 60_000, maxBytes: 100 });
    put(cache, "s", "/a", "[1]");
    put(cache, "s", "/b", "x".repeat(200));
    expect(kept(cache, "s", "/b")).toBe(false);
    expect(kept(cache, "s", "/a")).toBe(true);
    expect(cache.size).toEqual({ entries: 1, bytes: 5 });
  });

  it("drops a studio's least recently read URL at the per-studio bound, not its oldest stored", () => {
    const cache = new StudioReadCache(listening, { ttlMs: 60_000, maxEntriesPerStudio: 2 });
    put(cache, "s", "/first", "[1]");
    put(cache, "s", "/second", "[2]");
    expect(kept(cache, "s", "/first")).toBe(true);
    put(cache, "s", "/third", "[3]");
    expect(kept(cache, "s", "/second")).toBe(false);
    expect(kept(cache, "s", "/first")).toBe(true);
    expect(kept(cache, "s", "/third")).toBe(true);
    expect(cache.size.entries).toBe(2);
  });

  it("keeps its count right through invalidations, expiry and clearing", () => {
    const cache = new StudioReadCache(listening, {
      ttlMs: 60_000,
      maxBytes: 1000,
      maxEntriesPerStudio: 1000,
    });
    put(cache, "s", "/a", "[1]");
    cache.store("s", "/t", cache.begin(), "[2]", json, { tables: new Set(["bookings"]) });
    cache.store("s", "/o", cache.begin(), "[3]", json, { staleAt: Date.now() - 1 });
    put(cache, "u", "/a", "[4]");
    expect(cache.size).toEqual({ entries: 4, bytes: 20 });
    expect(kept(cache, "s", "/o")).toBe(false); // stale: dropped when read
    cache.invalidateScreens("s");
    expect(cache.size).toEqual({ entries: 2, bytes: 10 });
    cache.invalidate("s", "bookings");
    expect(cache.size).toEqual({ entries: 1, bytes: 5 });
    // Entries dropped out of the middle of the order leave it whole: eviction still finds the oldest.
    for (let n = 0; n < 300; n++) put(cache, "v", `/${n}`, "[5]");
    expect(cache.size.bytes).toBeLessThanOrEqual(1000);
    expect(kept(cache, "u", "/a")).toBe(false);
    cache.clear();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    put(cache, "s", "/a", "[6]");
    expect(cache.size).toEqual({ entries: 1, bytes: 5 });
  });
});

describe("an answer's own expiry", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Stops the cache's clock at `start`; answers a function that moves it on. */
  function clockAt(start: number): (ms: number) => void {
    let now = start;
    vi.spyOn(Date, "now").mockImplementation(() => now);
    return (ms) => {
      now += ms;
    };
  }

  it("goes stale at its own instant when that comes before the time to live", () => {
    const advance = clockAt(1_000_000);
    const cache = new StudioReadCache(listening, { ttlMs: 60_000 });
    cache.store("s", "/slots", cache.begin(), "[1]", json, { staleAt: 1_000_000 + 5_000 });
    advance(4_999);
    expect(cache.get("s", "/slots")?.body).toBe("[1]");
    advance(1);
    expect(cache.get("s", "/slots")).toBeNull();
  });

  it("goes stale at the time to live when its own instant is later", () => {
    const advance = clockAt(1_000_000);
    const cache = new StudioReadCache(listening, { ttlMs: 60_000 });
    cache.store("s", "/slots", cache.begin(), "[1]", json, { staleAt: 1_000_000 + 3_600_000 });
    advance(59_999);
    expect(cache.get("s", "/slots")?.body).toBe("[1]");
    advance(1);
    expect(cache.get("s", "/slots")).toBeNull();
  });
});
