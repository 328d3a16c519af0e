/** What the settings routes answer: shared/photographer.ts and shared/notifications.ts. */
import { z } from "zod";
import type { NotificationSettings } from "../../../shared/notifications.js";
import type {
  ChecklistTemplateItem,
  PhotographerLink,
  PhotographerSettings,
} from "../../../shared/photographer.js";
import { TAX_BASES } from "../../../shared/proposals.js";

export const photographerSettingsResponse = z.object({
  id: z.uuid(),
  businessName: z.string(),
  logoUrl: z.string().nullable(),
  profilePicture: z.string().nullable(),
  brandPrimary: z.string(),
  brandSecondary: z.string(),
  emailFromName: z.string().nullable(),
  emailFromAddr: z.string().nullable(),
  phone: z.string().nullable(),
  timezone: z.string(),
  publicToken: z.string(),
  defaultEmailOptIn: z.boolean(),
  defaultSmsOptIn: z.boolean(),
  platformFeePercent: z.number().describe("Basis points"),
  currency: z.string(),
  taxRateBasisPoints: z.int(),
  taxLabel: z.string(),
  taxBase: z.enum(TAX_BASES),
  payoutEnabled: z.boolean(),
  onboardingCompleted: z.boolean(),
  calendarConnected: z.boolean(),
  quietHoursStart: z.string().nullable(),
  quietHoursEnd: z.string().nullable(),
  emailSignature: z.string().nullable(),
  messageDigestMinutes: z.int().nullable(),
  smsNumber: z.string().nullable(),
  smtpConfigured: z.boolean(),
  frameAncestors: z.array(z.string()),
}) satisfies z.ZodType<PhotographerSettings>;

export const photographerLinkResponse = z.object({
  id: z.uuid(),
  title: z.string(),
  url: z.string(),
  orderIndex: z.int(),
}) satisfies z.ZodType<PhotographerLink>;

export const checklistItemResponse = z.object({
  id: z.uuid(),
  title: z.string(),
  orderIndex: z.int(),
}) satisfies z.ZodType<ChecklistTemplateItem>;

export const notificationSettingsResponse = z.object({
  proposalSigned: z.boolean(),
  paymentReceived: z.boolean(),
  inquiryReceived: z.boolean(),
  questionnaireSubmitted: z.boolean(),
}) satisfies z.ZodType<NotificationSettings>;
