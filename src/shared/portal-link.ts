/**
 * "E-mail me a sign-in link" (POST /api/client-portal/request-link): a client asks for a new one-time
 * portal link with their photographer's public token and their own e-mail. The answer is the same
 * whether or not the address belongs to a client, so that the form tells nobody who is a client.
 */
import { z } from "zod";
import { emailField } from "./validation.js";

export const LINK_REQUEST_MESSAGES = {
  emailRequired: "Enter your email address",
  studioRequired: "This page doesn't say which photographer you're with. Open it from their email again.",
} as const;

export const LINK_REQUEST_ACCEPTED =
  "If that address belongs to one of this photographer's clients, a sign-in link is on its way. Check your inbox (and spam folder) in a minute or two.";

export const portalLinkRequestSchema = z.object(
  {
    publicToken: z
      .string({ error: LINK_REQUEST_MESSAGES.studioRequired })
      .trim()
      .min(1, LINK_REQUEST_MESSAGES.studioRequired)
      .max(200, LINK_REQUEST_MESSAGES.studioRequired),
    email: z
      .string({ error: LINK_REQUEST_MESSAGES.emailRequired })
      .trim()
      .min(1, LINK_REQUEST_MESSAGES.emailRequired)
      .pipe(emailField),
  },
  { error: LINK_REQUEST_MESSAGES.emailRequired },
);

export type PortalLinkRequest = z.input<typeof portalLinkRequestSchema>;

export interface PortalLinkRequestResult {
  message: string;
}

/**
 * The photographer a portal link belongs to, named in the answer to a used or expired link and to a
 * successful sign-in, so that the sign-in page can offer to e-mail a new link later.
 */
export interface PortalSignInStudio {
  publicToken: string;
  businessName: string;
}
