/**
 * The page a client lands on from an e-mail's unsubscribe link: plain HTML from the server, no
 * script and nothing to download, so it opens at once on any phone.
 */
import { escapeHtml } from "../../../shared/email.js";

export function unsubscribePage(result: { businessName: string } | null): string {
  const title = result ? "You're unsubscribed" : "This link has expired";
  const body = result
    ? `You won't receive any more of these e-mails from ${escapeHtml(result.businessName)}. If you've booked or book later, you'll still hear about your own session.`
    : "We couldn't find this subscription. You may have unsubscribed already, or the link was copied incompletely.";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f8fafc;color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:24px;box-sizing:border-box}main{max-width:420px;background:#fff;border-radius:16px;padding:32px 28px;box-shadow:0 1px 3px rgba(15,23,42,.08);text-align:center}h1{font-size:22px;margin:0 0 12px}p{margin:0;line-height:1.6;color:#475569}.mark{width:48px;height:48px;border-radius:50%;margin:0 auto 16px;display:flex;align-items:center;justify-content:center;font-size:24px;background:${result ? "#dcfce7;color:#15803d" : "#fef3c7;color:#b45309"}}</style></head>
<body><main><div class="mark" aria-hidden="true">${result ? "&#10003;" : "!"}</div><h1>${title}</h1><p>${body}</p></main></body></html>`;
}
