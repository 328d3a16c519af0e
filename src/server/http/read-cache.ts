/**
 * The studio read cache: the answers of the hottest reads (the lists and detail pages a photographer
 * moves between, routes with `config: { studioCache: true }`) kept in memory per studio and URL, so that
 * a repeated read costs no database round trip. It is kept correct by PostgreSQL, not by the features:
 * a trigger on every table with a photographer_id (migration 0008) names the studio that changed,
 *   - as a NOTICE on the writing connection, heard by this process while the statement runs, and
 *   - as a NOTIFY, heard by every server's listener when the transaction commits;
 * and a photographer's own write request drops the studio's entries again before its answer leaves,
 * after its commit, so the next screen never shows the state before it. Entries are served only while
 * the listener listens (they are all dropped when it is lost or comes back), and a TTL
 * (READ_CACHE_SECONDS) bounds what a silently broken connection could let through. A read that was
 * running when its studio changed is not stored, since it may have seen the state before the change.
 *
 * The triggers also name the table that changed (migration 0028). A studio screen's answer depends on
 * any of the studio's tables; an answer stored with the list of tables it read (the public booking
 * pages) is dropped only when one of those changes, so that a photographer saving a project's notes
 * does not throw away the booking calendar their clients are looking at.
 */
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/connect.js";
import type { DatabaseListener } from "../db/listener.js";

/** Route config of a read served from the cache: its answer depends only on the studio's rows and the URL. */
export const cached = { studioCache: true } as const;

/**
 * The NOTIFY channel and NOTICE prefix of migrations 0008 and 0028; the payload is a studio's id and the
 * changed table (`<studio> <table>`), a studio's id alone (any of its tables), or `*` for every studio.
 */
export const STUDIO_CHANNEL = "focal_studio_data";
const NOTICE_PREFIX = `${STUDIO_CHANNEL} `;

declare module "fastify" {
  interface FastifyContextConfig {
    /** A GET whose answer depends only on the signed-in studio's rows and the URL: served from memory. */
    studioCache?: boolean;
  }
  interface FastifyRequest {
    /** When a cacheable read began (the cache's clock), so that `store` can tell if it raced a change. */
    readCacheBegun: number | undefined;
  }
}

interface Entry {
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

interface Studio {
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

export interface StoreOptions {
  /** The answer's own expiry (ms), when it would change with time alone; the TTL still bounds it. */
  staleAt?: number;
  /** The tables the answer depends on (by name); without them it depends on every table of the studio. */
  tables?: ReadonlySet<string>;
}

const emptyStudio = (clock: number): Studio => ({
  entries: new Map(),
  bytes: 0,
  changedAt: clock,
  allChangedAt: clock,
  tableChangedAt: new Map(),
});

/** `studio`, `studio table` or `*`. */
function parseChange(payload: string): { studioId: string; table?: string } {
  const space = payload.indexOf(" ");
  if (space < 0) return { studioId: payload || "*" };
  return { studioId: payload.slice(0, space), table: payload.slice(space + 1) };
}

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

const DEFAULT_LIMITS: Omit<ReadCacheLimits, "ttlMs"> = {
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
function stringBytes(text: string): number {
  return Buffer.byteLength(text, "utf8") === text.length ? text.length : text.length * 2;
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  stores: number;
  /** Stores refused because the studio changed while the read ran. */
  raced: number;
  invalidations: number;
  notifications: number;
  notices: number;
}

export class StudioReadCache {
  private readonly studios = new Map<string, Studio>();
  /** Both ends of the list of every entry in order of reading: eviction drops from `oldest`. */
  private oldest: Entry | null = null;
  private newest: Entry | null = null;
  private readonly limits: ReadCacheLimits;
  private clock = 0;
  private clearedAt = 0;
  private bytes = 0;
  readonly stats: ReadCacheStats = {
    hits: 0,
    misses: 0,
    stores: 0,
    raced: 0,
    invalidations: 0,
    notifications: 0,
    notices: 0,
  };

  constructor(
    private readonly listener: DatabaseListener,
    limits: Partial<ReadCacheLimits> & { ttlMs: number },
    database?: Database,
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
    if (!this.enabled) return;
    listener.on(STUDIO_CHANNEL, (payload) => {
      this.stats.notifications += 1;
      const change = parseChange(payload ?? "");
      this.invalidate(change.studioId, change.table);
    });
    listener.onReset(() => this.clear());
    database?.onNotice?.((message) => {
      if (!message.startsWith(NOTICE_PREFIX)) return;
      this.stats.notices += 1;
      const change = parseChange(message.slice(NOTICE_PREFIX.length));
      this.invalidate(change.studioId, change.table);
    });
  }

  get enabled(): boolean {
    return this.limits.ttlMs > 0;
  }

  /** Whether answers may be served: on, and hearing every change. */
  get isServing(): boolean {
    return this.enabled && this.listener.isListening;
  }

  get size(): { entries: number; bytes: number } {
    let entries = 0;
    for (const studio of this.studios.values()) entries += studio.entries.size;
    return { entries, bytes: this.bytes };
  }

  get(studioId: string, key: string): Entry | null {
    if (!this.isServing) return null;
    const studio = this.studios.get(studioId);
    const entry = studio?.entries.get(key);
    if (!studio || !entry) {
      this.stats.misses += 1;
      return null;
    }
    if (entry.staleAt <= Date.now()) {
      this.drop(entry);
      this.stats.misses += 1;
      return null;
    }
    this.stats.hits += 1;
    studio.entries.delete(key);
    studio.entries.set(key, entry);
    this.unlink(entry);
    this.link(entry);
    return entry;
  }

  /** The clock to hand to `store` for a read about to start. */
  begin(): number {
    return this.clock;
  }

  store(
    studioId: string,
    key: string,
    begunAt: number,
    body: string,
    contentType: string,
    options: StoreOptions = {},
  ): void {
    if (!this.isServing) return;
    const studio = this.studios.get(studioId);
    const tables = options.tables ?? null;
    if (begunAt < this.clearedAt || (studio && changedSince(studio, begunAt, tables))) {
      this.stats.raced += 1;
      return;
    }
    const bodyBytes = stringBytes(body);
    if (bodyBytes > this.limits.maxEntryBytes) return;
    const size = bodyBytes + stringBytes(key) + this.limits.entryOverheadBytes;
    // It would push out every other entry and then itself.
    if (size > this.limits.maxBytes) return;
    const target = studio ?? emptyStudio(0);
    if (!studio) this.studios.set(studioId, target);
    const previous = target.entries.get(key);
    if (previous) this.drop(previous);
    if (target.entries.size >= this.limits.maxEntriesPerStudio) {
      this.drop(target.entries.values().next().value!);
    }
    const entry: Entry = {
      body,
      contentType,
      staleAt: Math.min(Date.now() + this.limits.ttlMs, options.staleAt ?? Number.POSITIVE_INFINITY),
      tables,
      size,
      studio: target,
      key,
      older: null,
      newer: null,
    };
    target.entries.set(key, entry);
    this.link(entry);
    target.bytes += size;
    this.bytes += size;
    this.stats.stores += 1;
    this.evict();
  }

  /** A studio's rows changed (`*`: perhaps every studio's), in `table` or in any table. */
  invalidate(studioId: string, table?: string): void {
    this.clock += 1;
    this.stats.invalidations += 1;
    if (studioId === "*") {
      this.clearEntries();
      return;
    }
    let studio = this.studios.get(studioId);
    if (!studio) {
      // Remembered, so that a read of this studio already running is not stored.
      studio = emptyStudio(0);
      this.studios.set(studioId, studio);
    }
    studio.changedAt = this.clock;
    if (table === undefined) {
      studio.allChangedAt = this.clock;
      for (const entry of studio.entries.values()) this.drop(entry);
      return;
    }
    studio.tableChangedAt.set(table, this.clock);
    for (const entry of studio.entries.values()) {
      if (entry.tables === null || entry.tables.has(table)) this.drop(entry);
    }
  }

  /**
   * After a photographer's write has committed: drops the studio screens' answers (those that depend
   * on any table), which a read beside the write may have stored from the state before its commit.
   * Answers that named their tables were dropped by the write's own notices, and a read that raced the
   * commit is dropped by its notification (the public booking pages may show it for those milliseconds).
   */
  invalidateScreens(studioId: string): void {
    this.clock += 1;
    this.stats.invalidations += 1;
    let studio = this.studios.get(studioId);
    if (!studio) {
      studio = emptyStudio(0);
      this.studios.set(studioId, studio);
    }
    studio.changedAt = this.clock;
    for (const entry of studio.entries.values()) if (entry.tables === null) this.drop(entry);
  }

  clear(): void {
    this.clock += 1;
    this.clearEntries();
  }

  private clearEntries(): void {
    this.clearedAt = this.clock;
    this.studios.clear();
    this.oldest = null;
    this.newest = null;
    this.bytes = 0;
  }

  private drop(entry: Entry): void {
    entry.studio.entries.delete(entry.key);
    this.unlink(entry);
    entry.studio.bytes -= entry.size;
    this.bytes -= entry.size;
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

  private evict(): void {
    while (this.bytes > this.limits.maxBytes && this.oldest) this.drop(this.oldest);
  }
}

/** Whether something a read of `tables` (null: any table) depends on changed after it began. */
function changedSince(studio: Studio, begunAt: number, tables: ReadonlySet<string> | null): boolean {
  if (tables === null) return begunAt < studio.changedAt;
  if (begunAt < studio.allChangedAt) return true;
  for (const table of tables) if (begunAt < (studio.tableChangedAt.get(table) ?? 0)) return true;
  return false;
}

/**
 * Serves `studioCache` routes from the cache and stores their 200 answers. It runs as a preHandler,
 * after the guard has found the studio and after the route's schemas have refused bad input.
 */
export function registerReadCache(app: FastifyInstance, cache: StudioReadCache): void {
  if (!cache.enabled) return;
  app.decorateRequest("readCacheBegun", undefined);
  app.addHook("preHandler", async (request, reply) => {
    if (request.method !== "GET" || !request.routeOptions.config.studioCache || !request.user) return;
    const hit = cache.get(request.user.photographerId, request.url);
    if (hit) return reply.type(hit.contentType).send(hit.body);
    request.readCacheBegun = cache.begin();
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const studioId = request.user?.photographerId;
    if (!studioId) return payload;
    if (request.readCacheBegun !== undefined) {
      if (reply.statusCode === 200 && typeof payload === "string") {
        const type = reply.getHeader("content-type");
        cache.store(
          studioId,
          request.url,
          request.readCacheBegun,
          payload,
          String(type ?? "application/json"),
        );
      }
    } else if (request.method !== "GET" && request.method !== "HEAD") {
      // Its transaction has committed: drop what a read running beside it may have stored meanwhile.
      cache.invalidateScreens(studioId);
    }
    return payload;
  });
}
