/**
 * The automation engine. Three things start automations:
 * - a project entering a stage (the stage-entered event): stage automations schedule their steps;
 * - a business event (payments, signing, bookings, derived stage events): trigger-based automations
 *   schedule their steps, pipeline automations move the project;
 * - the clock: a sweep every minute finds time-based (COUNTDOWN) automations that are due.
 *
 * Exactly once: every run is an automation_executions row whose unique keys (SPEC §3) are claimed
 * before anything happens. Scheduling inserts the row as SCHEDULED together with its job, in one
 * transaction; the job locks the row, re-checks that the send still makes sense (enabled, still in
 * the stage, not opted out, not quiet hours), sends through the transaction and marks the row, so a
 * job delivered twice, or run by two servers at once, sends once. See docs/decisions/003-automations.md.
 */
import { and, desc, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import { z } from "zod";
import {
  addDaysToIsoDate,
  countdownFireAt,
  localIsoDate,
  releaseFromQuietHours,
} from "../../../shared/automation-schedule.js";
import { BUSINESS_TRIGGER_LABELS, type BusinessTriggerType } from "../../../shared/automations.js";
import { renderTemplate } from "../../../shared/email.js";
import type { Config } from "../../config.js";
import type { Database, DbOrTx } from "../../db/connect.js";
import {
  automationBusinessTriggers,
  automationExecutions,
  automationSteps,
  automations,
  clients,
  photographers,
  projects,
  stages,
  templates,
} from "../../db/schema/index.js";
import type { EmailService } from "../../integrations/email/email.service.js";
import { templateValuesFor } from "../../integrations/email/template-values.js";
import type { SmsService } from "../../integrations/sms/sms.service.js";
import type { BusinessEvent, EventBus, StageEnteredEvent } from "../../jobs/events.js";
import { defineJob, type JobQueue } from "../../jobs/queue.js";

type AutomationRow = typeof automations.$inferSelect;
type StepRow = typeof automationSteps.$inferSelect;
type Studio = { timezone: string; quietHoursStart: string | null; quietHoursEnd: string | null };

/** A send that failed is retried this many times (the whole run rolls back) before it is recorded FAILED. */
const SEND_RETRIES = 3;
/** A countdown found due later than this (the server was down) is not sent: it would arrive out of place. */
const COUNTDOWN_LOOKBACK_MS = 24 * 60 * 60 * 1000;

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

export function createAutomationEngine(deps: EngineDeps) {
  const { database, config, queue, email, sms } = deps;
  const { db } = database;
  let now = deps.now ?? (() => new Date());

  const runStepJob = defineJob({
    name: "automations.run",
    payload: z.object({ executionId: z.uuid() }),
    retryLimit: SEND_RETRIES + 2,
    retryDelaySeconds: 20,
    // A server killed mid-send leaves its job active; this hands it to another server soon after.
    expireInSeconds: 60,
    handler: (payload, context) => runExecution(payload.executionId, context.retryCount),
  });
  const sweepJob = defineJob({
    name: "automations.clock",
    payload: z.object({}).loose(),
    schedule: "* * * * *",
    retryLimit: 0,
    handler: () => runClock(now()),
  });

  async function studioOf(tx: DbOrTx, photographerId: string): Promise<Studio> {
    const [row] = await tx
      .select({
        timezone: photographers.timezone,
        quietHoursStart: photographers.quietHoursStart,
        quietHoursEnd: photographers.quietHoursEnd,
      })
      .from(photographers)
      .where(eq(photographers.id, photographerId));
    return row ?? { timezone: "America/New_York", quietHoursStart: null, quietHoursEnd: null };
  }

  function quietFor(step: StepRow | null, studio: Studio) {
    return step?.quietHoursStart && step.quietHoursEnd
      ? { start: step.quietHoursStart, end: step.quietHoursEnd }
      : { start: studio.quietHoursStart, end: studio.quietHoursEnd };
  }

  /** Claims one execution per enabled step and enqueues its job at the due time, inside `tx`. */
  async function scheduleSteps(
    tx: DbOrTx,
    automation: AutomationRow,
    projectId: string,
    base: Date,
    studio: Studio,
  ): Promise<number> {
    const steps = await tx
      .select()
      .from(automationSteps)
      .where(and(eq(automationSteps.automationId, automation.id), eq(automationSteps.enabled, true)))
      .orderBy(automationSteps.stepIndex);
    let scheduled = 0;
    for (const step of steps) {
      const due = releaseFromQuietHours(
        new Date(base.getTime() + step.delayMinutes * 60_000),
        quietFor(step, studio),
        studio.timezone,
      );
      const [claimed] = await tx
        .insert(automationExecutions)
        .values({
          photographerId: automation.photographerId,
          projectId,
          automationId: automation.id,
          automationType: automation.automationType,
          stepId: step.id,
          step: step.stepIndex,
          channel: automation.channel,
          status: "SCHEDULED",
          scheduledFor: due,
        })
        .onConflictDoNothing()
        .returning({ id: automationExecutions.id });
      if (!claimed) continue;
      await queue.enqueue(
        runStepJob,
        { executionId: claimed.id },
        { tx, ...(due > now() ? { startAfter: due } : {}) },
      );
      scheduled++;
    }
    return scheduled;
  }

  async function onStageEntered(event: StageEnteredEvent): Promise<void> {
    const [project] = await db
      .select({ projectType: projects.projectType, clientId: projects.clientId, stageName: stages.name })
      .from(projects)
      .leftJoin(stages, eq(stages.id, projects.stageId))
      .where(and(eq(projects.id, event.projectId), eq(projects.photographerId, event.photographerId)));
    if (!project) return;
    await db.transaction(async (tx) => {
      const studio = await studioOf(tx, event.photographerId);
      const hasTrigger = sql`exists (select 1 from ${automationBusinessTriggers} bt where bt.automation_id = ${automations.id})`;
      const matching = await tx
        .select()
        .from(automations)
        .where(
          and(
            eq(automations.photographerId, event.photographerId),
            eq(automations.enabled, true),
            eq(automations.projectType, project.projectType),
            eq(automations.automationType, "COMMUNICATION"),
            sql`not ${hasTrigger}`,
            or(
              eq(automations.stageId, event.stageId),
              and(
                isNull(automations.stageId),
                or(
                  eq(automations.stageCondition, event.stageId),
                  // A global automation without a stage condition greets each new project once.
                  event.previousStageId === null ? isNull(automations.stageCondition) : sql`false`,
                ),
              ),
            ),
          ),
        );
      for (const automation of matching) {
        await scheduleSteps(tx, automation, event.projectId, new Date(event.enteredAt), studio);
      }
    });
    // Stages named like the milestones they stand for raise the matching business events.
    const derived: BusinessTriggerType[] = [];
    if (event.previousStageId === null) derived.push("CLIENT_ONBOARDED");
    if (project.stageName && /^booked$/i.test(project.stageName.trim())) derived.push("PROJECT_BOOKED");
    if (project.stageName && /deliver/i.test(project.stageName)) derived.push("PROJECT_DELIVERED");
    for (const eventType of derived) {
      await onBusinessEvent({
        photographerId: event.photographerId,
        eventType,
        clientId: project.clientId,
        projectId: event.projectId,
        subjectId: event.projectId,
        occurredAt: event.enteredAt,
      });
    }
  }

  async function projectForEvent(event: BusinessEvent) {
    const conditions = event.projectId
      ? [eq(projects.id, event.projectId)]
      : // Money or a signature on a proposal without a project: the client's latest active project.
        [eq(projects.clientId, event.clientId), eq(projects.status, "ACTIVE")];
    const [project] = await db
      .select({ id: projects.id, projectType: projects.projectType, stageId: projects.stageId })
      .from(projects)
      .where(and(eq(projects.photographerId, event.photographerId), ...conditions))
      .orderBy(desc(projects.createdAt))
      .limit(1);
    return project ?? null;
  }

  async function onBusinessEvent(event: BusinessEvent): Promise<void> {
    const project = await projectForEvent(event);
    if (!project) return;
    const amount = event.amountCents ?? null;
    await db.transaction(async (tx) => {
      const studio = await studioOf(tx, event.photographerId);
      const triggered = await tx
        .selectDistinctOn([automations.id], { automation: automations })
        .from(automations)
        .leftJoin(
          automationBusinessTriggers,
          and(
            eq(automationBusinessTriggers.automationId, automations.id),
            eq(automationBusinessTriggers.triggerType, event.eventType),
          ),
        )
        .where(
          and(
            eq(automations.photographerId, event.photographerId),
            eq(automations.enabled, true),
            eq(automations.projectType, project.projectType),
            or(
              isNull(automations.stageCondition),
              eq(automations.stageCondition, project.stageId ?? sql`null`),
            ),
            or(
              and(
                eq(automationBusinessTriggers.enabled, true),
                or(
                  isNull(automationBusinessTriggers.projectType),
                  eq(automationBusinessTriggers.projectType, project.projectType),
                ),
                or(
                  isNull(automationBusinessTriggers.minAmountCents),
                  amount === null ? sql`false` : lte(automationBusinessTriggers.minAmountCents, amount),
                ),
              ),
              and(
                eq(automations.automationType, "STAGE_CHANGE"),
                eq(automations.triggerType, event.eventType),
              ),
            ),
          ),
        );
      for (const { automation } of triggered) {
        if (automation.automationType === "STAGE_CHANGE" || automation.targetStageId) {
          await runPipeline(tx, automation, project.id, event.eventType);
        } else if (automation.automationType === "COMMUNICATION") {
          await scheduleSteps(tx, automation, project.id, new Date(event.occurredAt), studio);
        }
      }
    });
  }

  /** A pipeline automation: once per project and trigger (SPEC §3 key), recorded with the move. */
  async function runPipeline(
    tx: DbOrTx,
    automation: AutomationRow,
    projectId: string,
    trigger: BusinessTriggerType,
  ) {
    const [claimed] = await tx
      .insert(automationExecutions)
      .values({
        photographerId: automation.photographerId,
        projectId,
        automationId: automation.id,
        automationType: automation.automationType,
        triggerType: trigger,
        status: "SUCCESS",
        scheduledFor: now(),
      })
      .onConflictDoNothing()
      .returning({ id: automationExecutions.id });
    if (!claimed) return;
    let status = "SUCCESS";
    let summary: string | null = null;
    let reason: string | null = null;
    if (!automation.targetStageId) {
      status = "SKIPPED";
      reason = "The target stage no longer exists";
    } else {
      const result = await deps.projects.moveWithin(
        tx,
        automation.photographerId,
        projectId,
        automation.targetStageId,
        `Automation "${automation.name}" (${BUSINESS_TRIGGER_LABELS[trigger]})`,
      );
      summary = `Moved to ${result.stageName}`;
      if (!result.moved) {
        status = "SKIPPED";
        reason = `Already in ${result.stageName}`;
      }
    }
    await tx
      .update(automationExecutions)
      .set({ status, summary, reason, executedAt: now() })
      .where(eq(automationExecutions.id, claimed.id));
  }

  /** The clock: due countdowns, and EVENT_DATE_REACHED on the event day. */
  async function runClock(at: Date): Promise<void> {
    await runCountdowns(at);
    await raiseEventDates(at);
  }

  async function runCountdowns(at: Date): Promise<number> {
    const rows = await db
      .select({ automation: automations, studio: photographers })
      .from(automations)
      .innerJoin(photographers, eq(photographers.id, automations.photographerId))
      .where(and(eq(automations.enabled, true), eq(automations.automationType, "COUNTDOWN")));
    let scheduled = 0;
    for (const { automation, studio } of rows) {
      // Only the event date is stored on projects; the other base dates have nothing to count from yet.
      if (
        automation.eventType &&
        automation.eventType !== "EVENT_DATE" &&
        automation.eventType !== "SHOOT_DATE"
      )
        continue;
      if (automation.daysBefore === null) continue;
      const days = automation.daysBefore;
      const sign = automation.triggerTiming === "BEFORE" ? 1 : -1;
      const earliest = localIsoDate(new Date(at.getTime() - COUNTDOWN_LOOKBACK_MS), studio.timezone);
      const latest = localIsoDate(at, studio.timezone);
      const iso = (d: { year: number; month: number; day: number }) =>
        `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
      const from = iso(addDaysToIsoDate(earliest, sign * days));
      const to = iso(addDaysToIsoDate(latest, sign * days));
      const candidates = await db
        .select({ id: projects.id, eventDate: projects.eventDate })
        .from(projects)
        .where(
          and(
            eq(projects.photographerId, automation.photographerId),
            eq(projects.projectType, automation.projectType),
            eq(projects.status, "ACTIVE"),
            gte(projects.eventDate, sign > 0 ? from : to),
            lte(projects.eventDate, sign > 0 ? to : from),
            automation.stageCondition ? eq(projects.stageId, automation.stageCondition) : undefined,
          ),
        );
      for (const project of candidates) {
        const fireAt = countdownFireAt({
          eventDate: project.eventDate!,
          daysBefore: days,
          timing: automation.triggerTiming,
          hour: automation.triggerHour,
          minute: automation.triggerMinute,
          timeZone: studio.timezone,
        });
        if (fireAt > at || at.getTime() - fireAt.getTime() > COUNTDOWN_LOOKBACK_MS) continue;
        await db.transaction(async (tx) => {
          const [claimed] = await tx
            .insert(automationExecutions)
            .values({
              photographerId: automation.photographerId,
              projectId: project.id,
              automationId: automation.id,
              automationType: "COUNTDOWN",
              eventDate: project.eventDate,
              daysBefore: days,
              channel: automation.channel,
              status: "SCHEDULED",
              scheduledFor: fireAt,
            })
            .onConflictDoNothing()
            .returning({ id: automationExecutions.id });
          if (!claimed) return;
          await queue.enqueue(runStepJob, { executionId: claimed.id }, { tx });
          scheduled++;
        });
      }
    }
    return scheduled;
  }

  const raisedEventDates = new Set<string>();

  async function raiseEventDates(at: Date): Promise<void> {
    const listeners = await db
      .selectDistinct({ photographerId: automations.photographerId, timezone: photographers.timezone })
      .from(automations)
      .innerJoin(photographers, eq(photographers.id, automations.photographerId))
      .leftJoin(automationBusinessTriggers, eq(automationBusinessTriggers.automationId, automations.id))
      .where(
        and(
          eq(automations.enabled, true),
          or(
            eq(automationBusinessTriggers.triggerType, "EVENT_DATE_REACHED"),
            eq(automations.triggerType, "EVENT_DATE_REACHED"),
          ),
        ),
      );
    for (const studio of listeners) {
      const today = localIsoDate(at, studio.timezone);
      const due = await db
        .select({ id: projects.id, clientId: projects.clientId })
        .from(projects)
        .where(
          and(
            eq(projects.photographerId, studio.photographerId),
            eq(projects.eventDate, today),
            eq(projects.status, "ACTIVE"),
          ),
        );
      for (const project of due) {
        // The clock ticks every minute all day; raising is idempotent, but once per process and day is enough.
        const key = `${project.id}:${today}`;
        if (raisedEventDates.has(key)) continue;
        await onBusinessEvent({
          photographerId: studio.photographerId,
          eventType: "EVENT_DATE_REACHED",
          clientId: project.clientId,
          projectId: project.id,
          subjectId: project.id,
          occurredAt: at.toISOString(),
        });
        raisedEventDates.add(key);
      }
    }
    // Kept bounded; forgetting only means an idempotent raise is repeated.
    if (raisedEventDates.size > 10_000) raisedEventDates.clear();
  }

  /** The job: one scheduled send, re-checked and done under the execution row's lock. */
  async function runExecution(executionId: string, retryCount = 0): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(automationExecutions)
        .where(eq(automationExecutions.id, executionId))
        .for("update");
      if (!row || row.status !== "SCHEDULED") return;
      const finish = (
        status: "SUCCESS" | "SKIPPED" | "FAILED",
        fields: { reason?: string; summary?: string } = {},
      ) =>
        tx
          .update(automationExecutions)
          .set({ status, reason: fields.reason ?? null, summary: fields.summary ?? null, executedAt: now() })
          .where(eq(automationExecutions.id, executionId));

      const [automation] = await tx.select().from(automations).where(eq(automations.id, row.automationId));
      if (!automation) return;
      const step = row.stepId
        ? ((await tx.select().from(automationSteps).where(eq(automationSteps.id, row.stepId)))[0] ?? null)
        : null;
      const [found] = await tx
        .select({ project: projects, client: clients, stageName: stages.name })
        .from(projects)
        .innerJoin(clients, eq(clients.id, projects.clientId))
        .leftJoin(stages, eq(stages.id, projects.stageId))
        .where(eq(projects.id, row.projectId));
      if (!found) return;
      const { project, client } = found;

      if (!automation.enabled)
        return finish("SKIPPED", { reason: "The automation was turned off before this was due" });
      if (automation.automationType !== "COUNTDOWN" && !step)
        return finish("SKIPPED", { reason: "The step was deleted" });
      if (step && !step.enabled)
        return finish("SKIPPED", { reason: "The step was turned off before it was due" });
      if (project.status !== "ACTIVE") {
        return finish("SKIPPED", { reason: `The project is ${project.status.toLowerCase()}` });
      }
      const stageRequired = await requiredStage(tx, automation);
      if (stageRequired && project.stageId !== stageRequired.id) {
        return finish("SKIPPED", {
          reason: `The project left ${stageRequired.name} before this was due${found.stageName ? ` (now in ${found.stageName})` : ""}`,
        });
      }

      const studio = await studioOf(tx, automation.photographerId);
      const current = now();
      const release = releaseFromQuietHours(current, quietFor(step, studio), studio.timezone);
      if (release > current) {
        // Quiet hours: hold it, and say until when.
        await tx
          .update(automationExecutions)
          .set({ scheduledFor: release })
          .where(eq(automationExecutions.id, executionId));
        await queue.enqueue(runStepJob, { executionId }, { tx, startAfter: release });
        return;
      }

      const assigned = automation.questionnaireTemplateId
        ? ((
            await deps.questionnaires.assignWithin(
              tx,
              automation.photographerId,
              project.id,
              automation.questionnaireTemplateId,
            )
          )?.title ?? null)
        : null;
      const templateId = step?.templateId ?? automation.templateId;
      const [template] = templateId
        ? await tx.select().from(templates).where(eq(templates.id, templateId))
        : [];
      if (!template) {
        return assigned
          ? finish("SUCCESS", { summary: `Questionnaire assigned: ${assigned}` })
          : finish("SKIPPED", { reason: "No message content: the template was deleted" });
      }
      const channel = template.channel;
      const values = await templateValuesFor(
        tx,
        config,
        automation.photographerId,
        client,
        project.eventDate,
      );
      const who = `${client.firstName} ${client.lastName}`.trim();
      const link = {
        photographerId: automation.photographerId,
        clientId: client.id,
        projectId: project.id,
        automationId: automation.id,
        automationStepId: step?.id ?? null,
        db: tx,
      };

      let result: { status: "sent" | "failed"; error?: string };
      let summary: string;
      if (channel === "EMAIL") {
        if (!client.emailOptIn || !project.emailOptIn)
          return finish("SKIPPED", { reason: `${who} opted out of e-mail` });
        if (!client.email) return finish("SKIPPED", { reason: `${who} has no e-mail address` });
        result = await email.sendEmail({
          ...link,
          to: client.email,
          subject: template.subject ?? template.name,
          text: template.textBody,
          ...(template.htmlBody ? { html: template.htmlBody } : {}),
          values,
          track: true,
          deliveryKey: `automation-execution:${executionId}`,
        });
        summary = `E-mail: ${renderTemplate(template.subject ?? template.name, values)}`;
      } else {
        if (!client.smsOptIn || !project.smsOptIn)
          return finish("SKIPPED", { reason: `${who} opted out of text messages` });
        if (!client.phone) return finish("SKIPPED", { reason: `${who} has no phone number` });
        result = await sms.sendSms({ ...link, to: client.phone, body: template.textBody, values });
        const text = renderTemplate(template.textBody, values);
        summary = `Text: ${text.slice(0, 60)}${text.length > 60 ? "…" : ""}`;
      }
      if (result.status === "failed") {
        // Roll back (the failed log too) and let the queue try again, until the last try records it.
        if (retryCount < SEND_RETRIES)
          throw new Error(`Send failed, will retry: ${result.error ?? "unknown error"}`);
        return finish("FAILED", { reason: result.error ?? "The message could not be sent", summary });
      }
      await finish("SUCCESS", { summary: assigned ? `${summary} · questionnaire assigned` : summary });
    });
  }

  async function requiredStage(tx: DbOrTx, automation: AutomationRow) {
    const stageId = automation.stageId ?? automation.stageCondition;
    if (!stageId) return null;
    if (automation.automationType === "COMMUNICATION") {
      const [trigger] = await tx
        .select({ id: automationBusinessTriggers.id })
        .from(automationBusinessTriggers)
        .where(eq(automationBusinessTriggers.automationId, automation.id))
        .limit(1);
      // Trigger-based messages follow the event, wherever the project is by then.
      if (trigger && !automation.stageCondition) return null;
    }
    const [stage] = await tx
      .select({ id: stages.id, name: stages.name })
      .from(stages)
      .where(eq(stages.id, stageId));
    return stage ?? { id: stageId, name: "its stage" };
  }

  deps.bus.onStageEntered(onStageEntered);
  deps.bus.onBusinessEvent(onBusinessEvent);

  return {
    jobs: [runStepJob, sweepJob],
    onStageEntered,
    onBusinessEvent,
    runCountdowns,
    runClock,
    runExecution,
    /** Tests move the engine's clock (quiet hours, countdowns) without waiting for real time. */
    setClock(clock: () => Date) {
      now = clock;
    },
  };
}

export type AutomationEngine = ReturnType<typeof createAutomationEngine>;
