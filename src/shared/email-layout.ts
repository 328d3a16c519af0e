/**
 * The e-mail layout every studio e-mail is wrapped in: the studio's name in its brand colour above the
 * body, and an optional footer (the drip campaigns' unsubscribe line). Shared so that the studio's
 * previews show exactly what the client will receive.
 */
import { escapeHtml } from "./email.js";

export interface EmailStudio {
  businessName: string;
  brandPrimary: string;
  logoUrl: string | null;
}

export function brandColorOf(value: string | null | undefined): string {
  return value && /^#[0-9a-fA-F]{6}$/.test(value) ? value : "#3b82f6";
}

export function wrapEmailHtml(
  body: string,
  studio: EmailStudio,
  options: { footerHtml?: string } = {},
): string {
  const color = brandColorOf(studio.brandPrimary);
  const name = escapeHtml(studio.businessName);
  const logo = studio.logoUrl?.startsWith("https://")
    ? `<img src="${escapeHtml(studio.logoUrl)}" alt="${name}" height="40" style="display:block;margin:0 auto 8px">`
    : "";
  const footer = options.footerHtml
    ? `<tr><td style="padding:0 28px 24px;font-size:12px;line-height:1.5;color:#64748b;text-align:center">${options.footerHtml}</td></tr>`
    : "";
  return `<!doctype html><html><body style="margin:0;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border-top:4px solid ${color}">
<tr><td style="padding:24px 28px 8px;text-align:center">${logo}<div style="font-size:18px;font-weight:bold;color:${color}">${name}</div></td></tr>
<tr><td style="padding:8px 28px 28px;font-size:15px;line-height:1.6">${body}</td></tr>
${footer}</table></td></tr></table></body></html>`;
}
