/**
 * The widget's configuration as the embed script reads it: from the studio's server, or from the
 * attribute of an older embed code, on a page it doesn't control. Anything missing or malformed falls
 * back to the default rather than breaking the form. No zod here: this file is part of the embed
 * script, which stays a few kB (the server checks a save with src/shared/widget-config-schema.ts).
 */
import type { ProjectType } from "../../shared/projects";
import {
  isHexColor,
  WIDGET_DEFAULTS,
  WIDGET_TEXT_LIMITS,
  type WidgetConfig,
} from "../../shared/widget-config";

/** The project types, copied so the script needn't import zod; a unit test keeps them equal. */
export const WIDGET_PROJECT_TYPES: readonly ProjectType[] = [
  "WEDDING",
  "ENGAGEMENT",
  "PROPOSAL",
  "CORPORATE",
  "PORTRAIT",
  "FAMILY",
  "MATERNITY",
  "NEWBORN",
  "EVENT",
  "COMMERCIAL",
  "OTHER",
];

export type { WidgetConfig } from "../../shared/widget-config";
export { isHexColor, WIDGET_DEFAULTS, WIDGET_TEXT_LIMITS } from "../../shared/widget-config";

/** WEDDING -> Wedding, as projectTypeLabel in src/shared/projects.ts. */
export function widgetTypeLabel(type: ProjectType): string {
  return type.charAt(0) + type.slice(1).toLowerCase();
}

function text(value: unknown, fallback: string, max: number, allowEmpty: boolean): string {
  if (typeof value !== "string") return fallback;
  const trimmed = value.trim().slice(0, max);
  return trimmed === "" && !allowEmpty ? fallback : trimmed;
}

const flag = (value: unknown, fallback: boolean) => (typeof value === "boolean" ? value : fallback);

function projectTypes(value: unknown): ProjectType[] {
  if (!Array.isArray(value)) return [...WIDGET_DEFAULTS.projectTypes];
  const known = WIDGET_PROJECT_TYPES.filter((type) => value.includes(type));
  return known.length > 0 ? known : [...WIDGET_DEFAULTS.projectTypes];
}

/**
 * A configuration from anything (the embed code's JSON, the studio's saved copy): each field is taken
 * when it has the right shape. A title or description may be blank (the form shows none); the button
 * and the thank-you need words. Project types keep their fixed order and at least one.
 */
export function parseWidgetConfig(value: unknown): WidgetConfig {
  const input = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const limits = WIDGET_TEXT_LIMITS;
  return {
    title: text(input.title, WIDGET_DEFAULTS.title, limits.title, true),
    description: text(input.description, WIDGET_DEFAULTS.description, limits.description, true),
    primaryColor: isHexColor(input.primaryColor) ? input.primaryColor : WIDGET_DEFAULTS.primaryColor,
    backgroundColor: isHexColor(input.backgroundColor)
      ? input.backgroundColor
      : WIDGET_DEFAULTS.backgroundColor,
    buttonText: text(input.buttonText, WIDGET_DEFAULTS.buttonText, limits.buttonText, false),
    successMessage: text(input.successMessage, WIDGET_DEFAULTS.successMessage, limits.successMessage, false),
    showPhone: flag(input.showPhone, WIDGET_DEFAULTS.showPhone),
    showMessage: flag(input.showMessage, WIDGET_DEFAULTS.showMessage),
    showEventDate: flag(input.showEventDate, WIDGET_DEFAULTS.showEventDate),
    projectTypes: projectTypes(input.projectTypes),
  };
}

export function parseWidgetConfigJson(json: string | null | undefined): WidgetConfig {
  if (!json) return parseWidgetConfig({});
  try {
    return parseWidgetConfig(JSON.parse(json));
  } catch {
    return parseWidgetConfig({});
  }
}
