/**
 * The lead-capture widget: the public
 * lead endpoint's input and answers. The embed script cannot carry zod, so it checks the same rules with
 * its own code (src/client/widget/lead-validation.ts); a unit test holds the two to the same messages.
 */
import { z } from "zod";
import { PROJECT_TYPES } from "./projects.js";
import { emailField, emptyToUndefined, isoDateField, phoneField } from "./validation.js";

export const WIDGET_NOT_FOUND = "Widget not found";
export const LEAD_THANKS = "Thanks! We'll be in touch soon.";
export const LEAD_RATE_LIMITED = "Too many inquiries. Please try again later.";

export const LEAD_MESSAGES = {
  firstNameRequired: "First name is required",
  firstNameTooLong: "First name is too long",
  lastNameRequired: "Last name is required",
  lastNameTooLong: "Last name is too long",
  emailRequired: "Email is required",
  dateWithNoDate: 'Choose an event date or "I don\'t have a date yet", not both',
  projectType: "Choose a project type",
  messageTooLong: "Message is too long (2000 characters at most)",
} as const;

export const LEAD_NAME_MAX = 100;
export const LEAD_MESSAGE_MAX = 2000;

const name = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(LEAD_NAME_MAX, tooLong);

export const widgetLeadInputSchema = z
  .object({
    firstName: name(LEAD_MESSAGES.firstNameRequired, LEAD_MESSAGES.firstNameTooLong),
    lastName: name(LEAD_MESSAGES.lastNameRequired, LEAD_MESSAGES.lastNameTooLong),
    email: z
      .string({ error: LEAD_MESSAGES.emailRequired })
      .trim()
      .min(1, LEAD_MESSAGES.emailRequired)
      .pipe(emailField),
    phone: z.preprocess(emptyToUndefined, phoneField.optional()),
    eventDate: z.preprocess(emptyToUndefined, isoDateField.optional()),
    noEventDate: z.boolean().optional(),
    projectType: z.enum(PROJECT_TYPES, { error: LEAD_MESSAGES.projectType }).default("WEDDING"),
    message: z.preprocess(
      emptyToUndefined,
      z.string().trim().max(LEAD_MESSAGE_MAX, LEAD_MESSAGES.messageTooLong).optional(),
    ),
    /** The spam trap: hidden from people, so only a robot fills it in. */
    website: z.string().max(2000).optional(),
  })
  .superRefine((lead, context) => {
    if (lead.eventDate && lead.noEventDate) {
      context.addIssue({ code: "custom", path: ["eventDate"], message: LEAD_MESSAGES.dateWithNoDate });
    }
  });

export type WidgetLeadInput = z.input<typeof widgetLeadInputSchema>;

/** What the endpoint answers on success (and, identically, to a robot caught by the spam trap). */
export interface WidgetLeadResult {
  success: true;
  message: string;
}
