import { z } from "zod";
import { newPasswordSchema } from "./password-rule.js";
import { timeZoneIdField } from "./time-zone-field.js";

export const ROLES = ["PHOTOGRAPHER", "CLIENT"] as const;
export type Role = (typeof ROLES)[number];

/** A new studio's zone when signup sends none we know (any IANA zone is valid: src/shared/time-zone.ts). */
export const DEFAULT_TIMEZONE = "America/New_York";

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(255, "Email too long")
  .pipe(z.email({ error: "Invalid email address" }))
  .transform((value) => value.toLowerCase());

export const loginInputSchema = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const registerInputSchema = z.object({
  businessName: z
    .string({ error: "Business Name is required" })
    .trim()
    .min(1, "Business Name is required")
    .max(100, "Business Name too long"),
  email,
  password: newPasswordSchema("Password is required"),
  /**
   * The browser's zone, sent by the signup form. One this server's Intl does not know (a browser with
   * newer zone data) must not block the signup: it falls back to DEFAULT_TIMEZONE, changeable in Settings.
   */
  timezone: timeZoneIdField.optional().catch(undefined),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  photographerId: string;
  clientId: string | null;
  timezone: string;
  publicToken: string | null;
  businessName: string | null;
}
