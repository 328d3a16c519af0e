/**
 * DATABASE_URL with several hosts, the way libpq reads it (`postgres://u@h1:5432,h2:5433/db?
 * target_session_attrs=read-write`). node-postgres connects to one host only, so a URL with several
 * is turned into pool options whose `Client` class asks a shared `PrimaryLocator` where to connect:
 * the locator remembers the host that last accepted writes and, once a connection to it fails or it
 * answers read-only (a failover demoted it), probes the hosts in order for the new primary. Every
 * connection of the process (the app pool, the LISTEN client, pg-boss's pool, migrations) goes through
 * the same locator, so they all follow the primary together. A URL with one host and no
 * target_session_attrs is handed to node-postgres untouched, as before.
 */
import pg from "pg";
import {
  formatHost,
  type HostPort,
  isMultiHostUrl,
  NoWritableHostError,
  type ParsedDatabaseUrl,
  parseDatabaseUrl,
} from "./database-url.js";

export { isMultiHostUrl, NoWritableHostError, parseDatabaseUrl };

const PROBE_TIMEOUT_MS = 5_000;

/** Where the writable host is, shared by every connection to one DATABASE_URL. */
export class PrimaryLocator {
  private current: HostPort | null = null;
  private searching: Promise<HostPort> | null = null;

  constructor(
    readonly parsed: ParsedDatabaseUrl,
    private readonly probeTimeoutMs = PROBE_TIMEOUT_MS,
  ) {}

  get needsWritable(): boolean {
    return this.parsed.targetSessionAttrs !== "any";
  }

  /** The host to connect to: the one remembered, or found now (one search at a time, however many ask). */
  target(): Promise<HostPort> {
    if (this.current) return Promise.resolve(this.current);
    this.searching ??= this.search().finally(() => {
      this.searching = null;
    });
    return this.searching;
  }

  /** The host failed or turned read-only: the next connection looks again. */
  forget(host: HostPort): void {
    if (this.current && this.current.host === host.host && this.current.port === host.port) {
      this.current = null;
    }
  }

  /** Tries the hosts in the order the URL gives them, like libpq. */
  private async search(): Promise<HostPort> {
    const reasons: string[] = [];
    for (const host of this.parsed.hosts) {
      const client = new pg.Client({
        connectionString: this.parsed.singleHostUrl,
        connectionTimeoutMillis: this.probeTimeoutMs,
        application_name: "focal-locator",
      });
      pointAt(client, host);
      client.on("error", () => {});
      try {
        await client.connect();
        if (this.needsWritable && (await isReadOnly(client))) {
          reasons.push(`${formatHost(host)} is read-only`);
          continue;
        }
        this.current = host;
        return host;
      } catch (error) {
        reasons.push(`${formatHost(host)}: ${(error as Error).message}`);
      } finally {
        await client.end().catch(() => {});
      }
    }
    throw new NoWritableHostError(this.parsed.hosts, reasons);
  }
}

/** A connection string wins over `host`/`port` options in node-postgres, so the host is set after it is read. */
function pointAt(client: pg.Client, target: HostPort): void {
  const self = client as unknown as { host: string; port: number; connectionParameters: HostPort };
  self.host = self.connectionParameters.host = target.host;
  self.port = self.connectionParameters.port = target.port;
}

/** libpq's read-write test is `SHOW transaction_read_only`; a standby also says it is in recovery. */
async function isReadOnly(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ standby: boolean; read_only: string }>(
    "SELECT pg_is_in_recovery() AS standby, current_setting('transaction_read_only') AS read_only",
  );
  return rows[0]?.standby === true || rows[0]?.read_only === "on";
}

const READ_ONLY_CODE = "25006"; // read_only_sql_transaction: a write reached a standby

/**
 * A pg.Client that connects wherever the locator says, checks that the host still takes writes, and
 * lets the locator know when its host fails, so the pool's next connection looks for the new primary.
 */
export function clientClassFor(locator: PrimaryLocator): typeof pg.Client {
  return class MultiHostClient extends pg.Client {
    private target: HostPort | null = null;

    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on("error", () => {
        if (this.target) locator.forget(this.target);
      });
    }

    // biome-ignore lint/suspicious/noExplicitAny: pg.Client's connect is overloaded (callback or promise).
    override connect(callback?: any): any {
      const connecting = this.connectToPrimary();
      if (!callback) return connecting;
      connecting.then(
        () => callback(null),
        (error: Error) => callback(error),
      );
      return undefined;
    }

    private async connectToPrimary(): Promise<this> {
      const target = await locator.target();
      this.target = target;
      pointAt(this as unknown as pg.Client, target);
      try {
        await super.connect();
        if (locator.needsWritable && (await isReadOnly(this))) {
          throw new NoWritableHostError([target], [`${formatHost(target)} turned read-only`]);
        }
      } catch (error) {
        locator.forget(target);
        // Not awaited: ending a client whose connection never opened may wait for a close that never comes.
        this.end().catch(() => {});
        throw error;
      }
      return this;
    }

    // biome-ignore lint/suspicious/noExplicitAny: forwards pg.Client's overloads unchanged.
    override query(...args: any[]): any {
      // biome-ignore lint/suspicious/noExplicitAny: see above.
      const result = (super.query as (...a: any[]) => any)(...args);
      if (result && typeof result.catch === "function") {
        // A write refused as read-only means this host was demoted: drop the connection, look again.
        result.catch((error: { code?: string }) => {
          if (error?.code === READ_ONLY_CODE && this.target) {
            locator.forget(this.target);
            this.end().catch(() => {});
          }
        });
      }
      return result;
    }
  };
}

const locators = new Map<string, PrimaryLocator>();

/** One locator per URL in the process, so that every pool and client agrees on the primary. */
export function locatorFor(url: string): PrimaryLocator {
  let locator = locators.get(url);
  if (!locator) {
    locator = new PrimaryLocator(parseDatabaseUrl(url));
    locators.set(url, locator);
  }
  return locator;
}

/**
 * The node-postgres options for a DATABASE_URL: `{ connectionString }` for one host, as always; for
 * several, the first host's URL plus a `Client` that follows the primary (pg.Pool and pg-boss pass
 * `Client` on to every connection they open).
 */
export function connectionOptionsFor(url: string): { connectionString: string; Client?: typeof pg.Client } {
  if (!isMultiHostUrl(url)) return { connectionString: url };
  const locator = locatorFor(url);
  return { connectionString: locator.parsed.singleHostUrl, Client: clientClassFor(locator) };
}

/** A single client (migrations, scripts) on the primary of a DATABASE_URL. */
export function newClient(url: string, config: pg.ClientConfig = {}): pg.Client {
  const { Client = pg.Client, ...options } = connectionOptionsFor(url);
  return new Client({ ...config, ...options });
}
