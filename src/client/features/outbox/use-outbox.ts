/**
 * The development outbox (GET /api/outbox): what the studio "sent" while no SMTP server or SMS
 * provider is configured, newest first.
 */
import { useQuery } from "@tanstack/react-query";
import type { OutboxMessage } from "../../../shared/email";

export interface OutboxResponse {
  delivery: "smtp" | "outbox";
  messages: OutboxMessage[];
}

export const OUTBOX_QUERY_KEY = ["/api/outbox"] as const;

/** Read afresh every time the page opens: a login link sent a moment ago must be there. */
export function useOutbox() {
  return useQuery<OutboxResponse>({ queryKey: OUTBOX_QUERY_KEY, refetchOnMount: "always" });
}

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/g;
const TRAILING = /[.,;:!?)\]}]+$/;

/** The http(s) links written out in a plain-text body, in order, without repeats. */
export function linksIn(text: string | null): string[] {
  if (!text) return [];
  const found = (text.match(URL_PATTERN) ?? []).map((url) => url.replace(TRAILING, ""));
  return [...new Set(found)];
}

/** Splits text into plain parts and links, so the links can be rendered clickable. */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, "");
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * The HTML body for a sandboxed iframe: links open in a new tab (a plain link would otherwise load
 * inside the frame) and the page gets a readable default font.
 */
export function readerDocument(html: string): string {
  const head =
    '<base target="_blank"><meta name="referrer" content="no-referrer">' +
    "<style>body{margin:16px;font:14px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a;word-wrap:break-word}img{max-width:100%;height:auto}</style>";
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (tag) => `${tag}${head}`);
  return `<!doctype html><html><head>${head}</head><body>${html}</body></html>`;
}
