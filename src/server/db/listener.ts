/**
 * One LISTEN connection per server, shared by the in-memory caches that PostgreSQL keeps correct (the
 * session cache, the studio read cache). A cache may serve entries only while `isListening`: a change
 * committed while the connection was down was never heard, so every reset handler runs whenever the
 * connection is lost or comes back, and the caches empty themselves. On a PostgreSQL server the
 * connection is a client of its own (not the pool's), reconnected with backoff; on PGlite, which is
 * one session, notifications come through its own `listen`.
 */
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { Database } from "./connect.js";

type Handler = (payload: string | undefined) => void;

const RECONNECT_MS = [250, 1000, 2000, 5000];

export class DatabaseListener {
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly resetHandlers = new Set<() => void>();
  private listening = false;
  private started = false;
  private stopped = false;
  private stopListening: (() => Promise<void>) | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private failures = 0;

  constructor(
    private readonly database: Database,
    private readonly name = "focal-listener",
  ) {}

  get isListening(): boolean {
    return this.listening;
  }

  /** Subscribes to a channel; call before `start`. */
  on(channel: string, handler: Handler): void {
    if (this.started) throw new Error(`Subscribe to ${channel} before the listener starts`);
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    set.add(handler);
  }

  /** Runs whenever notifications may have been missed: the connection was lost, or it (re)opened. */
  onReset(handler: () => void): void {
    this.resetHandlers.add(handler);
  }

  /** Starts once, however many caches share the listener; a listener with no channel opens nothing. */
  async start(): Promise<void> {
    if (this.started || this.stopped || this.handlers.size === 0) return;
    this.started = true;
    if (this.database.kind === "pglite") {
      await this.listenPglite();
      return;
    }
    await this.connect();
  }

  private deliver(channel: string, payload: string | undefined): void {
    for (const handler of this.handlers.get(channel) ?? []) handler(payload);
  }

  private reset(listening: boolean): void {
    this.listening = listening;
    for (const handler of this.resetHandlers) handler();
  }

  private async listenPglite(): Promise<void> {
    const client = (this.database.db as unknown as { $client: PGlite }).$client;
    const unsubscribes: (() => Promise<void>)[] = [];
    try {
      for (const channel of this.handlers.keys()) {
        unsubscribes.push(await client.listen(channel, (payload) => this.deliver(channel, payload)));
      }
    } catch (error) {
      // Without notifications no cache may serve: every request reads the database, as without caches.
      console.warn(`Database listener: off (${(error as Error).message})`);
      return;
    }
    this.stopListening = async () => {
      if (!client.closed) for (const unsubscribe of unsubscribes) await unsubscribe();
    };
    this.reset(true);
  }

  private async connect(): Promise<void> {
    const pool = (this.database.db as unknown as { $client: pg.Pool }).$client;
    // The pool's own Client class: with several hosts in DATABASE_URL, it connects to the current primary.
    const Client = (pool as unknown as { Client?: typeof pg.Client }).Client ?? pg.Client;
    const client = new Client({ ...pool.options, application_name: this.name });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      this.stopListening = null;
      client.removeAllListeners("notification");
      client.end().catch(() => {});
      this.reset(false);
      if (this.stopped) return;
      if (this.failures === 0) {
        console.warn(`Database listener: connection lost (${error?.message ?? "closed"}); reconnecting`);
      }
      this.scheduleReconnect();
    };
    client.on("error", onLost);
    client.on("end", () => onLost());
    try {
      await client.connect();
      client.on("notification", (message) => this.deliver(message.channel, message.payload));
      for (const channel of this.handlers.keys()) {
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.stopListening = async () => {
      lost = true;
      client.removeAllListeners("notification");
      await client.end().catch(() => {});
    };
    if (this.failures > 0) console.warn("Database listener: listening again");
    this.failures = 0;
    this.reset(true);
  }

  private scheduleReconnect(): void {
    const delay = RECONNECT_MS[Math.min(this.failures, RECONNECT_MS.length - 1)]!;
    this.failures += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delay);
    this.reconnectTimer.unref();
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const stopListening = this.stopListening;
    this.stopListening = null;
    if (this.listening) this.reset(false);
    await stopListening?.().catch(() => {});
  }
}
