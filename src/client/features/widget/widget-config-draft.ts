/**
 * The Widget Generator's draft against what the server has saved: where the form starts, whether it
 * has unsaved changes, and the check before a save (the schema the server validates with). Settings
 * that an earlier version kept only in this browser seed the form once, as unsaved changes, until the
 * studio saves them to the server.
 */
import type { WidgetConfig, WidgetConfigState } from "../../../shared/widget-config";
import { widgetConfigSchema } from "../../../shared/widget-config-schema";
import { parseWidgetConfig, parseWidgetConfigJson } from "../../widget/widget-config";

/** Where earlier versions kept a studio's settings: now only read, to carry them to the server. */
export const legacyStorageKey = (studioId: string) => `focal:widget-config:${studioId}`;

export interface InitialDraft {
  draft: WidgetConfig;
  /** The draft came from this browser's old copy: the studio still has to save it. */
  fromBrowser: boolean;
}

export function initialDraft(saved: WidgetConfigState, legacyJson: string | null): InitialDraft {
  if (!saved.saved && legacyJson) {
    const local = parseWidgetConfigJson(legacyJson);
    if (!sameConfig(local, saved.config)) return { draft: local, fromBrowser: true };
  }
  return { draft: saved.config, fromBrowser: false };
}

export function sameConfig(a: WidgetConfig, b: WidgetConfig): boolean {
  return JSON.stringify(parseWidgetConfig(a)) === JSON.stringify(parseWidgetConfig(b));
}

/** Unsaved: the configuration the form makes differs from the saved one, or was never saved at all. */
export function hasUnsavedChanges(config: WidgetConfig, saved: WidgetConfigState, fromBrowser: boolean) {
  return fromBrowser || !sameConfig(config, saved.config);
}

export type SaveCheck = { ok: true; config: WidgetConfig } | { ok: false; message: string };

export function checkBeforeSave(config: WidgetConfig): SaveCheck {
  const result = widgetConfigSchema.safeParse(config);
  if (result.success) return { ok: true, config: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? "These settings can't be saved" };
}
