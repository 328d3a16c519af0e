/**
 * One plain-text body, two versions: the drip campaigns' e-mails (and a studio's edits of them) are
 * written once as text, and the HTML version is built from it here, so the two always say the same.
 *
 * The text is the text version as sent. For the HTML: paragraphs are separated by a blank line; a
 * paragraph whose lines all start with "- " is a bulleted list; a paragraph that is one line
 * "→ Label: link" is a button; other web addresses, {{scheduling_link}} and {{payment_link}} become links.
 */
import { escapeHtml } from "./email.js";

export const EMAIL_FORMAT_HINT =
  'Separate paragraphs with a blank line. Lines starting with "- " make a list. A line "→ Button label: {{scheduling_link}}" makes a button.';

const LINK = /(\{\{\s*(?:scheduling_link|payment_link)\s*\}\}|https?:\/\/[^\s<]+[^\s<.,;:!?)])/g;
const BUTTON = /^→\s*([^:\n]{1,60}):\s*(\{\{\s*(?:scheduling_link|payment_link)\s*\}\}|https?:\/\/\S+)$/;

function inline(text: string): string {
  // Addresses are matched on the raw text, so an escaped "&amp;" never splits one.
  let html = "";
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" style="color:inherit">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

export interface EmailFormatOptions {
  /** The button colour: the studio's brand colour. */
  accent?: string;
  /** A CSS font stack for the whole body (a studio campaign's font); left to the layout when absent. */
  font?: string;
}

/** Font stacks are names, commas, quotes and spaces only, so one can never close the style attribute. */
const FONT = /^[\w\s,'-]{1,100}$/;

export function emailTextToHtml(text: string, options: EmailFormatOptions = {}): string {
  const accent = options.accent && /^#[0-9a-fA-F]{6}$/.test(options.accent) ? options.accent : "#0f172a";
  const html = text
    .replace(/\r\n/g, "\n")
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => {
      const lines = paragraph.split("\n").map((line) => line.trim());
      const button = lines.length === 1 ? BUTTON.exec(lines[0]!) : null;
      if (button) {
        const [, label, url] = button;
        return `<p style="margin:24px 0"><a href="${escapeHtml(url!)}" style="display:inline-block;background:${accent};color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(label!.trim())}</a></p>`;
      }
      if (lines.every((line) => line.startsWith("- "))) {
        const items = lines.map((line) => `<li style="margin:0 0 6px">${inline(line.slice(2))}</li>`);
        return `<ul style="margin:0 0 16px;padding-left:22px">${items.join("")}</ul>`;
      }
      return `<p style="margin:0 0 16px">${lines.map(inline).join("<br>")}</p>`;
    })
    .join("\n");
  return options.font && FONT.test(options.font)
    ? `<div style="font-family:${escapeHtml(options.font)}">${html}</div>`
    : html;
}
