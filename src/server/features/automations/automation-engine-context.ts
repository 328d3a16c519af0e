/**
 * What the automation engine's parts (triggers, clock, executor) share: the engine's inputs, the
 * studio's time settings and how a scheduled run is handed to the queue.
 */
import type { Config } from "../../config.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import type { automationSteps, automations } from "../../db/schema/index.js";
import type { EmailService } from "../../integrations/email/email.service.js";
import type { SmsService } from "../../integrations/sms/sms.service.js";
import type { EventBus } from "../../jobs/events.js";
import type { JobQueue } from "../../jobs/queue.js";

export type AutomationRow = typeof automations.$inferSelect;
export type StepRow = typeof automationSteps.$inferSelect;
export type Studio = { timezone: string; quietHoursStart: string | null; quietHoursEnd: string | null };

/** A send that failed is retried this many times (the whole run rolls back) before it is recorded FAILED. */
export const SEND_RETRIES = 3;
/** A countdown found due later than this (the server was down) is not sent: it would arrive out of place. */
export const COUNTDOWN_LOOKBACK_MS = 24 * 60 * 60 * 1000;

export interface ProjectMover {
  moveWithin(
    tx: DbOrTx,
    photographerId: string,
    projectId: string,
    stageId: string,
    because?: string,
  ): Promise<{ moved: boolean; stageName: string }>;
}

export interface QuestionnaireAssigner {
  assignWithin(
    tx: DbOrTx,
    photographerId: string,
    projectId: string,
    templateId: string,
  ): Promise<{ title: string } | null>;
}

export interface EngineDeps {
  database: Database;
  config: Config;
  queue: JobQueue;
  bus: EventBus;
  email: EmailService;
  sms: SmsService;
  projects: ProjectMover;
  /** Assigns a questionnaire (and e-mails the client its link) inside the run's transaction. */
  questionnaires: QuestionnaireAssigner;
  /** The engine's clock, replaceable in tests. */
  now?: () => Date;
}

/** What every part gets from the assembler. */
export interface EngineContext {
  db: Database["db"];
  /** The engine's current time (tests move it). */
  now: () => Date;
  /** Stores the run job for an execution inside `tx`, to start at `startAfter` (now when omitted). */
  enqueueRun: (tx: DbOrTx, executionId: string, startAfter?: Date) => Promise<void>;
}

/** A step's own quiet hours, else the studio's. */
export function quietFor(step: StepRow | null, studio: Studio) {
  return step?.quietHoursStart && step.quietHoursEnd
    ? { start: step.quietHoursStart, end: step.quietHoursEnd }
    : { start: studio.quietHoursStart, end: studio.quietHoursEnd };
}
