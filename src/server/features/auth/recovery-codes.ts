/**
 * Recovery codes: ten one-time codes like "k7mq-x2wd-9f", from an alphabet without the characters
 * people confuse (0/o, 1/l/i). About 50 random bits each; stored as a SHA-256 salted with the user id,
 * so one table of precomputed hashes cannot serve every account.
 */
import { randomInt } from "node:crypto";
import { sha256 } from "../../auth/tokens.js";

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const GROUPS = [4, 4, 2];

export function generateRecoveryCode(): string {
  return GROUPS.map((length) =>
    Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
  ).join("-");
}

export function generateRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(generateRecoveryCode());
  return [...codes];
}

/** Case, spaces and hyphens do not matter when a code is typed back. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

export function hashRecoveryCode(userId: string, code: string): string {
  return sha256(`${userId}:${normalizeRecoveryCode(code)}`);
}
