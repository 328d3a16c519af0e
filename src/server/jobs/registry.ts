/**
 * Every job the server runs, registered in one place so that a worker knows them all. Features add
 * their job definitions here as they arrive (automations, drip e-mails, reminders).
 */
import type { Config } from "../config.js";
import type { Database } from "../db/connect.js";
import { refundOverpaymentJob } from "../features/payments/refund-overpayment.job.js";
import { createPaymentProvider } from "../integrations/payments/create-payment-provider.js";
import { businessEventJob, type EventBus, stageEnteredJob } from "./events.js";
import type { JobDefinition, JobQueue } from "./queue.js";
import { sessionCleanupJob } from "./session-cleanup.job.js";

export interface JobDeps {
  database: Database;
  config: Config;
  bus: EventBus;
}

export function allJobs(deps: JobDeps): JobDefinition[] {
  return [
    sessionCleanupJob(deps.database),
    stageEnteredJob(deps.bus),
    businessEventJob(deps.bus),
    refundOverpaymentJob(deps.database, createPaymentProvider(deps.config)),
  ];
}

export async function registerJobs(queue: JobQueue, deps: JobDeps): Promise<void> {
  await queue.register(...allJobs(deps));
}
