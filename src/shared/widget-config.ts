/**
 * The lead widget's configuration: what the form says, which fields it asks for, its colours. The
 * studio saves it on the server (GET/PUT /api/widget-config) and the embed script reads it from there
 * each time a website loads the form. No zod here: the embed script imports this file and stays a few
 * kB; the request schema is in widget-config-schema.ts.
 */
import type { ProjectType } from "./projects.js";

export interface WidgetConfig {
  title: string;
  description: string;
  primaryColor: string;
  backgroundColor: string;
  buttonText: string;
  successMessage: string;
  showPhone: boolean;
  showMessage: boolean;
  showEventDate: boolean;
  projectTypes: ProjectType[];
}

export const WIDGET_DEFAULTS: WidgetConfig = {
  title: "Get In Touch",
  description: "Tell us a little about what you're planning and we'll get back to you soon.",
  primaryColor: "#3b82f6",
  backgroundColor: "#ffffff",
  buttonText: "Send Inquiry",
  successMessage: "Thank you! Your inquiry has been sent. We'll be in touch soon.",
  showPhone: true,
  showMessage: true,
  showEventDate: true,
  projectTypes: ["WEDDING", "ENGAGEMENT", "PORTRAIT"],
};

export const WIDGET_TEXT_LIMITS = {
  title: 80,
  description: 300,
  buttonText: 40,
  successMessage: 300,
} as const;

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export function isHexColor(value: unknown): value is string {
  return typeof value === "string" && HEX_COLOR.test(value);
}

/** What the studio reads and saves. `saved` is false (and `updatedAt` null) until the first save. */
export interface WidgetConfigState {
  config: WidgetConfig;
  saved: boolean;
  updatedAt: string | null;
}

/**
 * What a website's embed script reads. While the studio has never saved (`saved` false), the script
 * keeps the settings an older embed code carries, so that upgrading changes no website by itself.
 */
export interface PublicWidgetConfig {
  config: WidgetConfig;
  saved: boolean;
}

/** The public read, relative to the Focal server the script was loaded from. */
export const publicWidgetConfigPath = (publicToken: string) =>
  `/api/public/widget/${encodeURIComponent(publicToken)}/config`;
