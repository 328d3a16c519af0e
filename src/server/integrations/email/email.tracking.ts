/**
 * Open and click tracking for automated e-mail: a 1x1 pixel at the end of the body and every http(s)
 * link routed through /api/t/c/{log}/{index}. The original links are stored on the log, so the click
 * route redirects only to an address this e-mail really contained.
 */
export function trackingPixelUrl(publicUrl: string, logId: string): string {
  return new URL(`/api/t/o/${logId}.gif`, publicUrl).toString();
}

export function trackedLinkUrl(publicUrl: string, logId: string, index: number): string {
  return new URL(`/api/t/c/${logId}/${index}`, publicUrl).toString();
}

const HREF = /(<a\b[^>]*?\bhref=")(https?:\/\/[^"]+)(")/gi;

function unescapeAttribute(value: string): string {
  return value.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#39;", "'");
}

export function addTracking(
  html: string,
  logId: string,
  publicUrl: string,
): { html: string; links: string[] } {
  const links: string[] = [];
  const rewritten = html.replace(HREF, (_match, before: string, url: string, after: string) => {
    links.push(unescapeAttribute(url));
    return `${before}${trackedLinkUrl(publicUrl, logId, links.length - 1)}${after}`;
  });
  const pixel = `<img src="${trackingPixelUrl(publicUrl, logId)}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px" />`;
  const withPixel = rewritten.includes("</body>")
    ? rewritten.replace("</body>", `${pixel}</body>`)
    : rewritten + pixel;
  return { html: withPixel, links };
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const PIXEL_TAG = new RegExp(`<img\\b[^>]*?\\bsrc="[^"]*/api/t/o/${UUID}\\.gif"[^>]*>`, "gi");
const TRACKED_HREF = new RegExp(`\\bhref="[^"]*/api/t/c/(${UUID})/(\\d+)"`, "gi");

/** The logs whose click tracker a tracked body links through. */
export function trackedLogIds(html: string): string[] {
  return [...new Set([...html.matchAll(TRACKED_HREF)].map((m) => m[1]!.toLowerCase()))];
}

/**
 * The body as it was before addTracking: without the open pixel, each tracked link back to its own
 * address (`linksOf` answers a log's stored links). A tracked link whose address is unknown loses its
 * href rather than keep pointing at the tracker. For the studio's own copy of what it sent.
 */
export function removeTracking(
  html: string,
  linksOf: (logId: string) => readonly string[] | undefined,
): string {
  return html.replace(PIXEL_TAG, "").replace(TRACKED_HREF, (_match, logId: string, index: string) => {
    const url = linksOf(logId.toLowerCase())?.[Number(index)];
    return url === undefined ? "" : `href="${url.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"`;
  });
}
