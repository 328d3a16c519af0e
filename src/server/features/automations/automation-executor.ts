/**
 * The engine's executor: the job that does one scheduled run. It locks the execution row, re-checks
 * that the send still makes sense (enabled, still in the stage, not opted out, not quiet hours, and
 * for a payment reminder its instalment still unpaid),
 * sends through the transaction and marks the row, so a job delivered twice, or run by two servers at
 * once, sends once. A failed send rolls back and is retried; the last try records it FAILED.
 */
import { releaseFromQuietHours } from "../../../shared/automation-schedule.js";
import { renderTemplate } from "../../../shared/email.js";
import type { Config } from "../../config.js";
import type { DbOrTx } from "../../db/connect.js";
import type { EmailService } from "../../integrations/email/email.service.js";
import { templateValuesFor } from "../../integrations/email/template-values.js";
import type { SmsService } from "../../integrations/sms/sms.service.js";
import { findStudio, updateExecution } from "./automation-engine.queries.js";
import {
  type AutomationRow,
  type EngineContext,
  type QuestionnaireAssigner,
  quietFor,
  SEND_RETRIES,
} from "./automation-engine-context.js";
import {
  findAutomation,
  findProjectWithClient,
  findStage,
  findStep,
  findTemplate,
  hasBusinessTrigger,
  lockExecution,
} from "./automation-executor.queries.js";
import { reminderSend } from "./payment-reminders.js";
import { findReminderOfExecution, firstStepOf } from "./payment-reminders.queries.js";

export interface ExecutorDeps {
  config: Config;
  email: EmailService;
  sms: SmsService;
  questionnaires: QuestionnaireAssigner;
}

type Outcome = "SUCCESS" | "SKIPPED" | "FAILED";

export function createAutomationExecutor(context: EngineContext, deps: ExecutorDeps) {
  const { db, now, enqueueRun } = context;

  /** The job: one scheduled send, re-checked and done under the execution row's lock. */
  async function runExecution(executionId: string, retryCount = 0): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await lockExecution(tx, executionId);
      if (!row || row.status !== "SCHEDULED") return;
      const finish = (status: Outcome, fields: { reason?: string; summary?: string } = {}) =>
        updateExecution(tx, executionId, {
          status,
          reason: fields.reason ?? null,
          summary: fields.summary ?? null,
          executedAt: now(),
        });

      const automation = await findAutomation(tx, row.automationId);
      if (!automation) return;
      // A payment reminder's run has no step of its own (one automation reminds of many instalments of
      // a project): it sends the automation's first step.
      const reminder = row.stepId ? null : await findReminderOfExecution(tx, executionId);
      const step = row.stepId
        ? await findStep(tx, row.stepId)
        : reminder
          ? await firstStepOf(tx, automation.id)
          : null;
      const found = await findProjectWithClient(tx, row.projectId);
      if (!found) return;
      const { project, client } = found;

      if (!automation.enabled)
        return finish("SKIPPED", { reason: "The automation was turned off before this was due" });
      if (automation.automationType !== "COUNTDOWN" && !step && !reminder)
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

      const payment = reminder ? await reminderSend(tx, deps.config, reminder) : null;
      if (payment?.kind === "skip") return finish("SKIPPED", { reason: payment.reason });

      const studio = await findStudio(tx, automation.photographerId);
      const current = now();
      const release = releaseFromQuietHours(current, quietFor(step, studio), studio.timezone);
      if (release > current) {
        // Quiet hours: hold it, and say until when.
        await updateExecution(tx, executionId, { scheduledFor: release });
        await enqueueRun(tx, executionId, release);
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
      const template = templateId ? await findTemplate(tx, templateId) : null;
      if (!template) {
        return assigned
          ? finish("SUCCESS", { summary: `Questionnaire assigned: ${assigned}` })
          : finish("SKIPPED", { reason: "No message content: the template was deleted" });
      }
      const values = {
        ...(await templateValuesFor(tx, deps.config, automation.photographerId, client, project.eventDate)),
        ...(payment?.kind === "send" ? payment.values : {}),
      };
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
      if (template.channel === "EMAIL") {
        if (!client.emailOptIn || !project.emailOptIn)
          return finish("SKIPPED", { reason: `${who} opted out of e-mail` });
        if (!client.email) return finish("SKIPPED", { reason: `${who} has no e-mail address` });
        result = await deps.email.sendEmail({
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
        result = await deps.sms.sendSms({ ...link, to: client.phone, body: template.textBody, values });
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

  /** The stage the project must still be in for the run to go ahead, or null when any will do. */
  async function requiredStage(tx: DbOrTx, automation: AutomationRow) {
    const stageId = automation.stageId ?? automation.stageCondition;
    if (!stageId) return null;
    // Trigger-based messages follow the event, wherever the project is by then.
    if (
      automation.automationType === "COMMUNICATION" &&
      !automation.stageCondition &&
      (await hasBusinessTrigger(tx, automation.id))
    )
      return null;
    return (await findStage(tx, stageId)) ?? { id: stageId, name: "its stage" };
  }

  return { runExecution };
}
