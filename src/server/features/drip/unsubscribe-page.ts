/**
 * The page a client lands on from an e-mail's unsubscribe link: plain HTML from the server, no
 * script and nothing to download, so it opens at once on any phone. Opening the link only asks;
 * the button posts the form back to the same address. Mail scanners and link previews open every
 * link in a message, and must not unsubscribe anyone by doing so.
 */
import { escapeHtml } from "../../../shared/email.js";

export type UnsubscribeState =
  | { kind: "confirm"; businessName: string }
  | { kind: "done"; businessName: string }
  | { kind: "expired" };

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f8fafc;color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center;padding:24px;box-sizing:border-box}main{max-width:420px;background:#fff;border-radius:16px;padding:32px 28px;box-shadow:0 1px 3px rgba(15,23,42,.08);text-align:center}h1{font-size:22px;margin:0 0 12px}p{margin:0;line-height:1.6;color:#475569}.mark{width:48px;height:48px;border-radius:50%;margin:0 auto 16px;display:flex;align-items:center;justify-content:center;font-size:24px}.ok{background:#dcfce7;color:#15803d}.warn{background:#fef3c7;color:#b45309}.ask{background:#e0e7ff;color:#3730a3}form{margin:24px 0 0}button{font:inherit;font-weight:600;border:0;border-radius:10px;padding:12px 20px;min-height:44px;width:100%;background:#0f172a;color:#fff;cursor:pointer}button:hover{background:#1e293b}button:focus-visible{outline:3px solid #6366f1;outline-offset:2px}`;

function content(state: UnsubscribeState): { title: string; mark: string; tone: string; body: string } {
  if (state.kind === "expired") {
    return {
      title: "This link has expired",
      mark: "!",
      tone: "warn",
      body: "<p>We couldn't find this subscription. You may have unsubscribed already, or the link was copied incompletely.</p>",
    };
  }
  const business = escapeHtml(state.businessName);
  if (state.kind === "done") {
    return {
      title: "You're unsubscribed",
      mark: "&#10003;",
      tone: "ok",
      body: `<p>You won't receive any more of these e-mails from ${business}. If you've booked or book later, you'll still hear about your own session.</p>`,
    };
  }
  return {
    title: "Unsubscribe from these e-mails?",
    mark: "&#9993;",
    tone: "ask",
    body: `<p>${business} will stop sending you these e-mails. Messages about a session you book still reach you.</p><form method="post"><button type="submit">Unsubscribe</button></form>`,
  };
}

export function unsubscribePage(state: UnsubscribeState): string {
  const { title, mark, tone, body } = content(state);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>
<style>${STYLE}</style></head>
<body><main><div class="mark ${tone}" aria-hidden="true">${mark}</div><h1>${title}</h1>${body}</main></body></html>`;
}
