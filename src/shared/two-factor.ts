/**
 * Two-factor sign-in with an authenticator app: the request bodies of /api/auth/two-factor and of the
 * second sign-in step, their answers, and the messages both sides show.
 */
import { z } from "zod";

export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Enter the 6-digit code from your authenticator app",
  wrongCode: "That code is not right. Check your authenticator app and try again.",
  codeUsed: "That code has already been used. Wait for the next one in your authenticator app.",
  recoveryCodeRequired: "Enter one of your recovery codes",
  wrongRecoveryCode: "That recovery code is not right, or it has already been used.",
  wrongCodeOrRecoveryCode:
    "That code is not right. Enter a code from your authenticator app or a recovery code.",
  wrongPassword: "Password is incorrect",
  passwordRequired: "Password is required",
  expired: "Your sign-in has expired. Please sign in again.",
  alreadyOn: "Two-factor authentication is already on",
  off: "Two-factor authentication is off",
  notSetUp: "Start setting up two-factor authentication first",
} as const;

/** Six digits; spaces are allowed (apps show "123 456") and dropped. */
export const totpCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .max(20, TWO_FACTOR_MESSAGES.codeRequired)
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeRequired));

export const recoveryCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.recoveryCodeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.recoveryCodeRequired)
  .max(50, TWO_FACTOR_MESSAGES.wrongRecoveryCode);

const password = z
  .string({ error: TWO_FACTOR_MESSAGES.passwordRequired })
  .min(1, TWO_FACTOR_MESSAGES.passwordRequired)
  .max(200, "Password too long");

export const enableTwoFactorInputSchema = z.object({ code: totpCodeSchema });
export type EnableTwoFactorInput = z.input<typeof enableTwoFactorInputSchema>;

/** Turning it off takes the password and a current code, or a recovery code when the phone is gone. */
export const disableTwoFactorInputSchema = z.object({
  password,
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
    .trim()
    .min(1, TWO_FACTOR_MESSAGES.codeRequired)
    .max(50, TWO_FACTOR_MESSAGES.wrongCodeOrRecoveryCode),
});
export type DisableTwoFactorInput = z.input<typeof disableTwoFactorInputSchema>;

export const regenerateRecoveryCodesInputSchema = z.object({ password });
export type RegenerateRecoveryCodesInput = z.input<typeof regenerateRecoveryCodesInputSchema>;

/** The second sign-in step: a code from the app, or one recovery code (exactly one of the two). */
export const twoFactorLoginInputSchema = z
  .object({ code: totpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() })
  .refine((input) => (input.code === undefined) !== (input.recoveryCode === undefined), {
    message: TWO_FACTOR_MESSAGES.codeRequired,
  });
export type TwoFactorLoginInput = z.input<typeof twoFactorLoginInputSchema>;

export interface TwoFactorStatus {
  enabled: boolean;
  /** ISO instant two-factor was turned on; null while off. */
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

export interface TwoFactorSetup {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a QR code, an SVG document. */
  qrSvg: string;
}

export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** POST /api/auth/login's answer when the password was right but a second factor is still needed. */
export interface TwoFactorRequired {
  twoFactorRequired: true;
}

/** The secret in groups of four, as people copy it into an app. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}
