/**
 * Automations (automations, steps, business triggers and executions; the creator's rules and
 * defaults): the API's shapes and the server's configuration rule. A step's delay is counted in
 * automation-delays.ts.
 */
import { z } from "zod";
import { MINUTES_PER_DAY } from "./automation-delays.js";
import { PROJECT_TYPES } from "./projects.js";
import { CHANNELS, type Channel } from "./templates.js";

export const AUTOMATION_TYPES = ["COMMUNICATION", "STAGE_CHANGE", "COUNTDOWN"] as const;
export type AutomationType = (typeof AUTOMATION_TYPES)[number];

export const TRIGGER_MODES = ["STAGE", "BUSINESS", "TIME"] as const;
export type TriggerMode = (typeof TRIGGER_MODES)[number];

/** Business events; APPOINTMENT_BOOKED is offered in the automation creator only. */
export const BUSINESS_TRIGGER_TYPES = [
  "DEPOSIT_PAID",
  "FULL_PAYMENT_MADE",
  "PROJECT_BOOKED",
  "PROPOSAL_SENT",
  "ESTIMATE_ACCEPTED",
  "EVENT_DATE_REACHED",
  "PROJECT_DELIVERED",
  "CLIENT_ONBOARDED",
  "APPOINTMENT_BOOKED",
  "PAYMENT_DUE_SOON",
  "PAYMENT_OVERDUE",
] as const;
export type BusinessTriggerType = (typeof BUSINESS_TRIGGER_TYPES)[number];

export const BUSINESS_TRIGGER_LABELS: Record<BusinessTriggerType, string> = {
  DEPOSIT_PAID: "Deposit paid",
  FULL_PAYMENT_MADE: "Full payment made",
  PROJECT_BOOKED: "Project booked",
  PROPOSAL_SENT: "Proposal sent",
  ESTIMATE_ACCEPTED: "Proposal signed",
  EVENT_DATE_REACHED: "Event date reached",
  PROJECT_DELIVERED: "Project delivered",
  CLIENT_ONBOARDED: "Client onboarded",
  APPOINTMENT_BOOKED: "Appointment booked",
  PAYMENT_DUE_SOON: "Payment due soon",
  PAYMENT_OVERDUE: "Payment overdue",
};

/**
 * Payment reminders: raised by the engine's clock for each unpaid instalment of a signed proposal, N
 * days (the automation's daysBefore) before its due date or after it, at triggerHour:triggerMinute on
 * the studio's wall clock. They only send messages: nothing raises them as a project's event.
 */
export const PAYMENT_REMINDER_TRIGGERS = ["PAYMENT_DUE_SOON", "PAYMENT_OVERDUE"] as const;
export type PaymentReminderTrigger = (typeof PAYMENT_REMINDER_TRIGGERS)[number];

export function isPaymentReminderTrigger(type: string | null | undefined): type is PaymentReminderTrigger {
  return (PAYMENT_REMINDER_TRIGGERS as readonly string[]).includes(type ?? "");
}

/** Due soon counts back from the due date, overdue forward. */
export const paymentReminderTiming = (type: PaymentReminderTrigger): "BEFORE" | "AFTER" =>
  type === "PAYMENT_DUE_SOON" ? "BEFORE" : "AFTER";

export const PAYMENT_REMINDER_DAYS_MESSAGE = "A payment reminder needs a number of days between 1 and 365";
export const PAYMENT_REMINDER_MESSAGES_ONLY = "Payment reminders send messages; they can't move projects";

/** The dates a time-based automation counts from. */
export const TIME_BASE_DATES = ["EVENT_DATE", "DELIVERY_DATE", "CONSULTATION_DATE", "SHOOT_DATE"] as const;
export type TimeBaseDate = (typeof TIME_BASE_DATES)[number];

export const TRIGGER_TIMINGS = ["BEFORE", "AFTER"] as const;
export type TriggerTiming = (typeof TRIGGER_TIMINGS)[number];

export const MINUTE_CHOICES = [0, 15, 30, 45] as const;

export const INVALID_AUTOMATION_CONFIGURATION =
  "Invalid automation configuration - ensure required fields are present for the selected automation type.";

// ---- API shapes ----

const nullableUuid = z.preprocess(
  (value) =>
    value === "" || value === "global" || value === "none" || value === "unavailable" ? null : value,
  z.uuid({ error: "Invalid id" }).nullable().optional(),
);
const optionalInt = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

/** POST /api/automations. The configuration rule is checked by `automationConfigurationProblem`. */
export const createAutomationInputSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(200, "Name is too long"),
  projectType: z.enum(PROJECT_TYPES, { error: "Project type is required" }).default("WEDDING"),
  automationType: z.enum(AUTOMATION_TYPES, { error: "Unknown automation type" }).default("COMMUNICATION"),
  /** Null (or "global") for a global automation; omitted means not given. */
  stageId: nullableUuid,
  enabled: z.boolean().default(true),
  channel: z.preprocess((v) => (v === "" ? null : v), z.enum(CHANNELS).nullable().optional()),
  templateId: nullableUuid,
  questionnaireTemplateId: nullableUuid,
  stageCondition: nullableUuid,
  triggerType: z.preprocess(
    (v) => (v === "" ? null : v),
    z.enum(BUSINESS_TRIGGER_TYPES).nullable().optional(),
  ),
  targetStageId: nullableUuid,
  daysBefore: optionalInt(1, 365, "Days must be between 1 and 365"),
  triggerTiming: z.enum(TRIGGER_TIMINGS).default("BEFORE"),
  triggerHour: optionalInt(0, 23, "Hour must be between 0 and 23"),
  triggerMinute: optionalInt(0, 59, "Minute must be between 0 and 59"),
  eventType: z.preprocess((v) => (v === "" ? null : v), z.enum(TIME_BASE_DATES).nullable().optional()),
  triggerMode: z.enum(TRIGGER_MODES).nullable().optional(),
});
export type CreateAutomationInput = z.input<typeof createAutomationInputSchema>;
export type CreateAutomationData = z.output<typeof createAutomationInputSchema>;

/** The fields each automation type needs, checked on the server. Null when the configuration is complete. */
export function automationConfigurationProblem(a: CreateAutomationData): string | null {
  if (isPaymentReminderTrigger(a.triggerType)) {
    if (a.automationType !== "COMMUNICATION") return PAYMENT_REMINDER_MESSAGES_ONLY;
    if (a.daysBefore === undefined) return PAYMENT_REMINDER_DAYS_MESSAGE;
  }
  const ok =
    a.automationType === "COMMUNICATION"
      ? a.stageId !== undefined && (Boolean(a.channel) || Boolean(a.questionnaireTemplateId))
      : a.automationType === "STAGE_CHANGE"
        ? Boolean(a.triggerType) && Boolean(a.targetStageId)
        : a.daysBefore !== undefined && Boolean(a.eventType) && Boolean(a.templateId);
  return ok ? null : INVALID_AUTOMATION_CONFIGURATION;
}

/** PATCH /api/automations/{id}: the switch, or the time trigger's fields. */
export const patchAutomationInputSchema = z
  .object({
    enabled: z.boolean().optional(),
    daysBefore: optionalInt(1, 365, "Days must be between 1 and 365"),
    triggerTiming: z.enum(TRIGGER_TIMINGS).optional(),
    triggerHour: optionalInt(0, 23, "Hour must be between 0 and 23"),
    triggerMinute: optionalInt(0, 59, "Minute must be between 0 and 59"),
    eventType: z.enum(TIME_BASE_DATES).optional(),
    stageCondition: nullableUuid,
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { error: "Nothing to update" });

/** PUT /api/automations/{id}: type, trigger, steps and destination cannot change after creation. */
export const updateAutomationInputSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(200, "Name is too long"),
  stageId: nullableUuid,
  channel: z.preprocess((v) => (v === "" ? null : v), z.enum(CHANNELS).nullable().optional()),
  enabled: z.boolean().optional(),
});

export const createStepInputSchema = z.object({
  stepIndex: z.number({ error: "Step index is required" }).int().min(0).max(100).default(0),
  delayMinutes: z
    .number({ error: "Delay must be a number of minutes" })
    .int("Delay must be whole minutes")
    .min(0, "Delay must be at least 0")
    .max(366 * MINUTES_PER_DAY, "Delay must be at most a year"),
  enabled: z.boolean().default(true),
  templateId: nullableUuid,
  quietHoursStart: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Quiet hours must be HH:MM")
    .nullable()
    .optional(),
  quietHoursEnd: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Quiet hours must be HH:MM")
    .nullable()
    .optional(),
});
export type CreateStepInput = z.input<typeof createStepInputSchema>;

export const patchStepInputSchema = z.object({
  enabled: z.boolean({ error: "enabled must be true or false" }),
});

export const createBusinessTriggerInputSchema = z.object({
  automationId: z.uuid({ error: "Invalid automation" }),
  triggerType: z.enum(BUSINESS_TRIGGER_TYPES, { error: "Unknown business event" }),
  enabled: z.boolean().default(true),
  minAmountCents: z.number().int().min(0).nullable().optional(),
  projectType: z.enum(PROJECT_TYPES).nullable().optional(),
});
export type CreateBusinessTriggerInput = z.input<typeof createBusinessTriggerInputSchema>;

export interface AutomationStep {
  id: string;
  automationId: string;
  stepIndex: number;
  delayMinutes: number;
  templateId: string | null;
  enabled: boolean;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
  /** The step's template, for the detail view (subject and text preview). */
  template: { id: string; name: string; channel: Channel; subject: string | null; textBody: string } | null;
}

export interface AutomationBusinessTrigger {
  id: string;
  automationId: string;
  triggerType: BusinessTriggerType;
  enabled: boolean;
  minAmountCents: number | null;
  projectType: string | null;
}

/** A row of GET /api/automations?projectType=, with its steps and triggers. */
export interface Automation {
  id: string;
  projectType: string;
  name: string;
  automationType: AutomationType;
  stageId: string | null;
  stageName: string | null;
  channel: Channel | null;
  triggerType: BusinessTriggerType | null;
  targetStageId: string | null;
  targetStageName: string | null;
  daysBefore: number | null;
  triggerTiming: TriggerTiming;
  triggerHour: number;
  triggerMinute: number;
  eventType: TimeBaseDate | null;
  stageCondition: string | null;
  templateId: string | null;
  questionnaireTemplateId: string | null;
  eventDateCondition: string;
  enabled: boolean;
  triggerMode: TriggerMode | null;
  createdAt: string;
  steps: AutomationStep[];
  businessTriggers: AutomationBusinessTrigger[];
}

/** How the Stage-Based tab groups a stage's automations. */
export function automationGroup(
  a: Pick<Automation, "automationType" | "steps" | "businessTriggers"> & { triggerType?: string | null },
): "Immediate" | "Time-Based" | "Trigger-Based" {
  if (a.businessTriggers.length > 0 || isPaymentReminderTrigger(a.triggerType)) return "Trigger-Based";
  if (a.automationType === "STAGE_CHANGE") return "Immediate";
  const first = [...a.steps].sort((x, y) => x.stepIndex - y.stepIndex)[0];
  return !first || first.delayMinutes === 0 ? "Immediate" : "Time-Based";
}

/** Pipeline automations move projects; communication ones send (cards are split this way). */
export function isPipelineAutomation(a: Pick<Automation, "automationType" | "targetStageId">): boolean {
  return a.automationType === "STAGE_CHANGE" || a.targetStageId !== null;
}

// ---- The engine's explanation on the project page ----

export const EXECUTION_STATUSES = ["SCHEDULED", "SUCCESS", "SKIPPED", "FAILED"] as const;
export type ExecutionStatus = (typeof EXECUTION_STATUSES)[number];

/** GET /api/projects/{id}/automation-timeline: what fired, what is due next, what was skipped and why. */
export interface AutomationTimelineEntry {
  id: string;
  automationId: string;
  automationName: string;
  status: ExecutionStatus;
  channel: Channel | null;
  /** When it ran (or was skipped); for SCHEDULED, null. */
  executedAt: string | null;
  /** When it is due (SCHEDULED) or was due. */
  scheduledFor: string | null;
  reason: string | null;
  /** What it sent or did, e.g. the e-mail's subject or "Moved to Booked". */
  summary: string | null;
}
