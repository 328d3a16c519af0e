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
import {
  DEFAULT_LIMITS,
  type Entry,
  EntryStore,
  type ReadCacheLimits,
  type Studio,
  stringBytes,
} from "./read-cache-store.js";

export { ENTRY_OVERHEAD_BYTES, type ReadCacheLimits } from "./read-cache-store.js";

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

export interface StoreOptions {
  /** The answer's own expiry (ms), when it would change with time alone; the TTL still bounds it. */
  staleAt?: number;
  /** The tables the answer depends on (by name); without them it depends on every table of the studio. */
  tables?: ReadonlySet<string>;
}

/** `studio`, `studio table` or `*`. */
function parseChange(payload: string): { studioId: string; table?: string } {
  const space = payload.indexOf(" ");
  if (space < 0) return { studioId: payload || "*" };
  return { studioId: payload.slice(0, space), table: payload.slice(space + 1) };
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
  private readonly entries = new EntryStore();
  private readonly limits: ReadCacheLimits;
  private clock = 0;
  private clearedAt = 0;
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
    return this.entries.size;
  }

  get(studioId: string, key: string): Entry | null {
    if (!this.isServing) return null;
    const studio = this.entries.find(studioId);
    const entry = studio?.entries.get(key);
    if (!studio || !entry) {
      this.stats.misses += 1;
      return null;
    }
    if (entry.staleAt <= Date.now()) {
      this.entries.drop(entry);
      this.stats.misses += 1;
      return null;
    }
    this.stats.hits += 1;
    this.entries.touch(entry);
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
    const studio = this.entries.find(studioId);
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
    const target = studio ?? this.entries.studio(studioId);
    const previous = target.entries.get(key);
    if (previous) this.entries.drop(previous);
    if (target.entries.size >= this.limits.maxEntriesPerStudio) {
      this.entries.drop(target.entries.values().next().value!);
    }
    this.entries.add(target, key, {
      body,
      contentType,
      staleAt: Math.min(Date.now() + this.limits.ttlMs, options.staleAt ?? Number.POSITIVE_INFINITY),
      tables,
      size,
    });
    this.stats.stores += 1;
    this.entries.evictBeyond(this.limits.maxBytes);
  }

  /** A studio's rows changed (`*`: perhaps every studio's), in `table` or in any table. */
  invalidate(studioId: string, table?: string): void {
    this.clock += 1;
    this.stats.invalidations += 1;
    if (studioId === "*") {
      this.clearEntries();
      return;
    }
    // Remembered even with nothing stored, so that a read of this studio already running is not stored.
    const studio = this.entries.studio(studioId);
    studio.changedAt = this.clock;
    if (table === undefined) {
      studio.allChangedAt = this.clock;
      for (const entry of studio.entries.values()) this.entries.drop(entry);
      return;
    }
    studio.tableChangedAt.set(table, this.clock);
    for (const entry of studio.entries.values()) {
      if (entry.tables === null || entry.tables.has(table)) this.entries.drop(entry);
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
    const studio = this.entries.studio(studioId);
    studio.changedAt = this.clock;
    for (const entry of studio.entries.values()) if (entry.tables === null) this.entries.drop(entry);
  }

  clear(): void {
    this.clock += 1;
    this.clearEntries();
  }

  private clearEntries(): void {
    this.clearedAt = this.clock;
    this.entries.clear();
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
