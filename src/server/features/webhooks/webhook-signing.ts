/**
 * Signing a delivery the way Stripe signs its webhooks, so that receivers can reuse a verifier they
 * know: `Focal-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with the endpoint's
 * secret. The timestamp inside the signed text lets a receiver refuse an old message replayed at it.
 */
import { createHmac, randomBytes } from "node:crypto";

export const SIGNATURE_HEADER = "Focal-Signature";

/** A new endpoint secret: `whsec_` and 32 random bytes, shown to the studio once. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString("base64url")}`;

export function signatureFor(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac("sha256", secret).update(`${unixSeconds}.${body}`, "utf8").digest("hex");
  return `t=${unixSeconds},v1=${v1}`;
}

/** The context a secret is sealed with (auth/secret-box.ts): it opens on its own endpoint's row only. */
export const endpointSecretContext = (endpointId: string) => `webhook:${endpointId}`;
