/**
 * One code path over two drivers. With DATABASE_URL unset the app runs on PGlite (PostgreSQL compiled
 * to WASM) persisted in a directory; with it set, on a node-postgres pool. Both hand out the same
 * drizzle API; `executeSql` is the raw escape hatch that pg-boss and a few hand-written queries use.
 */
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { connectionOptionsFor } from "./multi-host.js";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A drizzle transaction handle; it has the same query API as Db. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** Runs raw SQL. Without values the text may hold several statements (pg-boss migrations do). */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /**
   * Hears the NOTICEs that statements on this pool raise, as they run (before their promise settles),
   * which is how this process learns at once what its own writes changed (see db/listener.ts and
   * http/read-cache.ts). PGlite delivers its notifications as synchronously, so it has no need of this.
   */
  onNotice?(handler: (message: string) => void): () => void;
  /** PGlite only: a tarball of its data directory, taken between statements (the backup job's copy). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    dumpDataDir: () => client.dumpDataDir("none"),
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export function wrapPool(pool: pg.Pool): Database {
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const noticeHandlers = new Set<(message: string) => void>();
  pool.on("connect", (client) => {
    client.on("notice", (notice) => {
      for (const handler of noticeHandlers) handler(notice.message ?? "");
    });
  });
  return {
    kind: "postgres",
    db,
    onNotice(handler) {
      noticeHandlers.add(handler);
      return () => noticeHandlers.delete(handler);
    },
    async executeSql(text, values) {
      const result = await pool.query(text, values as unknown[] | undefined);
      // A multi-statement text gives an array of results; pg-boss only reads the last.
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * The options for every PGlite that runs our migrations or opens our data: the extensions the schema
 * uses (pg_trgm, for the lists' search indexes) must be loaded, or the database refuses to open them.
 */
export function pgliteOptions(options: PGliteOptions = {}): PGliteOptions {
  return { ...options, extensions: { ...options.extensions, pg_trgm } };
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = dataDir ? new PGlite(dataDir, pgliteOptions()) : new PGlite(pgliteOptions());
  await client.waitReady;
  return wrapPglite(client);
}

/**
 * Connection settings that let a pool ride out a database restart: a connection attempt gives up
 * instead of hanging while the server is unreachable, and TCP keep-alive notices a peer that vanished.
 */
export const RESILIENT_POOL_SETTINGS = {
  connectionTimeoutMillis: 10_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;

/**
 * A connection that dies (PostgreSQL restarted, a backend terminated) makes its client emit `error`.
 * The pool listens only on idle clients; a client checked out for a transaction, even between two
 * statements, has no listener, and an unheard `error` event kills the process. Every client gets
 * one for its whole life: the statement in flight, if any, rejects on its own, and the pool drops
 * the broken client when it is released, so the next query opens a fresh connection.
 */
export function surviveConnectionLoss(pool: pg.Pool, label: string): pg.Pool {
  const warn = (error: Error) => console.warn(`${label}: connection lost: ${error.message}`);
  pool.on("error", warn);
  pool.on("connect", (client) => {
    client.on("error", () => {
      // Reported once by the pool's own `error` event when idle, or by the query that failed when not.
    });
  });
  return pool;
}

/** SQLSTATE classes and socket errors that mean "the server went away", not "this statement is wrong". */
const CONNECTION_LOSS_CODES = new Set([
  "57P01", // admin_shutdown: the server is stopping, or pg_terminate_backend
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or in recovery
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);
const CONNECTION_LOSS_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Client was closed|the database system is (starting up|shutting down|in recovery mode)/i;

/** Whether an error (or its cause) means the database could not be reached rather than a failed statement. */
export function isConnectionLoss(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && CONNECTION_LOSS_CODES.has(code)) return true;
    if (typeof message === "string" && CONNECTION_LOSS_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/**
 * No parallel workers for our sessions: every statement is one studio's, and a request already runs its
 * independent statements side by side on the pool (the dashboard nine at once), so workers only take the
 * cores other requests are waiting for. Measured on a 200,000-project studio: the dashboard at p50 285 ms
 * with PostgreSQL's default of two workers a statement, 238 ms without (docs/PERFORMANCE.md).
 */
const SESSION_OPTIONS = "-c max_parallel_workers_per_gather=0";

export function openPostgres(connectionString: string, max = 10): Database {
  // The name tells a restore (backup.ts) that a Focal server is connected. Several hosts in the URL:
  // every new connection goes to the current primary (db/multi-host.ts).
  const pool = new pg.Pool({
    ...connectionOptionsFor(connectionString),
    max,
    application_name: "focal",
    options: SESSION_OPTIONS,
    ...RESILIENT_POOL_SETTINGS,
  });
  return wrapPool(surviveConnectionLoss(pool, "PostgreSQL pool"));
}

/** Rows of a `db.execute(sql...)` result: both drivers answer `{ rows }`, which drizzle's generic type hides. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
