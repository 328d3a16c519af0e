/** What the automation routes answer: the shapes of shared/automations.ts. */
import { z } from "zod";
import {
  AUTOMATION_TYPES,
  type Automation,
  type AutomationBusinessTrigger,
  type AutomationStep,
  type AutomationTimelineEntry,
  BUSINESS_TRIGGER_TYPES,
  EXECUTION_STATUSES,
  TIME_BASE_DATES,
  TRIGGER_MODES,
  TRIGGER_TIMINGS,
} from "../../../shared/automations.js";
import type { StarterSetResult } from "../../../shared/starter-automations.js";
import { CHANNELS } from "../../../shared/templates.js";
import { cents, isoInstant } from "../../http/responses.js";

const channel = z.enum(CHANNELS);

export const automationStepResponse = z.object({
  id: z.uuid(),
  automationId: z.uuid(),
  stepIndex: z.int(),
  delayMinutes: z.int(),
  templateId: z.uuid().nullable(),
  enabled: z.boolean(),
  quietHoursStart: z.string().nullable(),
  quietHoursEnd: z.string().nullable(),
  template: z
    .object({ id: z.uuid(), name: z.string(), channel, subject: z.string().nullable(), textBody: z.string() })
    .nullable(),
}) satisfies z.ZodType<AutomationStep>;

export const businessTriggerResponse = z.object({
  id: z.uuid(),
  automationId: z.uuid(),
  triggerType: z.enum(BUSINESS_TRIGGER_TYPES),
  enabled: z.boolean(),
  minAmountCents: cents.nullable(),
  projectType: z.string().nullable(),
}) satisfies z.ZodType<AutomationBusinessTrigger>;

export const automationResponse = z.object({
  id: z.uuid(),
  projectType: z.string(),
  name: z.string(),
  automationType: z.enum(AUTOMATION_TYPES),
  stageId: z.uuid().nullable(),
  stageName: z.string().nullable(),
  channel: channel.nullable(),
  triggerType: z.enum(BUSINESS_TRIGGER_TYPES).nullable(),
  targetStageId: z.uuid().nullable(),
  targetStageName: z.string().nullable(),
  daysBefore: z.int().nullable(),
  triggerTiming: z.enum(TRIGGER_TIMINGS),
  triggerHour: z.int(),
  triggerMinute: z.int(),
  eventType: z.enum(TIME_BASE_DATES).nullable(),
  stageCondition: z.string().nullable(),
  templateId: z.uuid().nullable(),
  questionnaireTemplateId: z.uuid().nullable(),
  eventDateCondition: z.string(),
  enabled: z.boolean(),
  triggerMode: z.enum(TRIGGER_MODES).nullable(),
  createdAt: isoInstant,
  steps: z.array(automationStepResponse),
  businessTriggers: z.array(businessTriggerResponse),
}) satisfies z.ZodType<Automation>;

export const starterSetResponse = z.object({
  created: z.array(automationResponse),
  templatesCreated: z.array(z.object({ id: z.uuid(), name: z.string() })),
  message: z.string(),
}) satisfies z.ZodType<StarterSetResult>;

export const automationTimelineResponse = z.array(
  z.object({
    id: z.string(),
    automationId: z.uuid(),
    automationName: z.string(),
    status: z.enum(EXECUTION_STATUSES),
    channel: channel.nullable(),
    executedAt: isoInstant.nullable(),
    scheduledFor: isoInstant.nullable(),
    reason: z.string().nullable(),
    summary: z.string().nullable(),
  }) satisfies z.ZodType<AutomationTimelineEntry>,
);
