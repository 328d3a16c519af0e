/**
 * A studio's own HTML templates go to clients' inboxes and into the outbox reader, so the HTML is
 * reduced to what e-mail layouts use (text, tables, images, links, inline styles) before sending:
 * no scripts, event handlers, frames, forms or javascript: links, whatever a template holds.
 */
import sanitizeHtml from "sanitize-html";

const LAYOUT_ATTRIBUTES = [
  "style",
  "align",
  "valign",
  "width",
  "height",
  "bgcolor",
  "border",
  "class",
  "dir",
  "title",
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    "img",
    "center",
    "font",
    "span",
    "div",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "td",
    "th",
    "colgroup",
    "col",
  ],
  allowedAttributes: {
    "*": LAYOUT_ATTRIBUTES,
    a: [...LAYOUT_ATTRIBUTES, "href", "target", "rel", "name"],
    img: [...LAYOUT_ATTRIBUTES, "src", "alt"],
    td: [...LAYOUT_ATTRIBUTES, "colspan", "rowspan", "cellpadding"],
    th: [...LAYOUT_ATTRIBUTES, "colspan", "rowspan", "scope"],
    table: [...LAYOUT_ATTRIBUTES, "cellpadding", "cellspacing", "role"],
    font: [...LAYOUT_ATTRIBUTES, "color", "face", "size"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data", "cid"] },
  allowProtocolRelative: false,
  // Dropped with their content: a script's text must not turn into visible text either.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "head", "iframe", "object"],
};

export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
