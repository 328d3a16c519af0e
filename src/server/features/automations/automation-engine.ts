/**
 * The automation engine, assembled from its parts. Three things start automations:
 * - a project entering a stage (the stage-entered event): stage automations schedule their steps;
 * - a business event (payments, signing, bookings, derived stage events): trigger-based automations
 *   schedule their steps, pipeline automations move the project (automation-triggers.ts);
 * - the clock: a sweep every minute finds time-based (COUNTDOWN) automations that are due, payment
 *   reminders (PAYMENT_DUE_SOON / PAYMENT_OVERDUE) that are due, and raises EVENT_DATE_REACHED on the
 *   event day (automation-clock.ts, payment-reminders.ts).
 *
 * Exactly once: every run is an automation_executions row whose unique keys are claimed before anything
 * happens. Scheduling inserts the row as SCHEDULED together with its job, in one transaction; the job
 * (automation-executor.ts) locks the row, re-checks and sends through the transaction. All the SQL is
 * in the parts' *.queries.ts files. See docs/decisions/003-automations.md.
 */
import { z } from "zod";
import { defineJob } from "../../jobs/queue.js";
import { createAutomationClock } from "./automation-clock.js";
import { type EngineContext, type EngineDeps, SEND_RETRIES } from "./automation-engine-context.js";
import { createAutomationExecutor } from "./automation-executor.js";
import { createAutomationTriggers } from "./automation-triggers.js";

export type {
  EngineDeps,
  ProjectMover,
  QuestionnaireAssigner,
} from "./automation-engine-context.js";

export function createAutomationEngine(deps: EngineDeps) {
  const { queue } = deps;
  let now = deps.now ?? (() => new Date());

  const runStepJob = defineJob({
    name: "automations.run",
    payload: z.object({ executionId: z.uuid() }),
    retryLimit: SEND_RETRIES + 2,
    retryDelaySeconds: 20,
    // A server killed mid-send leaves its job active; this hands it to another server soon after.
    expireInSeconds: 60,
    handler: (payload, context) => executor.runExecution(payload.executionId, context.retryCount),
  });
  const sweepJob = defineJob({
    name: "automations.clock",
    payload: z.object({}).loose(),
    schedule: "* * * * *",
    retryLimit: 0,
    handler: () => clock.runClock(now()),
  });

  const context: EngineContext = {
    db: deps.database.db,
    // Read through, so that setClock reaches every part.
    now: () => now(),
    async enqueueRun(tx, executionId, startAfter) {
      await queue.enqueue(runStepJob, { executionId }, { tx, ...(startAfter ? { startAfter } : {}) });
    },
  };
  const triggers = createAutomationTriggers(context, deps.projects);
  const clock = createAutomationClock(context, triggers.onBusinessEvent);
  const executor = createAutomationExecutor(context, deps);

  deps.bus.onStageEntered(triggers.onStageEntered);
  deps.bus.onBusinessEvent(triggers.onBusinessEvent);

  return {
    jobs: [runStepJob, sweepJob],
    onStageEntered: triggers.onStageEntered,
    onBusinessEvent: triggers.onBusinessEvent,
    runCountdowns: clock.runCountdowns,
    runPaymentReminders: clock.runPaymentReminders,
    runClock: clock.runClock,
    runExecution: executor.runExecution,
    /** Tests move the engine's clock (quiet hours, countdowns) without waiting for real time. */
    setClock(next: () => Date) {
      now = next;
    },
  };
}

export type AutomationEngine = ReturnType<typeof createAutomationEngine>;
