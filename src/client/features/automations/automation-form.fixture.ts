/**
 * What the automation form tests share: a wedding studio's form context (two stages, an e-mail and an
 * SMS template, no questionnaires) and a new draft with some fields changed.
 */
import { type AutomationDraft, newAutomationDraft } from "./automation-draft";
import type { AutomationFormContext } from "./automation-form";

export const INQUIRY = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";
export const BOOKED = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
export const WELCOME = "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e";
export const REMINDER_SMS = "3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f";

export const ctx: AutomationFormContext = {
  projectType: "WEDDING",
  stages: [
    { id: INQUIRY, name: "Inquiry" },
    { id: BOOKED, name: "Booked" },
  ],
  templates: [
    { id: WELCOME, channel: "EMAIL" },
    { id: REMINDER_SMS, channel: "SMS" },
  ],
  questionnaires: [],
};

export const draft = (overrides: Partial<AutomationDraft> = {}): AutomationDraft => ({
  ...newAutomationDraft(),
  ...overrides,
});
