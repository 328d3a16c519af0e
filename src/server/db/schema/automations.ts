import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PROJECT_TYPES } from "../../../shared/projects.js";
import { createdAt, id, instant, photographerId, updatedAt } from "./columns.js";
import { projects, stages } from "./projects.js";
import { questionnaireTemplates } from "./questionnaires.js";
import { templates } from "./templates.js";

export const automations = pgTable(
  "automations",
  {
    id: id(),
    photographerId: photographerId(),
    projectType: text("project_type", { enum: PROJECT_TYPES }).notNull(),
    name: text("name").notNull(),
    automationType: text("automation_type").notNull().default("COMMUNICATION"),
    // Null means global: the automation applies whatever the stage.
    stageId: uuid("stage_id").references(() => stages.id, { onDelete: "cascade" }),
    // Null for automations that send nothing (pipeline moves only).
    channel: text("channel", { enum: ["EMAIL", "SMS"] }),
    triggerType: text("trigger_type"),
    targetStageId: uuid("target_stage_id").references(() => stages.id, { onDelete: "set null" }),
    daysBefore: integer("days_before"),
    triggerTiming: text("trigger_timing", { enum: ["BEFORE", "AFTER"] })
      .notNull()
      .default("BEFORE"),
    triggerHour: integer("trigger_hour").notNull().default(9),
    triggerMinute: integer("trigger_minute").notNull().default(0),
    eventType: text("event_type"),
    // No foreign key: if the stage is deleted the condition must stop matching, not vanish (and fire always).
    stageCondition: uuid("stage_condition"),
    templateId: uuid("template_id").references(() => templates.id, { onDelete: "set null" }),
    questionnaireTemplateId: uuid("questionnaire_template_id").references(() => questionnaireTemplates.id, {
      onDelete: "set null",
    }),
    eventDateCondition: text("event_date_condition").notNull().default("ANY"),
    enabled: boolean("enabled").notNull().default(true),
    triggerMode: text("trigger_mode"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("automations_photographer_type_idx").on(t.photographerId, t.projectType),
    index("automations_stage_idx").on(t.stageId),
    index("automations_target_stage_idx").on(t.targetStageId),
    index("automations_template_idx").on(t.templateId),
    index("automations_questionnaire_template_idx").on(t.questionnaireTemplateId),
  ],
);

export const automationSteps = pgTable(
  "automation_steps",
  {
    id: id(),
    photographerId: photographerId(),
    automationId: uuid("automation_id")
      .notNull()
      .references(() => automations.id, { onDelete: "cascade" }),
    stepIndex: integer("step_index").notNull().default(0),
    delayMinutes: integer("delay_minutes").notNull().default(0),
    templateId: uuid("template_id").references(() => templates.id, { onDelete: "set null" }),
    enabled: boolean("enabled").notNull().default(true),
    // HH:MM in the photographer's time zone; null falls back to the photographer's quiet hours.
    quietHoursStart: text("quiet_hours_start"),
    quietHoursEnd: text("quiet_hours_end"),
  },
  (t) => [
    index("automation_steps_photographer_automation_idx").on(t.photographerId, t.automationId),
    index("automation_steps_automation_step_idx").on(t.automationId, t.stepIndex),
    index("automation_steps_template_idx").on(t.templateId),
  ],
);

/** Business events (DEPOSIT_PAID, PROJECT_BOOKED, ...) that fire an automation. */
export const automationBusinessTriggers = pgTable(
  "automation_business_triggers",
  {
    id: id(),
    photographerId: photographerId(),
    automationId: uuid("automation_id")
      .notNull()
      .references(() => automations.id, { onDelete: "cascade" }),
    triggerType: text("trigger_type").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    minAmountCents: integer("min_amount_cents"),
    projectType: text("project_type", { enum: PROJECT_TYPES }),
  },
  (t) => [
    index("automation_business_triggers_photographer_trigger_idx").on(t.photographerId, t.triggerType),
    uniqueIndex("automation_business_triggers_automation_trigger_unique").on(t.automationId, t.triggerType),
  ],
);

/**
 * One row per automation run on a project. The unique keys make a repeated job a no-op; each applies to one
 * kind of run, and NULLs in the other kinds' columns keep those rows out of it.
 */
export const automationExecutions = pgTable(
  "automation_executions",
  {
    id: id(),
    photographerId: photographerId(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    automationId: uuid("automation_id")
      .notNull()
      .references(() => automations.id, { onDelete: "cascade" }),
    automationType: text("automation_type"),
    stepId: uuid("step_id").references(() => automationSteps.id, { onDelete: "set null" }),
    step: integer("step"),
    triggerType: text("trigger_type"),
    eventDate: date("event_date", { mode: "string" }),
    daysBefore: integer("days_before"),
    executedAt: instant("executed_at").notNull().defaultNow(),
    channel: text("channel"),
    status: text("status").notNull().default("SUCCESS"),
    // Why the run was skipped or failed.
    reason: text("reason"),
    // When a SCHEDULED run is due (quiet hours may push it later), so the project page can say what is next.
    scheduledFor: instant("scheduled_for"),
    // What the run did, in words: the e-mail's subject, "Moved to Booked".
    summary: text("summary"),
  },
  (t) => [
    index("automation_executions_photographer_executed_idx").on(t.photographerId, t.executedAt),
    index("automation_executions_automation_idx").on(t.automationId),
    index("automation_executions_step_idx").on(t.stepId),
    index("automation_executions_project_idx").on(t.projectId),
    uniqueIndex("automation_executions_project_step_unique").on(t.projectId, t.stepId),
    uniqueIndex("automation_executions_project_automation_trigger_unique").on(
      t.projectId,
      t.automationId,
      t.triggerType,
    ),
    uniqueIndex("automation_executions_project_automation_date_days_unique").on(
      t.projectId,
      t.automationId,
      t.eventDate,
      t.daysBefore,
    ),
  ],
);
