/**
 * Security headers on every answer. The Content-Security-Policy allows scripts from our own origin
 * only (the built app has no inline script), so an injected `<script>` or `onerror=` runs nowhere.
 * Styles may be inline: Radix positions popovers with style attributes and the widget and the e-mail
 * previews carry `<style>` blocks. Stripe's hosts are added only when real Stripe is configured.
 * Vite's development middleware answers outside Fastify's hooks, so `npm run dev` keeps hot reload.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Config } from "../config.js";

const STRIPE = { script: "https://js.stripe.com", frame: "https://js.stripe.com https://hooks.stripe.com" };

export function contentSecurityPolicy(options: { stripe: boolean; scriptHashes?: string[] }): string {
  const scripts = ["'self'", ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`)];
  if (options.stripe) scripts.push(STRIPE.script);
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${options.stripe ? " https://api.stripe.com" : ""}`,
    `frame-src 'self'${options.stripe ? ` ${STRIPE.frame}` : ""}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The hash a page's one inline script needs to run under the policy (`'sha256-…'`). */
export function scriptHash(source: string): string {
  return `sha256-${createHash("sha256").update(source).digest("base64")}`;
}

/** Lets a server-rendered page run its own small inline script, and no other, under the policy. */
export function allowInlineScript(reply: FastifyReply, source: string): void {
  const policy = reply.getHeader("content-security-policy");
  if (typeof policy !== "string") return;
  reply.header(
    "content-security-policy",
    policy.replace("script-src 'self'", `script-src 'self' '${scriptHash(source)}'`),
  );
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const policy = contentSecurityPolicy({ stripe: Boolean(config.STRIPE_PUBLISHABLE_KEY) });
  const https = config.publicUrl.startsWith("https://");
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("content-security-policy", policy);
    reply.header("x-content-type-options", "nosniff");
    reply.header("x-frame-options", "DENY");
    // Public pages carry their token in the address: other sites learn our origin at most.
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    // No Cross-Origin-Opener-Policy: the Stripe onboarding and Google consent popups close themselves
    // and report back through their opener, which COOP would sever when PUBLIC_URL's host differs.
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
    if (https) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  });
}
