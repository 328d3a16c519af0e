/**
 * A client thread's reply address, `reply+{token}@{INBOUND_EMAIL_DOMAIN}`: the token is 24 random
 * bytes (base64url), one per studio and client, so that a reply can only land in the thread it answers
 * and nobody can guess another's. The inbound side reads the token back with `replyTokenOf`.
 */
import { randomBytes } from "node:crypto";

export const newReplyToken = () => randomBytes(24).toString("base64url");

export const replyAddress = (token: string, domain: string) => `reply+${token}@${domain}`;

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The token of `reply+{token}@{domain}` (the domain compared without case); null for any other address. */
export function replyTokenOf(address: string, domain: string): string | null {
  const at = address.lastIndexOf("@");
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const local = address.slice(0, at);
  if (!local.toLowerCase().startsWith("reply+")) return null;
  const token = local.slice("reply+".length);
  return TOKEN.test(token) ? token : null;
}
