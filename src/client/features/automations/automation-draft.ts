/**
 * The Create Automation form's state as typed, and the transitions between its fields: turning
 * an action off clears what only that action used, and the delay's mode follows what is typed.
 */
import {
  type BusinessTriggerType,
  MINUTE_CHOICES,
  type TimeBaseDate,
  type TriggerMode,
  type TriggerTiming,
} from "../../../shared/automations";
import type { Channel } from "../../../shared/templates";

export type DelayMode = "immediate" | "delayed";
export type DelayField = "delayDays" | "delayHours" | "delayMinutes";

/** Select values that stand for "nothing chosen" (they never count as a template or questionnaire). */
export const NO_CHOICE = "none";
export const UNAVAILABLE_CHOICE = "unavailable";
export const GLOBAL_STAGE = "global";

export interface AutomationDraft {
  /** As typed; empty means "use the suggested name". */
  name: string;
  triggerMode: TriggerMode;
  /** A stage id, GLOBAL_STAGE, or "" before one is chosen. */
  triggerStageId: string;
  businessEvent: BusinessTriggerType | "";
  timeDays: string;
  timeTiming: TriggerTiming;
  timeHour: string;
  timeMinute: number;
  timeBaseDate: TimeBaseDate | "";
  sendMessages: boolean;
  channel: Channel;
  templateId: string;
  questionnaireTemplateId: string;
  delayMode: DelayMode;
  delayDays: string;
  delayHours: string;
  delayMinutes: string;
  moveProjects: boolean;
  targetStageId: string;
}

/** The form's defaults: 7 days before, 09:00; messages on, by e-mail, sent immediately. */
export function newAutomationDraft(): AutomationDraft {
  return {
    name: "",
    triggerMode: "STAGE",
    triggerStageId: "",
    businessEvent: "",
    timeDays: "7",
    timeTiming: "BEFORE",
    timeHour: "9",
    timeMinute: MINUTE_CHOICES[0],
    timeBaseDate: "EVENT_DATE",
    sendMessages: true,
    channel: "EMAIL",
    templateId: "",
    questionnaireTemplateId: "",
    delayMode: "immediate",
    delayDays: "0",
    delayHours: "0",
    delayMinutes: "0",
    moveProjects: false,
    targetStageId: "",
  };
}

const ZERO_DELAY = { delayMode: "immediate", delayDays: "0", delayHours: "0", delayMinutes: "0" } as const;

/** Turning Send Messages off clears template, delay, questionnaire and channel (back to EMAIL). */
export function withSendMessages(draft: AutomationDraft, on: boolean): AutomationDraft {
  if (on) return { ...draft, sendMessages: true };
  return {
    ...draft,
    ...ZERO_DELAY,
    sendMessages: false,
    templateId: "",
    questionnaireTemplateId: "",
    channel: "EMAIL",
  };
}

/** Turning Move Projects off clears the target stage. */
export function withMoveProjects(draft: AutomationDraft, on: boolean): AutomationDraft {
  return on ? { ...draft, moveProjects: true } : { ...draft, moveProjects: false, targetStageId: "" };
}

/** Templates belong to one channel, so a chosen template cannot survive a change of channel. */
export function withChannel(draft: AutomationDraft, channel: Channel): AutomationDraft {
  return channel === draft.channel ? draft : { ...draft, channel, templateId: "" };
}

/** Choosing immediate zeroes the delay; choosing delayed keeps what was typed. */
export function withDelayMode(draft: AutomationDraft, mode: DelayMode): AutomationDraft {
  return mode === "immediate" ? { ...draft, ...ZERO_DELAY } : { ...draft, delayMode: "delayed" };
}

/** Typing a non-zero delay switches to delayed. */
export function withDelayField(draft: AutomationDraft, field: DelayField, value: string): AutomationDraft {
  const next = { ...draft, [field]: value };
  const nonZero = Number(value) > 0;
  return nonZero ? { ...next, delayMode: "delayed" } : next;
}
