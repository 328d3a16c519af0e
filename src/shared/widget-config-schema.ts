/**
 * The widget configuration a studio saves (PUT /api/widget-config): the server validates the body with
 * this schema and the Widget Generator checks its form with it before saving, so both refuse the same
 * things with the same words. Text is trimmed, and the project types are kept once each, in their
 * usual order, so that what is stored is what the form shows.
 */
import { z } from "zod";
import { PROJECT_TYPES, type ProjectType } from "./projects.js";
import { HEX_COLOR, WIDGET_TEXT_LIMITS } from "./widget-config.js";

export const WIDGET_CONFIG_MESSAGES = {
  title: `The title is too long (${WIDGET_TEXT_LIMITS.title} characters at most)`,
  description: `The description is too long (${WIDGET_TEXT_LIMITS.description} characters at most)`,
  buttonTextRequired: "The button needs some text",
  buttonTextTooLong: `The button text is too long (${WIDGET_TEXT_LIMITS.buttonText} characters at most)`,
  successMessageRequired: "The success message needs some text",
  successMessageTooLong: `The success message is too long (${WIDGET_TEXT_LIMITS.successMessage} characters at most)`,
  primaryColor: "The primary colour must be a colour such as #3b82f6",
  backgroundColor: "The background colour must be a colour such as #ffffff",
  projectTypes: "Choose at least one project type",
  projectType: "Choose project types from the list",
  flag: (field: string) => `Say whether the form asks for the ${field} (true or false)`,
} as const;

/** A missing or non-text field names itself; blank text is refused only where words are required. */
const text = (field: string, max: number, tooLong: string, required?: string) => {
  const trimmed = z.string({ error: `The ${field} must be text` }).trim();
  return (required ? trimmed.min(1, required) : trimmed).max(max, tooLong);
};
const color = (message: string) => z.string({ error: message }).regex(HEX_COLOR, message);
const flag = (field: string) => z.boolean({ error: WIDGET_CONFIG_MESSAGES.flag(field) });

const inOrder = (types: ProjectType[]): ProjectType[] => PROJECT_TYPES.filter((t) => types.includes(t));

export const widgetConfigSchema = z.object(
  {
    title: text("title", WIDGET_TEXT_LIMITS.title, WIDGET_CONFIG_MESSAGES.title),
    description: text("description", WIDGET_TEXT_LIMITS.description, WIDGET_CONFIG_MESSAGES.description),
    primaryColor: color(WIDGET_CONFIG_MESSAGES.primaryColor),
    backgroundColor: color(WIDGET_CONFIG_MESSAGES.backgroundColor),
    buttonText: text(
      "button text",
      WIDGET_TEXT_LIMITS.buttonText,
      WIDGET_CONFIG_MESSAGES.buttonTextTooLong,
      WIDGET_CONFIG_MESSAGES.buttonTextRequired,
    ),
    successMessage: text(
      "success message",
      WIDGET_TEXT_LIMITS.successMessage,
      WIDGET_CONFIG_MESSAGES.successMessageTooLong,
      WIDGET_CONFIG_MESSAGES.successMessageRequired,
    ),
    showPhone: flag("phone"),
    showMessage: flag("message"),
    showEventDate: flag("event date"),
    projectTypes: z
      .array(z.enum(PROJECT_TYPES, { error: WIDGET_CONFIG_MESSAGES.projectType }), {
        error: WIDGET_CONFIG_MESSAGES.projectTypes,
      })
      .min(1, WIDGET_CONFIG_MESSAGES.projectTypes)
      .max(100, WIDGET_CONFIG_MESSAGES.projectType)
      .transform(inOrder),
  },
  { error: "The widget configuration must be an object" },
);

export type WidgetConfigInput = z.input<typeof widgetConfigSchema>;
