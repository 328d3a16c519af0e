import type { AutomationDraft } from "./automation-draft";
import type { FormField } from "./automation-form";

/** What each section of the Create Automation form gets from the form. */
export interface DraftSectionProps {
  draft: AutomationDraft;
  /** Replaces the draft (sections apply the form's transitions themselves). */
  onDraftChange: (next: AutomationDraft, changed?: FormField) => void;
  /** The message to show under a field now, if any. */
  errorFor: (field: FormField) => string | undefined;
}

/** The element each field's message belongs to, for focusing the first wrong one. */
export const FIELD_IDS: Record<FormField, string> = {
  name: "automation-name",
  triggerStageId: "automation-trigger-stage",
  businessEvent: "automation-business-event",
  timeDays: "automation-time-days",
  timeHour: "automation-time-hour",
  timeMinute: "automation-time-minute",
  timeBaseDate: "automation-time-base-date",
  actions: "automation-send-messages",
  templateId: "automation-template",
  questionnaireTemplateId: "automation-questionnaire",
  delayDays: "automation-delay-days",
  delayHours: "automation-delay-hours",
  delayMinutes: "automation-delay-minutes",
  moveProjects: "automation-move-projects",
  targetStageId: "automation-target-stage",
};
