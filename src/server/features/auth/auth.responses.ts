/** What the session and two-factor routes answer: the shapes of shared/auth.ts and shared/two-factor.ts. */
import { z } from "zod";
import { ROLES, type SessionUser } from "../../../shared/auth.js";
import type { SessionInfo } from "../../../shared/photographer-security.js";
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from "../../../shared/two-factor.js";
import { isoInstant } from "../../http/responses.js";

export const sessionUserResponse = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(ROLES),
  photographerId: z.uuid(),
  clientId: z.uuid().nullable(),
  timezone: z.string(),
  publicToken: z.string().nullable(),
  businessName: z.string().nullable(),
}) satisfies z.ZodType<SessionUser>;

export const loginResponse = z.union([
  sessionUserResponse,
  z.object({ twoFactorRequired: z.literal(true) }).describe("The password was right; a second factor is due"),
]);

export const okResponse = z.object({ ok: z.boolean() });

export const sessionsResponse = z.array(
  z.object({
    id: z.string(),
    createdAt: isoInstant,
    expiresAt: isoInstant,
    userAgent: z.string().nullable(),
    ip: z.string().nullable(),
    current: z.boolean(),
  }) satisfies z.ZodType<SessionInfo>,
);

export const revokedResponse = z.object({ revoked: z.int() });
export const passwordChangedResponse = z.object({ message: z.string(), revoked: z.int() });

export const twoFactorStatusResponse = z.object({
  enabled: z.boolean(),
  enabledAt: isoInstant.nullable(),
  recoveryCodesLeft: z.int(),
}) satisfies z.ZodType<TwoFactorStatus>;

export const twoFactorSetupResponse = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrSvg: z.string(),
}) satisfies z.ZodType<TwoFactorSetup>;

export const recoveryCodesResponse = z.object({
  recoveryCodes: z.array(z.string()),
}) satisfies z.ZodType<RecoveryCodes>;
