/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) and the base32 of RFC 4648 that
 * authenticator apps read secrets in, with node:crypto only. Authenticator apps assume HMAC-SHA1,
 * 6 digits and a 30 s step, so those are the defaults; the other algorithms exist for the RFC's vectors.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** 160 bits: RFC 4226 recommends the HMAC-SHA1 output length as the shared secret's. */
export const TOTP_SECRET_BYTES = 20;

export type TotpAlgorithm = "sha1" | "sha256" | "sha512";

export function base32Encode(data: Uint8Array, { padding = true } = {}): string {
  let out = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of data) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1; // keep only the bits not yet written, so the number stays small
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  if (padding) while (out.length % 8 !== 0) out += "=";
  return out;
}

/** Lenient where people are: case, spaces and hyphens (secrets typed by hand) and padding are ignored. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s-]/g, "").replace(/=+$/, "").toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value === -1) throw new Error(`Invalid base32 character: ${char}`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
      buffer &= (1 << bits) - 1;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226: HMAC of the 8-byte big-endian counter, dynamically truncated to `digits` decimal digits. */
export function hotp(
  secret: Uint8Array,
  counter: number | bigint,
  { digits = TOTP_DIGITS, algorithm = "sha1" as TotpAlgorithm } = {},
): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

export function timeStep(timeMs: number, stepSeconds = TOTP_STEP_SECONDS): number {
  return Math.floor(timeMs / 1000 / stepSeconds);
}

export function totp(
  secret: Uint8Array,
  timeMs: number,
  options: { digits?: number; algorithm?: TotpAlgorithm; stepSeconds?: number } = {},
): string {
  return hotp(secret, timeStep(timeMs, options.stepSeconds), options);
}

/**
 * The time step whose code `code` is, looking `window` steps either side of `timeMs` (clocks drift and
 * people type slowly), or null. Steps at or before `afterStep` are refused: a code that worked once
 * cannot be replayed within its window. Every candidate is compared in constant time, with no early exit.
 */
export function matchTotp(
  secret: Uint8Array,
  code: string,
  { timeMs = Date.now(), window = 1, afterStep = null as number | null } = {},
): number | null {
  const normalized = code.replace(/\s/g, "");
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(normalized)) return null;
  const given = Buffer.from(normalized);
  const current = timeStep(timeMs);
  let matched: number | null = null;
  for (let step = current - window; step <= current + window; step++) {
    const equal = timingSafeEqual(Buffer.from(hotp(secret, step)), given);
    if (equal && matched === null && (afterStep === null || step > afterStep)) matched = step;
  }
  return matched;
}

export function generateTotpSecret(): Buffer {
  return randomBytes(TOTP_SECRET_BYTES);
}

/** The Key URI authenticator apps scan (Google's "Key Uri Format"); the defaults need not be spelled out. */
export function otpauthUrl(email: string, secretBase32: string, issuer = "Focal"): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(email)}`;
  const query = new URLSearchParams({ secret: secretBase32.replace(/=+$/, ""), issuer });
  return `otpauth://totp/${label}?${query.toString()}`;
}
