/**
 * The shapes the job queue works with: a job's definition (a zod payload and an idempotent handler),
 * what its handler is told, and the options of an enqueue and of the queue itself. queue.ts re-exports
 * them, so features keep importing from there.
 */
import type { z } from "zod";
import type { DbOrTx } from "../db/connect.js";

export interface JobContext {
  jobId: string;
  /** How many times this job ran before (0 on the first try). */
  retryCount: number;
  /** The request that enqueued this job, when one did (its `reqId` in the server's log). */
  requestId?: string;
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
