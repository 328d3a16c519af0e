/**
 * The embed code the generator hands out, and the page its live preview renders: the contract between
 * the studio page and the embed script (the placeholder, and the script tag's data-token, data-config
 * and data-preview attributes). Only the preview writes data-config now; codes handed out before the
 * settings were saved on the server carry it too, and the script still reads it from them as a fallback.
 */
import type { WidgetConfig } from "./widget-config";

export const PLACEHOLDER_ATTRIBUTE = "data-focal-widget";
export const SCRIPT_PATH = "/widget.js";

/** Messages between the preview's page and the widget inside it. */
export const PREVIEW_CONFIG_MESSAGE = "focal-widget-config";
export const PREVIEW_HEIGHT_MESSAGE = "focal-widget-height";

/**
 * JSON for a single-quoted HTML attribute: `&` and `'` become entities (getAttribute decodes them),
 * and `<` is escaped inside the JSON so that no "</script>" can ever appear in the code.
 */
export function configAttribute(config: WidgetConfig): string {
  return JSON.stringify(config).replaceAll("<", "\\u003c").replaceAll("&", "&amp;").replaceAll("'", "&#39;");
}

const attributeText = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

function scriptTag(options: { origin: string; token: string; config?: WidgetConfig; preview?: boolean }) {
  const src = attributeText(`${options.origin}${SCRIPT_PATH}`);
  const config = options.config ? ` data-config='${configAttribute(options.config)}'` : "";
  const preview = options.preview ? ' data-preview="true"' : "";
  return `<script src="${src}" data-token="${attributeText(options.token)}"${config}${preview} async></script>`;
}

/**
 * The code for the studio's website. It carries no settings: the script reads the saved ones from the
 * server each time the form loads, so the same code stays right after every change.
 */
export function embedSnippet(options: { origin: string; token: string }): string {
  return `<div ${PLACEHOLDER_ATTRIBUTE}></div>\n${scriptTag(options)}`;
}

/** The preview: the real script on a plain page, told not to send anything. */
export function previewDocument(options: { origin: string; token: string; config: WidgetConfig }): string {
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Screen readers announce a frame's document title; axe requires one.
    "<title>Widget preview</title>",
    "<style>html,body{margin:0;background:transparent}body{padding:1px 0}</style>",
    "</head><body>",
    `<div ${PLACEHOLDER_ATTRIBUTE}></div>`,
    scriptTag({ ...options, preview: true }),
    "</body></html>",
  ].join("");
}
