/**
 * An in-process cache of session lookups, so that an authenticated request costs no database round
 * trip for its session. It stays correct across server processes because it serves entries only while
 * it LISTENs on PostgreSQL: whatever ends sessions (sessions.ts) sends a NOTIFY that commits with the
 * deletion, and every server drops the matching entries when it arrives. While the listening connection
 * is down nothing is served from the cache (and it is emptied on reconnecting, since notifications may
 * have been missed); a short TTL bounds what a silently broken connection could let through. Requests
 * under /api/auth/ always read the database (guard.ts), so the session screens, sign-in and /api/auth/me
 * see a change at once, including studio fields (name, time zone) the cache may hold for up to the TTL.
 */
import type { SessionUser } from "../../shared/auth.js";
import type { DatabaseListener } from "../db/listener.js";

/** The NOTIFY channel; the payload is a SessionChange as JSON. */
export const SESSION_CHANNEL = "focal_sessions";

/** Which sessions may have ended: one (by token hash), all of a user's, or all of a portal client's. */
export type SessionChange = { idHash: string } | { userId: string } | { clientId: string };

interface Entry {
  user: SessionUser;
  /** When the session itself expires (ms). */
  expiresAt: number;
  /** When this entry stops being trusted without asking the database again (ms). */
  staleAt: number;
  /** The memory it is counted as (see entrySize). */
  size: number;
}

const MAX_ENTRIES = 50_000;
const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

/**
 * What an entry is counted as: its user's JSON, read as the characters of its strings, doubled for the
 * headers of those strings and the object holding them, plus the key and about 200 bytes for the entry
 * object and its Map slot. An estimate that errs high: a signed-in studio comes to about 900 bytes.
 */
function entrySize(idHash: string, user: SessionUser): number {
  return JSON.stringify(user).length * 2 + idHash.length + 200;
}

/** Every cache of this process: a change made here reaches them before any notification does. */
const liveCaches = new Set<SessionCache>();

export function invalidateCachedSessions(change: SessionChange): void {
  for (const cache of liveCaches) cache.invalidate(change);
}

export interface SessionCacheStats {
  hits: number;
  misses: number;
  invalidations: number;
  /** Changes heard through LISTEN (from any process, this one included). */
  notifications: number;
}

export class SessionCache {
  /** In least recently used order: the bounds drop from the front. */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly maxBytes: number;
  /** Bumped by every invalidation, so a lookup that raced one is not stored (see `store`). */
  private generation = 0;
  readonly stats: SessionCacheStats = { hits: 0, misses: 0, invalidations: 0, notifications: 0 };

  /**
   * `isolated`: this cache stands for a server in another process (tests), so it hears of changes
   * only through PostgreSQL, never from this process directly.
   */
  constructor(
    private readonly listener: DatabaseListener,
    private readonly ttlMs: number,
    options: { isolated?: boolean; maxBytes?: number } = {},
  ) {
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    if (!this.enabled) return;
    if (!options.isolated) liveCaches.add(this);
    listener.on(SESSION_CHANNEL, (payload) => this.onNotification(payload));
    listener.onReset(() => this.clear());
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** True while notifications arrive, that is while entries may be served. */
  get isListening(): boolean {
    return this.listener.isListening;
  }

  get(idHash: string): SessionUser | null {
    if (!this.listener.isListening) return null;
    const entry = this.entries.get(idHash);
    const now = Date.now();
    if (!entry || entry.staleAt <= now || entry.expiresAt <= now) {
      if (entry) this.drop(idHash, entry);
      this.stats.misses += 1;
      return null;
    }
    this.stats.hits += 1;
    this.entries.delete(idHash);
    this.entries.set(idHash, entry);
    return entry.user;
  }

  /** The generation to pass to `store` for a lookup about to start. */
  begin(): number {
    return this.generation;
  }

  store(idHash: string, generation: number, found: { user: SessionUser; expiresAt: Date } | null): void {
    if (!this.listener.isListening || !this.enabled) return;
    const previous = this.entries.get(idHash);
    if (previous) this.drop(idHash, previous);
    if (!found) return;
    // An invalidation arrived while this lookup ran: its answer may predate the deletion.
    if (generation !== this.generation) return;
    const size = entrySize(idHash, found.user);
    if (size > this.maxBytes) return;
    this.entries.set(idHash, {
      user: found.user,
      expiresAt: found.expiresAt.getTime(),
      staleAt: Date.now() + this.ttlMs,
      size,
    });
    this.bytes += size;
    for (const [oldestHash, oldest] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= this.maxBytes) break;
      this.drop(oldestHash, oldest);
    }
  }

  invalidate(change: SessionChange): void {
    this.generation += 1;
    this.stats.invalidations += 1;
    if ("idHash" in change) {
      const entry = this.entries.get(change.idHash);
      if (entry) this.drop(change.idHash, entry);
      return;
    }
    for (const [idHash, entry] of this.entries) {
      const matches =
        "userId" in change ? entry.user.id === change.userId : entry.user.clientId === change.clientId;
      if (matches) this.drop(idHash, entry);
    }
  }

  private drop(idHash: string, entry: Entry): void {
    this.entries.delete(idHash);
    this.bytes -= entry.size;
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private onNotification(payload: string | undefined): void {
    this.stats.notifications += 1;
    try {
      this.invalidate(JSON.parse(payload ?? "") as SessionChange);
    } catch {
      this.clear(); // not ours to read: forget everything rather than guess
    }
  }

  /** Stops hearing this process's own changes; the listener itself is stopped by its owner. */
  stop(): void {
    liveCaches.delete(this);
    this.clear();
  }
}
