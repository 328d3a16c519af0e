/**
 * The job queue: pg-boss 10 on the application's own database. On PGlite pg-boss runs through our
 * connection (its `db.executeSql` option); on a PostgreSQL server it keeps a small pool of its own.
 * Jobs are defined with a zod payload and an idempotent handler. `enqueue` can take a drizzle
 * transaction, so that a job is stored in the same commit as the write that caused it, or not at all.
 * See docs/decisions/001-job-queue.md.
 */
import PgBoss from "pg-boss";
import type { z } from "zod";
import {
  type Database,
  type DbOrTx,
  isConnectionLoss,
  RESILIENT_POOL_SETTINGS,
  rowsOf,
} from "../db/connect.js";
import { connectionOptionsFor } from "../db/multi-host.js";
import { sqlFromPositional } from "../db/sql-text.js";
import { withRequestId } from "../http/request-context.js";
import { logJobFailure, splitRequestId, tagWithRequestId } from "./job-request.js";
import type { EnqueueOptions, JobDefinition, QueueOptions } from "./job-types.js";

export {
  defineJob,
  type EnqueueOptions,
  type JobContext,
  type JobDefinition,
  type QueueOptions,
} from "./job-types.js";

/** Retries of recording a job's outcome while the database is away: about a minute in all. */
const SETTLE_RETRY_MS = [250, 500, 1000, 2000, 4000, 8000, 15_000, 30_000];
const STOP_TIMEOUT_MS = 10_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** A handler past its job's expiry is abandoned here (pg-boss will hand the job out again anyway). */
async function withinSeconds<T>(promise: Promise<T>, seconds: number | undefined): Promise<T> {
  if (!seconds) return promise;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`handler ran past its expiry of ${seconds} s`)),
      seconds * 1000,
    );
  });
  try {
    return await Promise.race([promise, expired]);
  } finally {
    clearTimeout(timer);
  }
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
  private working = false;
  private readonly loops: Promise<void>[] = [];
  private readonly wakers = new Set<() => void>();
  /** Handlers that threw, by queue, since this process started (the metrics read it). */
  readonly failures = new Map<string, number>();

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
      ? new PgBoss({
          ...common,
          // With several hosts, a Client class that follows the primary (pg-boss hands it to its pool).
          ...connectionOptionsFor(options.connectionString),
          max: 4,
          ...RESILIENT_POOL_SETTINGS,
        })
      : new PgBoss({ ...common, db: { executeSql: (text, values) => database.executeSql(text, values) } });
    // pg-boss reports its timers' failures here; while the database restarts they are expected and passing.
    this.boss.on("error", (error: Error) => {
      if (isConnectionLoss(error)) console.warn(`job queue: database unreachable: ${error.message}`);
      else console.error(`job queue: ${error.message}`);
    });
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
    const data = tagWithRequestId(definition.payload.parse(payload) as object);
    return this.boss.send(definition.name, data, {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.tx ? { db: executorFor(options.tx) } : {}),
    });
  }

  private async runOne(definition: JobDefinition, job: { id: string; data: unknown; retryCount?: number }) {
    const { data, requestId } = splitRequestId(job.data);
    const payload = definition.payload.parse(data);
    const context = { jobId: job.id, retryCount: job.retryCount ?? 0, ...(requestId ? { requestId } : {}) };
    // The handler runs as part of the request that enqueued it: the jobs it enqueues carry the id on.
    await withRequestId(requestId, () => definition.handler(payload, context));
  }

  /** Whether pg-boss is started, and whether this process's workers poll (the readiness check). */
  status(): { started: boolean; working: boolean } {
    return { started: this.started, working: this.working };
  }

  /** Counts a handler that threw; a worker also logs it (drain's callers see the count instead). */
  private noteFailure(name: string, job: { id: string; data: unknown }, error: Error, log: boolean) {
    this.failures.set(name, (this.failures.get(name) ?? 0) + 1);
    if (log) logJobFailure(name, job, error);
  }

  /**
   * Starts a polling worker for every registered job. The loop is ours rather than pg-boss's `work()`
   * for two reasons. pg-boss 10 waits a whole polling interval after every fetch, even one that found
   * a job, which would cap each worker at one job a second; here only an empty fetch waits. And
   * pg-boss records a job's outcome without awaiting it: when the database restarts under a running
   * job, that write rejects unheard and the rejection ends the process. Here the outcome is recorded,
   * and retried while the database is away (see `settle`).
   */
  async work(): Promise<void> {
    if (this.working) return;
    this.working = true;
    for (const definition of this.definitions.values()) {
      this.loops.push(this.poll(definition));
    }
  }

  private async poll(definition: JobDefinition): Promise<void> {
    const idleMs = (this.options.pollingIntervalSeconds ?? 1) * 1000;
    while (this.working) {
      // pg-boss's fetch answers no job, rather than an error, while the database is unreachable.
      const [job] = await this.boss
        .fetch(definition.name, { batchSize: 1, includeMetadata: true })
        .catch(() => []);
      if (!job) {
        await this.pause(idleMs);
        continue;
      }
      let failure: Error | null = null;
      try {
        await withinSeconds(this.runOne(definition, job), Number(job.expireInSeconds));
      } catch (error) {
        failure = error as Error;
        this.noteFailure(definition.name, job, failure, true);
      }
      await this.settle(definition.name, job.id, failure);
    }
  }

  /**
   * Records a job as completed or failed. While the database is unreachable the write is retried, so
   * that a job that did its work just before a restart is not run again after its expiry; past
   * SETTLE_RETRY_MS (or when shutting down) it is left active, and pg-boss hands it out again once it
   * expires. Either way the handler's own idempotence keeps a second run harmless.
   */
  private async settle(name: string, jobId: string, failure: Error | null): Promise<void> {
    for (const wait of [...SETTLE_RETRY_MS, null]) {
      try {
        if (failure) await this.boss.fail(name, jobId, { message: failure.message });
        else await this.boss.complete(name, jobId);
        return;
      } catch (error) {
        if (wait === null || !this.working) {
          console.warn(
            `job queue: could not record ${name} ${jobId} as ${failure ? "failed" : "done"} ` +
              `(${(error as Error).message}); it runs again when it expires`,
          );
          return;
        }
        await this.pause(wait);
      }
    }
  }

  /** Waits, or less when the queue stops. */
  private pause(ms: number): Promise<void> {
    if (!this.working) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const wake = this.wakers;
      function done() {
        clearTimeout(timer);
        wake.delete(done);
        resolve();
      }
      wake.add(done);
    });
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
            this.noteFailure(definition.name, job, error as Error, false);
            await this.boss.fail(definition.name, job.id, { message: (error as Error).message });
            failed++;
          }
        }
      }
    }
    return { ran, failed };
  }

  /**
   * Stops fetching jobs and waits up to `timeoutMs` for the jobs in hand. pg-boss stays up, so that
   * requests still being answered during a shutdown can enqueue; `stop` closes it afterwards.
   */
  async stopWorkers(timeoutMs = STOP_TIMEOUT_MS): Promise<void> {
    if (!this.working) return;
    this.working = false;
    for (const wake of [...this.wakers]) wake();
    // Each worker finishes the job in hand; one stuck past the timeout is handed out again on expiry.
    await Promise.race([Promise.allSettled(this.loops), delay(timeoutMs)]);
    this.loops.length = 0;
  }

  async stop(timeoutMs = STOP_TIMEOUT_MS): Promise<void> {
    await this.stopWorkers(timeoutMs);
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: Math.max(timeoutMs, 1000) });
  }
}
