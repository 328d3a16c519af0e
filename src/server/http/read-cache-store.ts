/**
 * The read cache's memory: every studio's stored answers, one cache-wide list of them in order of reading
 * (eviction drops from its old end) and the bytes they are counted as. Kept apart from read-cache.ts,
 * which decides what may be stored and when an answer goes stale; this file only holds, orders and
 * counts, so the bookkeeping can be read (and bounded) on its own.
 */

export interface Entry {
  body: string;
  contentType: string;
  staleAt: number;
  /** The tables the answer was read from; null: any of the studio's. */
  tables: ReadonlySet<string> | null;
  /** The memory it is counted as: its key and body, and the fixed overhead of an entry. */
  size: number;
  studio: Studio;
  key: string;
  /** Its neighbours in the cache-wide order of reading (`older` was read less recently). */
  older: Entry | null;
  newer: Entry | null;
}

export interface Studio {
  /** In least recently read order, so that the per-studio bound drops from the front. */
  entries: Map<string, Entry>;
  bytes: number;
  /** The cache's clock at the studio's last change, of any table. */
  changedAt: number;
  /** The clock at the last change that named no table (every answer of the studio is affected). */
  allChangedAt: number;
  /** The clock at each named table's last change. */
  tableChangedAt: Map<string, number>;
}

const emptyStudio = (clock: number): Studio => ({
  entries: new Map(),
  bytes: 0,
  changedAt: clock,
  allChangedAt: clock,
  tableChangedAt: new Map(),
});

export interface ReadCacheLimits {
  ttlMs: number;
  /** All studios' entries together; beyond it the least recently read entries, of any studio, are dropped. */
  maxBytes: number;
  /** URLs per studio (searches make new ones); beyond it the studio's least recently read is dropped. */
  maxEntriesPerStudio: number;
  /** Answers larger than this are not kept. */
  maxEntryBytes: number;
  /** Counted for each entry beyond its strings (see ENTRY_OVERHEAD_BYTES); 0 counts the strings alone. */
  entryOverheadBytes: number;
}

/**
 * What an entry costs beyond the characters of its key and body, estimated for 64-bit V8 without pointer
 * compression: the entry object (about 100 bytes), its slot in the studio's Map (about 40 with the
 * table's spare room), and the headers of the two strings (about 20 each).
 */
export const ENTRY_OVERHEAD_BYTES = 180;

export const DEFAULT_LIMITS: Omit<ReadCacheLimits, "ttlMs"> = {
  maxBytes: 64 * 1024 * 1024,
  maxEntriesPerStudio: 100,
  maxEntryBytes: 2 * 1024 * 1024,
  // The server passes ENTRY_OVERHEAD_BYTES; the bookkeeping's unit tests count characters only.
  entryOverheadBytes: 0,
};

/**
 * The bytes V8 holds a string's characters in: one a character when every one is Latin-1, else two.
 * A UTF-8 length above the character count means some character is not ASCII: counted as two bytes,
 * which over-counts an answer whose only accents are Latin-1 (safe for a bound).
 */
export function stringBytes(text: string): number {
  return Buffer.byteLength(text, "utf8") === text.length ? text.length : text.length * 2;
}

/** The fields of a new entry that the caller decides; the store fills in its place and neighbours. */
export type EntryFields = Pick<Entry, "body" | "contentType" | "staleAt" | "tables" | "size">;

export class EntryStore {
  private readonly studios = new Map<string, Studio>();
  /** Both ends of the list of every entry in order of reading: eviction drops from `oldest`. */
  private oldest: Entry | null = null;
  private newest: Entry | null = null;
  private bytes = 0;

  get size(): { entries: number; bytes: number } {
    let entries = 0;
    for (const studio of this.studios.values()) entries += studio.entries.size;
    return { entries, bytes: this.bytes };
  }

  find(studioId: string): Studio | undefined {
    return this.studios.get(studioId);
  }

  /** The studio's record, made when it has none (a change is remembered even with nothing stored). */
  studio(studioId: string): Studio {
    let studio = this.studios.get(studioId);
    if (!studio) {
      studio = emptyStudio(0);
      this.studios.set(studioId, studio);
    }
    return studio;
  }

  /** Stores an answer under `key` as the most recently read; the caller has made room for it. */
  add(studio: Studio, key: string, fields: EntryFields): void {
    const { body, contentType, staleAt, tables, size } = fields;
    const entry: Entry = { body, contentType, staleAt, tables, size, studio, key, older: null, newer: null };
    studio.entries.set(key, entry);
    this.link(entry);
    studio.bytes += entry.size;
    this.bytes += entry.size;
  }

  /** Marks an entry just read, in its studio's order and in the cache-wide one. */
  touch(entry: Entry): void {
    entry.studio.entries.delete(entry.key);
    entry.studio.entries.set(entry.key, entry);
    this.unlink(entry);
    this.link(entry);
  }

  drop(entry: Entry): void {
    entry.studio.entries.delete(entry.key);
    this.unlink(entry);
    entry.studio.bytes -= entry.size;
    this.bytes -= entry.size;
  }

  /** Drops the least recently read entries, of any studio, until the rest fit in `maxBytes`. */
  evictBeyond(maxBytes: number): void {
    while (this.bytes > maxBytes && this.oldest) this.drop(this.oldest);
  }

  clear(): void {
    this.studios.clear();
    this.oldest = null;
    this.newest = null;
    this.bytes = 0;
  }

  /** Puts an entry that is in no list at the most recently read end. */
  private link(entry: Entry): void {
    entry.older = this.newest;
    entry.newer = null;
    if (this.newest) this.newest.newer = entry;
    else this.oldest = entry;
    this.newest = entry;
  }

  private unlink(entry: Entry): void {
    if (entry.older) entry.older.newer = entry.newer;
    else if (this.oldest === entry) this.oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else if (this.newest === entry) this.newest = entry.older;
    entry.older = null;
    entry.newer = null;
  }
}
