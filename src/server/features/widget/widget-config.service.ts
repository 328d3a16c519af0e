/**
 * The widget's configuration: saved by the studio, read back by the Widget Generator in any browser,
 * and read by the embed script on the studio's website through the public token. A studio that has
 * never saved gets the defaults, marked as not saved.
 */
import type { z } from "zod";
import { WIDGET_NOT_FOUND } from "../../../shared/widget.js";
import {
  type PublicWidgetConfig,
  WIDGET_DEFAULTS,
  type WidgetConfig,
  type WidgetConfigState,
} from "../../../shared/widget-config.js";
import { widgetConfigSchema } from "../../../shared/widget-config-schema.js";
import { notFound } from "../../http/errors.js";
import type { FeatureDeps } from "../feature-deps.js";
import { findPublicWidgetConfig, findWidgetConfig, saveWidgetConfig } from "./widget-config.queries.js";

type WidgetConfigBody = z.output<typeof widgetConfigSchema>;

/**
 * A stored configuration as the schema reads it today: a field added since it was saved takes its
 * default, and a row that no longer passes (it cannot, short of a hand edit) gives way to the defaults.
 */
function readStored(value: unknown): WidgetConfig {
  const stored = typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
  const parsed = widgetConfigSchema.safeParse({ ...WIDGET_DEFAULTS, ...stored });
  return parsed.success ? parsed.data : WIDGET_DEFAULTS;
}

export function createWidgetConfigService(deps: Pick<FeatureDeps, "database">) {
  const { db } = deps.database;

  async function get(photographerId: string): Promise<WidgetConfigState> {
    const row = await findWidgetConfig(db, photographerId);
    if (!row) return { config: WIDGET_DEFAULTS, saved: false, updatedAt: null };
    return { config: readStored(row.config), saved: true, updatedAt: row.updatedAt.toISOString() };
  }

  async function save(photographerId: string, config: WidgetConfigBody): Promise<WidgetConfigState> {
    const row = await saveWidgetConfig(db, photographerId, { ...config });
    return { config: readStored(row.config), saved: true, updatedAt: row.updatedAt.toISOString() };
  }

  /** What a website's embed script reads; another studio's settings are never reachable without its token. */
  async function forWebsite(publicToken: string): Promise<PublicWidgetConfig> {
    const row = await findPublicWidgetConfig(db, publicToken);
    if (!row) throw notFound(WIDGET_NOT_FOUND);
    if (row.config === null) return { config: WIDGET_DEFAULTS, saved: false };
    return { config: readStored(row.config), saved: true };
  }

  return { get, save, forWebsite };
}

export type WidgetConfigService = ReturnType<typeof createWidgetConfigService>;
