/**
 * The job queue: pg-boss 10 on the application's own database. On PGlite pg-boss runs through our
 * connection (its `db.executeSql` option); on a PostgreSQL server it keeps a small pool of its own.
 * Jobs are defined with a zod payload and an idempotent handler. `enqueue` can take a drizzle
 * transaction, so that a job is stored in the same commit as the write that caused it, or not at all.
 * See docs/decisions/001-job-queue.md.
 */
import PgBoss from "pg-boss";
import type { z } from "zod";
import { type Database, type DbOrTx, rowsOf } from "../db/connect.js";
import { sqlFromPositional } from "../db/sql-text.js";

export interface JobContext {
  jobId: string;
  /** How many times this job ran before (0 on the first try). */
  retryCount: number;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  handler(payload: z.output<S>, context: JobContext): Promise<void>;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long a job may stay active before it is considered lost (its worker died) and retried. */
  expireInSeconds?: number;
  /** A cron expression (UTC) for jobs that run on a timetable rather than being enqueued. */
  schedule?: string;
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

export interface EnqueueOptions {
  /** Store the job inside this transaction: it exists only if the transaction commits. */
  tx?: DbOrTx;
  startAfter?: Date;
  singletonKey?: string;
}

export interface QueueOptions {
  /** A PostgreSQL connection string: pg-boss then uses its own pool. Without it, the app's connection. */
  connectionString?: string;
  pollingIntervalSeconds?: number;
  /** Run pg-boss maintenance and cron timers (off in tests, which drain by hand). */
  supervise?: boolean;
  /**
   * How often maintenance runs (pg-boss's default 120 s): among other things it notices jobs whose
   * worker died (active past their expiry) and hands them back for a retry.
   */
  maintenanceIntervalSeconds?: number;
}

function executorFor(tx: DbOrTx) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await tx.execute(sqlFromPositional(text, values));
      return { rows: rowsOf<unknown>(result) };
    },
  };
}

export class JobQueue {
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly boss: PgBoss;
  private started = false;

  constructor(
    database: Database,
    private readonly options: QueueOptions = {},
  ) {
    const common = {
      schema: "pgboss",
      supervise: options.supervise ?? true,
      schedule: options.supervise ?? true,
      migrate: true,
      ...(options.maintenanceIntervalSeconds
        ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds }
        : {}),
    };
    this.boss = options.connectionString
      ? new PgBoss({ ...common, connectionString: options.connectionString, max: 4 })
      : new PgBoss({ ...common, db: { executeSql: (text, values) => database.executeSql(text, values) } });
    this.boss.on("error", (error: Error) => console.error(`job queue: ${error.message}`));
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    this.started = true;
  }

  async register(...definitions: JobDefinition[]): Promise<void> {
    for (const definition of definitions) {
      if (this.definitions.has(definition.name)) continue;
      this.definitions.set(definition.name, definition);
      const settings = {
        name: definition.name,
        retryLimit: definition.retryLimit ?? 5,
        retryDelay: definition.retryDelaySeconds ?? 30,
        retryBackoff: true,
        ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
      };
      await this.boss.createQueue(definition.name, settings);
      // createQueue leaves an existing queue as it was: a database made before a setting changed gets it here.
      await this.boss.updateQueue(definition.name, settings);
      if (definition.schedule) await this.boss.schedule(definition.name, definition.schedule, {});
    }
  }

  async enqueue<S extends z.ZodType>(
    definition: JobDefinition<S>,
    payload: z.input<S>,
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    if (!this.definitions.has(definition.name)) {
      throw new Error(`Job ${definition.name} is not registered`);
    }
    const data = definition.payload.parse(payload) as object;
    return this.boss.send(definition.name, data, {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.tx ? { db: executorFor(options.tx) } : {}),
    });
  }

  private async runOne(definition: JobDefinition, job: { id: string; data: unknown; retryCount?: number }) {
    const payload = definition.payload.parse(job.data);
    await definition.handler(payload, { jobId: job.id, retryCount: job.retryCount ?? 0 });
  }

  /**
   * Starts a polling worker for every registered job. pg-boss 10 waits a whole polling interval after
   * every fetch, even one that found a job, which would cap each worker at one job a second; so after a
   * job the worker is told to fetch again at once, and only an empty fetch waits.
   */
  async work(): Promise<void> {
    for (const definition of this.definitions.values()) {
      let workerId = "";
      workerId = await this.boss.work(
        definition.name,
        {
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1,
          batchSize: 1,
          includeMetadata: true,
        },
        async ([job]) => {
          if (!job) return;
          try {
            await this.runOne(definition, job);
          } finally {
            this.boss.notifyWorker(workerId);
          }
        },
      );
    }
  }

  /**
   * Runs every due job until none is left (tests, and scripts that want the queue empty). With
   * `ignoreStartAfter`, delayed jobs run too. A failing handler marks its job failed and is reported.
   */
  async drain(
    options: { ignoreStartAfter?: boolean; maxJobs?: number } = {},
  ): Promise<{ ran: number; failed: number }> {
    let ran = 0;
    let failed = 0;
    const maxJobs = options.maxJobs ?? 10_000;
    for (let progress = true; progress && ran + failed < maxJobs; ) {
      progress = false;
      for (const definition of this.definitions.values()) {
        const jobs = await this.boss.fetch(definition.name, {
          batchSize: 50,
          includeMetadata: true,
          ignoreStartAfter: options.ignoreStartAfter ?? false,
        });
        for (const job of jobs) {
          progress = true;
          try {
            await this.runOne(definition, job);
            await this.boss.complete(definition.name, job.id);
            ran++;
          } catch (error) {
            await this.boss.fail(definition.name, job.id, { message: (error as Error).message });
            failed++;
          }
        }
      }
    }
    return { ran, failed };
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
