/**
 * Which configuration the embed script draws on a studio's website. The studio's saved configuration,
 * read from the Focal server the script came from, comes first: a change saved in the Widget Generator
 * reaches every website without the code being pasted again. The `data-config` attribute that older
 * embed codes carry is kept only while the studio has never saved (so an upgrade changes no website by
 * itself) and when the server can't be reached in time; failing both, the defaults.
 */
import { publicWidgetConfigPath } from "../../shared/widget-config";
import { parseWidgetConfig, parseWidgetConfigJson, type WidgetConfig } from "./widget-config";

/** Long enough for a slow phone connection, short enough that a visitor isn't left with a blank space. */
export const CONFIG_TIMEOUT_MS = 4000;

/** The subset of `fetch` the script uses, so that a test can stand in for the network. */
export type ConfigFetch = (
  url: string,
  init: { credentials: "omit" },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export const widgetConfigUrl = (origin: string, token: string) => `${origin}${publicWidgetConfigPath(token)}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The server's answer (or null when there was none) against the pasted attribute's JSON. */
export function chooseWidgetConfig(answer: unknown, attribute: string | null | undefined): WidgetConfig {
  const server = isRecord(answer) && isRecord(answer.config) ? answer : null;
  if (server?.saved === true) return parseWidgetConfig(server.config);
  if (attribute) return parseWidgetConfigJson(attribute);
  return parseWidgetConfig(server?.config);
}

async function readAnswer(fetchConfig: ConfigFetch, url: string): Promise<unknown> {
  // No cookies: the answer is the same for every visitor, and a shared cache may keep it.
  const response = await fetchConfig(url, { credentials: "omit" });
  return response.ok ? response.json() : null;
}

export async function loadWidgetConfig(options: {
  fetch: ConfigFetch;
  url: string;
  attribute?: string | null;
  timeoutMs?: number;
}): Promise<WidgetConfig> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), options.timeoutMs ?? CONFIG_TIMEOUT_MS);
  });
  try {
    const answer = await Promise.race([readAnswer(options.fetch, options.url).catch(() => null), timeout]);
    return chooseWidgetConfig(answer, options.attribute);
  } finally {
    clearTimeout(timer);
  }
}
