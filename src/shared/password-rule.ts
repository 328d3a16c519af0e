/**
 * The one rule for a password being set, at sign-up and in Settings > Security: the server's route
 * schemas and the React forms both use it, so both refuse the same passwords with the same words.
 */
import { z } from "zod";
import { COMMON_PASSWORDS } from "./common-passwords.js";

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooCommon: "This password is too common. Choose one that is harder to guess.",
  tooLong: "Password too long",
} as const;

/** What the forms say under a new password field, before anything is typed. */
export const PASSWORD_RULE_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, and not a common password.`;

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/**
 * A new password; `required` is what an empty field is told. Each check stops at its first failure,
 * so a field shows one message at a time.
 */
export function newPasswordSchema(required: string) {
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_MESSAGES.tooShort, abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: PASSWORD_MESSAGES.tooLong, abort: true })
    .refine((password) => !isCommonPassword(password), PASSWORD_MESSAGES.tooCommon);
}
