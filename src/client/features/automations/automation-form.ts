/**
 * The Create Automation form as pure functions: the submit button's label, the messages under the
 * fields, and the plan of calls that a valid form turns into (one automation per action, each with its
 * first step and business trigger where the trigger mode needs them).
 */
import { delayToMinutes } from "../../../shared/automation-delays";
import {
  type BusinessTriggerType,
  type CreateAutomationInput,
  PAYMENT_REMINDER_MESSAGES_ONLY,
  type TimeBaseDate,
} from "../../../shared/automations";
import type { ProjectType } from "../../../shared/projects";
import type { Channel } from "../../../shared/templates";
import { type AutomationDraft, GLOBAL_STAGE, NO_CHOICE, UNAVAILABLE_CHOICE } from "./automation-draft";
import { businessTriggerLabel, CHANNEL_LABELS, TIME_BASE_DATE_LABELS } from "./automation-labels";
import { parseWhole, reminderFields, reminderName, reminderOf, sendTimeErrors } from "./send-time-form";

export { DAYS_RANGE_MESSAGE, HOUR_RANGE_MESSAGE, MINUTE_RANGE_MESSAGE } from "./send-time-form";

export const NO_ACTION_MESSAGE =
  "Please enable at least one automation type and complete all required fields";
export const STAGE_PIPELINE_MESSAGE =
  "Stage-based pipeline automations are coming soon. Please use business event triggers for pipeline automations for now.";
export const BUSINESS_TRIGGER_REQUIRED_MESSAGE =
  "Business event trigger is required for pipeline automations";
export const INVALID_TEMPLATE_MESSAGE = "Selected template is not valid";
export const SELECT_TRIGGER_STAGE = "Select trigger stage";
export const SELECT_BUSINESS_EVENT = "Select business event";
export const SELECT_MESSAGE = "Select template or questionnaire";
export const SELECT_TARGET_STAGE = "Select target stage";
export const BASE_DATE_MESSAGE = "Select a base date";
export const DELAY_DAYS_MESSAGE = "Days must be 0 or more";
export const DELAY_HOURS_MESSAGE = "Hours must be between 0 and 23";
export const DELAY_MINUTES_MESSAGE = "Minutes must be between 0 and 59";
export const INVALID_QUESTIONNAIRE_MESSAGE = "Selected questionnaire is not valid";

export function noTemplatesMessage(channel: Channel): string {
  return `No ${channel} templates available. Please create templates first.`;
}

/** What the form needs to know about the studio to judge a draft. */
export interface AutomationFormContext {
  projectType: ProjectType;
  stages: readonly { id: string; name: string }[];
  templates: readonly { id: string; channel: Channel }[];
  questionnaires: readonly { id: string }[];
}

/** The form's fields in screen order: the first with a message gets the focus. */
export const FORM_FIELDS = [
  "name",
  "triggerStageId",
  "businessEvent",
  "timeDays",
  "timeHour",
  "timeMinute",
  "timeBaseDate",
  "actions",
  "templateId",
  "questionnaireTemplateId",
  "delayDays",
  "delayHours",
  "delayMinutes",
  "moveProjects",
  "targetStageId",
] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type FormErrors = Partial<Record<FormField, string>>;

const isChosen = (value: string) => value !== "" && value !== NO_CHOICE && value !== UNAVAILABLE_CHOICE;

/**
 * A time-based automation sends its template itself (the server's COUNTDOWN rule), and a payment
 * reminder is about money, so neither assigns a questionnaire.
 */
export const usesQuestionnaire = (draft: AutomationDraft) =>
  draft.triggerMode !== "TIME" && reminderOf(draft) === null;

function hasMessage(draft: AutomationDraft): boolean {
  return isChosen(draft.templateId) || (usesQuestionnaire(draft) && isChosen(draft.questionnaireTemplateId));
}

/** The submit label says what is still missing, in the order the form asks for it. */
export function submitLabel(draft: AutomationDraft): string {
  if (!draft.sendMessages && !draft.moveProjects) return "Enable at least one action";
  if (draft.triggerMode === "STAGE" && draft.triggerStageId === "") return SELECT_TRIGGER_STAGE;
  if (draft.triggerMode === "BUSINESS" && draft.businessEvent === "") return SELECT_BUSINESS_EVENT;
  if (draft.sendMessages && !hasMessage(draft)) return SELECT_MESSAGE;
  if (draft.moveProjects && draft.targetStageId === "") return SELECT_TARGET_STAGE;
  if (draft.sendMessages && draft.moveProjects) return "Create Communication + Pipeline Automations";
  return draft.moveProjects ? "Create Pipeline Automation" : "Create Communication Automation";
}

/** A delay field left blank means 0 (delay fields at least 0). */
const parseDelayPart = (text: string, max: number) => (text.trim() === "" ? 0 : parseWhole(text, 0, max));

const DELAY_DAYS_MAX = 365;

function triggerErrors(draft: AutomationDraft, ctx: AutomationFormContext): FormErrors {
  const errors: FormErrors = {};
  if (draft.triggerMode === "STAGE") {
    const known =
      draft.triggerStageId === GLOBAL_STAGE || ctx.stages.some((s) => s.id === draft.triggerStageId);
    if (!known) errors.triggerStageId = SELECT_TRIGGER_STAGE;
  } else if (draft.triggerMode === "BUSINESS") {
    if (draft.businessEvent === "") errors.businessEvent = SELECT_BUSINESS_EVENT;
    if (reminderOf(draft)) Object.assign(errors, sendTimeErrors(draft));
  } else {
    Object.assign(errors, sendTimeErrors(draft));
    if (draft.timeBaseDate === "") errors.timeBaseDate = BASE_DATE_MESSAGE;
  }
  return errors;
}

function messageErrors(draft: AutomationDraft, ctx: AutomationFormContext): FormErrors {
  const errors: FormErrors = {};
  const forChannel = ctx.templates.filter((t) => t.channel === draft.channel);
  if (isChosen(draft.templateId)) {
    if (forChannel.length === 0) errors.templateId = noTemplatesMessage(draft.channel);
    else if (!forChannel.some((t) => t.id === draft.templateId)) errors.templateId = INVALID_TEMPLATE_MESSAGE;
  } else if (!hasMessage(draft)) {
    errors.templateId = forChannel.length === 0 ? noTemplatesMessage(draft.channel) : SELECT_MESSAGE;
  }
  if (
    usesQuestionnaire(draft) &&
    isChosen(draft.questionnaireTemplateId) &&
    !ctx.questionnaires.some((q) => q.id === draft.questionnaireTemplateId)
  ) {
    errors.questionnaireTemplateId = INVALID_QUESTIONNAIRE_MESSAGE;
  }
  // Only a stage or business trigger sends through a delayed step; a time trigger or a reminder has its date.
  if (draft.triggerMode !== "TIME" && !reminderOf(draft) && draft.delayMode === "delayed") {
    if (parseDelayPart(draft.delayDays, DELAY_DAYS_MAX) === null) errors.delayDays = DELAY_DAYS_MESSAGE;
    if (parseDelayPart(draft.delayHours, 23) === null) errors.delayHours = DELAY_HOURS_MESSAGE;
    if (parseDelayPart(draft.delayMinutes, 59) === null) errors.delayMinutes = DELAY_MINUTES_MESSAGE;
  }
  return errors;
}

function pipelineErrors(draft: AutomationDraft, ctx: AutomationFormContext): FormErrors {
  const errors: FormErrors = {};
  if (draft.triggerMode === "STAGE") errors.moveProjects = STAGE_PIPELINE_MESSAGE;
  else if (draft.triggerMode === "TIME") errors.moveProjects = BUSINESS_TRIGGER_REQUIRED_MESSAGE;
  else if (reminderOf(draft)) errors.moveProjects = PAYMENT_REMINDER_MESSAGES_ONLY;
  if (!ctx.stages.some((s) => s.id === draft.targetStageId)) errors.targetStageId = SELECT_TARGET_STAGE;
  return errors;
}

/** Every message the draft deserves, keyed by field. Empty when it can be submitted. */
export function validateAutomationDraft(draft: AutomationDraft, ctx: AutomationFormContext): FormErrors {
  if (!draft.sendMessages && !draft.moveProjects) {
    return { ...triggerErrors(draft, ctx), actions: NO_ACTION_MESSAGE };
  }
  return {
    ...triggerErrors(draft, ctx),
    ...(draft.sendMessages ? messageErrors(draft, ctx) : {}),
    ...(draft.moveProjects ? pipelineErrors(draft, ctx) : {}),
  };
}

export function firstInvalidField(errors: FormErrors): FormField | undefined {
  return FORM_FIELDS.find((field) => errors[field] !== undefined);
}

const stageName = (ctx: AutomationFormContext, id: string) => ctx.stages.find((s) => s.id === id)?.name;

/** The name the form proposes until one is typed, e.g. "Deposit paid - Email + Move to Booked". */
export function suggestedName(draft: AutomationDraft, ctx: AutomationFormContext): string {
  let trigger: string;
  const reminder = reminderOf(draft);
  if (reminder) {
    trigger = reminderName(reminder, draft.timeDays);
  } else if (draft.triggerMode === "BUSINESS") {
    trigger = draft.businessEvent ? businessTriggerLabel(draft.businessEvent) : "Business event";
  } else if (draft.triggerMode === "TIME") {
    const days = draft.timeDays.trim() || "?";
    const base = draft.timeBaseDate ? TIME_BASE_DATE_LABELS[draft.timeBaseDate].toLowerCase() : "date";
    trigger = `${days} ${days === "1" ? "day" : "days"} ${draft.timeTiming === "AFTER" ? "after" : "before"} ${base}`;
  } else if (draft.triggerStageId === GLOBAL_STAGE) {
    trigger = "Any stage";
  } else {
    trigger = stageName(ctx, draft.triggerStageId) ?? "Stage";
  }
  const actions = [
    draft.sendMessages ? `${CHANNEL_LABELS[draft.channel]}` : null,
    draft.moveProjects ? `Move to ${stageName(ctx, draft.targetStageId) ?? "stage"}` : null,
  ].filter(Boolean);
  return actions.length > 0 ? `${trigger} - ${actions.join(" + ")}` : trigger;
}

/** One automation to create, with what has to follow its POST. */
export interface PlannedAutomation {
  kind: "communication" | "pipeline";
  automation: CreateAutomationInput;
  step?: { stepIndex: number; delayMinutes: number; enabled: boolean; templateId: string | null };
  businessTrigger?: BusinessTriggerType;
}

const orNull = (value: string) => (isChosen(value) ? value : null);

function communicationPlan(draft: AutomationDraft, ctx: AutomationFormContext, name: string) {
  const base = {
    name,
    enabled: true,
    projectType: ctx.projectType,
    channel: draft.channel,
    templateId: orNull(draft.templateId),
  };
  if (draft.triggerMode === "TIME") {
    return {
      kind: "communication",
      automation: {
        ...base,
        automationType: "COUNTDOWN",
        stageId: null,
        questionnaireTemplateId: null,
        daysBefore: Number(draft.timeDays.trim()),
        triggerTiming: draft.timeTiming,
        triggerHour: Number(draft.timeHour.trim()),
        triggerMinute: draft.timeMinute,
        eventType: draft.timeBaseDate as TimeBaseDate,
        triggerMode: "TIME",
      },
    } satisfies PlannedAutomation;
  }
  const reminder = reminderOf(draft);
  const delayMinutes =
    draft.delayMode === "immediate" || reminder
      ? 0
      : delayToMinutes({
          days: parseDelayPart(draft.delayDays, DELAY_DAYS_MAX) ?? 0,
          hours: parseDelayPart(draft.delayHours, 23) ?? 0,
          minutes: parseDelayPart(draft.delayMinutes, 59) ?? 0,
        });
  const isStage = draft.triggerMode === "STAGE";
  return {
    kind: "communication",
    automation: {
      ...base,
      automationType: "COMMUNICATION",
      stageId: isStage && draft.triggerStageId !== GLOBAL_STAGE ? draft.triggerStageId : null,
      questionnaireTemplateId: usesQuestionnaire(draft) ? orNull(draft.questionnaireTemplateId) : null,
      triggerMode: draft.triggerMode,
      // The server counts a reminder's days from the automation; its step sends at once, when due.
      ...(reminder ? reminderFields(draft, reminder) : {}),
    },
    step: { stepIndex: 0, delayMinutes, enabled: true, templateId: orNull(draft.templateId) },
    businessTrigger: isStage ? undefined : (draft.businessEvent as BusinessTriggerType),
  } satisfies PlannedAutomation;
}

function pipelinePlan(draft: AutomationDraft, ctx: AutomationFormContext, name: string): PlannedAutomation {
  const triggerType = draft.businessEvent as BusinessTriggerType;
  return {
    kind: "pipeline",
    automation: {
      name,
      enabled: true,
      projectType: ctx.projectType,
      automationType: "STAGE_CHANGE",
      stageId: null,
      channel: null,
      templateId: null,
      questionnaireTemplateId: null,
      triggerType,
      targetStageId: draft.targetStageId,
      triggerMode: "BUSINESS",
    },
    businessTrigger: triggerType,
  };
}

export type AutomationPlanResult =
  | { ok: true; plan: PlannedAutomation[] }
  | { ok: false; errors: FormErrors; first: FormField };

/** The calls a draft turns into, or its messages. */
export function planAutomations(draft: AutomationDraft, ctx: AutomationFormContext): AutomationPlanResult {
  const errors = validateAutomationDraft(draft, ctx);
  const first = firstInvalidField(errors);
  if (first) return { ok: false, errors, first };
  // A typed name goes to both (the pipeline one marked as such); untyped, each gets its own suggestion.
  const typed = draft.name.trim();
  const both = draft.sendMessages && draft.moveProjects;
  const plan: PlannedAutomation[] = [];
  if (draft.sendMessages) {
    plan.push(communicationPlan(draft, ctx, typed || suggestedName({ ...draft, moveProjects: false }, ctx)));
  }
  if (draft.moveProjects) {
    const name = typed
      ? `${typed}${both ? " (pipeline)" : ""}`
      : suggestedName({ ...draft, sendMessages: false }, ctx);
    plan.push(pipelinePlan(draft, ctx, name));
  }
  return { ok: true, plan };
}
