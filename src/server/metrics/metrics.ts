/**
 * The Prometheus metrics of one app instance: its own Registry (tests build many apps in one process,
 * and each must count only its own requests). Counters the app increments as things happen (requests,
 * e-mails, SMS, webhook deliveries), and gauges and counters read at scrape time from what already
 * keeps the figures (the pool, pg-boss's job table, the queue's failure count, the caches' stats).
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/connect.js";
import type { JobQueue } from "../jobs/queue.js";
import { queueDepths } from "./metrics.queries.js";

interface HitStats {
  hits: number;
  misses: number;
}

export interface MetricSources {
  database: Database;
  queue: JobQueue;
  readCache: { stats: HitStats };
  sessionCache: { stats: HitStats };
}

/** What a node-postgres pool says of itself; the embedded database has no pool and reports nothing. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

function poolOf(database: Database): PoolCounts | null {
  const client = (database.db as unknown as { $client?: Partial<PoolCounts> }).$client;
  return database.kind === "postgres" && typeof client?.totalCount === "number"
    ? (client as PoolCounts)
    : null;
}

/** Seconds: most API answers take milliseconds; exports and PDFs take seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class AppMetrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<"method" | "route" | "status">;
  readonly httpDuration: Histogram<"method" | "route" | "status">;
  readonly emails: Counter<"status">;
  readonly sms: Counter<"status">;
  readonly webhookDeliveries: Counter<"outcome">;

  constructor(sources: MetricSources, options: { processMetrics: boolean }) {
    const registers = [this.registry];
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry, prefix: "focal_" });
    const http = ["method", "route", "status"] as const;
    this.httpRequests = new Counter({
      name: "focal_http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status class (2xx, 4xx…)",
      labelNames: http,
      registers,
    });
    this.httpDuration = new Histogram({
      name: "focal_http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method, route pattern and status class",
      labelNames: http,
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.emails = new Counter({
      name: "focal_emails_total",
      help: "E-mails handed to the transport (SMTP or the development outbox), by status: sent or failed",
      labelNames: ["status"],
      registers,
    });
    this.sms = new Counter({
      name: "focal_sms_total",
      help: "Text messages handed to the transport (Twilio or the development outbox), by status: sent or failed",
      labelNames: ["status"],
      registers,
    });
    this.webhookDeliveries = new Counter({
      name: "focal_webhook_deliveries_total",
      help: "Webhook delivery attempts, by what became of the delivery: delivered, retrying or failed",
      labelNames: ["outcome"],
      registers,
    });
    this.scrapeTime(sources, registers);
  }

  /** The figures read when Prometheus scrapes: nothing is counted twice or kept here. */
  private scrapeTime(sources: MetricSources, registers: Registry[]) {
    const { database, queue } = sources;
    new Gauge({
      name: "focal_db_pool_connections",
      help: "Connections of the PostgreSQL pool, by state: total (open) and idle",
      labelNames: ["state"],
      registers,
      collect() {
        const pool = poolOf(database);
        if (!pool) return;
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
      },
    });
    new Gauge({
      name: "focal_db_pool_waiting_requests",
      help: "Queries waiting for a free connection of the PostgreSQL pool",
      registers,
      collect() {
        const pool = poolOf(database);
        if (pool) this.set(pool.waitingCount);
      },
    });
    new Gauge({
      name: "focal_job_queue_depth",
      help: "Jobs waiting to run, by queue and state: created (new) or retry (failed before, due again)",
      labelNames: ["queue", "state"],
      registers,
      async collect() {
        this.reset();
        // One grouped query; while the database is away the figure is left out rather than failing the scrape.
        const depths = await queueDepths(database).catch(() => []);
        for (const row of depths) {
          this.set({ queue: row.queue, state: "created" }, row.created);
          this.set({ queue: row.queue, state: "retry" }, row.retry);
        }
      },
    });
    new Counter({
      name: "focal_job_failures_total",
      help: "Job handlers that threw, by queue (the job is retried until its retry limit)",
      labelNames: ["queue"],
      registers,
      collect() {
        this.reset();
        for (const [name, count] of queue.failures) this.inc({ queue: name }, count);
      },
    });
    new Counter({
      name: "focal_cache_lookups_total",
      help: "Lookups in the studio read cache (cache=read) and the session cache (cache=session), by result",
      labelNames: ["cache", "result"],
      registers,
      collect() {
        this.reset();
        for (const [cache, { stats }] of [
          ["read", sources.readCache],
          ["session", sources.sessionCache],
        ] as const) {
          this.inc({ cache, result: "hit" }, stats.hits);
          this.inc({ cache, result: "miss" }, stats.misses);
        }
      },
    });
  }
}
