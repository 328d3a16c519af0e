/**
 * Settings > Security, whose calls are under /api/auth: changing the password and the list of signed-in
 * browsers. The new password follows the same rule as at sign-up (password-rule.ts).
 */
import { z } from "zod";
import { newPasswordSchema } from "./password-rule.js";

export const changePasswordInputSchema = z
  .object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(200, "Password too long"),
    newPassword: newPasswordSchema("New password is required"),
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ["newPassword"],
    message: "New password must be different from the current one",
  });
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

/** One signed-in browser of the photographer (GET /api/auth/sessions). */
export interface SessionInfo {
  /** Derived from the stored hash: names the session without being usable as a cookie. */
  id: string;
  createdAt: string;
  expiresAt: string;
  userAgent: string | null;
  ip: string | null;
  current: boolean;
}
