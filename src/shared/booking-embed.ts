/**
 * Embedding the public booking calendar on the studio's own website: the sites allowed to frame it
 * (photographers.frame_ancestors, sent to browsers as CSP frame-ancestors), the pages that may be framed,
 * and the two snippets the settings card offers (an iframe, or the script at /embed/booking.js).
 */
import { z } from "zod";

export const MAX_FRAME_ANCESTORS = 10;
export const FRAME_ANCESTOR_MESSAGE =
  "Each site must be an origin such as https://www.example.com (or http://localhost:3000), without a path";
export const FRAME_ANCESTORS_COUNT_MESSAGE = `List at most ${MAX_FRAME_ANCESTORS} sites`;

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
// https with a host of two labels or more, an optional "*." for its subdomains and an optional port;
// http only for localhost (a studio trying the snippet on its own machine). Nothing else: the value
// goes into a response header, so no space, ";", "," or quote may ever pass.
const HTTPS_ORIGIN = new RegExp(`^https://(\\*\\.)?(${LABEL}\\.)+${LABEL}(:\\d{1,5})?$`);
const LOCALHOST_ORIGIN = /^http:\/\/localhost(:\d{1,5})?$/;

/** The origin as stored (lower case, no trailing slash), or null when it is not one we allow. */
export function frameAncestorOrigin(input: string): string | null {
  const origin = input.trim().toLowerCase().replace(/\/$/, "");
  if (!HTTPS_ORIGIN.test(origin) && !LOCALHOST_ORIGIN.test(origin)) return null;
  const port = /:(\d+)$/.exec(origin)?.[1];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null;
  // A wildcard must leave a registrable name under it: "*.example.com", never "*.com".
  if (origin.startsWith("https://*.") && origin.slice("https://*.".length).split(".").length < 2) return null;
  return origin;
}

/** PUT /api/photographer's `frameAncestors`: the sites that may frame the calendar, deduplicated. */
export const frameAncestorsField = z
  .array(
    z.string({ error: FRAME_ANCESTOR_MESSAGE }).transform((value, ctx) => {
      const origin = frameAncestorOrigin(value);
      if (origin === null) {
        ctx.addIssue({ code: "custom", message: FRAME_ANCESTOR_MESSAGE });
        return z.NEVER;
      }
      return origin;
    }),
    { error: FRAME_ANCESTOR_MESSAGE },
  )
  .max(MAX_FRAME_ANCESTORS, FRAME_ANCESTORS_COUNT_MESSAGE)
  .transform((origins) => [...new Set(origins)]);

/**
 * The public calendar's HTML pages, the only pages another site may frame: the calendar and a
 * session type's page. Gives the calendar's token, or null for any other path.
 */
export function bookingCalendarPageToken(path: string): string | null {
  const match = /^\/booking\/calendar\/([A-Za-z0-9_-]{10,200})(?:\/[a-z0-9-]{1,100})?\/?$/.exec(path);
  return match?.[1] ?? null;
}

/** The calendar's address, or a session type's when `slug` is given (the client page of that route). */
export function bookingCalendarUrl(appUrl: string, publicToken: string, slug?: string): string {
  const base = `${appUrl.replace(/\/$/, "")}/booking/calendar/${encodeURIComponent(publicToken)}`;
  return slug ? `${base}/${encodeURIComponent(slug)}` : base;
}

/** The plain iframe: works everywhere, with a fixed height. */
export function bookingIframeSnippet(appUrl: string, publicToken: string, slug?: string): string {
  const src = `${bookingCalendarUrl(appUrl, publicToken, slug)}?embed=1`;
  return `<iframe src="${src}" title="Book a session" style="width:100%;min-height:760px;border:0" loading="lazy"></iframe>`;
}

/** The script: inserts a responsive iframe where it stands. */
export function bookingScriptSnippet(appUrl: string, publicToken: string, slug?: string): string {
  const origin = appUrl.replace(/\/$/, "");
  const type = slug ? ` data-type="${slug}"` : "";
  return `<script src="${origin}/embed/booking.js" data-calendar="${publicToken}"${type} async></script>`;
}
