/**
 * The embed script (/widget.js) that a studio pastes into its own website:
 *
 *   <div data-focal-widget></div>
 *   <script src="https://focal.example/widget.js" data-token="…" async></script>
 *
 * It finds its own script tag, reads the studio's token from it, fetches the studio's saved
 * configuration from the origin the script came from (embed-config.ts: an older code's data-config
 * attribute is only a fallback), and draws the inquiry form into the placeholder (or right after the
 * tag), inside a shadow root so that the site's CSS cannot break it. Leads go to that origin too. Built
 * on its own by vite.widget.config.ts into one small IIFE: no React, no zod.
 */

import { loadWidgetConfig, widgetConfigUrl } from "./embed-config";
import {
  PLACEHOLDER_ATTRIBUTE,
  PREVIEW_CONFIG_MESSAGE,
  PREVIEW_HEIGHT_MESSAGE,
  SCRIPT_PATH,
} from "./embed-snippet";
import { parseWidgetConfig, parseWidgetConfigJson } from "./widget-config";
import { mountWidget } from "./widget-form";

const MOUNTED = "data-focal-mounted";

/** The tag running now; an older browser without currentScript gets every tag not yet drawn. */
function ownScripts(): HTMLScriptElement[] {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.src) return [current];
  return [...document.querySelectorAll<HTMLScriptElement>(`script[src$="${SCRIPT_PATH}"]`)];
}

function placeholderFor(script: HTMLScriptElement): HTMLElement | null {
  const previous = script.previousElementSibling;
  if (
    previous instanceof HTMLElement &&
    previous.hasAttribute(PLACEHOLDER_ATTRIBUTE) &&
    !previous.shadowRoot
  ) {
    return previous;
  }
  const free = [...document.querySelectorAll<HTMLElement>(`[${PLACEHOLDER_ATTRIBUTE}]`)].find(
    (element) => !element.shadowRoot,
  );
  return free ?? null;
}

/** No placeholder on the page: right after the tag, or at the end of the body for a tag in <head>. */
function createHost(script: HTMLScriptElement): HTMLElement {
  const created = document.createElement("div");
  created.setAttribute(PLACEHOLDER_ATTRIBUTE, "");
  if (script.parentElement && script.parentElement !== document.head) script.after(created);
  else document.body.append(created);
  return created;
}

/** The live preview on the generator page: new settings arrive by message, and the page learns our height. */
function followPreview(update: (config: ReturnType<typeof parseWidgetConfig>) => void): void {
  window.addEventListener("message", (event) => {
    if (event.source !== window.parent) return;
    const data = event.data as { type?: unknown; config?: unknown } | null;
    if (data?.type === PREVIEW_CONFIG_MESSAGE) update(parseWidgetConfig(data.config));
  });
  const report = () =>
    window.parent.postMessage(
      { type: PREVIEW_HEIGHT_MESSAGE, height: document.documentElement.scrollHeight },
      "*",
    );
  new ResizeObserver(report).observe(document.body);
}

function mount(script: HTMLScriptElement): void {
  if (script.hasAttribute(MOUNTED)) return;
  let host = placeholderFor(script);
  if (!host) {
    // An async script can run before the rest of the page is parsed: its placeholder may be still to come.
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", () => mount(script), { once: true });
      return;
    }
    host = createHost(script);
  }
  script.setAttribute(MOUNTED, "");
  // Claimed at once: a second tag on the page looks for a placeholder without a shadow root.
  if (!host.shadowRoot) host.attachShadow({ mode: "open" });
  const token = script.dataset.token ?? "";
  const origin = new URL(script.src, window.location.href).origin;
  const options = { endpoint: `${origin}/api/public/widget/${encodeURIComponent(token)}/leads` };
  if (script.dataset.preview === "true") {
    // The generator's preview shows the unsaved settings it sends, never the saved ones.
    const widget = mountWidget(host, parseWidgetConfigJson(script.dataset.config), {
      ...options,
      preview: true,
    });
    if (window.parent !== window) followPreview(widget.update);
    return;
  }
  const target = host;
  void loadWidgetConfig({
    fetch: (url, init) => window.fetch(url, init),
    url: widgetConfigUrl(origin, token),
    attribute: script.dataset.config,
  }).then((config) => mountWidget(target, config, { ...options, preview: false }));
}

for (const script of ownScripts()) mount(script);
