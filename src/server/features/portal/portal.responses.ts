/** What the client portal routes answer: shared/portal.ts and shared/portal-link.ts. */
import { z } from "zod";
import type { SendLoginLinkResult } from "../../../shared/clients.js";
import type { PortalView } from "../../../shared/portal.js";
import type { PortalLinkRequestResult } from "../../../shared/portal-link.js";
import { cents, isoInstant } from "../../http/responses.js";

export const sendLoginLinkResponse = z.object({
  message: z.string(),
  loginUrl: z.string().optional().describe("Only while e-mail goes to the development outbox"),
  debugInfo: z.string().optional(),
}) satisfies z.ZodType<SendLoginLinkResult>;

export const portalLoginResponse = z.object({
  ok: z.boolean(),
  studio: z.object({ publicToken: z.string(), businessName: z.string() }).nullable(),
});

export const linkRequestResponse = z.object({
  message: z.string(),
}) satisfies z.ZodType<PortalLinkRequestResult>;

export const portalViewResponse = z.object({
  client: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    weddingDate: z.string().nullable(),
    weddingTimeZone: z.string(),
    stage: z.object({ name: z.string() }).nullable(),
  }),
  photographer: z.object({
    businessName: z.string(),
    logoUrl: z.string().nullable(),
    brandPrimary: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  checklistItems: z.array(
    z.object({ id: z.uuid(), title: z.string(), orderIndex: z.int(), completedAt: isoInstant.nullable() }),
  ),
  links: z.array(z.object({ id: z.uuid(), title: z.string(), url: z.string() })),
  questionnaires: z.array(
    z.object({
      id: z.uuid(),
      template: z.object({ title: z.string(), description: z.string().nullable() }),
      status: z.enum(["Pending", "Completed"]),
      completedAt: isoInstant.nullable(),
    }),
  ),
  estimates: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      status: z.string(),
      totalCents: cents,
      currency: z.string(),
      token: z.string(),
      createdAt: isoInstant,
    }),
  ),
  bookings: z.array(
    z.object({ id: z.uuid(), title: z.string(), startAt: isoInstant, endAt: isoInstant, status: z.string() }),
  ),
  contracts: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      status: z.enum(["CLIENT_SIGNED", "COMPLETED", "VOID"]),
      clientSignedAt: isoInstant,
      completedAt: isoInstant.nullable(),
      pdfUrl: z.string(),
    }),
  ),
}) satisfies z.ZodType<PortalView>;
