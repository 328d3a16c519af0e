/**
 * The widget's settings (client-side only). They live in this browser, one copy per studio,
 * so that they survive a reload; the embed code carries them to the studio's website. `draft` is what
 * the fields show, as typed; `config` is what the widget gets (trimmed, defaults for blank buttons).
 */
import { useMemo, useState } from "react";
import {
  parseWidgetConfig,
  parseWidgetConfigJson,
  WIDGET_DEFAULTS,
  type WidgetConfig,
} from "../../widget/widget-config";

const storageKey = (studioId: string) => `focal:widget-config:${studioId}`;

function readSaved(studioId: string): WidgetConfig {
  try {
    return parseWidgetConfigJson(window.localStorage.getItem(storageKey(studioId)));
  } catch {
    // Storage can be switched off (private windows, strict settings): the defaults still work.
    return WIDGET_DEFAULTS;
  }
}

function writeSaved(studioId: string, config: WidgetConfig | null): void {
  try {
    if (config) window.localStorage.setItem(storageKey(studioId), JSON.stringify(config));
    else window.localStorage.removeItem(storageKey(studioId));
  } catch {
    // As above: the settings then last as long as the page.
  }
}

export function useWidgetConfig(studioId: string) {
  const [draft, setDraft] = useState<WidgetConfig>(() => readSaved(studioId));
  const config = useMemo(() => parseWidgetConfig(draft), [draft]);

  const update = (patch: Partial<WidgetConfig>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    writeSaved(studioId, next);
  };
  const reset = () => {
    setDraft(WIDGET_DEFAULTS);
    writeSaved(studioId, null);
  };
  return { draft, config, update, reset };
}

export type WidgetConfigEditor = ReturnType<typeof useWidgetConfig>;
